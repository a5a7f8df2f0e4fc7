import { describe, expect, test } from 'vitest';
import { BASE_VALUES, BID_VALUES, type Game, gameResult, nullValue } from '../src/index';
import { contract, matadorsOf, play, scoreOf } from './cards';

// Golden tables for the pure scoring functions. "Text" is
// /work/shared/rules/skat-and-ramsch.en.txt (the section named), "NOTES" the Skat section
// of /work/shared/rules/NOTES.md, "ISS" /work/shared/data/iss/README.md ("What the records
// confirm about scoring"). The same examples are played as whole deals in deals.test.ts.

describe('base values and the bid ladder', () => {
  test.each([
    ['D', 9],
    ['H', 10],
    ['S', 11],
    ['C', 12],
    ['G', 24],
  ] as const)('base value of %s is %i (NOTES; ISS)', (game, base) => {
    expect(BASE_VALUES[game]).toBe(base);
  });

  test.each([
    [{ hand: false, ouvert: false }, 23],
    [{ hand: true, ouvert: false }, 35],
    [{ hand: false, ouvert: true }, 46],
    [{ hand: true, ouvert: true }, 59],
  ])('null %j is worth %i (text, "Null game"; ISS)', (flags, value) => {
    expect(nullValue(flags)).toBe(value);
  });

  // Text, "Possible calls": the double-digit game values in order.
  const TEXT_LADDER = [
    18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72,
    77, 80, 81, 84, 88, 90, 96, 99,
  ];

  test('the ladder starts with the text list of double-digit values', () => {
    expect(BID_VALUES.slice(0, TEXT_LADDER.length)).toEqual(TEXT_LADDER);
    expect(BID_VALUES[TEXT_LADDER.length]).toBeGreaterThan(99);
  });

  test('63 values from 18 to 264 (NOTES 1), every reachable game value and nothing else', () => {
    // Suits reach level 18 at most, grand 11 (4 matadors + 7), text "More examples".
    const reachable = new Set([23, 35, 46, 59]);
    for (const base of [9, 10, 11, 12]) for (let l = 2; l <= 18; l++) reachable.add(base * l);
    for (let l = 2; l <= 11; l++) reachable.add(24 * l);
    expect(BID_VALUES).toEqual([...reachable].sort((a, b) => a - b));
    expect(BID_VALUES).toHaveLength(63);
    expect([BID_VALUES[0], BID_VALUES.at(-1)]).toEqual([18, 264]);
  });
});

describe('matadors (text, "More examples")', () => {
  // Only jacks are listed, so a suit game without its trump cards counts like grand.
  test.each([
    ['CJ SJ', 2, 3], // with 2, plus 1 is 3
    ['CJ HJ', 1, 2], // with 1 (interrupted by the missing SJ), plus 1 is 2
    ['CJ SJ HJ DJ', 4, 5], // with 4, plus 1 is 5
    ['HJ DJ', -2, 3], // without 2, plus 1 is 3
    ['HJ', -2, 3], // also without 2 (counting is interrupted by the present HJ)
  ])('%s: matadors %i, level %i', (held, m, level) => {
    for (const game of ['G', 'H'] as const) {
      expect(matadorsOf(game, held)).toBe(m);
      expect(gameResult(contract(game), m, 0, play(61, 6)).multiplier).toBe(level);
    }
  });

  test.each([
    // jacks then A T K Q 9 8 7 of the trump suit (text, "Suit game"); in grand only jacks
    ['C', 'CJ SJ HJ DJ CA CT', 6],
    ['C', 'CJ SJ HJ DJ CA CK', 5], // Text: "all the jacks and the ace but not the 10" is with 5
    ['G', 'CJ SJ HJ DJ CA CT', 4],
    ['C', 'DJ', -3], // Text: "J♦ but no higher jack counts as without 3"
    ['H', 'CA CT SA', -11], // no trump at all: without 11
    ['C', 'CJ SJ HJ DJ CA CT CK CQ C9 C8 C7', 11],
    ['N', 'CJ SJ HJ DJ', 0], // null has no matadors
  ] as const)('%s with %s: %i', (game, held, m) => {
    expect(matadorsOf(game, held)).toBe(m);
  });
});

