import type { DealScript } from '../script';

// The text's other worked examples as whole deals, built by hand to give the card points
// each example names.

/**
 * The scoring section's Example 1: Anton (MH) bids 20, plays grand and wins with 78,
 * holding CJ SJ DJ: 24 x (with 2 + 1) = 72.
 */
export const SCORING_EX1: DealScript = {
  skat: 'C7 S7',
  bidding: 'MH 18, FH hold, MH 20, FH pass, RH pass',
  declarer: 'MH',
  discard: 'C7 S7',
  declare: { game: 'G' },
  tricks: [
    'DA SQ D8',
    'DT DJ DQ',
    'HJ CJ D9',
    'C9 SJ DK',
    'CQ CA C8',
    'D7 CT S8',
    'ST CK S9',
    'SK SA H7',
    'HA HT HQ',
    'HK H9 H8',
  ],
};

/**
 * The text's Example 2: FH holds CJ SJ HJ HA HT HK H8 H7 CT C7, the skat is DJ SQ; hearts
 * hand with schneider announced, won with 95: 10 x (with 7 + 1 + hand + schneider +
 * announced) = 110. The bid is 40, the value "safely" known before the skat.
 */
export const EXAMPLE2: DealScript = {
  skat: 'DJ SQ',
  bidding: 'MH 18, FH hold, MH pass, RH 40, FH hold, RH pass',
  declarer: 'FH',
  declare: { game: 'H', schneider: true },
  tricks: [
    'CJ HQ H9',
    'SJ CQ S9',
    'HJ SA S8',
    'HA ST S7',
    'HT SK DQ',
    'HK DA D9',
    'H8 DT D8',
    'H7 DK D7',
    'CT CA C9',
    'C7 CK C8',
  ],
};

/**
 * The scoring section's Example 2: Brigitte (RH) bids 30, plays null ouvert after taking
 * up the skat, and must take the ninth trick: -2 x 46 = -92. Play stops there.
 */
export const NULL_OUVERT_LOST: DealScript = {
  skat: 'D8 SA',
  bidding: 'MH 18, FH pass, RH 20, MH hold, RH 30, MH pass',
  declarer: 'RH',
  discard: 'SA HA',
  declare: { game: 'N', ouvert: true },
  tricks: [
    'CA CT C9',
    'CK CJ C8',
    'CQ H9 C7',
    'SK ST S9',
    'SQ SJ S8',
    'HK HT H8',
    'HQ HJ H7',
    'D7 D9 D8',
    'DK DT DA',
  ],
  unplayed: ['DQ', 'DJ', 'S7'],
};

/** The same cards with SA HA in the skat, null hand: lost at the ninth trick, -2 x 35 = -70. */
export const NULL_HAND_LOST: DealScript = {
  skat: 'SA HA',
  bidding: 'MH 18, FH pass, RH 20, MH hold, RH 30, MH pass',
  declarer: 'RH',
  declare: { game: 'N' },
  tricks: NULL_OUVERT_LOST.tricks,
  unplayed: NULL_OUVERT_LOST.unplayed,
};

/**
 * The overbid example: FH bids 30 without CJ and SJ (clubs "without 2" would be 36) and
 * finds CJ in the skat: clubs is now with 1, 24. FH takes 81 and still loses: -2 x 36 = -72.
 */
export const OVERBID_CLUBS: DealScript = {
  skat: 'CJ S7',
  bidding: 'MH 18, FH hold, MH 30, FH hold, MH pass, RH pass',
  declarer: 'FH',
  discard: 'S7 C8',
  declare: { game: 'C' },
  tricks: [
    'CJ SJ D7',
    'HJ C7 D8',
    'DJ DK D9',
    'CA DT DQ',
    'H7 HA HK',
    'SA HT HQ',
    'C9 DA S8',
    'CT SQ S9',
    'CK SK H9',
    'CQ ST H8',
  ],
};

/** The same cards in hearts, the text's alternative: with 1 is 20, lost at 30, -60 (FH takes 76). */
export const OVERBID_HEARTS: DealScript = {
  ...OVERBID_CLUBS,
  declare: { game: 'H' },
  tricks: [
    'CJ SJ H8',
    'CA C7 D7',
    'CT HT D8',
    'C9 DA D9',
    'H7 DT DQ',
    'HJ HA HK',
    'DJ DK HQ',
    'SA SQ S8',
    'CK SK S9',
    'CQ ST H9',
  ],
};

/** The same cards played hand in clubs: the skat's CJ still counts, with 1, 12 x 3 = 36 (FH takes 85). */
export const CLUBS_HAND: DealScript = {
  skat: 'CJ S7',
  bidding: 'MH 18, FH hold, MH 30, FH hold, MH pass, RH pass',
  declarer: 'FH',
  declare: { game: 'C' },
  tricks: [
    'CK SJ D7',
    'SA DK DQ',
    'H7 HA H8',
    'HJ ST S9',
    'CA C7 S8',
    'CT SQ HQ',
    'DJ SK D9',
    'CQ HT H9',
    'C8 DT D8',
    'C9 DA HK',
  ],
};
