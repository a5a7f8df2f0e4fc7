import type { Rank, Suit } from '../cards/atoms';
import type { TrumpSpec } from './trickTable';

/**
 * The four jacks, highest first: the permanent trumps of the Skat family.
 *
 * @example
 * JACKS[0]; // 'CJ', the highest trump
 */
export const JACKS = ['CJ', 'SJ', 'HJ', 'DJ'] as const;

/**
 * Plain-suit order of Skat's suit and grand games: A T K Q 9 8 7.
 *
 * @example
 * jacksOnly(SKAT_PLAIN_ORDER); // the grand order
 */
export const SKAT_PLAIN_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', '9', '8', '7'];

/**
 * Only the jacks are trumps (grand order), as in Kalter Schlag, Ramsch and Skat's grand.
 *
 * @example
 * import { jacksOnly, SKAT_DECK } from '@stich/core';
 *
 * compileTrickTable(SKAT_DECK, jacksOnly());
 */
export function jacksOnly(plainOrder: readonly Rank[] = SKAT_PLAIN_ORDER): TrumpSpec {
  return { permanent: JACKS, suit: null, plainOrder };
}

/**
 * The jacks, then the cards of a trump suit, as in Skat's suit games.
 *
 * @example
 * import { jacksAndSuit } from '@stich/core';
 *
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
 * import { noTrumps } from '@stich/core';
 *
 * noTrumps(); // { permanent: [], suit: null, plainOrder: ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'] }
 */
export function noTrumps(
  plainOrder: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'],
): TrumpSpec {
  return { permanent: [], suit: null, plainOrder };
}

/**
 * Plain-suit order of the 42-card joker pack (Skatkopf): A T K Q 9 8 7 6 5.
 *
 * @example
 * jokersAndJacks('H', 'later', JOKER_PLAIN_ORDER);
 */
export const JOKER_PLAIN_ORDER: readonly Rank[] = ['A', 'T', 'K', 'Q', '9', '8', '7', '6', '5'];

/**
 * The jokers (code `JK`), then the jacks, then the cards of a trump suit (`null`: none,
 * a grand). When both jokers fall in one trick, `identical` says which wins: the later
 * (default) or the earlier one.
 *
 * @example
 * import { JOKER_DECK, jokersAndJacks } from '@stich/core';
 *
 * compileTrickTable(JOKER_DECK, jokersAndJacks('D')); // JK JK CJ SJ HJ DJ DA DT ... D5
 * compileTrickTable(JOKER_DECK, jokersAndJacks(null, 'earlier')); // grand: jokers and jacks
 */
export function jokersAndJacks(
  suit: Suit | null,
  identical: 'later' | 'earlier' = 'later',
  plainOrder: readonly Rank[] = JOKER_PLAIN_ORDER,
): TrumpSpec {
  return { permanent: ['JK', ...JACKS], suit, plainOrder, identical };
}
