import { describe, expect, test } from 'vitest';
import { expectAgreement } from './agreement';
import { ksRules, randomCases } from './positions';
import { tiers } from './tiers';

// Kalter Schlag: one seat against the other three (or two seats against two, as teams),
// taking as many (max) or as few (min) card points as it can; the solver must match the
// naive minimax exactly.
describe.each(['max', 'min'] as const)('Kalter Schlag, objective %s', (objective) => {
  test.each(tiers(4))('$count positions, $name', ({ depth, count }) => {
    const covered = expectAgreement(
      ksRules,
      randomCases('kalter-schlag', objective, count, depth, 1),
    );
    expect(covered.positions).toBe(count);
  });
});

// More deals (another seed), for the move order's leads: with 'max', the minimising
// team's to a partner's winner; with 'min', the other team's cards the side must beat.
describe.each(['max', 'min'] as const)('Kalter Schlag, objective %s, more deals', (objective) => {
  test.each(tiers(4).slice(0, 2))('$count positions, $name', ({ depth, count }) => {
    const covered = expectAgreement(
      ksRules,
      randomCases('kalter-schlag', objective, count, depth, 2),
    );
    expect(covered.positions).toBe(count);
  });
});
