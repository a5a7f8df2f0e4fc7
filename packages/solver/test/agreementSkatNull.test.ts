import { describe, expect, test } from 'vitest';
import { expectAgreement } from './agreement';
import { randomCases, skatRules } from './positions';
import { tiers } from './tiers';

// Skat null after the discard: the tricks the declarer (forehand) takes, maximising or
// minimising them; the game ends when the declarer takes a trick.
describe.each([['null', 'N']] as const)('Skat %s', (_name, game) => {
  describe.each(['max', 'min'] as const)('objective %s', (objective) => {
    test.each(tiers(3))('$count positions, $name', ({ depth, count }) => {
      const covered = expectAgreement(skatRules, randomCases(game, objective, count, depth, 1));
      expect(covered.positions).toBe(count);
    });
  });
});
