import { describe, expect, test } from 'vitest';
import { DURCHMARSCH_POINTS, durchmarschPenalty, penalty } from '../src/index';

type Rounding = 'ten' | 'five';

describe('penalty: the worked examples', () => {
  test.each<[string, number, number, number, Rounding, number]>([
    // [source, card points, doublings, Jungfrauen, rounding, penalty]
    ['EN example 1 / DE Beispiel 1: 55, nothing said', 55, 0, 0, 'ten', 60],
    ['EN example 2 / DE Beispiel 2: 66, kontra, one Jungfrau (264)', 66, 1, 1, 'ten', 260],
    [
      'EN example 3 / DE Beispiel 4: 63, kontra re bock, two Jungfrauen (2016)',
      63,
      3,
      2,
      'ten',
      2020,
    ],
    ['DE Variante 1: 55 is not rounded further', 55, 0, 0, 'five', 55],
    ['DE Variante 2: 66, gerundet 65, Kontra 130, Jungfer 260', 66, 1, 1, 'five', 260],
    ['DE Variante 3: 63, gerundet 65, ... 2. Jungfer 2080', 63, 3, 2, 'five', 2080],
    ['DE Variante: Bert 42 loses 40 before doublings', 42, 0, 0, 'five', 40],
    ['DE Variante: Anne 41 would also round to 40', 41, 0, 0, 'five', 40],
    ['DE Ramsch: Bert 49 (Anne 48) loses 50', 49, 0, 0, 'ten', 50],
    ['DE Ramsch: 48 would give the same 50 after rounding', 48, 0, 0, 'ten', 50],
    ['EN "4948167": the 49 loser, student rounding', 49, 0, 0, 'five', 50],
  ])('%s', (_source, points, doublings, jungfrauen, rounding, expected) => {
    expect(penalty(points, doublings, jungfrauen, rounding)).toBe(expected);
  });
});

describe('penalty: the steps of the EN list and NOTES 4', () => {
  test.each<[string, number, number, number, number]>([
    // [step, card points, doublings, Jungfrauen, penalty with rounding ten]
    ['kontra doubles', 40, 1, 0, 80],
    ['re doubles again', 40, 2, 0, 160],
    ['bock doubles again', 40, 3, 0, 320],
    ['hirsch doubles again', 40, 4, 0, 640],
    ['one Jungfrau doubles', 40, 0, 1, 80],
    ['two Jungfrauen double twice', 60, 0, 2, 240],
    ['hirsch and two Jungfrauen: x64', 60, 4, 2, 3840],
    ['DE "0 bis 4 werden abgerundet": 54 -> 50', 54, 0, 0, 50],
    ['EN "numbers ending in 5 are rounded upwards": 45 -> 50', 45, 0, 0, 50],
    ['DE "5 bis 9 aufgerundet": 59 -> 60', 59, 0, 0, 60],
    ['rounding after doubling: 33 x 2 = 66 -> 70', 33, 1, 0, 70],
    ['rounding after doubling: 31 x 4 = 124 -> 120', 31, 2, 0, 120],
    ['a full 120 with one Jungfrau (not a Durchmarsch)', 120, 0, 1, 240],
  ])('%s', (_step, points, doublings, jungfrauen, expected) => {
    expect(penalty(points, doublings, jungfrauen, 'ten')).toBe(expected);
  });

  test.each<[number, number]>([
    // [card points, rounded to the nearest 5 (DE Variante: "auf den nächsten 5er")]
    [30, 30],
    [32, 30],
    [33, 35],
    [37, 35],
    [38, 40],
    [57, 55],
    [58, 60],
    [62, 60],
    [63, 65],
    [120, 120],
  ])(
    'student rounding: %i card points -> %i, then doubled without further rounding',
    (points, rounded) => {
      expect(penalty(points, 0, 0, 'five')).toBe(rounded);
      expect(penalty(points, 1, 1, 'five')).toBe(rounded * 4);
      expect(penalty(points, 3, 0, 'five')).toBe(rounded * 8);
    },
  );

  test('a doubling and a Jungfrau weigh the same (EN list: each doubles once)', () => {
    for (const rounding of ['ten', 'five'] as const) {
      for (let points = 30; points <= 120; points++) {
        for (let n = 0; n <= 6; n++) {
          const byDoublings = penalty(points, Math.min(n, 4), n - Math.min(n, 4), rounding);
          for (let j = 0; j <= Math.min(n, 2); j++) {
            if (n - j > 4) continue;
            expect(penalty(points, n - j, j, rounding)).toBe(byDoublings);
          }
        }
      }
    }
  });
});

describe('the Kaltschlaggrenze (DE NB)', () => {
  /** The fewest card points whose penalty reaches 2000 with `factor` doublings in all. */
  const limit = (factor: number, rounding: Rounding): number => {
    for (let points = 0; points <= 120; points++) {
      const doublings = Math.min(factor, 4);
      if (penalty(points, doublings, factor - doublings, rounding) >= 2000) return points;
    }
    return Number.NaN;
  };

  test.each<[number, Rounding, number]>([
    // [doublings in all, rounding, limit]: DE "mit 5 Verdoppelungen ... in beiden
    // Berechnungsvarianten bei 63 Augen. Mit 6 ... bei 32 (Runden auf 10er am Ende)
    // respektive 33 Augen (5er-Rundung)".
    [5, 'ten', 63],
    [5, 'five', 63],
    [6, 'ten', 32],
    [6, 'five', 33],
  ])(
    'with %i doublings and rounding %s the limit is %i card points',
    (factor, rounding, expected) => {
      expect(limit(factor, rounding)).toBe(expected);
    },
  );

  test.each<[number, number, number, Rounding, number]>([
    // [card points, doublings, Jungfrauen, rounding, penalty] on both sides of the limit.
    [63, 4, 1, 'ten', 2020], // 63 x 32 = 2016
    [62, 4, 1, 'ten', 1980], // 62 x 32 = 1984
    [63, 4, 1, 'five', 2080], // 65 x 32
    [62, 3, 2, 'five', 1920], // 60 x 32
    [32, 4, 2, 'ten', 2050], // 32 x 64 = 2048
    [31, 4, 2, 'ten', 1980], // 31 x 64 = 1984
    [33, 4, 2, 'five', 2240], // 35 x 64
    [32, 4, 2, 'five', 1920], // 30 x 64
  ])(
    '%i card points, %i doublings, %i Jungfrauen, %s -> %i',
    (points, d, j, rounding, expected) => {
      expect(penalty(points, d, j, rounding)).toBe(expected);
    },
  );
});

describe('durchmarschPenalty (EN "120 points each, doubled for each player who said ...")', () => {
  test.each([
    // [doublings, penalty]: DE Wertung "einfach 120, Kontra 240, Re 480, Bock 960, Hirsch 1920".
    [0, 120],
    [1, 240],
    [2, 480], // EN example 4 / DE Beispiel 3: kontra and re
    [3, 960],
    [4, 1920],
  ])('%i doublings -> %i', (doublings, expected) => {
    expect(durchmarschPenalty(doublings)).toBe(expected);
  });

  test('the base is the whole pack, 120 (NOTES 1)', () => {
    expect(DURCHMARSCH_POINTS).toBe(120);
  });
});
