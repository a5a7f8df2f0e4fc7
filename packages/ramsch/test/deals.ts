import type { RamschScript } from './script';

/*
 * Whole Ramsch deals, written by position: each row is the card of FH MH RH in that trick
 * (forehand leads the first trick, each trick's winner the next). Points per card
 * (NOTES.md line 17, the Skat deck): A 11, T 10, K 4, Q 3, J 2, else 0.
 * Most tricks are three cards of one suit, so everyone follows and the highest card wins
 * whoever leads; the trick's points and taker were worked out by hand in each comment.
 * "pts" are trick points; the skat's points go to whoever the option names.
 */

/** FH 100, MH 15, RH 5 (skat with RH, who takes the last trick); everyone takes a trick. */
export const FH100: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA SK ST', // FH 25
    'HA HK HT', // FH 25
    'DA DT DK', // FH 25 (100, 4 tricks)
    'C9 CQ C8', // MH 3
    'S9 SQ S8', // MH 3
    'H9 HQ H8', // MH 3
    'SJ CJ HJ', // MH 6 (15, 4 tricks)
    'D9 D8 DQ', // RH 3
    'S7 H7 C7', // RH leads C7, nobody can follow: RH 0 (3 pts, 2 tricks)
  ],
  skat: 'DJ D7', // 2 points
};

/**
 * FH 50, MH 50, RH 20 (18 pts + the skat's 2 with the last trick). FH won trick 4, later
 * than MH's trick 3; RH took the last trick.
 */
export const TIE50: RamschScript = {
  tricks: [
    'CT CA CK', // MH 25
    'SA SK ST', // FH 25
    'HT HA HK', // MH 25 (50)
    'DA DT DK', // FH 25 (50)
    'C9 C8 CQ', // RH 3
    'S9 S8 SQ', // RH 3
    'H9 H8 HQ', // RH 3
    'D9 D8 DQ', // RH 3
    'SJ HJ CJ', // RH 6 (18)
    'S7 H7 C7', // RH leads C7: RH 0
  ],
  skat: 'DJ D7', // 2 points
};

/** FH 50 (with the last trick), MH 50, RH 20; the skat is worth 0. */
export const TIE50_FH_LAST: RamschScript = {
  tricks: [
    'CA CT CQ', // FH 24
    'SA ST SQ', // FH 24 (48)
    'HK HA HT', // MH 25
    'DK DA DT', // MH 25 (50)
    'C9 C8 CK', // RH 4
    'S9 S8 SK', // RH 4
    'H9 H8 HQ', // RH 3
    'D9 D8 DQ', // RH 3
    'HJ SJ CJ', // RH 6 (20); FH follows with HJ, keeping DJ
    'DJ S7 C7', // RH leads C7, FH trumps: FH 2 (50)
  ],
  skat: 'H7 D7', // 0 points
};

/** 40 each, the skat (0 points) with RH. */
export const TIE40: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA S9 SK', // FH 15 (40)
    'HT HA HK', // MH 25
    'D9 DA DK', // MH 15 (40)
    'C9 C8 CQ', // RH 3
    'S8 SQ ST', // RH 13 (16)
    'H9 H8 HQ', // RH 3 (19)
    'D8 DQ DT', // RH 13 (32)
    'SJ HJ CJ', // RH 6 (38)
    'C7 S7 DJ', // RH leads DJ: RH 2 (40)
  ],
  skat: 'H7 D7', // 0 points
};

/** FH takes no trick (Jungfrau); MH 60 in 3 tricks, RH 60 in 7 tricks with the last. */
export const JUNGFRAU_TIE60: RamschScript = {
  tricks: [
    'CK CA CT', // MH 25
    'SK SA ST', // MH 25 (50)
    'H8 HT H9', // MH 10 (60)
    'HQ HK HA', // RH 18
    'DK DT DA', // RH 25 (43)
    'C8 C9 CQ', // RH 3 (46)
    'S8 S9 SQ', // RH 3 (49)
    'D8 D9 DQ', // RH 3 (52)
    'HJ SJ CJ', // RH 6 (58)
    'C7 S7 DJ', // RH leads DJ: RH 2 (60)
  ],
  skat: 'H7 D7', // 0 points
};

