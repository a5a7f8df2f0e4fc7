/**
 * Kalter Schlag, the four-player Augenramsch from Hamburg: the variant, its scoring
 * (`penalty`, `scoreKalterSchlag`) and its Partie (`partie`, `decidePartie`,
 * `partiePayments`). Rules: docs/rules/kalter-schlag.md.
 *
 * @example
 * import { createSession } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const partie = createSession(kalterSchlag, { seed: 1, options: { target: 1000 } });
 *
 * @packageDocumentation
 */
export type { KalterSchlagOptions } from './options';
export { KALTER_SCHLAG_OPTIONS, KalterSchlagOptionsSchema } from './options';
export type { KalterSchlagOutcome } from './outcome';
export { KALTER_SCHLAG_FACT, kalterSchlagFacts, scoreKalterSchlag } from './outcome';
export type { PartieData, PartieResult } from './partie';
export { decidePartie, firstDealerOfNextPartie, partie, partiePayments } from './partie';
export { DURCHMARSCH_POINTS, durchmarschPenalty, penalty } from './penalty';
export { kalterSchlag } from './variant';
