/**
 * Doppelkopf's plug-in for the Stich tools (`stich`, the bots, the server, the rule pages):
 * the report and its texts, the rules bot and its decisions, the solver question and the
 * sampling bot's adapter. Kept apart from the main entry, so that a game alone does not
 * bundle bots or the solver.
 *
 * @example
 * import doppelkopfPlugin from '@stich/doppelkopf/plugin';
 *
 * @packageDocumentation
 */
import { doppelkopfPlugin } from './plugin/doppelkopfPlugin';

export { doppelkopfAdapter, PIMC_MAX_HAND } from './plugin/doppelkopfAdapter';
export { doppelkopfBot } from './plugin/doppelkopfBot';
export { announceChoice, vorbehaltChoice } from './plugin/doppelkopfDecisions';
export { doppelkopfCard, friendsOf } from './plugin/doppelkopfPlay';
export { doppelkopfPlugin } from './plugin/doppelkopfPlugin';
export { doppelkopfPromptIntro } from './plugin/doppelkopfPrompts';
export { doppelkopfQuestion } from './plugin/doppelkopfQuestion';
export { doppelkopfReport } from './plugin/doppelkopfReport';
export { doppelkopfRulePage } from './plugin/doppelkopfRulePage';
export { doppelkopfScoreList } from './plugin/doppelkopfScoreList';
export {
  CALL_WORDS,
  callLevel,
  callText,
  cardText,
  gameLabel,
  gameText,
  levelCall,
  madeLevels,
  partyText,
  saidText,
} from './plugin/doppelkopfText';
export {
  doppelkopfGermanLabel,
  doppelkopfOutcomeLines,
  doppelkopfTexts,
  doppelkopfViewFacts,
} from './plugin/doppelkopfTexts';
export type { HandCount } from './plugin/handValue';
export { absageStrong, ansageStrong, bestSolo, handCount, soloStrength } from './plugin/handValue';
export type { PartyTarget } from './plugin/partyTarget';
export { partyTarget } from './plugin/partyTarget';
export default doppelkopfPlugin;
