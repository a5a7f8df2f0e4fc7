import { describe, expect, test } from 'vitest';
import { expectAgreement } from './agreement';
import { randomCases, skatRules } from './positions';
import { tiers } from './tiers';

// Skat after the discard, the declarer (forehand) against the defenders: card points with
// the skat, in clubs, spades and grand, the declarer (or the defenders) maximising or minimising
// them, every other question saying that the play goes on to the last trick.
describe.each([
  ['clubs', 'C'],
  ['spades', 'S'],
  ['grand', 'G'],
] as const)('Skat %s', (_name, game) => {
  describe.each(['max', 'min'] as const)('objective %s', (objective) => {
    test.each(tiers(3))('$count positions, $name', ({ depth, count }) => {
      const covered = expectAgreement(skatRules, randomCases(game, objective, count, depth, 1));
      expect(covered.positions).toBe(count);
    });
  });
});

// More deals (another seed), where the move order's lead for the minimising team with a
// partner (the defenders when the declarer maximises) decides the order searched.
describe.each([
  ['clubs', 'C'],
  ['grand', 'G'],
] as const)('Skat %s, more deals', (_name, game) => {
  test.each(tiers(3).slice(0, 2))('$count positions, $name', ({ depth, count }) => {
    const covered = expectAgreement(skatRules, randomCases(game, 'max', count, depth, 2));
    expect(covered.positions).toBe(count);
  });
});
