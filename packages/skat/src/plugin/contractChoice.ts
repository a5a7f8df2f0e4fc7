import {
  gameStrength,
  gameStrengthOfBits,
  handBits,
  nullHeight,
  nullRisk,
  nullRiskOfBits,
  TRUMP_GAMES,
  type TrumpGame,
} from '@stich/bots';
import type { CardCode } from '@stich/core';
import { SKAT_POINTS } from '@stich/core/kernel';
import { BASE_VALUES, type Game, nullValue } from '../index';
import { certainNull, certainSchwarz } from './certainGames';
import { matadorsOfBits, matadorsOver } from './handBitFacts';

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

const cardPoints = (c: CardCode) => SKAT_POINTS[c[1] as keyof typeof SKAT_POINTS] ?? 0;
const points = (cards: readonly CardCode[]) => cards.reduce((sum, c) => sum + cardPoints(c), 0);

/** A null after the skat exchange (`risk`: the kept cards' {@link nullRisk}): playable with no risk, less the more it can be caught. */
function nullPlan(risk: number, laid: readonly CardCode[]): ContractPlan {
  const value = nullValue({ hand: false, ouvert: false });
  const margin = risk === 0 ? 0.5 : -risk;
  return { game: 'N', hand: false, ouvert: false, schwarz: false, value, margin, discard: laid };
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
  const bits = handBits(hand);
  if (bits === undefined) return limitOf(hand);
  // The hand stays the same through the auction: its limit is worked out once. The
  // limit is a function of the cards alone, so the hand's bit set is the whole key.
  let limit = limits.get(bits);
  if (limit === undefined) {
    if (limits.size >= 8) limits.clear();
    limit = limitOf(hand);
    limits.set(bits, limit);
  }
  return limit;
}

/** The last hands {@link biddingLimit} valued (the bidders' hands of a deal or two), by {@link handBits}. */
const limits = new Map<number, number>();

/** {@link biddingLimit}, worked out. */
function limitOf(hand: readonly CardCode[]): number {
  const bits = handBits(hand);
  let best = 0;
  for (const game of TRUMP_GAMES) {
    const strength = bits === undefined ? gameStrength(hand, game) : gameStrengthOfBits(bits, game);
    const level = (bits === undefined ? matadorsOver(hand, game) : matadorsOfBits(bits, game)) + 1;
    const need = SKAT_PLAYABLE[game];
    if (strength + PICKUP_GAIN >= need) best = Math.max(best, BASE_VALUES[game] * level);
    if (strength >= need + HAND_EXTRA) best = Math.max(best, BASE_VALUES[game] * (level + 1));
  }
  const risk = bits === undefined ? nullRisk(hand) : nullRiskOfBits(bits, 0);
  if (risk === 0) best = Math.max(best, nullValue({ hand: true, ouvert: false }));
  else if (safeNullDiscard(hand)) best = Math.max(best, nullValue({ hand: false, ouvert: false }));
  return best;
}

/** Whether laying back some two cards of `hand` leaves a null without risk. */
function safeNullDiscard(hand: readonly CardCode[]): boolean {
  const bits = handBits(hand);
  if (bits === undefined) {
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        if (nullRisk(hand.filter((_, k) => k !== i && k !== j)) === 0) return true;
    return false;
  }
  // Every pair of the hand's bits, lowest first.
  for (let a = bits; a !== 0; a &= a - 1) {
    const i = a & -a;
    for (let b = a & (a - 1); b !== 0; b &= b - 1)
      if (nullRiskOfBits(bits & ~i & ~(b & -b), 0) === 0) return true;
  }
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
  const bits = handBits(hand);
  const plans: ContractPlan[] = [];
  for (const game of TRUMP_GAMES) {
    const strength = bits === undefined ? gameStrength(hand, game) : gameStrengthOfBits(bits, game);
    const margin = strength - SKAT_PLAYABLE[game] - HAND_EXTRA;
    const level = (bits === undefined ? matadorsOver(hand, game) : matadorsOfBits(bits, game)) + 2;
    const open = leads && certainSchwarz(hand, game);
    const value = BASE_VALUES[game] * (open ? level + 5 : level);
    plans.push({ game, hand: true, ouvert: open, schwarz: open, value, margin, discard: [] });
  }
  if ((bits === undefined ? nullRisk(hand) : nullRiskOfBits(bits, 0)) === 0) {
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
  const all = handBits(hand);
  const n = hand.length;
  // Each card's bit (0: weighed card by card), points and null height; the pairs run
  // i < j as `discardPairs` lists them.
  const bit = new Int32Array(n);
  for (let k = 0; k < n; k++) bit[k] = all === undefined ? 0 : (handBits([hand[k]]) ?? 0);
  const pts = hand.map(cardPoints);
  const heights = hand.map(nullHeight);
  /** The kept cards as a bit set, or `undefined`: weighed card by card. */
  const keptBits = (i: number, j: number) =>
    all === undefined ? handBits(keptCodes(hand, i, j)) : all & ~bit[i] & ~bit[j];
  const plans: ContractPlan[] = [];
  for (const game of TRUMP_GAMES) {
    let bestI = 0;
    let bestJ = 1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const kept = keptBits(i, j);
        const strength =
          kept === undefined
            ? gameStrength(keptCodes(hand, i, j), game)
            : gameStrengthOfBits(kept, game);
        const score = strength + (pts[i] + pts[j]) / 25;
        if (score > bestScore) {
          bestI = i;
          bestJ = j;
          bestScore = score;
        }
      }
    const level = (all === undefined ? matadorsOver(hand, game) : matadorsOfBits(all, game)) + 1;
    const value = BASE_VALUES[game] * level;
    const margin = bestScore - SKAT_PLAYABLE[game];
    const discard = [hand[bestI], hand[bestJ]];
    plans.push({ game, hand: false, ouvert: false, schwarz: false, value, margin, discard });
  }
  let nullI = 0;
  let nullJ = 1;
  let nullBest = Number.POSITIVE_INFINITY;
  let nullHeld = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const kept = keptBits(i, j);
      const held = kept === undefined ? nullRisk(keptCodes(hand, i, j)) : nullRiskOfBits(kept, 0);
      const risk = held * 100 - (heights[i] + heights[j]);
      if (risk < nullBest) {
        nullI = i;
        nullJ = j;
        nullBest = risk;
        nullHeld = held;
      }
    }
  plans.push(nullPlan(nullHeld, [hand[nullI], hand[nullJ]]));
  return choosePlan(plans, bid);
}

/** The cards of `hand` but its i-th and j-th. */
const keptCodes = (hand: readonly CardCode[], i: number, j: number) =>
  hand.filter((_, k) => k !== i && k !== j);

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
  const allBits = handBits(all);
  const bits = handBits(kept);
  const laidPoints = points(laid) / 25;
  const plans: ContractPlan[] = TRUMP_GAMES.map((game) => ({
    game,
    hand: false,
    ouvert: false,
    schwarz: false,
    value:
      BASE_VALUES[game] *
      ((allBits === undefined ? matadorsOver(all, game) : matadorsOfBits(allBits, game)) + 1),
    margin:
      (bits === undefined ? gameStrength(kept, game) : gameStrengthOfBits(bits, game)) +
      laidPoints -
      SKAT_PLAYABLE[game],
    discard: laid,
  }));
  plans.push(nullPlan(bits === undefined ? nullRisk(kept) : nullRiskOfBits(bits, 0), laid));
  return choosePlan(plans, bid);
}
