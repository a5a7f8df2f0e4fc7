export type { Solution, Solver, SolverOptions, Verdict } from './createSolver';
export { createSolver } from './createSolver';
export type { Count, Objective, ReachQuery, SolveQuery } from './query';
export { COUNTS, OBJECTIVES } from './query';
export { bestMove, canReach, solve } from './solve';
export type { RecordSolution } from './solveRecord';
export { solveRecord } from './solveRecord';
