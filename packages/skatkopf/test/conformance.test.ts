import { describeConformance } from '@stich/core/testing';
import { expect, it } from 'vitest';
import { skatkopf } from '../src/index';
import { checkPartnership } from './partnership';

// Core's conformance suite under the text's rules (every variation off) at its full sizes:
// 10,000 kernel deals, 1,000 for the pure API, statechart and views, 20 round trips, 3
// sessions; then the partnership view check (partnership.ts). About 14 s on one core.
// The variations: conformanceVariations.test.ts.
describeConformance(skatkopf, {
  seed: 'skatkopf',
  // The kitty (or the discards) counts for the declaring side, apart from the tricks.
  outcomePoints: (o) => [...o.trickPoints, o.kittyPoints],
});

it('views do not tell who holds the called card until it is played (300 Partner deals)', () => {
  const r = checkPartnership({}, 300, 'partnership:conformance');
  expect(r.swapped).toBeGreaterThan(150);
});
