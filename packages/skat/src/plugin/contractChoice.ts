import {
  discardPairs,
  gameStrength,
  gameStrengthOfBits,
  handBits,
  nullHeight,
  nullRisk,
  nullRiskOfBits,
  TRUMP_GAMES,
  type TrumpGame,
  trumpOrder,
} from '@stich/bots';
import { type CardCode, SKAT_DECK } from '@stich/core';
import { SKAT_POINTS } from '@stich/core/kernel';
import { BASE_VALUES, type Game, matadors, nullValue } from '../index';

/**
 * The {@link gameStrength} a suit or grand game needs after the skat exchange to be
 * worth playing. Tuned over seeded deals of rules bots: at this level a declarer wins
 * about three games in four, above the two in three that a loss counting double needs.
 *
 * @example
 * const playable = gameStrength(kept, 'H') >= SKAT_PLAYABLE.H;
 */
export const SKAT_PLAYABLE: Readonly<Record<TrumpGame, number>> = {
  C: 5,
  S: 5,
  H: 5,
  D: 5,
  G: 6.5,
};
/**
 * What taking up the skat adds to a hand's strength, on average, when bidding.
 *
 * @example
 * const biddable = strength + PICKUP_GAIN >= SKAT_PLAYABLE[game];
 */
export const PICKUP_GAIN = 1;
/**
 * The strength beyond {@link SKAT_PLAYABLE} a hand needs to be played without the skat.
 *
 * @example
 * const hand = strength >= SKAT_PLAYABLE[game] + HAND_EXTRA;
 */
export const HAND_EXTRA = 1;

/**
 * A contract the bot means to play, with its value and how comfortably it is playable.
 *
 * @example
 * const plan: ContractPlan = pickupChoice(hand, bid);
 */
export interface ContractPlan {
  readonly game: Game;
  readonly hand: boolean;
  readonly ouvert: boolean;
  /** Schneider and schwarz announced (only with a certain schwarz). */
  readonly schwarz: boolean;
  readonly value: number;
  /** Strength above what the game needs; 0 or more is playable. */
  readonly margin: number;
  /** The cards to lay back, after taking up the skat. */
  readonly discard: readonly CardCode[];
}

const points = (cards: readonly CardCode[]) =>
  cards.reduce((sum, c) => sum + (SKAT_POINTS[c[1] as keyof typeof SKAT_POINTS] ?? 0), 0);

/** Matadors counted over `cards` (the dealt hand, plus the skat once known). */
function matadorsOver(cards: readonly CardCode[], game: TrumpGame): number {
  const ids = new Set(cards.map((c) => SKAT_DECK.idsOf(c)![0]));
  return Math.abs(matadors(SKAT_DECK, game, (id) => ids.has(id)));
}

/** A null after the skat exchange: playable with no risk, less the more it can be caught. */
function nullPlan(kept: readonly CardCode[], laid: readonly CardCode[]): ContractPlan {
  const risk = nullRisk(kept);
  const value = nullValue({ hand: false, ouvert: false });
  const margin = risk === 0 ? 0.5 : -risk;
  return { game: 'N', hand: false, ouvert: false, schwarz: false, value, margin, discard: laid };
}

/**
 * Whether a suit or grand hand takes every trick for certain when it leads: it holds the
 * top trumps, at least as many as the opponents can hold, and in each side suit only the
 * top cards.
 *
 * @example
 * certainSchwarz(['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA'], 'G'); // true
 */
export function certainSchwarz(hand: readonly CardCode[], game: TrumpGame): boolean {
  const order = trumpOrder(game);
  const trumps = order.filter((c) => hand.includes(c)).length;
  if (trumps < order.length - trumps) return false;
  if (order.slice(0, trumps).some((c) => !hand.includes(c))) return false;
  for (const suit of ['C', 'S', 'H', 'D']) {
    if (suit === game) continue;
    const side = hand.filter((c) => c[0] === suit && c[1] !== 'J');
    const top = ['A', 'T', 'K', 'Q', '9', '8', '7'].slice(0, side.length).map((r) => suit + r);
    if (top.some((c) => !hand.includes(c))) return false;
  }
  return true;
}

