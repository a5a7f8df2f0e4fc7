import { describe, expect, test } from 'vitest';
import { expectAgreement } from './agreement';
import { ramschRules, randomCases } from './positions';
import { tiers } from './tiers';

// Ramsch: one seat against the other two, the skat to whoever takes the last trick, taking as many (max) or as few (min)
// card points as it can; the solver must match the naive minimax exactly.
describe.each(['max', 'min'] as const)('Ramsch, objective %s', (objective) => {
  test.each(tiers(3))('$count positions, $name', ({ depth, count }) => {
    const covered = expectAgreement(ramschRules, randomCases('ramsch', objective, count, depth, 1));
    expect(covered.positions).toBe(count);
  });
});

// More deals (another seed) with 'min', where the other team first leads the cards every
// card of the side in their group beats.
describe('Ramsch, objective min, more deals', () => {
  test.each(tiers(3).slice(0, 2))('$count positions, $name', ({ depth, count }) => {
    const covered = expectAgreement(ramschRules, randomCases('ramsch', 'min', count, depth, 2));
    expect(covered.positions).toBe(count);
  });
});
