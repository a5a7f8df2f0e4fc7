import { row, type ScriptedDeal } from './helpers';

/**
 * Whole deals, written trick by trick: each row is the card of seat 0, 1, 2, 3 (not the
 * order of play: forehand leads the first trick, each trick's winner the next).
 * Most use "suit-owner" hands (each seat holds one whole plain suit and one jack), so a
 * trick goes to its leader unless a jack falls; the point splits were worked out by hand,
 * and the searched ones (marked) were checked by hand and by test/model.ts.
 */

/** EN "Examples of scoring" 1, DE Beispiele 1: the loser has 55, all took tricks, no kontra. */
export const LOSER_55: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'C7 SA HA DA', // s0 leads, wins 33
    'C8 ST HK DK', // s0 wins 18 (51)
    'C9 SK H7 D7', // s0 wins 4 (55)
    'CQ SJ H8 D8', // SJ takes it: s1 5
    'CA S7 H9 D9', // s1 leads, wins 11 (16)
    'CT S8 HQ DQ', // s1 wins 16 (32)
    'DJ S9 HJ DT', // HJ beats DJ: s2 14
    'CK SQ HT CJ', // CJ: s3 19
  ].map(row),
};

/** EN example 2, DE Beispiel 2: the loser has 66, one kontra (seat 1), one Jungfrau (seat 3). */
export const LOSER_66_KONTRA: ScriptedDeal = {
  dealer: 3,
  doublers: [1],
  tricks: [
    'CA SA HA DA', // s0 44
    'CT S7 H7 DT', // s0 20 (64)
    'C7 SJ H8 D7', // s1 2
    'C8 ST HQ D8', // s1 leads ST, wins 13 (15)
    'C9 S8 HJ DJ', // HJ beats DJ: s2 4
    'CK SK HT DK', // s2 22 (26)
    'CQ SQ HK DQ', // s2 13 (39)
    'CJ S9 H9 D9', // CJ: s0 2 (66)
  ].map(row),
};

/** EN example 3, DE Beispiel 4: the loser has 63, kontra re bock, two Jungfrauen (seats 2, 3). */
export const LOSER_63_BOCK: ScriptedDeal = {
  dealer: 3,
  doublers: [0, 1, 2],
  tricks: [
    'CA SA HA DA', // s0 44
    'CK SK HK D7', // s0 12 (56)
    'C7 SJ HJ D8', // SJ beats HJ: s1 4
    'CT ST HT DT', // s1 40 (44)
    'CQ S7 HQ DK', // s1 10 (54)
    'C8 S8 H8 DQ', // s1 3 (57)
    'C9 S9 H7 D9', // s1 0 (57)
    'CJ SQ H9 DJ', // CJ beats DJ: s0 7 (63)
  ].map(row),
};

/** Seat 0 leads all seven clubs, then CJ drags the other jacks: all eight tricks. */
const MARCH = [
  'CA SA HA DA',
  'CT ST HT DT',
  'CK SK HK DK',
  'CQ SQ HQ DQ',
  'C9 S9 H9 D9',
  'C8 S8 H8 D8',
  'C7 S7 H7 D7',
  'CJ SJ HJ DJ',
].map(row);

/** EN example 4, DE Beispiel 3: Durchmarsch with kontra (seat 1) and re (seat 3). */
export const DURCHMARSCH_RE: ScriptedDeal = { dealer: 3, doublers: [1, 3], tricks: MARCH };
/** Durchmarsch with no doubling (DE Wertung: "einfach 120"). */
export const DURCHMARSCH_PLAIN: ScriptedDeal = { dealer: 3, tricks: MARCH };
/** Durchmarsch with all four doublings (DE Wertung: "Hirsch 1920"). */
export const DURCHMARSCH_HIRSCH: ScriptedDeal = {
  dealer: 3,
  doublers: [0, 1, 2, 3],
  tricks: MARCH,
};

/** All 120 points but not all tricks (NOTES 3; DE "Leerstiche"): seat 1 takes a trick of sevens. */
export const ALL_POINTS_NO_MARCH: ScriptedDeal = {
  dealer: 0,
  tricks: [
    'C7 S7 H7 D7', // s1 (forehand) leads S7, wins 0
    'CJ SJ HJ DJ', // s1 leads SJ, all follow with jacks, CJ: s0 8
    'CA SA HA DA', // s0 leads clubs to the end
    'CT ST HT DT',
    'CK SK HK DK',
    'CQ SQ HQ DQ',
    'C9 S9 H9 D9',
    'C8 S8 H8 D8',
  ].map(row),
};

