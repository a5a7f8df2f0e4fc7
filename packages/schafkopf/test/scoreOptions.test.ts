import { describe, expect, test } from 'vitest';
import {
  type DealFacts,
  type RamschFacts,
  SCHAFKOPF_DEFAULTS,
  type SchafkopfOptions,
  scoreDeal,
} from '../src/index';
import { A, B, C, D, withOptions } from './helpers';
import { sideFacts } from './sideFacts';

// The options of section 7 that change a deal's score. Values follow the formulas of 6.4
// and the payments 6.5 and 6.9 of schafkopf.en.md; each row says its sum.

const herzSolo = (tout = false) => ({ kind: 'farbsolo', suit: 'H', tout }) as const;
const toutWon = (laufende: number) =>
  sideFacts(herzSolo(true), A, null, { points: 120, tricks: 8 }, { laufende });
const ramsch = (
  points: number[],
  tricks: number[],
  highestTrump: (string | null)[],
): RamschFacts => ({
  game: { kind: 'ramsch' },
  points,
  tricks,
  highestTrump,
  knocks: 0,
  stoss: 0,
});

const ROWS: [string, DealFacts, Partial<SchafkopfOptions>, number, number[]][] = [
  [
    'herzSoloDouble: Herz-Solo 70 : 50 is worth 2 x 50 (6.4)',
    sideFacts(herzSolo(), A, null, { points: 70, tricks: 5 }),
    { herzSoloDouble: true },
    100,
    [300, -100, -100, -100],
  ],
  [
    'herzSoloDouble leaves an Eichel-Solo at 50 (6.4)',
    sideFacts({ kind: 'farbsolo', suit: 'C', tout: false }, A, null, { points: 70, tricks: 5 }),
    { herzSoloDouble: true },
    50,
    [150, -50, -50, -50],
  ],
  [
    'herzSoloDouble in a Herz-Solo Tout: (100 + 30) x 2 (ruling: the Tout keeps its base)',
    toutWon(3),
    { herzSoloDouble: true },
    260,
    [780, -260, -260, -260],
  ],
  [
    'toutCountsSchneiderSchwarz: (50 + 30 + 10 + 10) x 2 (6.4)',
    toutWon(3),
    { toutCountsSchneiderSchwarz: true },
    200,
    [600, -200, -200, -200],
  ],
  [
    'toutMultiplier 3: (50 + 30) x 3 (6.4)',
    toutWon(3),
    { toutMultiplier: 3 },
    240,
    [720, -240, -240, -240],
  ],
  [
    'sieMultiplier 2: (50 + 80) x 2 (6.4)',
    sideFacts({ kind: 'sie' }, B, null, {
      points: 0,
      tricks: 0,
      opponentPoints: 0,
      opponentTricks: 0,
    }),
    { sieMultiplier: 2 },
    260,
    [-260, 780, -260, -260],
  ],
  [
    'laufendeFrom.sauspiel 2: the run of two in 8.3 counts, (10 + 20 + 10) x 4',
    sideFacts(
      { kind: 'sauspiel', calledSuit: 'D' },
      A,
      C,
      { points: 92, tricks: 6 },
      { laufende: 2, stoss: 2 },
    ),
    { laufendeFrom: { ...SCHAFKOPF_DEFAULTS.laufendeFrom, sauspiel: 2 } },
    160,
    [160, -160, 160, -160],
  ],
  [
    'laufendeFrom.wenz 3: a Wenz run of two no longer counts (6.3)',
    sideFacts({ kind: 'wenz', tout: false }, D, null, { points: 58, tricks: 3 }, { laufende: 2 }),
    { laufendeFrom: { ...SCHAFKOPF_DEFAULTS.laufendeFrom, wenz: 3 } },
    50,
    [50, 50, 50, -150],
  ],
  [
    'Farbwenz: a run of two is below its minimum 3 (6.3, 9.9)',
    sideFacts(
      { kind: 'farbwenz', suit: 'S', tout: false },
      A,
      null,
      { points: 70, tricks: 5 },
      { laufende: 2 },
    ),
    { farbwenz: true },
    50,
    [150, -50, -50, -50],
  ],
  [
    'Geier: a run of two counts (6.3)',
    sideFacts({ kind: 'geier', tout: false }, A, null, { points: 70, tricks: 5 }, { laufende: -2 }),
    { geier: true },
    70,
    [210, -70, -70, -70],
  ],
  [
    'the "10/20/50" preset: 8.1 with a Sauspiel base of 20 (7)',
    sideFacts(
      { kind: 'sauspiel', calledSuit: 'S' },
      A,
      C,
      { points: 95, tricks: 7 },
      { laufende: 3 },
    ),
    { tariffs: { ...SCHAFKOPF_DEFAULTS.tariffs, sauspiel: 20 } },
    60,
    [60, -60, 60, -60],
  ],
  [
    'durchmarsch off: 120 points lose an ordinary Ramsch, three Jungfrauen: 20 x 8 (6.9)',
    ramsch([0, 0, 120, 0], [0, 0, 8, 0], [null, null, 'CQ', null]),
    { durchmarsch: 'off' },
    160,
    [160, 160, -480, 160],
  ],
  [
    'durchmarsch minPoints(91): 95 points are a Durchmarsch though others took tricks (6.9)',
    ramsch([95, 10, 10, 5], [5, 1, 1, 1], ['CQ', 'HJ', 'H9', 'H7']),
    { durchmarsch: 'minPoints' },
    70,
    [210, -70, -70, -70],
  ],
  [
    'durchmarsch minPoints(91): 90 points are not (6.9)',
    ramsch([90, 10, 10, 10], [5, 1, 1, 1], ['CQ', 'HJ', 'H9', 'H7']),
    { durchmarsch: 'minPoints' },
    20,
    [-60, 20, 20, 20],
  ],
  [
    'jungfrau off: 8.12 without the doubling (6.9)',
    ramsch([45, 38, 37, 0], [3, 3, 2, 0], ['CQ', 'SQ', 'HQ', null]),
    { jungfrau: 'off' },
    20,
    [-60, 20, 20, 20],
  ],
  [
    'two Jungfrauen double twice: 20 x 4 (6.9)',
    ramsch([70, 50, 0, 0], [5, 3, 0, 0], ['CQ', 'SQ', null, null]),
    {},
    80,
    [-240, 80, 80, 80],
  ],
  [
    'doubleToJungfrau with two: A pays 20 to B, 40 to C and to D (6.9)',
    ramsch([70, 50, 0, 0], [5, 3, 0, 0], ['CQ', 'SQ', null, null]),
    { jungfrau: 'doubleToJungfrau' },
    20,
    [-100, 20, 40, 40],
  ],
  [
    'a tie where no tied player played a trump: all tied lose (6.9)',
    ramsch([40, 40, 25, 15], [2, 3, 2, 1], [null, null, 'CQ', 'HJ']),
    {},
    20,
    [-40, -40, 40, 40],
  ],
  [
    'a tie where only one tied player played a trump: that one loses (6.9)',
    ramsch([40, 40, 25, 15], [2, 3, 2, 1], [null, 'H7', 'CQ', 'HJ']),
    {},
    20,
    [20, -60, 20, 20],
  ],
  [
    'kontraInRamsch: a Kontra doubles the Ramsch like a knock (5.2)',
    { ...ramsch([45, 38, 37, 0], [3, 3, 2, 0], ['CQ', 'SQ', 'HQ', null]), stoss: 1 },
    { kontraInRamsch: true },
    80,
    [-240, 80, 80, 80],
  ],
];

