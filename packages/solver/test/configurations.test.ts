import { type BaseAction, Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { createSolver } from '../src/index';
import {
  ksRules,
  playDown,
  ramschRules,
  skatAfterDiscard,
  skatFourAfterDiscard,
  skatFourRules,
  skatQuery,
  skatRules,
} from './positions';

const cards = (moves: BaseAction[]) =>
  moves.map((a) => (a as BaseAction & { card: string }).card).sort();

// Deeper positions than the naive reference can reach: every shortcut of the solver
// (merging, relabeled and near table entries, bounds) against a plain configuration.
describe('the solver with and without its shortcuts agrees on deeper positions', () => {
  test('Skat suit and grand games with 9 tricks left, both objectives', () => {
    const rng = new Rng('configurations-skat');
    const fast = createSolver(skatRules);
    const plain = createSolver(skatRules, { merge: false, relabel: false });
    for (let i = 0; i < 8; i++) {
      const s = playDown(skatRules, skatAfterDiscard(500 + i, i % 2 ? 'G' : 'H'), 27, rng);
      for (const objective of ['max', 'min'] as const) {
        // Every other deal says the play goes on to the last trick (the side's floor).
        const q = skatQuery(s, objective, i & 1);
        const [a, b] = [fast.solve(s, q), plain.solve(s, q)];
        expect(a.value, `deal ${i} ${objective}`).toBe(b.value);
        expect(cards(a.bestMoves), `deal ${i} ${objective}`).toEqual(cards(b.bestMoves));
      }
    }
  }, 240_000);

  test('Kalter Schlag (one seat, and two against two) and Ramsch with 6 tricks left', () => {
    const rng = new Rng('configurations-ks');
    const fast = createSolver(ksRules);
    const plain = createSolver(ksRules, { merge: false, relabel: false });
    for (let i = 0; i < 6; i++) {
      const s = playDown(ksRules, ksRules.deal({ dealer: i & 3, rng }), 24, rng);
      const side = i % 2 ? [s.turn] : [s.turn, (s.turn + 2) % 4];
      const q = { side, objective: i % 3 ? ('min' as const) : ('max' as const) };
      expect(fast.solve(s, q).value).toBe(plain.solve(s, q).value);
    }
    const ramschFast = createSolver(ramschRules);
    const ramschPlain = createSolver(ramschRules, { merge: false, relabel: false });
    for (let i = 0; i < 6; i++) {
      const s = playDown(ramschRules, ramschRules.deal({ dealer: i % 3, rng }), 18, rng);
      const q = { side: [i % 3], objective: 'min' as const, lastTrick: 10 };
      expect(ramschFast.solve(s, q).value).toBe(ramschPlain.solve(s, q).value);
    }
  });

  test('Skat at a table of four, the dealer sitting out', () => {
    const rules = skatFourRules;
    const rng = new Rng('configurations-four');
    const fast = createSolver(rules);
    const plain = createSolver(rules, { merge: false, relabel: false });
    for (let i = 0; i < 4; i++) {
      let s = skatFourAfterDiscard(700 + i, 'C', rng);
      s = playDown(rules as typeof skatRules, s, 15, rng);
      const q = skatQuery(s, 'max');
      expect(fast.solve(s, q).value).toBe(plain.solve(s, q).value);
    }
  });
});
