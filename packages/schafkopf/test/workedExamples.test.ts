import { describe, expect, test } from 'vitest';
import {
  type DealFacts,
  type GameFacts,
  type RamschFacts,
  SCHAFKOPF_DEFAULTS,
  type SchafkopfOptions,
  scoreDeal,
} from '../src/index';
import { A, B, C, D, runOf, withOptions } from './helpers';
import { sideFacts } from './sideFacts';

// The worked examples of section 8 of schafkopf.en.md, with the example's own numbers.
// Card points and tricks are given per side there; where an example leaves the tricks
// open, the row's comment says so and any count consistent with it would do. Laufende
// are counted from the cards the example places (the rest of the hands does not reach
// the run). 8.1's play and 8.16's duel are in play81.test.ts and games.test.ts.

interface Example {
  readonly section: string;
  readonly facts: DealFacts;
  readonly options?: SchafkopfOptions;
  /** Laufende the example counts (0 where below the minimum). */
  readonly laufende?: number;
  /** The example's value per payment. */
  readonly value: number;
  /** The example's result row, seats A B C D. */
  readonly payments: readonly number[];
}

const sauspiel = (calledSuit: 'C' | 'S' | 'D') => ({ kind: 'sauspiel', calledSuit }) as const;
const solo = (suit: 'C' | 'S' | 'H' | 'D', tout = false) =>
  ({ kind: 'farbsolo', suit, tout }) as const;
const wenz = (tout = false) => ({ kind: 'wenz', tout }) as const;

const ramsch = (
  points: number[],
  tricks: number[],
  highestTrump: (string | null)[],
  knocks = 0,
): RamschFacts => ({ game: { kind: 'ramsch' }, points, tricks, highestTrump, knocks, stoss: 0 });

