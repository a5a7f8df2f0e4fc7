// Core's conformance suite over Skat with the early ends in trick play (claim, resign):
// every legal action applies (resignations off turn included), illegal ones are refused,
// and legalCodes, randomCode and playout play the same games. Sizes are a sample
// (2,000 kernel deals, 150 for the pure API, statechart and views, 4 round trips,
// 1 session) per table, a few seconds on one core.
import { describeConformance } from '@stich/core/testing';
import { describe } from 'vitest';
import { type SkatOptions, skat } from '../src/index';

const tables: Partial<SkatOptions>[] = [{}, { seats: 4 }, { kontra: true, passOut: 'forehand' }];

for (const options of tables) {
  describe(`early ends ${JSON.stringify(options)}`, () => {
    describeConformance(skat, {
      options,
      deals: 2000,
      statechartDeals: 150,
      roundTripDeals: 4,
      sessions: 1,
      seed: `earlyEnd:${JSON.stringify(options)}`,
    });
  });
}
