/**
 * The core of Stich: what an application that plays a game, or an author who defines one,
 * needs. `createGame` and `createSession` with their snapshots, events and records;
 * `defineVariant` with decks, option and action fields, the trick phase, trumps, doubling,
 * sides and announcements; `definePlugin` and `checkPlugin`; errors, results and the seeded
 * `Rng`. The rest is in entry points of its own:
 * - `@stich/core/kernel`: the rules kernel and the phase library (auction, call round,
 *   doubling round, knocking, the skat exchange), card sets as bit masks, action codes and
 *   trick tables, card names;
 * - `@stich/core/scoring`: the scoring building blocks;
 * - `@stich/core/plugin`: the parts of a plug-in (texts, seat words, the solver's question,
 *   the sampling bot's adapter, rule-page extras);
 * - `@stich/core/tools`: the statecharts, record and replay internals, JSON Schema, flow
 *   diagrams and seed derivation, for the bots, the solver, the CLI and the server;
 * - `@stich/core/testing`: the conformance suite.
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
export type { Deck, DeckSpec } from './cards/deck';
export { defineDeck, JOKER_DECK, SCHAFKOPF_DECK, SKAT_DECK } from './cards/deck';
// Errors and results
export type { ErrorCode, Result, StichError } from './errors/errors';
export { ERROR_CODES, err, ok, StichRuleError, unwrap } from './errors/errors';
// Games and sessions
export { createGame, tryCreateGame } from './facade/createGame';
export { createSession, tryCreateSession } from './facade/createSession';
export type { Applied, Game } from './facade/game';
export type { GameEvent } from './facade/gameEvents';
export type { GameSetup } from './facade/gameSetup';
export type { GameSnapshot } from './facade/gameSnapshotSchema';
export { restoreGame } from './facade/restoreGame';
export { restoreSession } from './facade/restoreSession';
export type { Session, SessionApplied } from './facade/session';
export type { SessionEvent } from './facade/sessionEvents';
export type { SessionSetup } from './facade/sessionSetup';
export type { SessionSnapshot } from './facade/sessionSnapshotSchema';
// Option and action fields
export type { ActionOf, ValuesOf } from './fields/fields';
export { defineAction, field } from './fields/fields';
export { actionsSchema, optionsSchema } from './fields/fieldsSchema';
// A variant's parts: actions, views, states, phases, trumps, doubling, sides, hook contexts
export type { BaseAction, CoreAction, PlayAction } from './kernel/actions';
export { defineAnnouncements } from './kernel/announcements';
export { defineCalledCard } from './kernel/calledCard';
export type { KernelContext } from './kernel/context';
export { definePhase } from './kernel/definePhase';
export type { DoublingLadder } from './kernel/doubling';
export { doublingFactor, FIRST_TRICK_LADDER } from './kernel/doubling';
export type { Phase, PhaseHookContext } from './kernel/phase';
export { phaseGraph } from './kernel/phaseGraph';
export type { SidesSpec } from './kernel/sides';
export type { SeatSight } from './kernel/sight';
export type {
  PlayersSpec,
  SeatView,
  SessionHookContext,
  SessionSpec,
  VariantSpec,
  ViewHookContext,
} from './kernel/spec';
export type { GameState } from './kernel/state';
export type { TrickPhaseConfig } from './kernel/trickPhase';
export { trickPhase } from './kernel/trickPhase';
export type { TrumpSpec } from './kernel/trickTable';
export { jacksAndSuit, jacksOnly, jokersAndJacks, noTrumps } from './kernel/trumpPresets';
// Plug-ins: a game as every tool takes it
export type { Bot } from './plugin/bot';
export { checkPlugin } from './plugin/checkPlugin';
export { definePlugin } from './plugin/definePlugin';
export type { AnyPlugin, PluginParts, StichPlugin } from './plugin/stichPlugin';
// Records and replay
export type { DealRecord } from './records/dealRecord';
export { formatDealRecord, parseDealRecord } from './records/dealRecord';
export type { DealReplay } from './records/replayDeal';
export { replayDeal } from './records/replayDeal';
export type { SessionReplay } from './records/replaySession';
export { replaySession } from './records/replaySession';
export type { SessionRecord } from './records/sessionRecord';
export { formatSessionRecord, parseSessionRecord } from './records/sessionRecord';
// Seeded randomness
export { Rng } from './rng/rng';
// Variants
export type { Variant } from './variant/defineVariant';
export { defineVariant } from './variant/defineVariant';
