export type { RamschOptions } from './options';
export { RamschOptionsSchema } from './options';
export type { RamschOutcome } from './outcome';
export { DURCHMARSCH_SCORE, GEWINNER_SCORE, ramschLoss, scoreRamsch } from './outcome';
export type { RamschSessionResult, RamschSheet } from './session';
export { ramschSession, ramschSessionOver } from './session';
export type { RamschAction, RamschState, RamschView } from './variant';
export { RamschActionSchema, ramsch } from './variant';
