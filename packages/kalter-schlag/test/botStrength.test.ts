import { expect, test } from 'vitest';
import { comparePenalties, compareRamschScores } from './botCompare';

// Numbers seen when this test was written (2,000 deals each, seat rotating):
// seed 1: rules bot 13.0 penalty points per deal, random seats 76.7;
// seed 2: rules bot 18.8, random seats 76.3. The bot doubles in about 1.2% of deals.
test.each([1, 2])(
  'Kalter Schlag: the rules bot loses far fewer penalty points than random bots (seed %i)',
  (seed) => {
    const { smart, random, doubleRate } = comparePenalties(2000, seed);
    expect(smart).toBeLessThan(random * 0.4);
    expect(doubleRate).toBeLessThan(0.05);
  },
);

// Ramsch, one rules bot against two random bots, 2,000 deals each, seat and dealer rotating
// (mean signed score per deal; numbers seen when this test was written):
// default rules: rules bot -10.7 (seed 1) and -10.6 (seed 2), random seats -38.1 and -37.4;
// Schieberamsch: rules bot -15.1 and -16.1, random seats -105.8 and -107.0; the rules bot
// pushed the skat in about 9% of deals (the random bots in half of their turns).
test.each([
  [{}, 1],
  [{}, 2],
  [{ schieben: true }, 1],
  [{ schieben: true }, 2],
])(
  'Ramsch %j: the rules bot loses far fewer points than random bots (seed %i)',
  (options, seed) => {
    const { smart, random, pushRate } = compareRamschScores(2000, seed, options);
    expect(smart).toBeLessThan(0);
    expect(smart).toBeGreaterThan(random * 0.4);
    if ('schieben' in options) expect(pushRate).toBeGreaterThan(0);
  },
);
