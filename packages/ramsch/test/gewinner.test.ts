import { describe, test } from 'vitest';
import type { RamschOptions } from '../src/index';
import { LOW_TIE11, MARCH, SKAT10, TIE50, ZERO_TRICK } from './deals';
import { expectDeal, FH, MH, RH, type Want } from './golden';
import type { RamschScript } from './script';

// Gewinner-Ramsch (golden deals: see test/golden.ts).
describe('Gewinner-Ramsch', () => {
  test.each<[string, RamschScript, Partial<RamschOptions>, Want]>([
    // text: "The skat is given to the player with the highest score" (FH 50 trick points, not MH
    // who took the last trick); the lowest (RH 12) "is awarded 23 points".
    [
      'the skat goes to the most points; the fewest win 23',
      SKAT10,
      { gewinnerRamsch: true },
      { points: [60, 48, 12], scores: [0, 0, 23], winners: [RH], skatTo: [FH] },
    ],
    // text: "If two players achieve the same lowest score they will both be awarded the 23 points".
    [
      'two tied for fewest both win 23',
      LOW_TIE11,
      { gewinnerRamsch: true },
      { points: [98, 11, 11], scores: [0, 23, 23], winners: [MH, RH], skatTo: [FH] },
    ],
    // A trick worth 0 and the skat's 3 to FH (most), not to MH (last trick).
    [
      '0 points wins; the skat follows the most points',
      ZERO_TRICK,
      { gewinnerRamsch: true },
      { points: [112, 8, 0], scores: [0, 0, 23], winners: [RH], skatTo: [FH] },
    ],
    // outcome.ts (the text is silent): tied for most, the skat goes to the one who won the later trick (FH, trick 4).
    [
      'tied for most: the skat to the later trick',
      TIE50,
      { gewinnerRamsch: true },
      { points: [52, 50, 18], scores: [0, 0, 23], winners: [RH], skatTo: [FH] },
    ],
    // NOTES 120: the Durchmarsch comes first.
    [
      'a Durchmarsch still wins 120',
      MARCH,
      { gewinnerRamsch: true },
      {
        points: [120, 0, 0],
        scores: [120, 0, 0],
        winners: [FH],
        skatTo: [FH],
        jungfrauen: 2,
        durchmarsch: true,
      },
    ],
    [
      'Durchmarsch off: the two with 0 win 23',
      MARCH,
      { gewinnerRamsch: true, durchmarsch: false },
      { points: [120, 0, 0], scores: [0, 23, 23], winners: [MH, RH], skatTo: [FH], jungfrauen: 2 },
    ],
  ])('%s', (_name, script, options, want) => expectDeal(script, options, want));
});
