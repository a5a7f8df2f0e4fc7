import type { DealScript } from '../script';

// Example 1's cards (text, "Examples"), declared and played in several ways. Each deal was
// built by hand to give the card points named in its note.

/** The hands of the text's Example 1: FH holds CJ DJ HA HT HK H8 H7 D9 D8 D7, the skat is SA SQ. */
const EXAMPLE1 = {
  skat: 'SA SQ',
  bidding: 'MH 18, FH hold, MH pass, RH pass',
  declarer: 'FH',
} as const;

/** Example 1, hearts after taking up the skat, won with 85: 10 x (with 1 + 1) = 20. */
export const EX1_HEARTS: DealScript = {
  ...EXAMPLE1,
  discard: 'SQ D7',
  declare: { game: 'H' },
  tricks: [
    'CJ SJ H9',
    'DJ HQ HJ',
    'D9 DA DT',
    'H7 CA C7',
    'HA C9 C8',
    'HT S9 S7',
    'SA ST S8',
    'HK CK CQ',
    'H8 CT SK',
    'D8 DK DQ',
  ],
};

/** Example 1, hearts hand, won with 75 (14 of them in the skat): 10 x 3 = 30. */
export const EX1_HEARTS_HAND: DealScript = {
  ...EXAMPLE1,
  declare: { game: 'H' },
  tricks: [
    'CJ SJ H9',
    'DJ HQ HJ',
    'D9 DA DT',
    'H7 CA C7',
    'HA C9 C8',
    'HT S9 S7',
    'HK CK CQ',
    'H8 CT SK',
    'D8 DK DQ',
    'D7 ST S8',
  ],
};

/** Example 1, hearts after taking up the skat, won with 92 (schneider): 10 x 3 = 30. */
export const EX1_HEARTS_SCHNEIDER: DealScript = {
  ...EXAMPLE1,
  discard: 'D8 D7',
  declare: { game: 'H' },
  tricks: [
    'CJ SJ H9',
    'DJ HQ HJ',
    'SA S9 S7',
    'HA C9 C8',
    'HT CT C7',
    'HK CK CQ',
    'H8 CA SK',
    'H7 ST S8',
    'SQ DK DQ',
    'D9 DA DT',
  ],
};

/** Example 1, grand after taking up the skat, won with 82: 24 x 2 = 48. */
export const EX1_GRAND: DealScript = {
  ...EXAMPLE1,
  discard: 'D8 D7',
  declare: { game: 'G' },
  tricks: [
    'CJ SJ HJ',
    'DJ C9 C7',
    'HA HQ H9',
    'HT S9 S7',
    'HK CK C8',
    'H8 DK DQ',
    'H7 CT S8',
    'SA ST SK',
    'D9 DA DT',
    'SQ CA CQ',
  ],
};

/** Example 1's cards in diamonds (with 1: 9 x 2 = 18, the lowest game), won with 67. */
export const EX1_DIAMONDS_WON: DealScript = {
  ...EXAMPLE1,
  discard: 'SQ H7',
  declare: { game: 'D' },
  tricks: [
    'D8 SJ HJ',
    'HK HQ H9',
    'CJ DA DQ',
    'SA S9 SK',
    'H8 CA S7',
    'D9 DK DT',
    'HA CK C7',
    'HT CT C8',
    'DJ C9 CQ',
    'D7 ST S8',
  ],
};

/** Example 1's cards in diamonds, lost with 33: -2 x 18 = -36. */
export const EX1_DIAMONDS_LOST: DealScript = {
  ...EX1_DIAMONDS_WON,
  tricks: [
    'CJ SJ DQ',
    'H8 HQ H9',
    'SA C9 CQ',
    'HA S9 SK',
    'HK ST S8',
    'HT CK C8',
    'D7 CT C7',
    'D9 DA HJ',
    'D8 DK DT',
    'DJ CA S7',
  ],
};

/** Example 1's cards in hearts after taking up the skat, lost with 50: -2 x 20 = -40. */
export const EX1_HEARTS_LOST: DealScript = {
  ...EX1_HEARTS,
  tricks: [
    'DJ HQ HJ',
    'SA CA C8',
    'HA SJ H9',
    'D8 DA DT',
    'H7 C9 CQ',
    'HK ST SK',
    'H8 CT S8',
    'D9 DK DQ',
    'HT S9 S7',
    'CJ CK C7',
  ],
};
