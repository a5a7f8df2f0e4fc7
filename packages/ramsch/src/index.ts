/**
 * Ramsch for three, with every common house rule as an option (Schieberamsch,
 * Jungfrau, Durchmarsch, Gewinner-Ramsch, Bierlachs); also the game Skat plays when
 * everybody passes. Rules: docs/rules/ramsch.md.
 *
 * @example
 * import { createGame } from '@stich/core';
 * import { ramsch } from '@stich/ramsch';
 *
 * const game = createGame(ramsch, { seed: 7, options: { schieben: true } });
 *
 * @packageDocumentation
 */
export type { RamschOptions } from './options';
export { RAMSCH_OPTIONS, RamschOptionsSchema } from './options';
export type { RamschOutcome } from './outcome';
export { DURCHMARSCH_SCORE, GEWINNER_SCORE, ramschLoss, scoreRamsch } from './outcome';
export type { RamschSessionResult, RamschSheet } from './session';
export { ramschSession, ramschSessionOver } from './session';
export type { RamschAction, RamschState, RamschView } from './variant';
export { RAMSCH_ACTIONS, RamschActionSchema, ramsch } from './variant';
