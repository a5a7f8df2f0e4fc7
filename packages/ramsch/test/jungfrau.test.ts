import { describe, test } from 'vitest';
import type { RamschOptions } from '../src/index';
import { FH100, JUNGFRAU_FH114, JUNGFRAU_TIE60, MARCH, TIE50, ZERO_TRICK } from './deals';
import { expectDeal, FH, MH, RH, type Want } from './golden';
import type { RamschScript } from './script';

// Jungfrau, Durchmarsch and fixed values (golden deals: see test/golden.ts).
describe('Jungfrau, Durchmarsch and fixed values', () => {
  test.each<[string, RamschScript, Partial<RamschOptions>, Want]>([
    // NOTES 119: FH took no trick; each tied loser loses 60 x 2.
    [
      'a Jungfrau doubles both tied losses',
      JUNGFRAU_TIE60,
      {},
      {
        points: [0, 60, 60],
        scores: [0, -120, -120],
        losers: [MH, RH],
        skatTo: [RH],
        jungfrauen: 1,
      },
    ],
    // NOTES 119: RH took no trick; FH loses 114 x 2.
    [
      'a Jungfrau doubles the loss',
      JUNGFRAU_FH114,
      {},
      { points: [114, 6, 0], scores: [-228, 0, 0], losers: [FH], skatTo: [FH], jungfrauen: 1 },
    ],
    // NOTES 119 ("a player with no trick"): RH took a trick worth 0, so no Jungfrau.
    [
      'a trick worth 0 is not a Jungfrau',
      ZERO_TRICK,
      {},
      { points: [109, 11, 0], scores: [-109, 0, 0], losers: [FH], skatTo: [MH] },
    ],
    // NOTES 120: one player takes every trick and scores +120 (skat included in its points).
    [
      'Durchmarsch wins 120',
      MARCH,
      {},
      {
        points: [120, 0, 0],
        scores: [120, 0, 0],
        winners: [FH],
        skatTo: [FH],
        jungfrauen: 2,
        durchmarsch: true,
      },
    ],
    // NOTES 121 + 119: off, a normal Ramsch: FH's 120 lose, doubled per Jungfrau (two): 480.
    [
      'Durchmarsch off: a normal Ramsch with two Jungfrauen',
      MARCH,
      { durchmarsch: false },
      { points: [120, 0, 0], scores: [-480, 0, 0], losers: [FH], skatTo: [FH], jungfrauen: 2 },
    ],
    [
      'Durchmarsch off, skatTo loser',
      MARCH,
      { durchmarsch: false, skatTo: 'loser' },
      { points: [120, 0, 0], scores: [-480, 0, 0], losers: [FH], skatTo: [FH], jungfrauen: 2 },
    ],
    // NOTES 130: fixed values, the loser loses 10.
    [
      'fixedValues: 10',
      FH100,
      { fixedValues: true },
      { points: [100, 15, 5], scores: [-10, 0, 0], losers: [FH], skatTo: [RH] },
    ],
    [
      'fixedValues: each tied loser 10',
      TIE50,
      { fixedValues: true },
      { points: [50, 50, 20], scores: [-10, -10, 0], losers: [FH, MH], skatTo: [RH] },
    ],
    // NOTES 130: 15 with one Jungfrau.
    [
      'fixedValues: 15 with one Jungfrau',
      JUNGFRAU_FH114,
      { fixedValues: true },
      { points: [114, 6, 0], scores: [-15, 0, 0], losers: [FH], skatTo: [FH], jungfrauen: 1 },
    ],
    [
      'fixedValues: 15 for each tied loser with a Jungfrau',
      JUNGFRAU_TIE60,
      { fixedValues: true },
      { points: [0, 60, 60], scores: [0, -15, -15], losers: [MH, RH], skatTo: [RH], jungfrauen: 1 },
    ],
    // text: "if there are two virgins, 20", i.e. two Jungfrauen (reachable only with Durchmarsch off).
    [
      'fixedValues: 20 with two Jungfrauen',
      MARCH,
      { fixedValues: true, durchmarsch: false },
      { points: [120, 0, 0], scores: [-20, 0, 0], losers: [FH], skatTo: [FH], jungfrauen: 2 },
    ],
    // NOTES 120: a Durchmarsch is a win, not a loss; fixed values do not touch it.
    [
      'fixedValues leave a Durchmarsch at 120',
      MARCH,
      { fixedValues: true },
      {
        points: [120, 0, 0],
        scores: [120, 0, 0],
        winners: [FH],
        skatTo: [FH],
        jungfrauen: 2,
        durchmarsch: true,
      },
    ],
  ])('%s', (_name, script, options, want) => expectDeal(script, options, want));
});