/**
 * Whether a null hand can never be caught, even with its cards open: {@link nullRisk} 0,
 * and when it leads the first trick, a 7 it can lead and still have no risk.
 *
 * @example
 * certainNull(['C7', 'C8', 'S7', 'S9', 'H7', 'H8', 'H9', 'D7', 'D8', 'D9'], true); // true
 */
export function certainNull(hand: readonly CardCode[], leads: boolean): boolean {
  if (nullRisk(hand) > 0) return false;
  if (!leads) return true;
  return hand.some(
    (c) =>
      nullHeight(c) === 0 &&
      nullRisk(
        hand.filter((h) => h !== c),
        [c],
      ) === 0,
  );
}

/**
 * The most a hand of ten cards may bid: the highest value among the games it can play,
 * counting matadors over its own cards, with {@link PICKUP_GAIN} for the skat; a hand
 * game's level where the hand is strong enough without it; 23 for a null that two
 * discards make safe, 35 for a safe null hand. 0 when nothing is playable.
 *
 * @example
 * biddingLimit(['CJ', 'SJ', 'HA', 'HT', 'HK', 'H9', 'H8', 'SA', 'C7', 'D8']); // 40: hearts with 2, not hand
 */
export function biddingLimit(hand: readonly CardCode[]): number {
  // The hand stays the same through the auction: its limit is worked out once.
  const key = hand.join();
  let limit = limits.get(key);
  if (limit === undefined) {
    if (limits.size >= 8) limits.clear();
    limit = limitOf(hand);
    limits.set(key, limit);
  }
  return limit;
}

/** The last hands {@link biddingLimit} valued (the bidders' hands of a deal or two). */
const limits = new Map<string, number>();

/** {@link biddingLimit}, worked out. */
function limitOf(hand: readonly CardCode[]): number {
  let best = 0;
  for (const game of TRUMP_GAMES) {
    const strength = gameStrength(hand, game);
    const level = matadorsOver(hand, game) + 1;
    const need = SKAT_PLAYABLE[game];
    if (strength + PICKUP_GAIN >= need) best = Math.max(best, BASE_VALUES[game] * level);
    if (strength >= need + HAND_EXTRA) best = Math.max(best, BASE_VALUES[game] * (level + 1));
  }
  if (nullRisk(hand) === 0) best = Math.max(best, nullValue({ hand: true, ouvert: false }));
  else if (safeNullDiscard(hand)) best = Math.max(best, nullValue({ hand: false, ouvert: false }));
  return best;
}

/** Whether laying back some two cards of `hand` leaves a null without risk. */
function safeNullDiscard(hand: readonly CardCode[]): boolean {
  const bits = handBits(hand);
  if (bits === undefined) return discardPairs([...hand]).some(([kept]) => nullRisk(kept) === 0);
  const each = hand.map((c) => handBits([c])!);
  for (let i = 0; i < each.length; i++)
    for (let j = i + 1; j < each.length; j++)
      if (nullRiskOfBits(bits & ~each[i] & ~each[j], 0) === 0) return true;
  return false;
}

/**
 * The contract to play hand with ten cards and a bid to cover, or `null` to take up the
 * skat. A suit or grand game needs {@link HAND_EXTRA} above its level and a value that
 * covers the bid with matadors over the hand alone; schwarz is announced, and ouvert
 * played, only when {@link certainSchwarz}; a null hand needs no risk at all.
 *
 * @example
 * handChoice(['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA'], 48, true)?.ouvert; // true
 */
export function handChoice(
  hand: readonly CardCode[],
  bid: number,
  leads: boolean,
): ContractPlan | null {
  const plans: ContractPlan[] = [];
  for (const game of TRUMP_GAMES) {
    const margin = gameStrength(hand, game) - SKAT_PLAYABLE[game] - HAND_EXTRA;
    const level = matadorsOver(hand, game) + 2;
    const open = leads && certainSchwarz(hand, game);
    const value = BASE_VALUES[game] * (open ? level + 5 : level);
    plans.push({ game, hand: true, ouvert: open, schwarz: open, value, margin, discard: [] });
  }
  if (nullRisk(hand) === 0) {
    const ouvert = certainNull(hand, leads);
    const value = nullValue({ hand: true, ouvert });
    plans.push({ game: 'N', hand: true, ouvert, schwarz: false, value, margin: 0.5, discard: [] });
  }
  const playable = plans.filter((p) => p.margin >= 0 && p.value >= bid);
  if (playable.length === 0) return null;
  return playable.reduce((a, b) => (expected(b) > expected(a) ? b : a));
}

