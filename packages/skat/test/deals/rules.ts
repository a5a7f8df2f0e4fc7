import type { DealScript } from '../script';
import { NULL_OUVERT_LOST } from './examples';

// Deals for the jskat rows, the Kontra steps and the early ends, built by hand (the ones
// with exactly 61 or 60 points by searching random card play for that total, then frozen).

/** Null after taking up the skat, the same cards as `NULL_OUVERT_LOST` after a bid of 20: -2 x 23 = -46. */
export const NULL_LOST: DealScript = {
  ...NULL_OUVERT_LOST,
  bidding: 'MH 18, FH pass, RH 20, MH pass',
  declare: { game: 'N' },
};

/** Kontra deals: MH made a call, so MH may say kontra; RH passed without one. */
const KONTRA_BIDDING = 'MH 18, FH hold, MH pass, RH pass';

/** Clubs with CJ HJ DJ CA (with 1) after taking up the skat, FH takes exactly 61: 24. */
export const CLUBS_61: DealScript = {
  skat: 'D7 D8',
  bidding: KONTRA_BIDDING,
  declarer: 'FH',
  discard: 'H7 D8',
  declare: { game: 'C' },
  tricks: [
    'D7 DK DQ',
    'SA SK S8',
    'HA HK H8',
    'DJ SJ C7',
    'ST DA DT',
    'HJ SQ S7',
    'CK CT CQ',
    'C9 C8 HQ',
    'CA S9 H9',
    'CJ HT D9',
  ],
};

/** The same cards, FH takes exactly 60: lost, -48. */
export const CLUBS_60: DealScript = {
  ...CLUBS_61,
  tricks: [
    'CK CT CQ',
    'D7 DK D9',
    'HA DA DT',
    'SA SK S7',
    'ST SQ S8',
    'C9 C8 C7',
    'DJ SJ DQ',
    'CJ HT HQ',
    'CA HK H9',
    'HJ S9 H8',
  ],
};

/** Grand with CJ HJ (with 1) after taking up the skat, FH takes exactly 61: 48. */
export const GRAND_61: DealScript = {
  skat: 'C7 S7',
  bidding: KONTRA_BIDDING,
  declarer: 'FH',
  discard: 'C7 S7',
  declare: { game: 'G' },
  tricks: [
    'HJ SJ DJ',
    'D8 DT DQ',
    'HT HK H7',
    'CT C9 C8',
    'CJ SK S9',
    'CA CQ S8',
    'ST SQ DK',
    'D7 DA D9',
    'HA CK H8',
    'SA HQ H9',
  ],
};

/** The same cards, FH takes exactly 60: lost, -96. */
export const GRAND_60: DealScript = {
  ...GRAND_61,
  tricks: [
    'D8 DT DQ',
    'CA CK C8',
    'CT CQ S9',
    'ST SQ S8',
    'D7 DA DK',
    'HT HK H9',
    'SA SK DJ',
    'HA C9 D9',
    'CJ HQ H8',
    'HJ SJ H7',
  ],
};

/** Null after taking up the skat, won (RH takes no trick): 23. MH made a call and may say kontra. */
export const NULL_WON: DealScript = {
  skat: 'D8 HA',
  bidding: 'MH 18, FH pass, RH 20, MH pass',
  declarer: 'RH',
  discard: 'DA HA',
  declare: { game: 'N' },
  tricks: [
    'DK DT D8',
    'HK HT H7',
    'CA CT C8',
    'CK CJ C9',
    'SK ST S7',
    'HQ HJ H8',
    'SQ SJ S8',
    'CQ D9 C7',
    'SA DJ S9',
    'DQ H9 D7',
  ],
};

/** Null ouvert hand, won: 59. RH holds the sevens, eights and nines. */
export const NULL_OUVERT_HAND_WON: DealScript = {
  skat: 'DA HA',
  bidding: 'MH 18, FH pass, RH 20, MH pass',
  declarer: 'RH',
  declare: { game: 'N', ouvert: true },
  tricks: NULL_WON.tricks,
};

/**
 * Grand hand with schwarz announced (so schneider too), CJ SJ: the defenders take the sixth
 * trick and play stops. 24 x (with 2 + 1 + hand + schneider + announced + schwarz +
 * announced) = 192, lost: -384.
 */
export const SCHWARZ_LOST: DealScript = {
  skat: 'H7 D8',
  bidding: KONTRA_BIDDING,
  declarer: 'FH',
  declare: { game: 'G', schwarz: true },
  tricks: ['CA C9 C7', 'HA HQ H9', 'SJ HJ DJ', 'SA S9 S8', 'CJ DA DQ', 'D7 DT D9'],
  unplayed: ['CT CK ST SK', 'CQ SQ HT HK', 'C8 S7 H8 DK'],
};

/**
 * Grand ouvert with all four jacks after a bid of 264, won schwarz: 24 x (with 4 + 1 +
 * hand + schneider + announced + schwarz + announced + ouvert) = 264, the highest bid.
 */
export const GRAND_OUVERT: DealScript = {
  skat: 'H7 D8',
  bidding: 'MH 18, FH hold, MH 264, FH hold, MH pass, RH pass',
  declarer: 'FH',
  declare: { game: 'G', ouvert: true },
  tricks: [
    'HJ C9 C8',
    'HA HK H8',
    'CA CK C7',
    'CT CQ SK',
    'ST SQ S7',
    'HT HQ H9',
    'SJ S9 DQ',
    'CJ D7 S8',
    'SA DT DK',
    'DJ DA D9',
  ],
};
