// Cards and decks
export { RANK_NAMES, RANKS, SUIT_NAMES, SUITS } from './cards/atoms';
export type { CardCode, Rank, Seat, Suit } from './cards/atoms';
export { cardIds, hasCard, lowestBit, popcount, setOf } from './cards/cardSet';
export { defineDeck, JOKER_DECK, SKAT_DECK, SKAT_POINTS } from './cards/deck';
export type { Deck, DeckSpec, ExtraCardSpec } from './cards/deck';
// Errors and results
export { ERROR_CODES, err, ok, StichRuleError, unwrap } from './errors/errors';
export type { ErrorCode, Result, StichError } from './errors/errors';
// RNG
export { Rng } from './rng/rng';
// Kernel
export {
  CoreActionSchema,
  DOUBLE_CODE,
  DoubleActionSchema,
  FIRST_VARIANT_CODE,
  PlayActionSchema,
} from './kernel/actions';
export type { BaseAction, CoreAction, DoubleAction, PlayAction } from './kernel/actions';
export type { KernelContext } from './kernel/context';
export { activeSeats, dealCards, parseDeal } from './kernel/deal';
export type { DealtCards } from './kernel/deal';
export { describeWindow, doublingFactor, FIRST_TRICK_LADDER } from './kernel/doubling';
export type { DoublingLadder, DoublingWindow } from './kernel/doubling';
export type { Phase } from './kernel/phase';
export { codesOf, compileRules, MAX_ACTIONS } from './kernel/rules';
export type { Rules } from './kernel/rules';
export { cloneState, DONE, seatOfPlay, trickSize } from './kernel/state';
export type { GameState } from './kernel/state';
export { trickPhase } from './kernel/trickPhase';
export type { TrickPhaseConfig } from './kernel/trickPhase';
export { compileTrickTable, groupOrder, trickWinner } from './kernel/trickTable';
export type { TrickTable, TrumpSpec } from './kernel/trickTable';
export { JACKS, jacksAndSuit, jacksOnly, noTrumps, SKAT_PLAIN_ORDER } from './kernel/trumpPresets';
// Scoring building blocks
export { activeOf, cardPoints, durchmarschSeat, jungfrauen, mostOf, roundHalfUp } from './scoring/blocks';
// Variants
export { defineVariant, zodError } from './variant/defineVariant';
export type { Variant } from './variant/defineVariant';
export type {
  DealStep,
  PlayersSpec,
  SeatView,
  SessionSpec,
  SessionState,
  VariantDescription,
  VariantSpec,
} from './variant/types';
// Statecharts, facades and records
export * from './machine/index';
export * from './facade/index';
export * from './records/index';
