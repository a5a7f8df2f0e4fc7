/**
 * Skat under the International Skat Order: bidding, hand or skat, suit, grand and null
 * games with every announcement, the official scoring, house rules as options, a table
 * of three or four, and ISS server records read, replayed and written. Rules:
 * docs/rules/skat.md.
 *
 * @example
 * import { createGame } from '@stich/core';
 * import { skat } from '@stich/skat';
 *
 * const game = createGame(skat, { seed: 3 });
 * game.legalActions(); // middlehand passes or calls 18 and up
 *
 * @packageDocumentation
 */
export type { BockTrigger, RoundDeal, SkatSetup } from './bock';
export {
  bockRounds,
  bockTriggers,
  roundsAdded,
  SKAT_SETUP,
  setupFromQueue,
  skatSetupOf,
} from './bock';
export type { Contract, DeclareAction, Game } from './contract';
export {
  ALL_CONTRACTS,
  BASE_VALUES,
  contractCode,
  contractOf,
  DECLARE_ACTION,
  DeclareActionSchema,
  GAMES,
  nullValue,
} from './contract';
export type { GameResult, PlayFacts } from './gameValue';
export { BID_VALUES, gameResult, matadors } from './gameValue';
export type { IssMeta, SkatDeal } from './iss/formatIssRecord';
export { formatIssRecord } from './iss/formatIssRecord';
export type { IssContract } from './iss/issContract';
export { declareOf, issContractCode, parseIssContract } from './iss/issContract';
export { issDealRecord } from './iss/issDealRecord';
export type { IssError } from './iss/issError';
export type { IssMove, IssMoveKind } from './iss/issMove';
export { isIssCard, parseIssMove } from './iss/issMove';
export type { IssResult } from './iss/issResult';
export { IssResultSchema, issResultOf, serverIssResult } from './iss/issResult';
export type { IssServerResult } from './iss/issServerResult';
export { formatIssResult, parseIssResult } from './iss/issServerResult';
export type { IssDeal, IssGame } from './iss/parseIssRecord';
export { parseIssRecord } from './iss/parseIssRecord';
export { replayIss } from './iss/replayIss';
export type { IssReplay, IssRules } from './iss/replayIssGame';
export { issRules, replayIssGame } from './iss/replayIssGame';
export type { SkatOptions } from './options';
export { BOCK_TRIGGERS, SKAT_OPTIONS, SkatOptionsSchema } from './options';
export type { SkatOutcome } from './outcome';
export { ramschOptions, scoreSkat } from './outcome';
export { declarationPhase } from './phases/declaration';
export type { ClaimAction, ResignAction } from './phases/earlyEnd';
export {
  CLAIM_ACTION,
  ClaimActionSchema,
  earlyEndPhase,
  RESIGN_ACTION,
  ResignActionSchema,
} from './phases/earlyEnd';
export { KONTRA_STEPS, kontraDecider, kontraPhase } from './phases/kontra';
export { ramschRoundBidding } from './phases/ramschRound';
export type { SkatSessionResult, SkatSheet } from './session';
export { skatSession } from './session';
export type { EarlyEnd, SkatState } from './state';
export type { SkatAction, SkatRoundView, SkatView } from './variant';
export { SKAT_ACTIONS, SkatActionSchema, skat } from './variant';