/**
 * The contract after taking up the skat, from the twelve cards: for each game the two
 * cards to lay back that leave it strongest (the skat's points count a little: they are
 * the declarer's), matadors over all twelve. Picks the playable game covering the bid
 * with the best expected score (`winChance`); else the strongest that covers it; else (an overbid nothing avoids)
 * the strongest.
 *
 * @example
 * pickupChoice(twelve, 23).discard; // e.g. ['ST', 'S8']
 */
export function pickupChoice(hand: readonly CardCode[], bid: number): ContractPlan {
  const pairs = discardPairs(hand);
  // Each pair's kept cards as a bit set (undefined: weighed card by card) and laid points.
  const kept = pairs.map((pair) => handBits(pair[0]));
  const laid = pairs.map((pair) => points(pair[1]) / 25);
  const plans: ContractPlan[] = [];
  for (const game of TRUMP_GAMES) {
    let best = pairs[0];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let p = 0; p < pairs.length; p++) {
      const pair = pairs[p];
      const bits = kept[p];
      const strength =
        bits === undefined ? gameStrength(pair[0], game) : gameStrengthOfBits(bits, game);
      const score = strength + laid[p];
      if (score > bestScore) {
        best = pair;
        bestScore = score;
      }
    }
    const value = BASE_VALUES[game] * (matadorsOver(hand, game) + 1);
    const margin = bestScore - SKAT_PLAYABLE[game];
    plans.push({
      game,
      hand: false,
      ouvert: false,
      schwarz: false,
      value,
      margin,
      discard: best[1],
    });
  }
  let nullPair = pairs[0];
  let nullBest = Number.POSITIVE_INFINITY;
  for (let p = 0; p < pairs.length; p++) {
    const pair = pairs[p];
    const bits = kept[p];
    const held = bits === undefined ? nullRisk(pair[0]) : nullRiskOfBits(bits, 0);
    const risk = held * 100 - pair[1].reduce((s, c) => s + nullHeight(c), 0);
    if (risk < nullBest) {
      nullPair = pair;
      nullBest = risk;
    }
  }
  plans.push(nullPlan(nullPair[0], nullPair[1]));
  return choosePlan(plans, bid);
}

/**
 * The chance to win a game played with a strength `margin` above what it needs, as seen
 * over seeded deals of rules bots (0: 0.7, 0.5: 0.8, 1: 0.9, -1: 0.5).
 *
 * @example
 * winChance(0); // 0.7
 */
export function winChance(margin: number): number {
  return Math.min(0.98, Math.max(0.05, 0.7 + 0.2 * margin));
}

/** What a plan is expected to score: won it scores its value, lost twice that. */
const expected = (p: ContractPlan) => p.value * (3 * winChance(p.margin) - 2);

/** The playable plan covering the bid with the best expected score, else the strongest covering it, else the strongest. */
function choosePlan(plans: readonly ContractPlan[], bid: number): ContractPlan {
  const covering = plans.filter((p) => p.value >= bid);
  const playable = covering.filter((p) => p.margin >= 0);
  if (playable.length > 0) return playable.reduce((a, b) => (expected(b) > expected(a) ? b : a));
  const pool = covering.length > 0 ? covering : plans;
  return pool.reduce((a, b) => (b.margin > a.margin ? b : a));
}

/**
 * The contract for ten kept cards once two are laid back (`laid`): the same choice as
 * {@link pickupChoice}, on these cards.
 *
 * @example
 * declaredChoice(view.hand, view.skat, 30).game; // 'H'
 */
export function declaredChoice(
  kept: readonly CardCode[],
  laid: readonly CardCode[],
  bid: number,
): ContractPlan {
  const all = [...kept, ...laid];
  const plans: ContractPlan[] = TRUMP_GAMES.map((game) => ({
    game,
    hand: false,
    ouvert: false,
    schwarz: false,
    value: BASE_VALUES[game] * (matadorsOver(all, game) + 1),
    margin: gameStrength(kept, game) + points(laid) / 25 - SKAT_PLAYABLE[game],
    discard: laid,
  }));
  plans.push(nullPlan(kept, laid));
  return choosePlan(plans, bid);
}
