import type { BaseAction } from '@stich/core';
import { expect } from 'vitest';
import { createSolver } from '../src/index';
import { naiveMoveValues, plays } from './naive';
import type { Case } from './positions';

// biome-ignore lint/suspicious/noExplicitAny: the check serves every variant's rules
type AnyRules = Parameters<typeof createSolver>[0] & { legalActions: any };

const cardOf = (a: BaseAction) => (a as BaseAction & { card: string }).card;

/** What one agreement run covered. */
export interface Coverage {
  positions: number;
  naiveNodes: number;
}

/**
 * Solves every case with the solver (symmetries on and off) and with the naive
 * reference, and requires the same value, the same set of best cards, `canReach`
 * answers that flip exactly at the value, and `canReachAfter` answers that match each
 * card's own value at targets around it.
 */
export function expectAgreement(rules: AnyRules, cases: readonly Case[]): Coverage {
  const count = { nodes: 0 };
  const solver = createSolver(rules, { tableBits: 12 });
  const plain = createSolver(rules, { tableBits: 12, merge: false, relabel: false });
  for (const [i, { state, query }] of cases.entries()) {
    const moves = naiveMoveValues(rules, state, query, count);
    const values = [...moves.values()];
    const maximise = query.side.includes(state.turn) === ((query.objective ?? 'max') === 'max');
    const want = maximise ? Math.max(...values) : Math.min(...values);
    const best = [...moves].filter(([, v]) => v === want).map(([card]) => card);
    const label = `case ${i}: ${JSON.stringify(query)} at ${state.history.length} cards played`;
    for (const s of [solver, plain]) {
      const got = s.solve(state, query);
      expect(got.value, label).toBe(want);
      const cards = got.bestMoves.map((a: BaseAction) => (a as BaseAction & { card: string }).card);
      expect(cards.sort(), label).toEqual(best.sort());
      expect(s.value(state, query).value, label).toBe(want);
    }
    const max = (query.objective ?? 'max') === 'max';
    expect(solver.canReach(state, { ...query, target: want }).reached, label).toBe(true);
    const beyond = max ? want + 1 : want - 1;
    expect(solver.canReach(state, { ...query, target: beyond }).reached, label).toBe(false);
    // Card by card: each card reaches a target exactly when its value does.
    const cards = [...moves.keys()];
    const actions = plays(rules, state).filter((a) => cards.includes(cardOf(a)));
    for (const target of [want - 2, want - 1, want, want + 1, want + 2]) {
      const expected = actions.map((a) => {
        const v = moves.get(cardOf(a))!;
        return max ? v >= target : v <= target;
      });
      for (const s of [solver, plain]) {
        const each = s.canReachAfter(state, { ...query, target }, actions);
        expect(each.reached, `${label}, target ${target}`).toBe(
          max ? want >= target : want <= target,
        );
        expect(each.after, `${label}, target ${target}`).toEqual(expected);
      }
    }
  }
  return { positions: cases.length, naiveNodes: count.nodes };
}
