import type { CardFacts } from '@stich/bots';
import type { CardCode, Deck, Suit } from '@stich/core';
import { SUITS } from '@stich/core/kernel';
import { BASE_VALUES, type Bid, GAMES, type Game } from '../index';
import { heldIds, strengthOfIds, trumpGameStrength } from './handValue';

/**
 * What a Skatkopf hand of ten cards promises in each game: its strength there and the
 * chance to win it, as seen over seeded deals of rules bots.
 *
 * @example
 * const estimate: GameEstimate = gameEstimates(facts, view.hand).solo;
 */
export interface GameEstimate {
  readonly game: Game;
  /** {@link trumpGameStrength} of the game as the hand would play it. */
  readonly strength: number;
  /** The chance to win it, from {@link winChance}. */
  readonly chance: number;
}

/**
 * Where each game's chance to win crosses one half, in {@link trumpGameStrength}, and
 * how fast it rises (strength per step of the logistic curve). Tuned over seeded deals
 * of rules bots: Partner has a partner's cards to help, the others play alone.
 *
 * @example
 * winChance('solo', WIN_CURVES.solo.even); // 0.5
 */
export const WIN_CURVES: Readonly<Record<Game, { readonly even: number; readonly scale: number }>> =
  {
    partner: { even: -0.6, scale: 2.2 },
    solo: { even: 4.7, scale: 1.2 },
    babyGrand: { even: 4.4, scale: 1.2 },
    grandHand: { even: 2.9, scale: 0.8 },
  };

/**
 * What taking up the kitty and laying two cards back adds to a hand's strength (tournee,
 * Baby Grand, a forced Partner). Tuned over seeded deals of rules bots: at this value the
 * bot plays hand about where hand wins more than a tournee would.
 *
 * @example
 * const babyGrand = grand + EXCHANGE_GAIN;
 */
export const EXCHANGE_GAIN = 2;
/**
 * What turning the second kitty card costs in strength: its suit is anybody's guess and
 * a loss then counts double.
 *
 * @example
 * const second = average - SECOND_TURN_COST;
 */
export const SECOND_TURN_COST = 1;
/**
 * The chance to win a game needs to be worth bidding or declaring; each further step
 * allows one more doubling.
 *
 * @example
 * const playable = estimate.chance >= PLAYABLE_CHANCE;
 */
export const PLAYABLE_CHANCE = 0.6;
/**
 * The chances from which a bid may carry one, two ... doublings: a doubling doubles what
 * is lost too, so only a hand nearly sure to win says it.
 *
 * @example
 * DOUBLING_CHANCES.filter((c) => estimate.chance >= c).length; // the doublings allowed
 */
export const DOUBLING_CHANCES: readonly number[] = [0.88, 0.96];

/** What the declarer wins or pays per unit of value: alone it gets each defender's share. */
const SHARE: Readonly<Record<Game, number>> = {
  partner: 1,
  solo: 3,
  babyGrand: 3,
  grandHand: 3,
};

/**
 * The chance to win `game` with a hand of strength `strength` ({@link WIN_CURVES}).
 *
 * @example
 * winChance('partner', 1.6); // about 0.73
 */
export function winChance(game: Game, strength: number): number {
  const { even, scale } = WIN_CURVES[game];
  return 1 / (1 + Math.exp(-(strength - even) / scale));
}

/**
 * What the declarer expects to score in a game, per doubling factor: the value it wins
 * or pays, times the chance to win less the chance to lose.
 *
 * @example
 * expectedScore(estimate); // 6 * (2 * 0.8 - 1) = 3.6 for a Solo won four times in five
 */
export function expectedScore(e: GameEstimate): number {
  return SHARE[e.game] * BASE_VALUES[e.game] * (2 * e.chance - 1);
}

/**
 * The trump suit that makes `cards` strongest, with that strength.
 *
 * @example
 * bestSuit(facts, view.hand); // { suit: 'H', strength: 6.2 }
 */
