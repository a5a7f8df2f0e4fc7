import { describe, expect, test } from 'vitest';
import type { RamschOptions } from '../src/index';
import { TENS } from './deals';
import { expectDeal, FH, MH, type Want } from './golden';
import { playScript, rulesFor } from './script';

// Tens low (golden deals: see test/golden.ts).
describe('tens low', () => {
  test.each<[string, Partial<RamschOptions>, Want, number[]]>([
    // text: tens above king and queen by default: FH takes tricks 1 and 2 (CT over CK, ST over SQ).
    [
      'tens high (default)',
      {},
      { points: [106, 11, 3], scores: [-106, 0, 0], losers: [FH], skatTo: [MH] },
      [6, 3, 1],
    ],
    // text + NOTES 129: "10s are lower in trick taking power than Queens and Kings, but still count as
    // ten points": CK and SQ take them, and MH's 38 hold CT and ST at 10 each.
    [
      'tensLow: A K Q T 9 8 7',
      { tensLow: true },
      { points: [79, 38, 3], scores: [-79, 0, 0], losers: [FH], skatTo: [MH] },
      [4, 5, 1],
    ],
  ])('%s', (_name, options, want, tricks) => {
    expectDeal(TENS, options, want);
    const { outcome, state } = playScript(rulesFor(options), TENS, 2);
    expect(outcome.tricks).toEqual(tricks);
    expect(state.winners.slice(0, 2)).toEqual(options.tensLow ? [1, 1] : [0, 0]);
  });
});
