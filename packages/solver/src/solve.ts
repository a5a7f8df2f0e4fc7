import type { BaseAction, GameState } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import {
  createSolver,
  type Solution,
  type Solver,
  type Valuation,
  type Verdict,
} from './createSolver';
import type { ReachQuery, SolveQuery } from './query';
import type { SearchLimits } from './searchStopped';

// One solver (and transposition table) per compiled variant, made on first use.
const solvers = new WeakMap<object, Solver<never, BaseAction>>();

function solverFor<O, X, R, A extends BaseAction, V>(rules: Rules<O, X, R, A, V>): Solver<X, A> {
  let solver = solvers.get(rules);
  if (solver === undefined) {
    solver = createSolver(rules) as unknown as Solver<never, BaseAction>;
    solvers.set(rules, solver);
  }
  return solver as unknown as Solver<X, A>;
}

/**
 * Solves the rest of the trick play with every card open: the side's total at the end
 * of the deal when both sides play their best, and the best card plays for the seat to
 * act. Uses a solver cached per rules object (see {@link createSolver} for your own).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const rules = skat.rules();
 * // after the discard, declarer seat 0, 12 points in the skat
 * const { value, bestMoves } = solve(rules, state, { side: [0], extra: 12 });
 * value >= 61; // the declarer wins the suit game with best play
 */
export function solve<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  state: GameState<X>,
  query: SolveQuery,
  limits?: SearchLimits,
): Solution<A> {
  return solverFor(rules).solve(state, query, limits);
}

/**
 * The side's total at the end of the deal with best play from here, without the best
 * cards (which {@link solve} also finds, at a cost): for questions that need only the
 * number. Uses the same cached solver as {@link solve}.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * solveValue(rules, state, { side: [0], extra: 12 }).value >= 61; // the declarer wins
 */
export function solveValue<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  state: GameState<X>,
  query: SolveQuery,
  limits?: SearchLimits,
): Valuation {
  return solverFor(rules).value(state, query, limits);
}

/**
 * Whether the side can make its total reach the target (at least it for `'max'`, at
 * most it for `'min'`), by one null-window search: faster than {@link solve}.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * canReach(rules, state, { side: [0], objective: 'min', count: 'tricks', target: 0 }).reached; // null won
 */
export function canReach<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  state: GameState<X>,
  query: ReachQuery,
  limits?: SearchLimits,
): Verdict {
  return solverFor(rules).canReach(state, query, limits);
}

/**
 * One best card play for the seat to act, or `undefined` once play is over.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const action = bestMove(rules, state, { side: [state.turn], objective: 'min' });
 * if (action) state = unwrap(rules.applyAction(state, action));
 */
export function bestMove<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  state: GameState<X>,
  query: SolveQuery,
  limits?: SearchLimits,
): A | undefined {
  return solverFor(rules).bestMove(state, query, limits);
}
