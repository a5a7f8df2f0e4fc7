/**
 * Skat's plug-in for the Stich tools (`stich`, the bots, the rule pages): the report and
 * menus, the rules bot and its decisions, the solver question, the sampling bot's
 * adapter, the rule-page examples and the ISS record format. Kept apart from the main
 * entry, so that a game alone does not bundle bots or the solver.
 *
 * @example
 * import skatPlugin from '@stich/skat/plugin';
 *
 * @packageDocumentation
 */
import { skatPlugin } from './plugin/skatPlugin';

export { certainNull, certainSchwarz } from './plugin/certainGames';
export type { ContractPlan } from './plugin/contractChoice';
export {
  biddingLimit,
  declaredChoice,
  HAND_EXTRA,
  handChoice,
  PICKUP_GAIN,
  pickupChoice,
  SKAT_PLAYABLE,
} from './plugin/contractChoice';
export { issFormat, replayIssLines } from './plugin/issFormat';
export { nullDeclarerCard, nullDefenderCard } from './plugin/nullPlay';
export { skatAdapter } from './plugin/skatAdapter';
export { type SkatBotOptions, skatBot } from './plugin/skatBot';
export {
  biddingChoice,
  declarationChoice,
  KONTRA_POLICIES,
  KONTRA_STRENGTH,
  type KontraPolicy,
  kontraChoice,
  kontraThresholds,
  RE_MARGIN,
} from './plugin/skatDecisions';
export { skatGameValue } from './plugin/skatGameValue';
export { skatPlugin } from './plugin/skatPlugin';
export { skatQuestion } from './plugin/skatQuestion';
export { contractText, matadorText, skatReport } from './plugin/skatReport';
export { skatRulePage } from './plugin/skatRulePage';
export { skatScoreList } from './plugin/skatScoreList';
export {
  contractWords,
  skatGermanLabel,
  skatOutcomeLines,
  skatTexts,
  skatViewFacts,
  stepName,
} from './plugin/skatTexts';
export default skatPlugin;
