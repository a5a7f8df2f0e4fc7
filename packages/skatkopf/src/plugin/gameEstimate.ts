import type { CardFacts } from '@stich/bots';
import type { CardCode, Suit } from '@stich/core';
import { SUITS } from '@stich/core/kernel';
import { BASE_VALUES, type Bid, GAMES, type Game } from '../index';
import { trumpGameStrength } from './handValue';

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
  let best: { suit: Suit; strength: number } = { suit: SUITS[0], strength: -Infinity };
  for (const suit of SUITS) {
    const strength = trumpGameStrength(facts, facts.table(suit), cards);
    if (strength > best.strength) best = { suit, strength };
  }
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
  const { deck } = facts;
  const unseen = facts.unseen(cards, []);
  const bySuit = SUITS.map((suit) => trumpGameStrength(facts, facts.table(suit), cards));
  const weights = SUITS.map((suit) => unseen.filter((id) => deck.suitOf[id] === suit).length);
  const total = unseen.length;
  const second = SUITS.reduce((sum, _, i) => sum + (weights[i] / total) * bySuit[i], 0);
  const free = Math.max(...bySuit);
  const jokers = total - weights.reduce((a, b) => a + b, 0);
  let expected = (jokers / total) * free;
  SUITS.forEach((_, i) => {
    expected += (weights[i] / total) * Math.max(bySuit[i], second - SECOND_TURN_COST);
  });
  return expected + EXCHANGE_GAIN;
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
  const key = `${forced ? 'f' : ''}${cards.join()}`;
  let known = estimates.get(facts);
  if (known === undefined) {
    known = new Map();
    estimates.set(facts, known);
  }
  let found = known.get(key);
  if (found === undefined) {
    if (known.size >= 8) known.clear();
    found = estimatesOf(facts, cards, forced);
    known.set(key, found);
  }
  return { ...found };
}

/** Per card facts, the last hands {@link gameEstimates} valued (a deal's bidders). */
const estimates = new WeakMap<CardFacts, Map<string, Record<Game, GameEstimate>>>();

/** {@link gameEstimates}, worked out. */
function estimatesOf(
  facts: CardFacts,
  cards: readonly CardCode[],
  forced: boolean,
): Record<Game, GameEstimate> {
  const suit = Math.max(bestSuit(facts, cards).strength, tourneeStrength(facts, cards));
  const grand = trumpGameStrength(facts, facts.table('G'), cards);
  const strengths: Record<Game, number> = {
    partner: forced ? bestSuit(facts, cards).strength + EXCHANGE_GAIN : suit,
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
  return DOUBLING_CHANCES.filter((c) => e.chance >= c).length;
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
  return GAMES.slice(GAMES.indexOf(bid.game)).some(
    (g) => doublingsAllowed(estimates[g]) >= bid.doublings,
  );
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
