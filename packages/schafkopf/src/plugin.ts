/**
 * Schafkopf's plug-in for the Stich tools (`stich`, the bots, the rule pages): the report
 * and its German texts, the rules bot and its decisions, the solver question and the
 * sampling bot's adapter. Kept apart from the main entry, so that a game alone does not
 * bundle bots or the solver.
 *
 * @example
 * import schafkopfPlugin from '@stich/schafkopf/plugin';
 *
 * @packageDocumentation
 */
import { schafkopfPlugin } from './plugin/schafkopfPlugin';

export type { GameChoice, HandCount } from './plugin/handValue';
export { gameStrength, handCount, mayDeclare, playableGames } from './plugin/handValue';
export { schafkopfAdapter } from './plugin/schafkopfAdapter';
export { schafkopfBot } from './plugin/schafkopfBot';
export {
  announceChoice,
  answerChoice,
  declareChoice,
  KONTRA_AT,
  kontraChoice,
} from './plugin/schafkopfDecisions';
export { friendsOf, schafkopfCard } from './plugin/schafkopfPlay';
export { schafkopfPlugin } from './plugin/schafkopfPlugin';
export { schafkopfPromptIntro } from './plugin/schafkopfPrompts';
export { schafkopfQuestion } from './plugin/schafkopfQuestion';
export { schafkopfReport } from './plugin/schafkopfReport';
export { schafkopfScoreList } from './plugin/schafkopfScoreList';
export {
  cardText,
  centsText,
  classText,
  dealText,
  gameText,
  KIND_WORDS,
  kindText,
  SUIT_WORDS,
  stepText,
} from './plugin/schafkopfText';
export {
  schafkopfGermanLabel,
  schafkopfOutcomeLines,
  schafkopfTexts,
  schafkopfViewFacts,
} from './plugin/schafkopfTexts';
export default schafkopfPlugin;
