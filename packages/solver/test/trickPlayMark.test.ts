import { defineVariant, phaseGraph, Rng, trickPhase } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { threeJacks } from '../../core/test/variants/threeJacks';
import { solve } from '../src/index';

// The solver finds trick play by the trick phase's mark, not by its id: a variant may
// call its trick phase anything.
const renamed = defineVariant({
  ...threeJacks,
  id: 'test-three-jacks-renamed',
  phases: () => phaseGraph({ cards: { phase: trickPhase(), exits: { lastTrick: 'done' } } }),
});

describe('trick play found by its mark', () => {
  test('rules.inTrickPlay follows the mark, whatever the phase is called', () => {
    const rules = renamed.rules();
    const s = rules.deal({ dealer: 0, seed: 4 });
    expect(s.phase).toBe('cards');
    expect(rules.inTrickPlay(s)).toBe(true);
    rules.playout(s, new Rng(4));
    expect(rules.inTrickPlay(s)).toBe(false);
  });

  test('the solver solves a trick phase that is not called play, as it does one that is', () => {
    const named = threeJacks.rules();
    const rules = renamed.rules();
    for (const seed of [1, 2, 3]) {
      const a = named.deal({ dealer: 0, seed });
      const b = rules.deal({ dealer: 0, seed });
      const rngA = new Rng(seed);
      const rngB = new Rng(seed);
      for (let i = 0; i < 15; i++) {
        named.applyCode(a, named.randomCode(a, rngA));
        rules.applyCode(b, rules.randomCode(b, rngB));
      }
      const query = { side: [a.turn], objective: 'min' as const };
      expect(solve(rules, b, query).value).toBe(solve(named, a, query).value);
    }
  });
});
