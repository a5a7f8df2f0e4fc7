export type { KalterSchlagOptions } from './options';
export { KalterSchlagOptionsSchema } from './options';
export type { KalterSchlagOutcome } from './outcome';
export { scoreKalterSchlag } from './outcome';
export type { PartieData, PartieResult } from './partie';
export { decidePartie, firstDealerOfNextPartie, partie, partiePayments } from './partie';
export { DURCHMARSCH_POINTS, durchmarschPenalty, penalty } from './penalty';
export { kalterSchlag } from './variant';