describe('options in the score', () => {
  test.each(ROWS)('%s', (_, facts, changes, value, payments) => {
    const s = scoreDeal(facts, withOptions(changes));
    expect(s.value).toBe(value);
    expect(s.payments).toEqual(payments);
  });

  test('Bettel and Sie know no Schneider or Schwarz; a Sie counts eight Laufende (6.4, 6.7, 6.8)', () => {
    const bettel = scoreDeal(
      sideFacts({ kind: 'bettel' }, B, null, {
        points: 0,
        tricks: 1,
        opponentPoints: 20,
        opponentTricks: 2,
      }),
      withOptions({ bettel: true }),
    );
    const sie = scoreDeal(
      sideFacts({ kind: 'sie' }, A, null, {
        points: 0,
        tricks: 0,
        opponentPoints: 0,
        opponentTricks: 0,
      }),
      SCHAFKOPF_DEFAULTS,
    );
    for (const s of [bettel, sie]) {
      expect(s.kind === 'game' && [s.schneider, s.schwarz]).toEqual([false, false]);
    }
    expect(sie.kind === 'game' && sie.laufende).toBe(8);
  });

  test('with every tariff at 0 nobody pays, and no payment is -0', () => {
    const free = withOptions({
      tariffs: {
        sauspiel: 0,
        solo: 0,
        laufender: 0,
        schneider: 0,
        schwarz: 0,
        bettel: 0,
        ramsch: 0,
        durchmarsch: 0,
      },
    });
    for (const facts of [
      sideFacts({ kind: 'sauspiel', calledSuit: 'S' }, A, C, { points: 95, tricks: 7 }),
      sideFacts({ kind: 'wenz', tout: false }, D, null, { points: 30, tricks: 2 }),
      ramsch([0, 0, 120, 0], [0, 0, 8, 0], [null, null, 'CQ', null]),
      ramsch([45, 38, 37, 0], [3, 3, 2, 0], ['CQ', 'SQ', 'HQ', null]),
    ]) {
      const payments = scoreDeal(facts, free).payments;
      expect(payments.map((p) => (Object.is(p, -0) ? '-0' : p))).toEqual([0, 0, 0, 0]);
    }
  });
});
