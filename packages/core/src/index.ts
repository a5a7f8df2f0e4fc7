/**
 * The core of Stich: decks and cards, trick rules built from trump specs, doubling
 * ladders, scoring building blocks, `defineVariant`, the pure rules kernel, the XState
 * statecharts of a deal and a session, the `createGame` and `createSession` facades,
 * records with replay and JSON Schema: what a variant author or an application needs. Bit
 * helpers, kernel internals and seed plumbing are in `@stich/core/kernel`; the conformance
 * suite is in `@stich/core/testing`.
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
export type { CardLanguage, CardNameSet, NameForms } from './cards/cardNames';
export { FRENCH_NAMES, GERMAN_NAMES, suitCardName } from './cards/cardNames';
export type { Deck, DeckSpec, ExtraCardSpec } from './cards/deck';
export { defineDeck, JOKER_DECK, SCHAFKOPF_DECK, SKAT_DECK, SKAT_POINTS } from './cards/deck';

// Errors and results
export type { ErrorCode, Result, StichError } from './errors/errors';
export { ERROR_CODES, err, ok, StichRuleError, unwrap } from './errors/errors';
export { QUOTE_LIMIT, quote } from './errors/quote';

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
export type {
  ActionDecl,
  ActionOf,
  Field,
  FieldKind,
  FieldMods,
  Fields,
  OptionFields,
  ValueOf,
  ValuesOf,
} from './fields/fields';
export { defineAction, field } from './fields/fields';
export type { ActionSchema, ActionsSchema, FieldsSchema } from './fields/fieldsSchema';
export { actionSchema, actionsSchema, optionsSchema } from './fields/fieldsSchema';
// Actions, phases, trumps and doubling
export type { BaseAction, CoreAction, DoubleAction, PlayAction } from './kernel/actions';
export {
  CORE_ACTIONS,
  CoreActionSchema,
  DOUBLE_ACTION,
  DoubleActionSchema,
  PLAY_ACTION,
  PlayActionSchema,
} from './kernel/actions';
export type {
  AnnounceAction,
  AnnouncementEntry,
  AnnouncementSpec,
  AnnouncementState,
} from './kernel/announcements';
export { ANNOUNCE_ACTION, defineAnnouncements, newAnnouncements } from './kernel/announcements';
export type { CalledCard, CalledCardDuties, CalledCardRule } from './kernel/calledCard';
export { defineCalledCard } from './kernel/calledCard';
export type { DealPause, KernelContext } from './kernel/context';
export { dealtHand } from './kernel/dealtHand';
export type {
  ActionHandler,
  ActionHookContext,
  DeclaredPhase,
  Refusal,
} from './kernel/definePhase';
export { definePhase } from './kernel/definePhase';
export type { DoublingLadder } from './kernel/doubling';
export {
  DOUBLING_STEPS,
  describeWindow,
  doublingFactor,
  FIRST_TRICK_LADDER,
} from './kernel/doubling';
export type { FusedPlayout, PlayoutMemo } from './kernel/fusedWide';
export { widePlayout } from './kernel/fusedWide';
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
export { codesOf } from './kernel/rules';
export type { PartnerRule, SideOf, Sides, SidesSpec } from './kernel/sides';
export { seatsOf } from './kernel/sides';
export type {
  AfterDealHookContext,
  DealStep,
  PlayersSpec,
  SeatView,
  SessionHookContext,
  SessionSpec,
  SessionState,
  VariantDescription,
  VariantSpec,
  ViewHookContext,
} from './kernel/spec';
export type { GameState } from './kernel/state';
export { inPhase, isOver, seatOfPlay } from './kernel/state';
export type { PlayHookContext, TrickPhaseConfig } from './kernel/trickPhase';
export { trickPhase } from './kernel/trickPhase';
export type { TrumpSpec } from './kernel/trickTable';
export { jacksAndSuit, jacksOnly, jokersAndJacks, noTrumps } from './kernel/trumpPresets';
// Statecharts
export type { DealMachine } from './machine/dealMachine';
export { createDealMachine } from './machine/dealMachine';
export type { DealMachineConfig } from './machine/dealTypes';
export type { FlowEdge, MachineFlow } from './machine/flowDiagram';
export { flowDiagram, machineFlow, mermaidFlow } from './machine/flowDiagram';
export type { SessionMachine } from './machine/sessionMachine';
export { createSessionMachine } from './machine/sessionMachine';
// Plug-ins: a game as every tool takes it
export { askOutOfTurn } from './plugin/askOutOfTurn';
export type { Bot } from './plugin/bot';
export { cardLongName, cardName } from './plugin/cardName';
export { checkPlugin, isVariant } from './plugin/checkPlugin';
export { definePlugin } from './plugin/definePlugin';
export { markdownTable } from './plugin/markdownTable';
export { noTrickQuestion } from './plugin/noTrickQuestion';
export { OfferOrder } from './plugin/offerOrder';
export { ownPointsQuestion } from './plugin/ownPointsQuestion';
export type {
  PimcAdapter,
  PimcGoal,
  PimcRules,
  PointsQuery,
  SampledDeal,
  SeatKnowledge,
  TargetQuery,
} from './plugin/pimcAdapter';
export type { PluginPresentation } from './plugin/pluginPresentation';
export type { DealStats, PluginReport } from './plugin/pluginReport';
export { type PluginTexts, pluginTexts } from './plugin/pluginTexts';
export type { RecordFormat } from './plugin/recordFormat';
export type { RulePageDeal, RulePageExtras } from './plugin/rulePageExtras';
export {
  buildScoreList,
  defaultScoreList,
  outcomeSeatScores,
  type ScoreCell,
  type ScoreColumn,
  type ScoreList,
  type ScoreListDeal,
  type ScoreListInput,
  type ScoreListRow,
  type ScoreListSpec,
  scoreListCsv,
  seatCells,
  seatColumnId,
  seatColumns,
} from './plugin/scoreList';
export { nameList, SEAT_NAMES, says, seatNames, seatsSay, signed } from './plugin/seatWords';
export type {
  AskContext,
  Goal,
  Question,
  QuestionFlags,
  Side,
  SolveCount,
  SolveObjective,
  SolveQuestion,
  SolverSettings,
} from './plugin/solveQuestion';
export { QuestionError } from './plugin/solveQuestion';
export type { StichPlugin } from './plugin/stichPlugin';
export type { Need, Teams } from './plugin/teamQuestion';
export { teamQuestion } from './plugin/teamQuestion';
export type { TextContext, TextFact } from './plugin/textContext';
// Records and replay
export type { DealRecord } from './records/dealRecord';
export { formatDealRecord, parseDealRecord } from './records/dealRecord';
export { optionsJsonSchema, schemaFiles, schemaText } from './records/jsonSchema';
export type { ParsedRecord } from './records/parseRecord';
export { parseRecord } from './records/parseRecord';
export { recordOf } from './records/recordOf';
export type { DealReplay } from './records/replayDeal';
export { replayDeal } from './records/replayDeal';
export type { SessionReplay } from './records/replaySession';
export { replaySession } from './records/replaySession';
export type { SessionRecord } from './records/sessionRecord';
export { formatSessionRecord, parseSessionRecord } from './records/sessionRecord';
export { sessionRecordOf } from './records/sessionRecordOf';
// Seeded randomness
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
export type { CardHolder } from './scoring/topRun';
export { topRun } from './scoring/topRun';
// Variants
export type { Variant } from './variant/defineVariant';
export { defineVariant } from './variant/defineVariant';
