import type { Rank, Suit } from '../cards/atoms';
import type { TrumpSpec } from './trickTable';

/** The four jacks, highest first: the permanent trumps of the Skat family. */
export const JACKS = ['CJ', 'SJ', 'HJ', 'DJ'] as const;

/** Plain-suit order of Skat's suit and grand games: A T K Q 9 8 7. */
export const SKAT_PLAIN_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', '9', '8', '7'];

/**
 * Only the jacks are trumps (grand order), as in Kalter Schlag, Ramsch and Skat's grand.
 *
 * @example
 * compileTrickTable(SKAT_DECK, jacksOnly());
 */
export function jacksOnly(plainOrder: readonly Rank[] = SKAT_PLAIN_ORDER): TrumpSpec {
  return { permanent: JACKS, suit: null, plainOrder };
}

/**
 * The jacks, then the cards of a trump suit, as in Skat's suit games.
 *
 * @example
 * jacksAndSuit('H'); // hearts are trumps below the jacks
 */
export function jacksAndSuit(
  suit: Suit,
  plainOrder: readonly Rank[] = SKAT_PLAIN_ORDER,
): TrumpSpec {
  return { permanent: JACKS, suit, plainOrder };
}

/**
 * No trumps; every suit A K Q J T 9 8 7, as in Skat's null games.
 *
 * @example
 * noTrumps(); // { permanent: [], suit: null, plainOrder: ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'] }
 */
export function noTrumps(
  plainOrder: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'],
): TrumpSpec {
  return { permanent: [], suit: null, plainOrder };
}
