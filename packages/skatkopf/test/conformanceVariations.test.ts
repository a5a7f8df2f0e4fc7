import { describeConformance } from '@stich/core/testing';
import { describe, expect, it } from 'vitest';
import { type SkatkopfOptions, skatkopf } from '../src/index';
import { checkPartnership } from './partnership';

// Core's conformance suite, and the partnership view check (partnership.ts), with each of
// the text's variations on: one at a time and all together; plus `maxDoublings: 0`,
// whose short ladder makes random play reach Partner games (calls, the restriction) far
// more often. Each runs a sample (1,500 kernel deals, 80 for the pure API, statechart
// and views, 3 round trips, 1 session); the text's rules (every variation off) run the
// full sizes in conformance.test.ts. About 10 s on one core.
const sets: [string, Partial<SkatkopfOptions>][] = [
  ['the first joker wins', { jokers: 'first' }],
  ['no restriction on the called card', { calledCardRule: false }],
  ['doubling of the base value only', { doubling: 'base' }],
  ['no tournee doubling', { tourneeDoubling: false }],
  ['payments: the literal pot', { payments: 'pot' }],
  [
    'every variation on',
    {
      jokers: 'first',
      calledCardRule: false,
      doubling: 'base',
      tourneeDoubling: false,
      payments: 'pot',
    },
  ],
  ['no doublings in bids', { maxDoublings: 0 }],
];

sets.forEach(([name, options]) => {
  const sample = { deals: 1500, statechartDeals: 80, roundTripDeals: 3, sessions: 1 };
  describe(`${name}: ${JSON.stringify(options)}`, () => {
    describeConformance(skatkopf, {
      options,
      ...sample,
      seed: `skatkopf:${JSON.stringify(options)}`,
      // The kitty (or the discards) counts for the declaring side, apart from the tricks.
      outcomePoints: (o) => [...o.trickPoints, o.kittyPoints],
    });
    it('views do not tell who holds the called card until it is played (100 Partner deals)', () => {
      const r = checkPartnership(options, 100, `partnership:${JSON.stringify(options)}`);
      expect(r.swapped).toBeGreaterThan(40);
    });
  });
});