const EXAMPLES: Example[] = [
  {
    section: '8.1 Sauspiel won with Schneider and three Laufende',
    // A's four tricks 59, C's three 36, D's one 25 (the play table).
    facts: {
      game: sauspiel('S'),
      declarer: A,
      partner: C,
      points: [59, 0, 36, 25],
      tricks: [4, 0, 3, 1],
      laufende: runOf(sauspiel('S'), 'CQ HQ CJ HA HK SQ DJ H9'),
      knocks: 0,
      stoss: 0,
    },
    laufende: 3,
    value: 50,
    payments: [50, -50, 50, -50],
  },
  {
    section: '8.2 Sauspiel lost, opponents hold three Laufende, Kontra',
    facts: sideFacts(
      sauspiel('C'),
      B,
      D,
      { points: 52, tricks: 3 },
      { laufende: runOf(sauspiel('C'), 'DQ'), stoss: 1 },
    ),
    laufende: 3,
    value: 80,
    payments: [80, -80, 80, -80],
  },
  {
    section: '8.3 Sauspiel won with Schneider, Kontra and Re; a run of two does not count',
    facts: sideFacts(
      sauspiel('D'),
      A,
      C,
      { points: 92, tricks: 6 },
      { laufende: runOf(sauspiel('D'), 'CQ SQ'), stoss: 2 },
    ),
    laufende: 0,
    value: 80,
    payments: [80, -80, 80, -80],
  },
  ...(
    [
      ['a', 91, 6, 20],
      ['b', 90, 6, 10],
      ['c', 61, 4, 10],
      ['d', 60, 4, -10],
      ['e', 31, 2, -10],
      ['f', 30, 2, -20],
      ['g', 0, 0, -30],
      ['h', 120, 7, 20],
      ['i', 120, 8, 30],
    ] as const
  ).map(
    ([row, points, tricks, each]): Example => ({
      section: `8.4 ${row}: Sauspiel ${points} points, ${tricks} tricks`,
      facts: sideFacts(sauspiel('C'), A, B, { points, tricks }),
      value: Math.abs(each),
      payments: [each, each, -each, -each],
    }),
  ),
  {
    section: "8.4 b': 90 : 30 under schneiderRule symmetric",
    facts: sideFacts(sauspiel('C'), A, B, { points: 90, tricks: 6 }),
    options: withOptions({ schneiderRule: 'symmetric' }),
    value: 20,
    payments: [20, 20, -20, -20],
  },
  {
    section: '8.5 Eichel-Solo won with Schneider and four Laufende',
    facts: sideFacts(
      solo('C'),
      A,
      null,
      { points: 94, tricks: 6 },
      { laufende: runOf(solo('C'), 'CQ SQ HQ DQ SJ CA CT HA') },
    ),
    laufende: 4,
    value: 100,
    payments: [300, -100, -100, -100],
  },
  {
    section: '8.6 Gras-Solo lost "ohne drei"',
    facts: sideFacts(
      solo('S'),
      D,
      null,
      { points: 48, tricks: 3 },
      { laufende: runOf(solo('S'), 'DQ') },
    ),
    laufende: 3,
    value: 80,
    payments: [80, 80, 80, -240],
  },
  {
    section: '8.7 a: Wenz lost with two Laufende (minimum 2); tricks not given',
    facts: sideFacts(
      wenz(),
      D,
      null,
      { points: 58, tricks: 3 },
      { laufende: runOf(wenz(), 'CJ SJ') },
    ),
    laufende: 2,
    value: 70,
    payments: [70, 70, 70, -210],
  },
  {
    section: '8.7 b: Wenz won, the opponents run of one does not count; tricks not given',
    facts: sideFacts(
      wenz(),
      D,
      null,
      { points: 75, tricks: 5 },
      { laufende: runOf(wenz(), 'SJ HJ DJ') },
    ),
    laufende: 0,
    value: 50,
    payments: [-50, -50, -50, 150],
  },
  {
    section: '8.8 Wenz won Schwarz with four Laufende after a knock',
    facts: sideFacts(
      wenz(),
      B,
      null,
      { points: 120, tricks: 8 },
      { laufende: runOf(wenz(), 'CJ SJ HJ DJ'), knocks: 1 },
    ),
    options: withOptions({ klopfen: true }),
    laufende: 4,
    value: 220,
    payments: [-220, 660, -220, -220],
  },
  {
    section: '8.9 a: Herz-Solo Tout won',
    facts: sideFacts(
      solo('H', true),
      A,
      null,
      { points: 120, tricks: 8 },
      { laufende: runOf(solo('H', true), 'CQ SQ HQ') },
    ),
    laufende: 3,
    value: 160,
    payments: [480, -160, -160, -160],
  },
  {
    section: '8.9 b: Herz-Solo Tout lost in trick 7 after a Kontra (card points do not matter)',
    // Play stops when C wins trick 7: A took six tricks; the points are whatever they were.
    facts: sideFacts(
      solo('H', true),
      A,
      null,
      { points: 85, tricks: 6, opponentPoints: 12, opponentTricks: 1 },
      { laufende: runOf(solo('H', true), 'CQ SQ HQ'), stoss: 1 },
    ),
    laufende: 3,
    value: 320,
    payments: [-960, 320, 320, 320],
  },
  {
    section: '8.10 Sie, not played',
    facts: sideFacts({ kind: 'sie' }, A, null, {
      points: 0,
      tricks: 0,
      opponentPoints: 0,
      opponentTricks: 0,
    }),
    value: 520,
    payments: [1560, -520, -520, -520],
  },
  {
    section: '8.11 Sauspiel with six Laufende; tricks not given',
    facts: sideFacts(
      sauspiel('S'),
      A,
      C,
      { points: 70, tricks: 5 },
      { laufende: runOf(sauspiel('S'), 'CQ HQ CJ SQ DQ SJ') },
    ),
    laufende: 6,
    value: 70,
    payments: [70, -70, 70, -70],
  },
  {
    section: '8.12 Ramsch with a Jungfrau (doubleAll); tricks of A B C not given',
    facts: ramsch([45, 38, 37, 0], [3, 3, 2, 0], ['CQ', 'SQ', 'HQ', null]),
    options: withOptions({ allPassed: 'ramsch' }),
    value: 40,
    payments: [-120, 40, 40, 40],
  },
  {
    section: '8.12 with jungfrau doubleToJungfrau',
    facts: ramsch([45, 38, 37, 0], [3, 3, 2, 0], ['CQ', 'SQ', 'HQ', null]),
    options: withOptions({ allPassed: 'ramsch', jungfrau: 'doubleToJungfrau' }),
    value: 20,
    payments: [-80, 20, 20, 40],
  },
  {
    section: '8.13 Ramsch tie: B played the higher trump (CQ over HQ) and loses',
    // C's and D's highest trumps are not given; they do not take part in the tie.
    facts: ramsch([40, 40, 25, 15], [2, 3, 2, 1], ['HQ', 'CQ', 'DJ', 'H7']),
    options: withOptions({ allPassed: 'ramsch' }),
    value: 20,
    payments: [20, -60, 20, 20],
  },
  {
    section: '8.13 with ramschTie allTiedLose',
    facts: ramsch([40, 40, 25, 15], [2, 3, 2, 1], ['HQ', 'CQ', 'DJ', 'H7']),
    options: withOptions({ allPassed: 'ramsch', ramschTie: 'allTiedLose' }),
    value: 20,
    payments: [-40, -40, 40, 40],
  },
  {
    section: '8.14 Ramsch Durchmarsch',
    facts: ramsch([0, 0, 120, 0], [0, 0, 8, 0], [null, null, 'CQ', null]),
    options: withOptions({ allPassed: 'ramsch' }),
    value: 70,
    payments: [-70, -70, 210, -70],
  },
  {
    section: '8.14 with one knock',
    facts: ramsch([0, 0, 120, 0], [0, 0, 8, 0], [null, null, 'CQ', null], 1),
    options: withOptions({ allPassed: 'ramsch', klopfen: true }),
    value: 140,
    payments: [-140, -140, 420, -140],
  },
  {
    section: '8.15 Bettel lost in trick 6 after a Kontra',
    // Play stops when B wins trick 6: the first five went to the opponents.
    facts: sideFacts(
      { kind: 'bettel' },
      B,
      null,
      { points: 14, tricks: 1, opponentPoints: 50, opponentTricks: 5 },
      { stoss: 1 },
    ),
    options: withOptions({ bettel: true }),
    value: 60,
    payments: [60, -180, 60, 60],
  },
];

