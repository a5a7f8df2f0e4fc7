export { ramsch, RamschActionSchema } from './variant';
export type { RamschAction, RamschState } from './variant';
export { RamschOptionsSchema } from './options';
export type { RamschOptions } from './options';
export { DURCHMARSCH_SCORE, GEWINNER_SCORE, ramschLoss, scoreRamsch } from './outcome';
export type { RamschOutcome } from './outcome';
export { ramschSession, ramschSessionOver } from './session';
export type { RamschSessionResult, RamschSheet } from './session';