describe('the level ladder (text, "More examples", J♣ J♠: with 2)', () => {
  // [what the text adds, contract flags, declarer points, declarer tricks, level]
  test.each([
    ['game', {}, 61, 6, 3],
    ['hand', { hand: true }, 61, 6, 4],
    ['schneider', {}, 90, 8, 4], // "plus 1 (for Schneider) is 4"
    ['hand, schneider', { hand: true }, 90, 8, 5],
    ['hand, schneider, schwarz', { hand: true }, 120, 10, 6], // "... is 6"
    ['hand, schneider, announced', { hand: true, schneider: true }, 90, 8, 6],
    ['hand, schneider, announced, schwarz', { hand: true, schneider: true }, 120, 10, 7],
    ['hand, ..., schwarz announced', { hand: true, schneider: true, schwarz: true }, 120, 10, 8],
    ['ouvert', { hand: true, schneider: true, schwarz: true, ouvert: true }, 120, 10, 9],
  ])('%s: level %i', (_name, flags, points, tricks, level) => {
    const r = gameResult(contract('G', flags), 2, 0, play(points, tricks));
    expect(r.won).toBe(true);
    expect(r.multiplier).toBe(level);
    expect(r.value).toBe(24 * level);
  });

  test('the highest level is 18: with (or without) 11 and all seven extras (text)', () => {
    const ouvert = contract('C', { hand: true, schneider: true, schwarz: true, ouvert: true });
    for (const m of [11, -11]) {
      const r = gameResult(ouvert, m, 0, play(120, 10));
      expect([r.multiplier, r.value]).toEqual([18, 216]);
    }
    // Grand's highest: with 4 and the seven extras, 24 x 11 = 264, the top of the ladder.
    const grand = gameResult({ ...ouvert, game: 'G' }, 4, 264, play(120, 10));
    expect([grand.multiplier, grand.value, grand.won]).toEqual([11, 264, true]);
  });

  test.each([
    [1, 'with J♣'],
    [-1, 'without J♣, with J♠'],
  ])('the lowest level is 2: matadors %i (%s)', (m) => {
    const r = gameResult(contract('D'), m, 18, play(61, 6));
    expect([r.multiplier, r.value]).toEqual([2, 18]); // 9 x 2 = 18, the lowest call
  });
});

describe("the text's examples", () => {
  // Example 1: CJ DJ HA HT HK H8 H7 D9 D8 D7, skat SA SQ.
  const EX1 = 'CJ DJ HA HT HK H8 H7 D9 D8 D7 SA SQ';
  test.each([
    ['hearts', 'H', {}, 85, 20], // "the game value is 20 (10 x 2)"
    ['hearts hand', 'H', { hand: true }, 75, 30], // "If the Skat is not picked up ... 30"
    ['hearts, schneider', 'H', {}, 92, 30], // "at least 90 trick points ... 30 as well"
    ['grand', 'G', {}, 82, 48], // "In the grand game ... 48 (24 x 2)"
  ] as const)('Example 1, %s: %i', (_name, game, flags, points, value) => {
    const m = matadorsOf(game, EX1);
    expect(m).toBe(1); // "J♣ is present, J♠ is missing"
    expect(gameResult(contract(game, flags), m, 18, play(points, 7))).toMatchObject({
      won: true,
      value,
    });
  });

  test('Example 2: 40 before the skat is known, 110 with J♦ in it', () => {
    const hand = 'CJ SJ HJ HA HT HK H8 H7 CT C7';
    // "the multiplier game level is 4 (3 for the J♣ J♠ J♥ straight, plus 1)": 10 x 4 = 40
    expect(matadorsOf('H', hand)).toBe(3);
    expect(gameResult(contract('H'), 3, 0, play(61, 6)).value).toBe(40);
    // "7 for the straight of J♣ J♠ J♥ J♦ A♥ 10♥ K♥", hand, schneider announced, 95 points: 110
    const m = matadorsOf('H', `${hand} DJ SQ`);
    expect(m).toBe(7);
    const r = gameResult(contract('H', { hand: true, schneider: true }), m, 40, play(95, 8));
    expect(r).toMatchObject({ won: true, multiplier: 11, value: 110, schneider: true });
  });

  test('Scoring, Example 1: grand with J♣ J♠ J♦ won with 78 is 72 (24 x 3)', () => {
    const m = matadorsOf('G', 'CJ SJ DJ');
    expect(m).toBe(2);
    expect(scoreOf(contract('G'), m, 20, play(78, 7))).toBe(72);
  });

  test('Scoring, Example 2: null ouvert lost is 46, scored -92', () => {
    const r = gameResult(contract('N', { ouvert: true }), 0, 30, play(0, 1));
    expect([r.won, r.value]).toEqual([false, 46]);
    expect(scoreOf(contract('N', { ouvert: true }), 0, 30, play(0, 1))).toBe(-92);
  });
});

