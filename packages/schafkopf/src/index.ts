/**
 * Bayerischer Schafkopf for Stich, the scoring half: the games and their ranking, the
 * trump orders, the options, Laufende, and the scoring of a finished deal from its facts.
 * The announcement and play phases, and the variant, come next. Rules:
 * `schafkopf.en.md` (sections cited as "6.4" and so on).
 *
 * @example
 * import { SCHAFKOPF_DEFAULTS, scoreGame } from '@stich/schafkopf';
 *
 * // A Sauspiel won 95 : 25 with three Laufende (rule text 8.1)
 * const score = scoreGame(
 *   {
 *     game: { kind: 'sauspiel', calledSuit: 'S' }, declarer: 0, partner: 2,
 *     points: [59, 0, 36, 25], tricks: [4, 0, 3, 1], laufende: 3, knocks: 0, stoss: 0,
 *   },
 *   SCHAFKOPF_DEFAULTS,
 * );
 * score.payments; // [50, -50, 50, -50]
 *
 * @packageDocumentation
 */
export type { SchafkopfAction, SchafkopfDeclareAction } from './actions';
export {
  DECLARE_ACTION,
  declareFields,
  gameIndex,
  SCHAFKOPF_ACTIONS,
  SchafkopfActionSchema,
} from './actions';
export type { CardPoints, GameValue, Payment } from './amounts';
export { assertZeroSum } from './amounts';
export { calledAce, gameOf } from './game';
export type { CallableSuit, GameClass, GameKind, OptionsNeeded, SchafkopfGame } from './games';
export {
  CALLABLE_SUITS,
  classRank,
  declarableGames,
  GAME_CLASSES,
  GAME_KINDS,
  gameAllowed,
  isTout,
} from './games';
export { modeName, schafkopfModes } from './modes';
export type { SchafkopfOptions } from './options';
export { SCHAFKOPF_DEFAULTS, SCHAFKOPF_OPTIONS, SchafkopfOptionsSchema } from './options';
export type { Knockers, SchafkopfOutcome } from './outcome';
export { scoreSchafkopf } from './outcome';
export { announcePhase, gamesOf, handAllows } from './phases/announce';
export type { RamschFacts, RamschScore } from './ramschScore';
export { scoreRamsch } from './ramschScore';
export type { DealFacts, DealScore, GameFacts, GameScore } from './score';
export { isSchneider, laufendeCounted, scoreDeal, scoreGame } from './score';
export type { SchafkopfSheet } from './session';
export { schafkopfSession } from './session';
export type { SchafkopfState } from './state';
export type { TrumpOptions } from './trumps';
export {
  laufende,
  laufendeOrder,
  OBER,
  PLAIN_ORDERS,
  trumpCards,
  trumpSpec,
  UNTER,
} from './trumps';
export { schafkopf } from './variant';
export type { SchafkopfVariantOptions } from './variantOptions';
export { SCHAFKOPF_VARIANT_OPTIONS } from './variantOptions';
export type { SchafkopfView } from './view';
export { schafkopfPublicCards, schafkopfView } from './view';