export function bestSuit(
  facts: CardFacts,
  cards: readonly CardCode[],
): { suit: Suit; strength: number } {
  return bestOf(suitStrengths(facts, heldIds(facts, cards)));
}

/** {@link trumpGameStrength} of the cards with these ids ({@link heldIds}) in each of {@link SUITS}. */
export function suitStrengths(facts: CardFacts, ids: readonly number[]): number[] {
  return SUITS.map((suit) => strengthOfIds(facts.table(suit), ids));
}

/** {@link bestSuit} from the {@link suitStrengths}: the first of the strongest. */
export function bestOf(bySuit: readonly number[]): { suit: Suit; strength: number } {
  let best: { suit: Suit; strength: number } = { suit: SUITS[0], strength: -Infinity };
  for (let i = 0; i < SUITS.length; i++)
    if (bySuit[i] > best.strength) best = { suit: SUITS[i], strength: bySuit[i] };
  return best;
}

/**
 * The strength a tournee promises before the kitty is seen: the first card's suit, by
 * how many unseen cards each suit has (a joker lets the declarer choose), or the second
 * card's at {@link SECOND_TURN_COST} when that is better; plus {@link EXCHANGE_GAIN}.
 *
 * @example
 * tourneeStrength(facts, view.hand); // e.g. 5.4
 */
export function tourneeStrength(facts: CardFacts, cards: readonly CardCode[]): number {
  const ids = heldIds(facts, cards);
  return tourneeOf(facts, ids, suitStrengths(facts, ids));
}

/** {@link tourneeStrength} of the cards with these ids ({@link heldIds}), given their {@link suitStrengths}. */
export function tourneeOf(
  facts: CardFacts,
  ids: readonly number[],
  bySuit: readonly number[],
): number {
  const { deck } = facts;
  // Unseen: every card not held; per suit, how many of them it has.
  const weights = [...suitCountsOf(deck)];
  for (const id of ids) {
    const suit = deck.suitOf[id];
    const i = suit === null ? -1 : SUITS.indexOf(suit);
    if (i >= 0) weights[i]--;
  }
  const total = deck.size - ids.length;
  let second = 0;
  for (let i = 0; i < SUITS.length; i++) second += (weights[i] / total) * bySuit[i];
  const free = Math.max(...bySuit);
  const jokers = total - weights.reduce((a, b) => a + b, 0);
  let expected = (jokers / total) * free;
  for (let i = 0; i < SUITS.length; i++)
    expected += (weights[i] / total) * Math.max(bySuit[i], second - SECOND_TURN_COST);
  return expected + EXCHANGE_GAIN;
}

/** Per deck, how many cards of each of {@link SUITS} it has. */
const suitCounts = new WeakMap<Deck, readonly number[]>();

/** The {@link suitCounts} of a deck, counted once. */
function suitCountsOf(deck: Deck): readonly number[] {
  let counts = suitCounts.get(deck);
  if (counts === undefined) {
    const suits: readonly (Suit | null)[] = deck.suitOf;
    counts = SUITS.map((suit) => suits.filter((s) => s === suit).length);
    suitCounts.set(deck, counts);
  }
  return counts;
}

/**
 * The hand's estimate for each game. Partner and Solo as the better of playing hand in
 * the best suit and a tournee; Baby Grand with the exchange; Grand Hand without. With
 * `forced` (everyone passed: forehand takes up the kitty and names any suit), Partner
 * gets the best suit and the exchange.
 *
 * @example
 * gameEstimates(facts, view.hand).grandHand.chance; // e.g. 0.1
 */
