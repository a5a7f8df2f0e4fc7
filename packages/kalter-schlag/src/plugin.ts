/**
 * Kalter Schlag's plug-in for the Stich tools (`stich`, the bots, the rule pages): the
 * report, the rules bot, the sampling bot's adapter and the rule-page examples. Kept apart
 * from the main entry, so that a game alone does not bundle bots or the solver.
 *
 * @example
 * import kalterSchlagPlugin from '@stich/kalter-schlag/plugin';
 *
 * @packageDocumentation
 */
import { kalterSchlagPlugin } from './plugin/kalterSchlagPlugin';

export { kalterSchlagAdapter } from './plugin/kalterSchlagAdapter';
export { kalterSchlagBot } from './plugin/kalterSchlagBot';
export { kalterSchlagPlugin } from './plugin/kalterSchlagPlugin';
export { kalterSchlagReport } from './plugin/kalterSchlagReport';
export { kalterSchlagRulePage } from './plugin/kalterSchlagRulePage';
export { kalterSchlagScoreList } from './plugin/kalterSchlagScoreList';
export { kalterSchlagOutcomeLines, kalterSchlagTexts } from './plugin/kalterSchlagTexts';
export default kalterSchlagPlugin;
