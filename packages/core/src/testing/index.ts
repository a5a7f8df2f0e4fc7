// @stich/core/testing: the conformance suite every variant runs, and its parts.
export { canonicalState } from './canonicalState';
export { cardPartition, pointsInPlay } from './cardPartition';
export { checkActions } from './checkActions';
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
export type { IllegalSample } from './illegalActions';
export { illegalActions } from './illegalActions';
export { stateDiff } from './sameState';
export { viewLeak } from './viewLeak';
