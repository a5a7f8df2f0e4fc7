import {
  type BaseAction,
  type DealReplay,
  err,
  type GameState,
  ok,
  type Result,
  replayDeal,
  type Variant,
} from '@stich/core';
import { createSolver, type Solution, type SolverOptions } from './createSolver';
import type { SolveQuery } from './query';
import { solve } from './solve';

/**
 * A record's position solved: the replay (rules and state) and the solution.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * const { replay, solution } = unwrap(solveRecord(skat, record, sideOf));
 */
export interface RecordSolution<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
> {
  /** The record replayed: its rules, the state it ends in, and more. */
  readonly replay: DealReplay<O, X, R, A>;
  /** The solution from that state. */
  readonly solution: Solution<A>;
}

/**
 * Replays a deal record (finished or not) to its last action and solves the trick play
 * from there. The query may depend on the position (e.g. Skat's declarer is known only
 * once the bidding is replayed). A record that does not replay gives the replay's error;
 * one whose position is before trick play gives `ACTION_NOT_ALLOWED`. With `options`, a
 * solver of its own does the search (e.g. a bigger table, or `relabel: false` for a
 * variant whose play rules know single cards); without, the one {@link solve} keeps for
 * the rules.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * const solved = solveRecord(skat, recordJson, (s) => ({ side: [s.x.declarer] }));
 * if (solved.ok) console.log(solved.value.solution.value, solved.value.solution.bestMoves);
 * solveRecord(skatkopf, record, { side: [0, 2] }, { relabel: false, tableBits: 20 });
 */
export function solveRecord<O, X, R, A extends BaseAction>(
  variant: Variant<O, X, R, A>,
  record: unknown,
  query: SolveQuery | ((state: GameState<X>) => SolveQuery),
  options?: SolverOptions,
): Result<RecordSolution<O, X, R, A>> {
  const replay = replayDeal(variant, record, { partial: true });
  if (!replay.ok) return replay;
  const { rules, state } = replay.value;
  if (!rules.inTrickPlay(state) && state.history.length === 0 && !rules.isTerminal(state)) {
    return err(
      'ACTION_NOT_ALLOWED',
      `the record stops before trick play (phase '${state.phase}'): there is nothing to solve yet`,
      { path: ['actions'] },
    );
  }
  const q = typeof query === 'function' ? query(state) : query;
  const solution =
    options === undefined ? solve(rules, state, q) : createSolver(rules, options).solve(state, q);
  return ok({ replay: replay.value, solution });
}
