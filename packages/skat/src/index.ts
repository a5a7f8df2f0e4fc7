export type { Contract, DeclareAction, Game } from './contract';
export {
  ALL_CONTRACTS,
  BASE_VALUES,
  contractCode,
  contractOf,
  DeclareActionSchema,
  GAMES,
  nullValue,
} from './contract';
export type { GameResult, PlayFacts } from './gameValue';
export { BID_VALUES, gameResult, matadors } from './gameValue';
export type { SkatOptions } from './options';
export { SkatOptionsSchema } from './options';
export type { SkatOutcome } from './outcome';
export { ramschOptions, scoreSkat } from './outcome';
export { DECLARE_BASE, declarationPhase } from './phases/declaration';
export { KONTRA_STEPS, kontraDecider, kontraPhase } from './phases/kontra';
export type { SkatSessionResult, SkatSheet } from './session';
export { skatSession } from './session';
export type { EarlyEnd, SkatState } from './state';
export type { SkatAction, SkatView } from './variant';
export { SkatActionSchema, skat } from './variant';
