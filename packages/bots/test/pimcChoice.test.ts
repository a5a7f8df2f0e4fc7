import { type BaseAction, type GameState, Rng, unwrap } from '@stich/core';
import type { PimcAdapter } from '@stich/core/plugin';
import { createSolver } from '@stich/solver';
import { describe, expect, test } from 'vitest';
import { seatKnowledge } from '../src/index';
import { scoreCards } from '../src/pimc/scoreCards';
import { PIMC_ADAPTERS } from './pimcAdapters';
import { PIMC_TABLES, positions } from './pimcPositions';

type Play = BaseAction & { card: string };

describe.each(
  PIMC_TABLES.filter(([id]) => ['skat', 'skat ramsch on pass-out', 'kalter-schlag'].includes(id)),
)('%s: solving only what decides the card', (_id, rules) => {
  const base = PIMC_ADAPTERS[rules.variantId];
  // Late decisions (each solve is quick), with several cards to choose from.
  const late = positions(rules, 16, 3).filter(
    (p) =>
      p.view.tricks.length >= (rules.ctx.handSize > 8 ? 5 : 4) &&
      p.view.legalActions.filter((a) => a.type === 'play').length > 2,
  );

  test('chooses the card that solving every card in every deal chooses, with its exact sum', () => {
    let checked = 0;
    for (const p of late.slice(0, 12)) {
      const states: GameState[] = [];
      // The deals it solves, as the goal of each is asked.
      const adapter: PimcAdapter = {
        ...base,
        goal(r, view, s) {
          states.push(s);
          return base.goal(r, view, s);
        },
      };
      const plays = p.view.legalActions.filter((a) => a.type === 'play') as Play[];
      const first = plays.length - 1;
      const tally = scoreCards({
        rules,
        adapter,
        solver: createSolver(rules, base.solverOptions?.(rules)),
        view: p.view,
        knowledge: seatKnowledge(rules, p.view),
        plays,
        first,
        rng: new Rng(checked),
        samples: 6,
        deadline: () => false,
      });
      expect(tally.samples).toBe(states.length);
      // Every card in every deal, with a fresh solver.
      const solver = createSolver(rules, base.solverOptions?.(rules));
      const sums = plays.map((play) =>
        states.reduce((sum, s) => {
          const goal = base.goal(rules, p.view, s);
          const next = unwrap(rules.applyAction(s, play));
          if (goal.kind === 'reach') {
            const mine = goal.query.side.includes(p.view.seat);
            return sum + (solver.canReach(next, goal.query).reached === mine ? 1 : 0);
          }
          const value = solver.solve(next, goal.query).value;
          return sum + (goal.query.objective === 'min' ? -value : value);
        }, 0),
      );
      const top = Math.max(...sums);
      // Among equal sums: the card tried first, else the earliest.
      const expected = sums[first] === top ? first : sums.indexOf(top);
      expect(tally.best).toBe(expected);
      expect(tally.scores[tally.best]).toBe(top);
      // No card's bound is below its exact sum.
      sums.forEach((sum, c) => {
        expect(tally.scores[c]).toBeGreaterThanOrEqual(sum);
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
