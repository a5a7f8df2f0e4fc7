/**
 * An exact perfect-information solver for the trick play of Stich games: with every hand
 * known, the best total a side of seats can guarantee (card points or tricks), whether it
 * can reach a target, and the cards that keep the best value. Works for two-sided games
 * (Skat, Skatkopf once the teams are known) and for every-player-for-himself games
 * (Kalter Schlag, Ramsch: one seat against a coalition of the others).
 *
 * @packageDocumentation
 */
export type {
  BandQuery,
  BandSolution,
  CardVerdicts,
  Solution,
  Solver,
  SolverOptions,
  Valuation,
  Verdict,
} from './createSolver';
export { createSolver } from './createSolver';
export type { Count, Objective, ReachQuery, SolveQuery } from './query';
export { COUNTS, OBJECTIVES } from './query';
export type { SearchLimits } from './searchStopped';
export { SearchStopped, STOP_EVERY } from './searchStopped';
export { bestMove, canReach, solve, solveValue } from './solve';
export type { RecordSolution } from './solveRecord';
export { solveRecord } from './solveRecord';