describe('overbid (text, "Overbid hands"; NOTES; ISS)', () => {
  // Bid 30 for clubs without 2 (12 x 3 = 36); J♣ in the skat makes it with 1: 24 < 30.
  test('the clubs hand would be without 2 before the skat, with 1 after it', () => {
    expect(matadorsOf('C', 'HJ DJ CA CT CK CQ C9 C8 SA H7')).toBe(-2);
    expect(matadorsOf('C', 'HJ DJ CA CT CK CQ C9 C8 SA H7 CJ S7')).toBe(1);
  });

  test.each([
    ['clubs', 'C', 81, false, 36, -72], // "a negative score of -72"
    ['hearts', 'H', 76, false, 30, -60], // "This will be worth only -60 points"
    ['clubs with schneider', 'C', 90, true, 36, 36], // "Unless they ... play at least Schneider (36)"
  ] as const)('%s: won %s, value %i, score %i', (_name, game, points, won, value, score) => {
    const r = gameResult(contract(game), 1, 30, play(points, 8));
    expect([r.won, r.value, r.overbid]).toEqual([won, value, !won]);
    expect(scoreOf(contract(game), 1, 30, play(points, 8))).toBe(score);
  });

  test('an overbid game is lost at the smallest multiple of the base value covering the bid', () => {
    for (const bid of BID_VALUES) {
      for (const game of ['D', 'H', 'S', 'C', 'G'] as const) {
        const r = gameResult(contract(game), 1, bid, play(61, 6));
        const base = BASE_VALUES[game];
        if (base * 2 >= bid) continue;
        expect(r.overbid).toBe(true);
        expect(r.value % base).toBe(0);
        expect(r.value).toBeGreaterThanOrEqual(bid);
        expect(r.value - base).toBeLessThan(bid);
      }
    }
  });
});

describe('schneider, schwarz and announcements (NOTES; ISS)', () => {
  const hearts = (flags = {}) => contract('H', flags);
  test.each([
    // [declarer points, tricks, won, schneider, schwarz, level] for hearts with 1, taken up
    [120, 10, true, true, true, 4],
    [120, 9, true, true, false, 3], // a trick of blanks to the defenders: no schwarz (by tricks)
    [90, 8, true, true, false, 3],
    [89, 8, true, false, false, 2],
    [61, 5, true, false, false, 2],
    [60, 5, false, false, false, 2],
    [31, 2, false, false, false, 2],
    [30, 2, false, true, false, 3], // the defenders have 90: schneider counts for them
    [0, 0, false, true, true, 4], // the declarer took no trick
  ])(
    '%i points in %i tricks: won %s, schneider %s, schwarz %s, level %i',
    (points, tricks, won, schneider, schwarz, level) => {
      const r = gameResult(hearts(), 1, 18, play(points, tricks));
      expect([r.won, r.schneider, r.schwarz, r.multiplier]).toEqual([
        won,
        schneider,
        schwarz,
        level,
      ]);
    },
  );

  test.each([
    // An announced level always counts, won or lost (ISS: "even when it is missed").
    ['schneider announced, 90', { hand: true, schneider: true }, 90, 8, true, 5],
    ['schneider announced, 89', { hand: true, schneider: true }, 89, 8, false, 5],
    [
      'schwarz announced, all tricks',
      { hand: true, schneider: true, schwarz: true },
      120,
      10,
      true,
      7,
    ],
    [
      'schwarz announced, 120 in 9 tricks',
      { hand: true, schneider: true, schwarz: true },
      120,
      9,
      false,
      7,
    ],
    [
      'schwarz announced, 58 in 5 tricks',
      { hand: true, schneider: true, schwarz: true },
      58,
      5,
      false,
      7,
    ],
  ])('%s: won %s, level %i', (_name, flags, points, tricks, won, level) => {
    const r = gameResult(hearts(flags), 1, 18, play(points, tricks));
    expect([r.won, r.multiplier]).toEqual([won, level]);
  });

  test.each([
    ['N', {}, 23],
    ['N', { hand: true }, 35],
    ['N', { ouvert: true }, 46],
    ['N', { hand: true, ouvert: true }, 59],
  ] as const)(
    'null %j: won %i with no trick, lost at twice that (ISS; jskat -70)',
    (game, flags, value) => {
      const c = contract(game as Game, flags);
      expect(scoreOf(c, 0, 18, play(0, 0))).toBe(value);
      expect(scoreOf(c, 0, 18, play(0, 1))).toBe(-2 * value);
    },
  );
});