/** EN "Note that comparison ...": the split 49-48-16-7 (NOTES 1); 49 loses alone. */
export const SPLIT_49_48: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'CA SA HA D9', // s0 33
    'C7 ST HQ DQ', // s0 16 (49)
    'CQ HJ H8 D8', // HJ: s1 5
    'CT SK HK DA', // s1 leads SK, wins 29 (34)
    'CK S9 H9 DT', // s1 14 (48)
    'C9 S7 SJ D7', // SJ: s2 2
    'C8 S8 HT DK', // s2 14 (16)
    'DJ SQ H7 CJ', // CJ beats DJ: s3 7
  ].map(row),
};

/** A tie 45-45 (searched): seats 0 and 3 both pay; 45 rounds to 50 (EN rounding). */
export const TIE_45: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'CQ SQ HQ D8', // s0 9
    'C7 ST HT DA', // s0 31 (40)
    'CT SA HA HJ', // HJ: s3 34
    'CA S7 H7 D7', // s3 leads D7, wins 11 (45)
    'C9 SJ HK DK', // SJ: s1 10
    'DJ S9 H8 D9', // DJ: s0 2 (42)
    'C8 S8 H9 DQ', // s0 3 (45)
    'CK SK CJ DT', // CJ: s2 20
  ].map(row),
};

/** DE student variant: "Anne 41, Bert 42: only Bert loses 40" (searched; Bert is seat 1, Anne seat 2). */
export const BERT_42: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'C7 SQ H9 DK', // s0 leads C7, wins 7
    'CK CJ HT D7', // CJ: s1 16
    'CA SK HA D8', // s1 leads SK, wins 26 (42)
    'DJ S9 HJ DQ', // HJ beats DJ: s2 7
    'C8 SA HQ DT', // s2 leads HQ, wins 24 (31)
    'CT S8 H8 D9', // s2 10 (41)
    'CQ ST H7 SJ', // SJ: s3 15
    'C9 S7 HK DA', // s3 15 (30)
  ].map(row),
};

/** All four tied at 30 (searched): everyone pays 30 (NOTES 5). */
export const TIE_ALL_30: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'C9 SA HQ DK', // s0 18
    'CT S9 H7 SJ', // SJ: s3 12
    'CA S8 HK DQ', // s3 leads DQ, wins 18 (30)
    'HJ ST H8 D9', // HJ: s0 12 (30)
    'C7 SK CJ DT', // CJ: s2 16
    'C8 SQ H9 DA', // s2 leads H9, wins 14 (30)
    'CK DJ HT D7', // DJ: s1 16
    'CQ S7 HA D8', // s1 leads S7, wins 14 (30)
  ].map(row),
};

/** A tie 50-50 with one Jungfrau (searched): both pay 50 x 2 = 100. */
export const TIE_50_JUNGFRAU: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'CK SA H8 DA', // s0 26
    'CQ S7 HK DT', // s0 17 (43)
    'CA SK HJ DQ', // HJ: s2 20
    'SJ SQ H7 DJ', // s2 leads H7; SJ beats DJ: s0 7 (50)
    'C7 CJ H9 DK', // CJ: s1 6
    'C8 S8 HA D7', // s1 leads S8, wins 11 (17)
    'CT ST HT D9', // s1 30 (47)
    'C9 S9 HQ D8', // s1 3 (50); seat 3 took no trick
  ].map(row),
};

/** A tie 60-60 with two Jungfrauen (searched): both pay 60 x 4 = 240. */
export const TIE_60_TWO_JUNGFRAUEN: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'CQ S9 HK DK', // s0 11
    'CT S8 HT D9', // s0 20 (31)
    'CA ST H9 D7', // s0 21 (52)
    'CK SK H7 D8', // s0 8 (60)
    'DJ CJ SJ HJ', // s0 leads DJ, all follow with jacks; CJ: s1 8
    'C7 SQ HA DA', // s1 25 (33)
    'C8 S7 H8 DT', // s1 10 (43)
    'C9 SA HQ DQ', // s1 17 (60)
  ].map(row),
};

/** A three-way tie 40-40-40 with one Jungfrau (searched): three pay 40 x 2 = 80. */
export const TIE_40_THREE: ScriptedDeal = {
  dealer: 3,
  tricks: [
    'CT SK HK D9', // s0 18
    'C9 SA HQ DK', // s0 18 (36)
    'CK SJ H7 D7', // SJ: s1 6
    'C8 S9 H9 DA', // s1 11 (17)
    'CQ S8 HT DT', // s1 23 (40)
    'CJ S7 H8 DJ', // CJ beats DJ: s0 4 (40)
    'C7 SQ HJ D8', // HJ: s2 5
    'CA ST HA DQ', // s2 leads HA, wins 35 (40)
  ].map(row),
};
