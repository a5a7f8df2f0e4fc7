import { describeConformance } from '@stich/core/testing';
import { describe } from 'vitest';
import { type RamschOptions, ramsch } from '../src/index';

// Core's conformance suite under every combination of the options that change the actions
// or the cards' order and destination: schieben x jacksMayBePushed x tensLow x skatTo
// (16). The default options run the suite's default sizes (10,000 kernel deals, 1,000 for
// the pure API, statechart and views, 20 round-trips, 3 sessions); the other 15 run a
// sample each (2,000 / 150 / 4 / 1), about 15 s in all on one core.
const combos: Partial<RamschOptions>[] = [];
for (const schieben of [false, true])
  for (const jacksMayBePushed of [false, true])
    for (const tensLow of [false, true])
      for (const skatTo of ['lastTrick', 'loser'] as const)
        combos.push({ schieben, jacksMayBePushed, tensLow, skatTo });

combos.forEach((options, i) => {
  const sample =
    i === 0 ? {} : { deals: 2000, statechartDeals: 150, roundTripDeals: 4, sessions: 1 };
  describe(JSON.stringify(options), () => {
    describeConformance(ramsch, {
      options,
      ...sample,
      seed: `ramsch:${JSON.stringify(options)}`,
      // With the skat going to the loser, two tied losers both get it (NOTES 115-116), so the
      // card points are checked as tricks plus skat; otherwise as each seat's points.
      outcomePoints: (o) =>
        options.skatTo === 'loser' ? [...o.trickPoints, o.skatPoints] : o.points,
    });
  });
});
