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
export type { CardPoints, GameValue, Payment } from './amounts';
export { assertZeroSum } from './amounts';
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
export type { SchafkopfOptions } from './options';
export { SCHAFKOPF_DEFAULTS, SCHAFKOPF_OPTIONS, SchafkopfOptionsSchema } from './options';
export type { RamschFacts, RamschScore } from './ramschScore';
export { scoreRamsch } from './ramschScore';
export type { DealFacts, DealScore, GameFacts, GameScore } from './score';
export { isSchneider, laufendeCounted, scoreDeal, scoreGame } from './score';
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
