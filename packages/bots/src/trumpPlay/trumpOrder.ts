import type { CardCode } from '@stich/core';

/**
 * The games with trumps: the four suits and grand.
 *
 * @example
 * const game: TrumpGame = 'G';
 */
export type TrumpGame = 'C' | 'S' | 'H' | 'D' | 'G';

/**
 * The trump games, highest base value first among the suits.
 *
 * @example
 * TRUMP_GAMES.map((g) => gameStrength(hand, g));
 */
export const TRUMP_GAMES: readonly TrumpGame[] = ['G', 'C', 'S', 'H', 'D'];

const JACKS: readonly CardCode[] = ['CJ', 'SJ', 'HJ', 'DJ'];
const PLAIN_RANKS = ['A', 'T', 'K', 'Q', '9', '8', '7'] as const;

/**
 * The trumps of a game, highest first: the four jacks, then in a suit game the trump
 * suit A T K Q 9 8 7.
 *
 * @example
 * trumpOrder('G'); // ['CJ', 'SJ', 'HJ', 'DJ']
 */
export function trumpOrder(game: TrumpGame): CardCode[] {
  return game === 'G' ? [...JACKS] : [...JACKS, ...PLAIN_RANKS.map((r) => game + r)];
}

/**
 * Whether a card is a trump in a game.
 *
 * @example
 * isTrump('HA', 'H'); // true
 */
export function isTrump(code: CardCode, game: TrumpGame): boolean {
  return code[1] === 'J' || code[0] === game;
}

/** Null order from the bottom: 7 is 0, the ace 7. */
export const NULL_HEIGHT: Readonly<Record<string, number>> = {
  '7': 0,
  '8': 1,
  '9': 2,
  T: 3,
  J: 4,
  Q: 5,
  K: 6,
  A: 7,
};

/**
 * The height of a card in null order, 0 for the 7 up to 7 for the ace.
 *
 * @example
 * nullHeight('HT'); // 3
 */
export function nullHeight(code: CardCode): number {
  return NULL_HEIGHT[code[1]];
}