/** FH 114 in 9 tricks, MH 6 in 1 trick, RH no trick (Jungfrau). */
export const JUNGFRAU_FH114: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA ST SK', // FH 25
    'HA HT HK', // FH 25
    'DA DT DK', // FH 25 (100)
    'CQ C9 C8', // FH 3
    'SQ S9 S8', // FH 3
    'HQ H9 H8', // FH 3
    'DQ D9 D8', // FH 3 (112)
    'SJ CJ HJ', // MH 6; FH follows with SJ, keeping DJ
    'DJ C7 S7', // MH leads C7, FH trumps: FH 2 (114, 9 tricks)
  ],
  skat: 'H7 D7', // 0 points
};

/** FH takes every trick: 118 pts, and the skat's 2 with the last trick. */
export const MARCH: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA ST SK', // FH 25
    'HA HT HK', // FH 25
    'DA DT DK', // FH 25 (100)
    'CQ C9 C8', // FH 3
    'SQ S9 S8', // FH 3
    'HQ H9 H8', // FH 3
    'DQ D9 D8', // FH 3 (112)
    'CJ SJ HJ', // FH 6 (118)
    'C7 S7 H7', // FH leads C7: FH 0
  ],
  skat: 'DJ D7', // 2 points
};

/**
 * Trick points FH 50, MH 48 (with the last trick), RH 12; the skat holds 10. Tricks 9
 * and 10 are not one-suit tricks: FH has no diamond left in trick 9.
 */
export const SKAT10: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA SK ST', // FH 25 (50)
    'HK HA HT', // MH 25
    'DK DA DQ', // MH 18 (43)
    'S9 SQ S8', // MH 3 (46)
    'C9 C8 CQ', // RH 3
    'H9 H8 HQ', // RH 3 (6)
    'HJ SJ CJ', // RH 6 (12)
    'C7 D8 D9', // RH leads D9, MH follows, FH has none: RH 0
    'S7 DJ H7', // RH leads H7, MH trumps: MH 2 (48)
  ],
  skat: 'DT D7', // 10 points
};

/** FH 98 pts, MH 11, RH 11 (with the last trick); the skat is worth 0. */
export const LOW_TIE11: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA SK ST', // FH 25
    'HA HT HQ', // FH 24
    'DA DQ DT', // FH 24 (98)
    'C9 CQ C8', // MH 3
    'H9 HK H8', // MH 4
    'D9 DK D8', // MH 4 (11)
    'S9 S8 SQ', // RH 3
    'HJ SJ CJ', // RH 6 (9); RH follows with CJ, keeping DJ
    'C7 S7 DJ', // RH leads DJ: RH 2 (11)
  ],
  skat: 'H7 D7', // 0 points
};

/** FH 109, MH 11 with the last trick and the skat's 3; RH takes one trick worth 0. */
export const ZERO_TRICK: RamschScript = {
  tricks: [
    'CA CT CK', // FH 25
    'SA ST SK', // FH 25
    'HA HT HK', // FH 25
    'DA DT DK', // FH 25 (100)
    'SQ S9 S8', // FH 3
    'HQ H9 H8', // FH 3
    'DQ D9 D8', // FH 3 (109)
    'C8 C7 C9', // RH 0: a trick, no points
    'SJ CJ HJ', // MH 6
    'S7 DJ H7', // MH leads DJ: MH 2 (8)
  ],
  skat: 'CQ D7', // 3 points
};

/**
 * Tens against kings and queens. Normal order (A T K Q): FH takes tricks 1 and 2 and has
 * 106, MH 11, RH 3. With `tensLow` (A K Q T): MH takes them: FH 79, MH 38, RH 3.
 */
export const TENS: RamschScript = {
  tricks: [
    'CT CK C9', // 14: FH with CT; tens low: MH with CK
    'ST SQ S9', // 13: FH with ST; tens low: MH with SQ
    'HA HT HK', // FH 25
    'DA DT DK', // FH 25
    'CA CQ C8', // FH 14
    'SA SK S8', // FH 15 (106; tens low 79)
    'H9 HQ H8', // MH 3
    'D9 D8 DQ', // RH 3
    'SJ CJ HJ', // MH 6
    'C7 DJ S7', // MH leads DJ: MH 2 (11; tens low 38)
  ],
  skat: 'H7 D7', // 0 points
};
