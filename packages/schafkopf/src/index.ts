/**
 * Bayerischer Schafkopf for Stich: the games and their ranking, the trump orders, the
 * options and Laufende.
 * The announcement and play phases, and the variant, come next. Rules:
 * `schafkopf.en.md` (sections cited as "6.4" and so on).
 *
 * @example
 * import { classRank, SCHAFKOPF_DEFAULTS } from '@stich/schafkopf';
 *
 * classRank({ kind: 'wenz', tout: true }, SCHAFKOPF_DEFAULTS); // 14
 *
 * @packageDocumentation
 */
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
