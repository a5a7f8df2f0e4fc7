/**
 * `@stich/core/testing`: the conformance suite every variant runs, and its parts. One
 * call, {@link describeConformance}, registers vitest tests that play seeded deals to the
 * end and check legality, hidden information, snapshots, records and the statecharts;
 * the checks it is made of can also be called one by one.
 *
 * @example
 * import { describeConformance } from '@stich/core/testing';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * describeConformance(kalterSchlag, { deals: 200 });
 *
 * @packageDocumentation
 */
export { canonicalState } from './canonicalState';
export { cardPartition, pointsInPlay } from './cardPartition';
export { checkActions } from './checkActions';
export { checkCopies } from './checkCopies';
export type { EdgeCount, EdgeCoverage } from './checkEdges';
export { checkEdges } from './checkEdges';
export { checkHiddenSwaps } from './checkHiddenSwaps';
export { checkHostileInput } from './checkHostileInput';
export type { PlayoutStats } from './checkPlayouts';
export { checkPlayouts, MAX_STEPS } from './checkPlayouts';
export { checkRandomPaths } from './checkRandomPaths';
export { checkRoundTrips } from './checkRoundTrips';
export { checkSessions, MAX_SESSION_DEALS } from './checkSessions';
export { checkStatechart } from './checkStatechart';
export { checkViews } from './checkViews';
export type { ConformanceOptions, ConformancePlan } from './conformanceOptions';
export { conformancePlan, dealOf, dealRng } from './conformanceOptions';
export { describeConformance } from './describeConformance';
export type { EdgeRun } from './describeEdgeCoverage';
export { describeEdgeCoverage } from './describeEdgeCoverage';
export { hostileActions } from './hostileActions';
export type { IllegalSample } from './illegalActions';
export { illegalActions } from './illegalActions';
export { stateDiff } from './sameState';
export { viewLeak } from './viewLeak';
