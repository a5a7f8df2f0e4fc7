import { describe, test } from 'vitest';
import type { RamschOptions } from '../src/index';
import { FH100, SKAT10, TIE40, TIE50, TIE50_FH_LAST } from './deals';
import { expectDeal, FH, MH, RH, type Want } from './golden';
import { permute, type RamschScript } from './script';

// Who loses, where the skat goes, and ties (golden deals: see test/golden.ts).
describe('the loser, and where the skat goes', () => {
  test.each<[string, RamschScript, Partial<RamschOptions>, Want]>([
    // NOTES 109-110: the skat (2) goes to the last trick's taker (RH); the most points (FH 100) lose.
    [
      'most points lose',
      FH100,
      {},
      { points: [100, 15, 5], scores: [-100, 0, 0], losers: [FH], skatTo: [RH] },
    ],
    // NOTES 109-110: MH's 48 trick points and the skat's 10 (last trick) beat FH's 50.
    [
      'the skat makes the last trick taker lose',
      SKAT10,
      {},
      { points: [50, 58, 12], scores: [0, -58, 0], losers: [MH], skatTo: [MH] },
    ],
    // NOTES 109 option: the loser is decided on trick points (FH 50) and then takes the skat (10).
    [
      'skatTo loser: trick points decide',
      SKAT10,
      { skatTo: 'loser' },
      { points: [60, 48, 12], scores: [-60, 0, 0], losers: [FH], skatTo: [FH] },
    ],
    // NOTES 109 option: FH 100 + the skat's 2; RH keeps its 3 trick points.
    [
      'skatTo loser: the loser adds the skat',
      FH100,
      { skatTo: 'loser' },
      { points: [102, 15, 3], scores: [-102, 0, 0], losers: [FH], skatTo: [FH] },
    ],
  ])('%s', (_name, script, options, want) => expectDeal(script, options, want));
});

describe('ties', () => {
  test.each<[string, RamschScript, Partial<RamschOptions>, Want]>([
    // NOTES 111: both players tied at 50 lose; RH took the last trick and the skat (2).
    [
      'allLose: both tied players lose',
      TIE50,
      {},
      { points: [50, 50, 20], scores: [-50, -50, 0], losers: [FH, MH], skatTo: [RH] },
    ],
    // NOTES 111 + 117-118: neither took the last trick; FH won trick 4, later than MH's trick 3.
    [
      'lastTrickLoses: neither took the last trick, the later trick loses',
      TIE50,
      { ties: 'lastTrickLoses' },
      { points: [50, 50, 20], scores: [-50, 0, 0], losers: [FH], skatTo: [RH] },
    ],
    // The same deal with FH's and MH's hands swapped: now MH won the later trick (4).
    [
      'lastTrickLoses: the same, hands swapped',
      permute(TIE50, [1, 0, 2]),
      { ties: 'lastTrickLoses' },
      { points: [50, 50, 20], scores: [0, -50, 0], losers: [MH], skatTo: [RH] },
    ],
    // NOTES 111 option: FH took the last trick, MH won an earlier one.
    [
      'lastTrickLoses: the tied last trick taker loses',
      TIE50_FH_LAST,
      { ties: 'lastTrickLoses' },
      { points: [50, 50, 20], scores: [-50, 0, 0], losers: [FH], skatTo: [FH] },
    ],
    [
      'allLose with the same deal',
      TIE50_FH_LAST,
      {},
      { points: [50, 50, 20], scores: [-50, -50, 0], losers: [FH, MH], skatTo: [FH] },
    ],
    // NOTES 115-116: tied on 50 trick points, each tied loser gets the skat's 2.
    [
      'skatTo loser: two tied losers each get the skat',
      TIE50,
      { skatTo: 'loser' },
      { points: [52, 52, 18], scores: [-52, -52, 0], losers: [FH, MH], skatTo: [FH, MH] },
    ],
    // NOTES 109 + 117-118: only FH (the later trick) loses and takes the skat.
    [
      'skatTo loser with lastTrickLoses',
      TIE50,
      { skatTo: 'loser', ties: 'lastTrickLoses' },
      { points: [52, 50, 18], scores: [-52, 0, 0], losers: [FH], skatTo: [FH] },
    ],
    // NOTES 113: 40 each, everyone loses 40.
    [
      'three-way tie: everyone loses 40',
      TIE40,
      {},
      { points: [40, 40, 40], scores: [-40, -40, -40], losers: [FH, MH, RH], skatTo: [RH] },
    ],
    // NOTES 113 option: nobody scores; the skat still goes to the last trick (RH).
    [
      'three-way tie, option nobody',
      TIE40,
      { threeWayTie: 'nobody' },
      { points: [40, 40, 40], scores: [0, 0, 0], skatTo: [RH] },
    ],
    // options.ts: `ties` speaks of two tied players; a three-way tie follows `threeWayTie`.
    [
      'three-way tie under lastTrickLoses: still everyone',
      TIE40,
      { ties: 'lastTrickLoses' },
      { points: [40, 40, 40], scores: [-40, -40, -40], losers: [FH, MH, RH], skatTo: [RH] },
    ],
    // NOTES 115-116 with three tied on trick points (the skat is worth 0 here).
    [
      'three-way tie with skatTo loser',
      TIE40,
      { skatTo: 'loser' },
      { points: [40, 40, 40], scores: [-40, -40, -40], losers: [FH, MH, RH], skatTo: [FH, MH, RH] },
    ],
    [
      'three-way tie, skatTo loser, nobody',
      TIE40,
      { skatTo: 'loser', threeWayTie: 'nobody' },
      { points: [40, 40, 40], scores: [0, 0, 0], skatTo: [] },
    ],
  ])('%s', (_name, script, options, want) => expectDeal(script, options, want));
});
