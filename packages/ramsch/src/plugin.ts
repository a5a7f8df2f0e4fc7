/**
 * Ramsch's plug-in for the Stich tools (`stich`, the bots, the rule pages): the report,
 * the rules bot, the solver question, the sampling bot's adapter and the rule-page
 * examples; Skat's plug-in reuses them for the Ramsch played when everyone passes. Kept
 * apart from the main entry, so that a game alone does not bundle bots or the solver.
 *
 * @example
 * import ramschPlugin from '@stich/ramsch/plugin';
 *
 * @packageDocumentation
 */
import { ramschPlugin } from './plugin/ramschPlugin';

export { ramschAdapter, ramschGoal } from './plugin/ramschAdapter';
export { ramschBot } from './plugin/ramschBot';
export { ramschPlugin } from './plugin/ramschPlugin';
export { ramschQuestion } from './plugin/ramschQuestion';
export { ramschReport } from './plugin/ramschReport';
export { ramschRulePage } from './plugin/ramschRulePage';
export { ramschScoreList } from './plugin/ramschScoreList';
export {
  perSeat,
  ramschGermanLabel,
  ramschOutcomeLines,
  ramschTexts,
  ramschViewFacts,
  seatList,
} from './plugin/ramschTexts';
export default ramschPlugin;
