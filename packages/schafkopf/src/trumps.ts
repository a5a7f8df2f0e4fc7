import {
  type CardCode,
  type Deck,
  type Rank,
  SKAT_DECK,
  type Suit,
  type TrumpSpec,
} from '@stich/core';
import { type CardHolder, topRun } from '@stich/core/scoring';
import type { SchafkopfGame } from './games';
import type { SchafkopfOptions } from './options';

/**
 * The four Ober (queens), highest first: Eichel, Gras, Herz, Schellen (1.2, 2.1).
 *
 * @example
 * OBER[0]; // 'CQ', "der Alte"
 */
export const OBER = ['CQ', 'SQ', 'HQ', 'DQ'] as const;

/**
 * The four Unter (jacks), highest first (2.1).
 *
 * @example
 * UNTER[3]; // 'DJ'
 */
export const UNTER = ['CJ', 'SJ', 'HJ', 'DJ'] as const;

/**
 * Plain-suit orders, highest first (2.8): with Ober and Unter as trumps; with the Ober
 * as plain cards (Wenz); with the Unter as plain cards (Geier); Bettel's two orders.
 *
 * @example
 * PLAIN_ORDERS.wenz; // ['A', 'T', 'K', 'Q', '9', '8', '7']
 */
export const PLAIN_ORDERS = {
  normal: ['A', 'T', 'K', '9', '8', '7'],
  wenz: ['A', 'T', 'K', 'Q', '9', '8', '7'],
  geier: ['A', 'T', 'K', 'J', '9', '8', '7'],
  bettel: ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'],
  bettelNatural: ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'],
} as const satisfies Record<string, readonly Rank[]>;

const spec = (permanent: readonly CardCode[], suit: Suit | null, plainOrder: readonly Rank[]) =>
  ({ permanent, suit, plainOrder }) satisfies TrumpSpec;

/**
 * The options that the card orders depend on.
 *
 * @example
 * const o: TrumpOptions = { bettelOrder: 'natural' };
 */
export type TrumpOptions = Pick<SchafkopfOptions, 'bettelOrder'>;

/**
 * The trump order and plain-suit order of a game (section 2) for core's trick table.
 * Sauspiel and Ramsch use the normal order (Herz trumps, 2.1, 2.7); a Tout uses its
 * underlying game's; a Sie, never played, gets the normal order, whose top eight cards
 * it holds.
 *
 * @example
 * trumpSpec({ kind: 'wenz', tout: false }, SCHAFKOPF_DEFAULTS);
 * // { permanent: ['CJ', 'SJ', 'HJ', 'DJ'], suit: null, plainOrder: ['A', 'T', 'K', 'Q', '9', '8', '7'] }
 */
export function trumpSpec(game: SchafkopfGame, options: TrumpOptions): TrumpSpec {
  switch (game.kind) {
    case 'sauspiel':
    case 'ramsch':
    case 'sie':
      return spec([...OBER, ...UNTER], 'H', PLAIN_ORDERS.normal);
    case 'farbsolo':
      return spec([...OBER, ...UNTER], game.suit, PLAIN_ORDERS.normal);
    case 'wenz':
      return spec(UNTER, null, PLAIN_ORDERS.wenz);
    case 'farbwenz':
      return spec(UNTER, game.suit, PLAIN_ORDERS.wenz);
    case 'geier':
      return spec(OBER, null, PLAIN_ORDERS.geier);
    case 'farbgeier':
      return spec(OBER, game.suit, PLAIN_ORDERS.geier);
    case 'bettel':
      return spec(
        [],
        null,
        options.bettelOrder === 'natural' ? PLAIN_ORDERS.bettelNatural : PLAIN_ORDERS.bettel,
      );
  }
}

/**
 * A game's trumps as codes, highest first (the table of 2.8).
 *
 * @example
 * trumpCards({ kind: 'geier', tout: false }, SCHAFKOPF_DEFAULTS); // ['CQ', 'SQ', 'HQ', 'DQ']
 */
export function trumpCards(game: SchafkopfGame, options: TrumpOptions): CardCode[] {
  const s = trumpSpec(game, options);
  const cards: CardCode[] = [...s.permanent];
  if (s.suit !== null) {
    for (const rank of s.trumpSuitOrder ?? s.plainOrder) {
      const code = `${s.suit}${rank}`;
      if (!cards.includes(code)) cards.push(code);
    }
  }
  return cards;
}

/**
 * The top-trump sequence from which Laufende are counted (6.3): the whole trump order
 * of a point game, Tout and Sie included; none in Bettel and Ramsch.
 *
 * @example
 * laufendeOrder({ kind: 'wenz', tout: false }, SCHAFKOPF_DEFAULTS); // ['CJ', 'SJ', 'HJ', 'DJ']
 * laufendeOrder({ kind: 'bettel' }, SCHAFKOPF_DEFAULTS); // []
 */
export function laufendeOrder(game: SchafkopfGame, options: TrumpOptions): CardCode[] {
  return game.kind === 'bettel' || game.kind === 'ramsch' ? [] : trumpCards(game, options);
}

/**
 * The run of top trumps from the dealt hands (6.3), by core's `topRun`: positive when the
 * playing side holds the top trump ("mit"), negative when the opponents do ("ohne").
 * `playingSide` holds the cards dealt to the declarer and, in a Sauspiel, the partner.
 * The minimum below which the run pays nothing is applied in scoring (`laufendeCounted`).
 *
 * @example
 * // 8.1: A holds CQ HQ, partner C holds SQ, opponent B holds DQ
 * laufende({ kind: 'sauspiel', calledSuit: 'S' }, SCHAFKOPF_DEFAULTS, (id) => ids.has(id)); // 3
 */
export function laufende(
  game: SchafkopfGame,
  options: TrumpOptions,
  playingSide: CardHolder,
  deck: Deck = SKAT_DECK,
): number {
  return topRun(laufendeIds(game, options, deck), playingSide);
}

/** The top-trump order as card ids, made once per deck, options and game (every deal is scored). */
const idsByDeck = new WeakMap<
  Deck,
  WeakMap<TrumpOptions, WeakMap<SchafkopfGame, readonly number[]>>
>();

/**
 * A game's Laufende order (see {@link laufendeOrder}) as card ids of `deck`, made once per
 * deck, options and game object.
 *
 * @example
 * laufendeIds({ kind: 'wenz', tout: false }, SCHAFKOPF_DEFAULTS, SCHAFKOPF_DECK).length; // 4
 */
export function laufendeIds(
  game: SchafkopfGame,
  options: TrumpOptions,
  deck: Deck,
): readonly number[] {
  let byOptions = idsByDeck.get(deck);
  if (byOptions === undefined) {
    byOptions = new WeakMap();
    idsByDeck.set(deck, byOptions);
  }
  let byGame = byOptions.get(options);
  if (byGame === undefined) {
    byGame = new WeakMap();
    byOptions.set(options, byGame);
  }
  let ids = byGame.get(game);
  if (ids === undefined) {
    ids = laufendeOrder(game, options).map((code) => deck.idsOf(code)![0]);
    byGame.set(game, ids);
  }
  return ids;
}
