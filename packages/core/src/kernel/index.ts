/**
 * `@stich/core/kernel`: the parts under `@stich/core`'s facades, for simulation, search,
 * tools and variants that build phases of their own: card sets as bit masks, action codes,
 * trick tables, the auction and skat-exchange pieces, states, seed derivation and the
 * record schemas. Less stable than `@stich/core`: a minor version may change them.
 *
 * @example
 * import { MAX_ACTIONS, popcount } from '@stich/core/kernel';
 *
 * const codes = new Int32Array(MAX_ACTIONS);
 * const n = rules.legalCodes(state, codes);
 * popcount(state.hands[0]) + popcount(state.hands[1]); // cards left in seat 0's hand
 *
 * @packageDocumentation
 */

// Card sets as bit masks
export {
  byteCounts,
  cardIds,
  countOfBytes,
  hasCard,
  highestCard,
  lowestBit,
  lowestCard,
  nthBit,
  popcount,
  selectBit,
  setOf,
} from '../cards/cardSet';
export type { ExtraCardSpec } from '../cards/deck';
export { createEmitter } from '../facade/emitter';
export { gameFromStart } from '../facade/game';
export { dealEvents, observeDeal } from '../facade/gameEvents';
export { parseGameSetup, randomSeed } from '../facade/gameSetup';
export { GAME_SNAPSHOT_FORMAT, GameSnapshotSchema } from '../facade/gameSnapshotSchema';
export { dealMachineFor, sessionMachineFor } from '../facade/machineCache';
export { sessionFrom } from '../facade/session';
export { sessionRecordFrom, sessionSnapshotFrom } from '../facade/sessionExport';
export { parseSessionSetup } from '../facade/sessionSetup';
export { SESSION_SNAPSHOT_FORMAT, SessionSnapshotSchema } from '../facade/sessionSnapshotSchema';
export { snapshotError } from '../facade/snapshotError';
// Variant plumbing: core's own field checks and their errors
export type { FieldIssue, FieldRead } from '../fields/checkFields';
export { actionCheck, readFields } from '../fields/checkFields';
export type { RawIssue } from '../fields/englishMessage';
export { englishMessage } from '../fields/englishMessage';
export { englishZod } from '../fields/englishZod';
export type { NumberBounds } from '../fields/fields';
export { SEAT_FIELD } from '../fields/fields';
export type { PathIssue } from '../fields/issueError';
export { issueError } from '../fields/issueError';
export { zodError } from '../fields/zodError';
// Statechart pieces
export type { CheckedAction } from '../machine/checkOnce';
export { createCheckOnce } from '../machine/checkOnce';
export { exitGuard } from '../machine/dealMachine';
export type { DealContext, DealEvent, DealOutput } from '../machine/dealTypes';
export { sessionDealing } from '../machine/sessionDealing';
export type {
  DealCards,
  PlayedDeal,
  SessionContext,
  SessionInput,
  SessionOutput,
} from '../machine/sessionTypes';
// Setup, seeds, snapshots and events: the pieces the facades are built from
export { dealCardsOf } from '../records/dealCardsOf';
// Record schemas and JSON Schema
export { DealRecordSchema } from '../records/dealRecord';
export { formatRecordJson } from '../records/formatRecordJson';
export type { JsonSchema, SchemaFile } from '../records/jsonSchema';
export { dealRecordJsonSchema, sessionRecordJsonSchema } from '../records/jsonSchema';
export type { RecordExtras } from '../records/recordOf';
export type { RecordAction } from '../records/recordParts';
export {
  CardCodeSchema,
  HandsSchema,
  MetaSchema,
  RecordActionSchema,
  RecordOptionsSchema,
  SeatSchema,
  SeedSchema,
  SkatSchema,
  VariantIdSchema,
} from '../records/recordParts';
export type { RecordedDeal, ReplayedDeal, ReplayOptions } from '../records/replayDeal';
export { sameJson } from '../records/sameJson';
export type { SessionDeal } from '../records/sessionRecord';
export { SessionDealSchema, SessionRecordSchema } from '../records/sessionRecord';
// Seeds: how a session's seeds derive from its one seed
export { botSeed, dealerSeed, dealSeed } from '../rng/seeds';

// Kernel internals: states, trick tables, the auction and the skat exchange
export type { ActionCodes } from './actionCodes';
export type { Announcements, PlayoutAnnouncements } from './announcements';
export {
  ANNOUNCE_BASE,
  announceRange,
  MAX_ANNOUNCE_LEVELS,
} from './announcements';
export type { BidAction, HoldAction, PassAction } from './auctionActions';
export {
  BID_ACTION,
  BidActionSchema,
  HOLD_ACTION,
  HoldActionSchema,
  PASS_ACTION,
  PassActionSchema,
} from './auctionActions';
export type {
  AuctionConfig,
  AuctionEndContext,
  AuctionExit,
  AuctionOpening,
  AuctionState,
  BidPayload,
} from './auctionPhase';
export { auctionPhase, newAuction } from './auctionPhase';
export type { CallStep } from './calledCard';
export { callableCards, restrictCalledCard, seatHolding } from './calledCard';
export type {
  CallGame,
  CallGameContext,
  CallRoundConfig,
  CallRoundState,
  ClaimGameAction,
  HandNeeds,
  NameClassAction,
} from './callRound';
export { CLAIM_GAME_ACTION, callRoundPhase, NAME_CLASS_ACTION, newCallRound } from './callRound';
export { copyPlain } from './copyPlain';
export type { DealtCards } from './deal';
export { activeSeats, parseDeal } from './deal';
export type { DoublingWindow } from './doubling';
export type {
  DoublingRoundConfig,
  DoublingRoundState,
  DoublingStepContext,
} from './doublingRound';
export { doublingRoundPhase } from './doublingRound';
export type { RefuseDiscard } from './exchange';
export {
  applyDiscard,
  decodeDiscard,
  encodeDiscard,
  isDiscardCode,
  listDiscards,
  sampleDiscard,
  takeUpSkat,
} from './exchange';
export { followableCards, follows } from './follow';
export type { KnockAction, KnockRoundConfig, KnockRoundState } from './knockRound';
export {
  KNOCK_ACTION,
  KNOCK_CODE,
  KnockActionSchema,
  knockRoundPhase,
  knocksOf,
} from './knockRound';
export { compileRules, MAX_ACTIONS } from './rules';
export { compileSides } from './sides';
export type { DiscardAction, PickUpSkatAction, PushSkatAction } from './skatActions';
export {
  DISCARD_ACTION,
  DiscardActionSchema,
  PICK_UP_SKAT_ACTION,
  PickUpSkatActionSchema,
  PUSH_SKAT_ACTION,
  PushSkatActionSchema,
} from './skatActions';
export type { SkatPassConfig, SkatPassState } from './skatPassPhase';
export { newSkatPass, skatPassPhase } from './skatPassPhase';
export { cloneState, DONE } from './state';
export type { TrickTable, WinnerTable } from './trickTable';
export { compileTrickTable, groupOrder, trickWinner } from './trickTable';
export { JACKS, JOKER_PLAIN_ORDER, SKAT_PLAIN_ORDER } from './trumpPresets';
