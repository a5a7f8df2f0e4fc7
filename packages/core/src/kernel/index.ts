/**
 * `@stich/core/kernel`: the pure rules kernel and its phase library, for simulation, search
 * and variants that build phases of their own: compiled rules and states, action codes,
 * card sets as bit masks, trick tables, the phases beyond trick play (auction, call round,
 * doubling round, knocking, the skat exchange) with their actions, and the declaration
 * types under `defineVariant`. No statechart, facade or record code: those are
 * in `@stich/core` and `@stich/core/tools`. Less stable than `@stich/core`: a minor
 * version may change it.
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

// Cards: suits, ranks, points, and card sets as bit masks
export { RANKS, SUITS } from '../cards/atoms';
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
export { SKAT_POINTS } from '../cards/deck';
// Option and action fields: declarations, their zod schemas, and core's own checks
export type { FieldIssue, FieldRead } from '../fields/checkFields';
export { actionCheck, readFields } from '../fields/checkFields';
export type {
  ActionDecl,
  Field,
  FieldKind,
  FieldMods,
  Fields,
  NumberBounds,
  OptionFields,
  ValueOf,
} from '../fields/fields';
export { SEAT_FIELD } from '../fields/fields';
export type { ActionSchema, ActionsSchema, FieldsSchema } from '../fields/fieldsSchema';
export { actionSchema } from '../fields/fieldsSchema';
export type { ActionCodes } from './actionCodes';
export { kindCodes } from './actionCodes';
// The kernel: actions, states, compiled rules, trick tables and the phase library
export type { DoubleAction } from './actions';
export {
  CORE_ACTIONS,
  CoreActionSchema,
  DOUBLE_ACTION,
  DoubleActionSchema,
  PLAY_ACTION,
  PlayActionSchema,
} from './actions';
export type {
  AnnounceAction,
  AnnouncementEntry,
  AnnouncementSpec,
  AnnouncementState,
  Announcements,
  PlayoutAnnouncements,
} from './announcements';
export {
  ANNOUNCE_ACTION,
  ANNOUNCE_BASE,
  announceRange,
  MAX_ANNOUNCE_LEVELS,
  newAnnouncements,
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
export type { CalledCard, CalledCardDuties, CalledCardRule, CallStep } from './calledCard';
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
export type { DealPause } from './context';
export { copyPlain } from './copyPlain';
export type { DealtCards } from './deal';
export { activeSeats, parseDeal } from './deal';
export { dealtHand } from './dealtHand';
export type { ActionHandler, ActionHookContext, DeclaredPhase, Refusal } from './definePhase';
export type { DoublingWindow } from './doubling';
export { DOUBLING_STEPS } from './doubling';
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
export type { FusedPlayout, PlayoutMemo } from './fusedWide';
export { widePlayout } from './fusedWide';
export type { KnockAction, KnockRoundConfig, KnockRoundState } from './knockRound';
export {
  KNOCK_ACTION,
  KNOCK_CODE,
  KnockActionSchema,
  knockRoundPhase,
  knocksOf,
} from './knockRound';
export type { CompiledPhase, ExitTo, PhaseEdge, PhaseGraph, PhaseNode } from './phaseGraph';
export { readAction } from './readAction';
export type { Rules } from './rules';
export { codesOf, compileRules, MAX_ACTIONS } from './rules';
export type { PartnerRule, SideOf, Sides } from './sides';
export { compileSides, seatsOf } from './sides';
export type { OpenReader, SightReader, SightReaders, SightRules } from './sight';
export { SeatSight, seatSight } from './sight';
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
export type { AfterDealHookContext, DealStep, SessionState, VariantDescription } from './spec';
export { cloneState, DONE, inPhase, isOver, seatOfPlay } from './state';
export type { PlayHookContext } from './trickPhase';
export type { TrickTable, WinnerTable } from './trickTable';
export { compileTrickTable, groupOrder, trickWinner } from './trickTable';
export { JACKS, JOKER_PLAIN_ORDER, SKAT_PLAIN_ORDER } from './trumpPresets';
