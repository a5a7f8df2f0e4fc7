/**
 * `@stich/core/plugin`: the parts a game's plug-in is made of, beyond `definePlugin` (in
 * `@stich/core`): its texts and the words they are written with (seat names, signed
 * numbers, lists, Markdown tables, the names of cards, suits and ranks), its presentation and report, the solver's
 * question and its builders, the sampling bot's adapter, record formats and rule-page
 * extras, and the bot helpers every tool shares.
 *
 * @example
 * import { says, signed } from '@stich/core/plugin';
 *
 * `${says('Bert', 'takes')} the trick: ${signed(12)}`; // 'Bert takes the trick: +12'
 *
 * @packageDocumentation
 */
export { RANK_NAMES, SUIT_NAMES } from '../cards/atoms';
export type { CardLanguage, CardNameSet, NameForms } from '../cards/cardNames';
export { FRENCH_NAMES, GERMAN_NAMES } from '../cards/cardNames';
export { describeWindow } from '../kernel/doubling';
export { askOnTurn } from './askOnTurn';
export { askOutOfTurn } from './askOutOfTurn';
export { cardLongName, cardName } from './cardName';
export { isVariant } from './checkPlugin';
export { markdownTable } from './markdownTable';
export { noTrickQuestion } from './noTrickQuestion';
export { OfferOrder } from './offerOrder';
export { ownPointsQuestion } from './ownPointsQuestion';
export type {
  PimcAdapter,
  PimcGoal,
  PimcRules,
  PointsQuery,
  SampledDeal,
  SeatKnowledge,
  TargetQuery,
} from './pimcAdapter';
export type { PluginPresentation } from './pluginPresentation';
export type { DealStats, PluginReport } from './pluginReport';
export { type PluginTexts, pluginTexts } from './pluginTexts';
export type { RecordFormat } from './recordFormat';
export type { RulePageDeal, RulePageExtras } from './rulePageExtras';
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
} from './scoreList';
export { nameList, SEAT_NAMES, says, seatNames, seatsSay, signed } from './seatWords';
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
} from './solveQuestion';
export { QuestionError } from './solveQuestion';
export type { Need, Teams } from './teamQuestion';
export { teamQuestion } from './teamQuestion';
export type { TextContext, TextFact } from './textContext';
