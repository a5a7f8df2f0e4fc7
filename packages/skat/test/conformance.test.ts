import { type ConformanceOptions, describeConformance } from '@stich/core/testing';
import { describe } from 'vitest';
import { type SkatOptions, type SkatOutcome, skat } from '../src/index';

// Core's conformance suite at a table of three and of four, each with Kontra off and on.
// The default (three seats, no Kontra) runs the suite's full size: 10,000 kernel deals,
// 1,000 for the pure API, statechart and views, 20 round-trips, 3 sessions. The other three
// run 3,000 / 300 / 6 / 2; about 10 s in all on one core. The suite's random bidding almost
// never passes out (a pass is 1 of 64 choices, three in a row about 1 in 260,000 deals), so
// the pass-out options are left to bidding.test.ts and properties.test.ts, which pass often.
// No `outcomePoints`: a Skat outcome has the declarer's points only (properties.test.ts
// checks that they and the defenders' add up to 120).

type Run = [Partial<SkatOptions>, Partial<ConformanceOptions<SkatOptions, SkatOutcome>>];
const SAMPLE = { deals: 3000, statechartDeals: 300, roundTripDeals: 6, sessions: 2 };

const RUNS: Run[] = [
  [{ seats: 3, kontra: false }, {}],
  [{ seats: 3, kontra: true }, SAMPLE],
  [{ seats: 4, kontra: false }, SAMPLE],
  [{ seats: 4, kontra: true }, SAMPLE],
];

for (const [options, size] of RUNS) {
  describe(JSON.stringify(options), () => {
    describeConformance(skat, { options, ...size, seed: `skat:${JSON.stringify(options)}` });
  });
}
