/**
 * The core of Stich: decks and cards, trick rules built from trump specs, doubling
 * ladders, scoring building blocks, `defineVariant`, the pure rules kernel, the XState
 * statecharts of a deal and a session, the `createGame` and `createSession` facades,
 * records with replay and JSON Schema. The conformance suite is in `@stich/core/testing`.
 *
 * @example
 * import { createGame } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const game = createGame(kalterSchlag, { seed: 42 });
 * game.apply(game.legalActions()[0]);
 *
 * @packageDocumentation
 */
// Cards and decks

export type { CardCode, Rank, Seat, Suit } from './cards/atoms';
export { RANK_NAMES, RANKS, SUIT_NAMES, SUITS } from './cards/atoms';
export {
  byteCounts,
  cardIds,
  countOfBytes,
  hasCard,
  lowestBit,
  popcount,
  selectBit,
  setOf,
} from './cards/cardSet';
export type { Deck, DeckSpec, ExtraCardSpec } from './cards/deck';
export { defineDeck, JOKER_DECK, SKAT_DECK, SKAT_POINTS } from './cards/deck';
export type { ErrorCode, Result, StichError } from './errors/errors';
// Errors and results
export { ERROR_CODES, err, ok, StichRuleError, unwrap } from './errors/errors';
export { QUOTE_LIMIT, quote } from './errors/quote';
export * from './facade/index';
export type { BaseAction, CoreAction, DoubleAction, PlayAction } from './kernel/actions';
// Kernel
export {
  CoreActionSchema,
  DOUBLE_CODE,
  DoubleActionSchema,
  FIRST_VARIANT_CODE,
  PlayActionSchema,
} from './kernel/actions';
export type { BidAction, HoldAction, PassAction } from './kernel/auctionActions';
export {
  BID_BASE,
  BidActionSchema,
  HOLD_CODE,
  HoldActionSchema,
  PASS_CODE,
  PassActionSchema,
} from './kernel/auctionActions';
export type {
  AuctionConfig,
  AuctionEndContext,
  AuctionExit,
  AuctionOpening,
  AuctionState,
  BidPayload,
} from './kernel/auctionPhase';
export { auctionPhase, newAuction } from './kernel/auctionPhase';
// The called partner
export type { CallStep } from './kernel/calledCard';
export { callableCards, restrictCalledCard, seatHolding } from './kernel/calledCard';
export type { KernelContext } from './kernel/context';
export { copyPlain } from './kernel/copyPlain';
export type { DealtCards } from './kernel/deal';
export { activeSeats, parseDeal } from './kernel/deal';
export type { DoublingLadder, DoublingWindow } from './kernel/doubling';
export {
  DOUBLING_STEPS,
  describeWindow,
  doublingFactor,
  FIRST_TRICK_LADDER,
} from './kernel/doubling';
export type { RefuseDiscard } from './kernel/exchange';
// The skat exchange as pieces, and the auction
export {
  applyDiscard,
  decodeDiscard,
  encodeDiscard,
  isDiscardCode,
  listDiscards,
  sampleDiscard,
  takeUpSkat,
} from './kernel/exchange';
export { followableCards } from './kernel/follow';
export type { Phase, PhaseHookContext } from './kernel/phase';
export type {
  CompiledPhase,
  ExitTo,
  PhaseEdge,
  PhaseGraph,
  PhaseNode,
} from './kernel/phaseGraph';
export { phaseGraph } from './kernel/phaseGraph';
export { readAction } from './kernel/readAction';
export type { Rules } from './kernel/rules';
export { codesOf, compileRules, MAX_ACTIONS } from './kernel/rules';
export type { DiscardAction, PickUpSkatAction, PushSkatAction } from './kernel/skatActions';
// Skat passing (Schieberamsch, a declarer's pickup)
export {
  DISCARD_BASE,
  DiscardActionSchema,
  PICK_UP_CODE,
  PickUpSkatActionSchema,
  PUSH_CODE,
  PushSkatActionSchema,
} from './kernel/skatActions';
export type { SkatPassConfig, SkatPassState } from './kernel/skatPassPhase';
export { newSkatPass, skatPassPhase } from './kernel/skatPassPhase';
export type { GameState } from './kernel/state';
export { cloneState, DONE, inPhase, isOver, seatOfPlay } from './kernel/state';
export type { PlayHookContext, TrickPhaseConfig } from './kernel/trickPhase';
export { trickPhase } from './kernel/trickPhase';
export type { TrickTable, TrumpSpec } from './kernel/trickTable';
export { compileTrickTable, groupOrder, trickWinner } from './kernel/trickTable';
export {
  JACKS,
  JOKER_PLAIN_ORDER,
  jacksAndSuit,
  jacksOnly,
  jokersAndJacks,
  noTrumps,
  SKAT_PLAIN_ORDER,
} from './kernel/trumpPresets';
// Statecharts, facades and records
export * from './machine/index';
export * from './records/index';
// RNG
export { Rng } from './rng/rng';
// Scoring building blocks
export {
  activeOf,
  bierlachsScores,
  cardPoints,
  DEAL_FACT,
  dealFacts,
  durchmarschSeat,
  jungfrauen,
  latestTrickWinner,
  mostOf,
  roundHalfUp,
} from './scoring/blocks';
export type { Variant } from './variant/defineVariant';
// Variants
export { defineVariant, zodError } from './variant/defineVariant';
export type {
  DealStep,
  PlayersSpec,
  SeatView,
  SessionSpec,
  SessionState,
  VariantDescription,
  VariantSpec,
} from './variant/types';
