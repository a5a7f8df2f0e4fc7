import type { BaseAction, GameState, SeatView } from '@stich/core';
import { createSolver, type Solver } from '@stich/solver';
import type { PimcAdapter, PimcRules, SeatKnowledge } from '../src/index';
import { PIMC_ADAPTERS } from './pimcAdapters';
import { locationsOf } from './pimcPositions';

const solvers = new Map<PimcRules, Solver>();

/** The seat's card plays that do best with every hand open, as the solver sees the true state. */
export function optimalCards(rules: PimcRules, s: GameState, view: SeatView<BaseAction>): string[] {
  const adapter = PIMC_ADAPTERS[rules.variantId];
  let solver = solvers.get(rules);
  if (solver === undefined) {
    solver = createSolver(rules, adapter.solverOptions?.(rules));
    solvers.set(rules, solver);
  }
  const goal = adapter.goal(rules, view, s);
  const plays = view.legalActions.filter((a) => a.type === 'play') as (BaseAction & {
    card: string;
  })[];
  const values = plays.map((play) => {
    const next = rules.applyAction(s, play);
    if (!next.ok) throw new Error(next.error.message);
    if (goal.kind === 'reach') {
      const reached = solver.canReach(next.value, goal.query).reached;
      return reached === goal.query.side.includes(view.seat) ? 1 : 0;
    }
    const value = solver.solve(next.value, goal.query).value;
    return goal.query.objective === 'min' ? -value : value;
  });
  const best = Math.max(...values);
  return plays.filter((_, i) => values[i] === best).map((p) => p.card);
}

/**
 * The variant's adapter with every unseen card pinned to where it truly lies: the bot
 * then solves the true deal every time. For tests only: it reads the true state.
 */
export function pinnedAdapter(rules: PimcRules, truth: GameState): PimcAdapter {
  const adapter = PIMC_ADAPTERS[rules.variantId];
  const where = locationsOf(rules, truth);
  const { codes, idsOf } = rules.ctx.deck;
  return {
    ...adapter,
    restrict(r, view, k) {
      adapter.restrict?.(r, view, k);
      k.unseen.forEach((id, i) => {
        const places = idsOf(codes[id])!
          .map((c) => where[c])
          .filter((loc) => loc >= 0);
        k.allowed[i] &= places.reduce((mask, loc) => mask | (1 << loc), 0);
      });
    },
  };
}

/** How many deals fit what the seat knows, counted up to `cap`. */
export function countDeals(k: SeatKnowledge, cap: number): number {
  const room = k.capacity.slice();
  let n = 0;
  const place = (i: number) => {
    if (n >= cap) return;
    if (i === k.unseen.length) {
      n++;
      return;
    }
    for (let loc = 0; loc < room.length; loc++) {
      if (room[loc] === 0 || (k.allowed[i] & (1 << loc)) === 0) continue;
      room[loc]--;
      place(i + 1);
      room[loc]++;
    }
  };
  place(0);
  return n;
}
