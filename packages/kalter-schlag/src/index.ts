export { kalterSchlag } from './variant';
export { KalterSchlagOptionsSchema } from './options';
export type { KalterSchlagOptions } from './options';
export { scoreKalterSchlag } from './outcome';
export type { KalterSchlagOutcome } from './outcome';
export { DURCHMARSCH_POINTS, durchmarschPenalty, penalty } from './penalty';
export { decidePartie, firstDealerOfNextPartie, partie, partiePayments } from './partie';
export type { PartieData, PartieResult } from './partie';
