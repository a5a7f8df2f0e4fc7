/**
 * Doppelkopf for Stich, by the DDV tournament rules: the doubled pack, the Vorbehalt
 * query, the normal game, Hochzeit and solos, announcements with their deadlines, the
 * winning thresholds, game points and Sonderpunkte. Rules: `doppelkopf.en.md` (sections
 * cited as "5.4" and so on).
 *
 * @example
 * import { createGame } from '@stich/core';
 * import { doppelkopf } from '@stich/doppelkopf';
 *
 * const game = createGame(doppelkopf, { seed: 7, dealer: 0 });
 * game.legalActions(1); // "gesund" (pass) or "Vorbehalt" (claimGame)
 *
 * @packageDocumentation
 */
export type {
  DoppelkopfAction,
  DoppelkopfDeclareAction,
  DoppelkopfGiveBackAction,
  DoppelkopfLayAsideAction,
  DoppelkopfTakeArmutAction,
} from './actions';
export {
  DOPPELKOPF_ACTIONS,
  DOPPELKOPF_DECLARE_ACTION,
  DoppelkopfActionSchema,
  declaredIndex,
  declareFieldsOf,
  GIVE_BACK_ACTION,
  LAY_ASIDE_ACTION,
  TAKE_ARMUT_ACTION,
} from './actions';
export type { ArmutState } from './armut';
export { armutPhase, armutTrumps, isPoor } from './armut';
export type { DokoBockTrigger } from './bock';
export { bockOn, bockTriggers, hasHerzstich } from './bock';
export { DOPPELKOPF_DECK, DOPPELKOPF_DECK_40 } from './deck';
export type { DoppelkopfGame, HochzeitKlaerung } from './games';
export { DECLARABLE_GAMES, gameName, isSolo } from './games';
export { doppelkopfModes, modeOf } from './modes';
export type { DoppelkopfOptions } from './options';
export { DOKO_BOCK_TRIGGERS, DOKO_SCHMEISSEN_TRIGGERS, DOPPELKOPF_OPTIONS } from './options';
export type { DoppelkopfOutcome } from './outcome';
export { scoreOutcome } from './outcome';
export {
  allHealthy,
  announcementsOpen,
  DOKO_PLAYERS,
  deadlines,
  deckOf,
  klaerungCounts,
  klaerungsstich,
  normalTrump,
  partiesBy,
} from './rules';
export { mayThrowIn } from './schmeissen';
export {
  DOKO_LEVELS,
  DOKO_LINE_KEYS,
  DOKO_SCORE_DEFAULTS,
  DOKO_SCORE_ERROR_CODES,
  type DokoLineKey,
  type DokoScore,
  DokoScoreError,
  type DokoScoreErrorCode,
  type DokoScoreInput,
  type DokoScoreLine,
  type DokoScoreOptions,
  type DokoTrick,
  dokoCardPoints,
  dokoWinner,
  otherParty,
  type Party,
  scoreDoppelkopf,
} from './score';
export { DOKO_SEAT_LETTERS, describeScore } from './scoreText';
export type { DoppelkopfSheet } from './session';
export { doppelkopfSession, forcedSeat, sessionDeals } from './session';
export type { DoppelkopfSetup } from './setup';
export { DOPPELKOPF_SETUP, owesPflichtsolo, setupOf } from './setup';
export type { DoppelkopfState } from './state';
export { doppelkopf } from './variant';
export type { DoppelkopfArmutView, DoppelkopfView } from './view';
export { doppelkopfView } from './view';
export { holdsBothQueens, vorbehaltPhase } from './vorbehalt';