describe('worked examples (section 8)', () => {
  test.each(EXAMPLES)('$section', (example) => {
    const score = scoreDeal(example.facts, example.options ?? SCHAFKOPF_DEFAULTS);
    expect(score.payments).toEqual(example.payments);
    expect(score.value).toBe(example.value);
    if (example.laufende !== undefined && score.kind === 'game') {
      expect(score.laufende).toBe(example.laufende);
    }
  });

  test('every result row adds up to 0 (section 8 preamble)', () => {
    for (const example of EXAMPLES) expect(example.payments.reduce((a, b) => a + b)).toBe(0);
  });
});

describe('what the examples say besides the payments', () => {
  const game = (facts: DealFacts, options = SCHAFKOPF_DEFAULTS) => {
    const s = scoreDeal(facts, options);
    if (s.kind !== 'game') throw new Error('expected a game with sides');
    return s;
  };

  test.each([
    // [row, P points, P tricks, winner is the playing side, schneider, schwarz] (8.4)
    ['a', 91, 6, true, true, false],
    ['b', 90, 6, true, false, false],
    ['c', 61, 4, true, false, false],
    ['d', 60, 4, false, false, false],
    ['e', 31, 2, false, false, false],
    ['f', 30, 2, false, true, false],
    ['g', 0, 0, false, true, true],
    ['h', 120, 7, true, true, false],
    ['i', 120, 8, true, true, true],
  ] as const)('8.4 %s: %i points, %i tricks', (_, points, tricks, won, schneider, schwarz) => {
    const s = game(sideFacts({ kind: 'sauspiel', calledSuit: 'C' }, A, B, { points, tricks }));
    expect([s.won, s.schneider, s.schwarz]).toEqual([won, schneider, schwarz]);
  });

  test('8.7 b and 8.6: the run is "ohne" when the opponents hold the top trump', () => {
    expect(runOf(wenz(), 'SJ HJ DJ')).toBe(-1);
    expect(runOf(solo('S'), 'DQ')).toBe(-3);
  });

  test('8.9 b: a Tout is lost by the first trick the opponents win, whatever the card points', () => {
    const facts = sideFacts(
      solo('H', true),
      A,
      null,
      { points: 110, tricks: 7, opponentPoints: 10, opponentTricks: 1 },
      { laufende: 3 },
    );
    expect(game(facts).won).toBe(false);
  });

  test('8.14: a Durchmarsch has no losers and no Jungfrau doubling', () => {
    const s = scoreDeal(
      ramsch([0, 0, 120, 0], [0, 0, 8, 0], [null, null, 'CQ', null]),
      SCHAFKOPF_DEFAULTS,
    );
    expect(s.kind === 'ramsch' && [s.durchmarsch, s.losers, s.jungfrauen]).toEqual([C, [], []]);
  });

  test.each([
    ['8.15', { points: 0, tricks: 0, opponentPoints: 120, opponentTricks: 8 }, true],
    ['8.15', { points: 14, tricks: 1, opponentPoints: 50, opponentTricks: 5 }, false],
  ] as const)('%s: a Bettel is won only without a trick', (_, played, won) => {
    const facts: GameFacts = sideFacts({ kind: 'bettel' }, B, null, played);
    expect(game(facts, withOptions({ bettel: true })).won).toBe(won);
  });
});