export function gameEstimates(
  facts: CardFacts,
  cards: readonly CardCode[],
  forced = false,
): Record<Game, GameEstimate> {
  // A hand is asked again and again through the auction: its estimates are kept once.
  // They depend on the rules' facts and the cards held alone: the ids are the whole key.
  const ids = heldIds(facts, cards);
  const key = idSetKey(ids);
  let known = estimates.get(facts);
  if (known === undefined) {
    known = { plain: new Map(), forced: new Map() };
    estimates.set(facts, known);
  }
  const kept = forced ? known.forced : known.plain;
  let found = kept.get(key);
  if (found === undefined) {
    if (kept.size >= 8) kept.clear();
    found = estimatesOf(facts, ids, forced);
    kept.set(key, found);
  }
  return { ...found };
}

/** Per card facts, the last hands {@link gameEstimates} valued (a deal's bidders), by {@link idSetKey}. */
const estimates = new WeakMap<
  CardFacts,
  {
    readonly plain: Map<number | string, Record<Game, GameEstimate>>;
    readonly forced: Map<number | string, Record<Game, GameEstimate>>;
  }
>();

/** A set of card ids as a key: its bits as one number while ids stay below 53, else the ids in order. */
function idSetKey(ids: readonly number[]): number | string {
  let low = 0;
  let high = 0;
  for (const id of ids) {
    if (id < 32) low |= 1 << id;
    else if (id < 53) high |= 1 << (id - 32);
    else return [...ids].sort((a, b) => a - b).join();
  }
  return (low >>> 0) + high * 2 ** 32;
}

/** {@link gameEstimates}, worked out for the cards with these ids. */
function estimatesOf(
  facts: CardFacts,
  ids: readonly number[],
  forced: boolean,
): Record<Game, GameEstimate> {
  const bySuit = suitStrengths(facts, ids);
  const best = bestOf(bySuit).strength;
  const suit = Math.max(best, tourneeOf(facts, ids, bySuit));
  const grand = strengthOfIds(facts.table('G'), ids);
  const strengths: Record<Game, number> = {
    partner: forced ? best + EXCHANGE_GAIN : suit,
    solo: suit,
    babyGrand: grand + EXCHANGE_GAIN,
    grandHand: grand,
  };
  const out = {} as Record<Game, GameEstimate>;
  for (const game of GAMES) {
    const strength = strengths[game];
    out[game] = { game, strength, chance: winChance(game, strength) };
  }
  return out;
}

/**
 * The most doublings a game may carry with this estimate ({@link DOUBLING_CHANCES}), or
 * -1 when it is not worth playing ({@link PLAYABLE_CHANCE}).
 *
 * @example
 * doublingsAllowed(estimate); // 0: playable, not doubled
 */
export function doublingsAllowed(e: GameEstimate): number {
  if (e.chance < PLAYABLE_CHANCE) return -1;
  let doublings = 0;
  for (const c of DOUBLING_CHANCES) if (e.chance >= c) doublings++;
  return doublings;
}

/**
 * Whether the hand can stand behind a bid: some game of at least the bid's value to
 * play, with as many doublings as the bid carries.
 *
 * @example
 * affords(estimates, { game: 'solo', doublings: 0, value: 2 }); // true with a playable Solo or better
 */
export function affords(
  estimates: Readonly<Record<Game, GameEstimate>>,
  bid: Pick<Bid, 'game' | 'doublings'>,
): boolean {
  for (let i = GAMES.indexOf(bid.game); i < GAMES.length; i++)
    if (doublingsAllowed(estimates[GAMES[i]]) >= bid.doublings) return true;
  return false;
}

/**
 * The game to declare among `games` (the one bid and those above it): the playable one
 * with the best {@link expectedScore}, else the one bid.
 *
 * @example
 * declaredGame(estimates, ['solo', 'babyGrand', 'grandHand']); // 'solo'
 */
export function declaredGame(
  estimates: Readonly<Record<Game, GameEstimate>>,
  games: readonly Game[],
): Game {
  const playable = games.filter((g) => doublingsAllowed(estimates[g]) >= 0);
  if (playable.length === 0) return games[0];
  return playable.reduce((a, b) =>
    expectedScore(estimates[b]) > expectedScore(estimates[a]) ? b : a,
  );
}
