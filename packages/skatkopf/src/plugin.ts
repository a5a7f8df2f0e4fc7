/**
 * Skatkopf's plug-in for the Stich tools (`stich`, the bots, the rule pages): the report,
 * prompts and texts, the rules bot and its decisions, the solver question and the
 * sampling bot's adapter. Kept apart from the main entry, so that a game alone does not
 * bundle bots or the solver.
 *
 * @example
 * import skatkopfPlugin from '@stich/skatkopf/plugin';
 *
 * @packageDocumentation
 */
import { skatkopfPlugin } from './plugin/skatkopfPlugin';

export type { GameEstimate } from './plugin/gameEstimate';
export {
  affords,
  bestSuit,
  DOUBLING_CHANCES,
  declaredGame,
  doublingsAllowed,
  EXCHANGE_GAIN,
  expectedScore,
  gameEstimates,
  PLAYABLE_CHANCE,
  SECOND_TURN_COST,
  tourneeStrength,
  WIN_CURVES,
  winChance,
} from './plugin/gameEstimate';
export { ENOUGH_TRUMPS, heldIds, SHORT_TRUMP, trumpGameStrength } from './plugin/handValue';
export { skatkopfAdapter } from './plugin/skatkopfAdapter';
export { skatkopfBot } from './plugin/skatkopfBot';
export { auctionChoice, callChoice, declareChoice } from './plugin/skatkopfDecisions';
export { friendsOf, skatkopfCard } from './plugin/skatkopfPlay';
export { skatkopfPlugin } from './plugin/skatkopfPlugin';
export { skatkopfPromptIntro } from './plugin/skatkopfPrompts';
export { skatkopfQuestion } from './plugin/skatkopfQuestion';
export { skatkopfDealJson, skatkopfReport } from './plugin/skatkopfReport';
export { bidText, GAME_NAMES, gameText, plainCard, suitText } from './plugin/skatkopfText';
export {
  bidWords,
  skatkopfGermanLabel,
  skatkopfOutcomeLines,
  skatkopfScoreList,
  skatkopfTexts,
  skatkopfViewFacts,
} from './plugin/skatkopfTexts';
export { acceptTurned, kittyDiscard, trumpChoice } from './plugin/trumpMaking';
export default skatkopfPlugin;
