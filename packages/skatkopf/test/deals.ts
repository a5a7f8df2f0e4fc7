// The text's three scoring examples as whole deals (dealer 3, so forehand is seat 0).
// Designed trick by trick: every trick but the last is all one suit (or all trumps), so
// each play follows suit, and the points were counted by hand; the tests replay them
// through the kernel and check the kernel agrees.

/**
 * Example 1 (text, "Scoring"): "A Partner game is won with 65 points." Seat 0 plays a
 * hand Partner in hearts and calls CA, held by seat 2. The kitty (DQ S5, 3 points) goes
 * to seat 0 unseen; seats 0 and 2 take tricks 1, 2, 4, 5, 6, 7 (62 points).
 */
export const EXAMPLE_1 = {
  hands: [
    ['JK', 'JK', 'SJ', 'C6', 'C8', 'S6', 'ST', 'D6', 'D9', 'HQ'],
    ['H5', 'DJ', 'CJ', 'CK', 'CQ', 'S7', 'SK', 'DA', 'DT', 'C5'],
    ['H6', 'H7', 'HA', 'CA', 'CT', 'SA', 'S9', 'D7', 'D5', 'H9'],
    ['HK', 'H8', 'HT', 'C7', 'C9', 'S8', 'SQ', 'D8', 'DK', 'HJ'],
  ],
  skat: ['DQ', 'S5'],
  tricks: [
    ['JK', 'H5', 'H6', 'HK'], // seat 0 leads; seat 0 wins 4
    ['JK', 'DJ', 'H7', 'H8'], // seat 0 wins 2
    ['SJ', 'CJ', 'HA', 'HT'], // seat 1 wins 25
    ['CK', 'CA', 'C7', 'C6'], // seat 2 must play the called CA; wins 15
    ['CT', 'C9', 'C8', 'CQ'], // seat 2 wins 13
    ['SA', 'S8', 'S6', 'S7'], // seat 2 wins 11
    ['S9', 'SQ', 'ST', 'SK'], // seat 0 wins 17
    ['D6', 'DA', 'D7', 'D8'], // seat 1 wins 11
    ['DT', 'D5', 'DK', 'D9'], // seat 1 wins 14
    ['C5', 'H9', 'HJ', 'HQ'], // seat 3 wins 5
  ],
};

/**
 * Example 2: "A Partner game is lost with 30 points after making trump on the second
 * flip." Seat 0 turns a heart, turns the second (a heart too, so the kitty's order does
 * not matter), takes both up and lays D5 DJ away (2 points), calls CA (seat 2). Seats 0
 * and 2 take tricks 4 and 9 (28 points): 30 in all, schneidered.
 */
export const EXAMPLE_2 = {
  hands: [
    ['HQ', 'C6', 'C9', 'S6', 'S9', 'D6', 'DK', 'S5', 'D5', 'DJ'],
    ['JK', 'JK', 'CJ', 'CQ', 'CK', 'S7', 'SK', 'D7', 'D9', 'HK'],
    ['H7', 'H8', 'H9', 'CA', 'C8', 'S8', 'SQ', 'DQ', 'DT', 'C5'],
    ['HJ', 'HT', 'HA', 'C7', 'CT', 'SA', 'ST', 'DA', 'D8', 'SJ'],
  ],
  skat: ['H5', 'H6'],
  discard: ['D5', 'DJ'],
  tricks: [
    ['H5', 'JK', 'H7', 'HJ'], // seat 0 leads; seat 1 wins 2
    ['JK', 'H8', 'HT', 'H6'], // seat 1 wins 10
    ['CJ', 'H9', 'HA', 'HQ'], // seat 1 wins 16
    ['CQ', 'CA', 'C7', 'C6'], // seat 2 wins 14 with the called CA
    ['C8', 'CT', 'C9', 'CK'], // seat 3 wins 14
    ['SA', 'S6', 'S7', 'S8'], // seat 3 wins 11
    ['ST', 'S9', 'SK', 'SQ'], // seat 3 wins 17
    ['DA', 'D6', 'D7', 'DQ'], // seat 3 wins 14
    ['D8', 'DK', 'D9', 'DT'], // seat 2 wins 14
    ['C5', 'SJ', 'S5', 'HK'], // seat 3 wins 6
  ],
};

/**
 * Example 3: "A Solo game is won with 91 points." Seat 0 opens, everyone passes, and
 * seat 0 switches to Solo, hand, hearts; the kitty (S9 D6) has no points. Seat 0 takes
 * the first eight tricks, 91 points.
 */
export const EXAMPLE_3 = {
  hands: [
    ['JK', 'JK', 'CJ', 'CA', 'CT', 'SA', 'ST', 'DA', 'D5', 'CK'],
    ['HJ', 'H8', 'DJ', 'C7', 'C8', 'SK', 'S6', 'D8', 'DQ', 'SJ'],
    ['H9', 'HK', 'H7', 'C9', 'C6', 'S7', 'S8', 'DK', 'D9', 'H6'],
    ['H5', 'HA', 'HQ', 'CQ', 'C5', 'SQ', 'S5', 'D7', 'DT', 'HT'],
  ],
  skat: ['S9', 'D6'],
  tricks: [
    ['JK', 'HJ', 'H9', 'H5'], // seat 0 wins 2
    ['JK', 'H8', 'HK', 'HA'], // 15
    ['CJ', 'DJ', 'H7', 'HQ'], // 7
    ['CA', 'C7', 'C9', 'CQ'], // 14
    ['CT', 'C8', 'C6', 'C5'], // 10
    ['SA', 'SK', 'S7', 'SQ'], // 18
    ['ST', 'S6', 'S8', 'S5'], // 10
    ['DA', 'D8', 'DK', 'D7'], // 15
    ['D5', 'DQ', 'D9', 'DT'], // seat 3 wins 13
    ['HT', 'CK', 'SJ', 'H6'], // seat 3 leads; seat 1 wins 16
  ],
};
