import { type ActionOf, actionsSchema, defineAction, field } from '@stich/core';
import {
  ANNOUNCE_ACTION,
  CLAIM_GAME_ACTION,
  PASS_ACTION,
  PLAY_ACTION,
  SUITS,
} from '@stich/core/kernel';
import { DECLARABLE_GAMES, type DoppelkopfGame } from './games';

/** The kinds of game the Vorbehalt's holder may name. */
const NAMED_KINDS = ['hochzeit', 'farbsolo', 'damensolo', 'bubensolo', 'fleischlos'] as const;

/**
 * Naming the game of a Vorbehalt (4.3): a Hochzeit, or a solo, with its suit for a
 * Farbsolo.
 *
 * @example
 * const herz: DoppelkopfDeclareAction = { type: 'declare', seat: 2, game: 'farbsolo', suit: 'H' };
 */
export const DOPPELKOPF_DECLARE_ACTION = /* @__PURE__ */ defineAction(
  'declare',
  { game: field.enum(NAMED_KINDS), suit: field.enum(SUITS, { optional: true }) },
  { codes: 8 },
);

/**
 * Name the game of a Vorbehalt.
 *
 * @example
 * const damen: DoppelkopfDeclareAction = { type: 'declare', seat: 0, game: 'damensolo' };
 */
export type DoppelkopfDeclareAction = ActionOf<typeof DOPPELKOPF_DECLARE_ACTION>;

/**
 * Every action of Doppelkopf: the Vorbehalt query (`pass` is "gesund", `claimGame` is
 * "Vorbehalt"), naming the game (`declare`), the play, and announcements (`announce`
 * with `re`, `kontra`, `no90`, `no60`, `no30` or `schwarz`).
 *
 * @example
 * DOPPELKOPF_ACTIONS.map((a) => a.type); // ['pass', 'claimGame', 'declare', 'play', 'announce']
 */
export const DOPPELKOPF_ACTIONS = [
  PASS_ACTION,
  CLAIM_GAME_ACTION,
  DOPPELKOPF_DECLARE_ACTION,
  PLAY_ACTION,
  ANNOUNCE_ACTION,
] as const;

/**
 * The zod schema of every Doppelkopf action.
 *
 * @example
 * DoppelkopfActionSchema.safeParse({ type: 'announce', seat: 1, call: 're' }).success; // true
 */
export const DoppelkopfActionSchema = /* @__PURE__ */ actionsSchema(DOPPELKOPF_ACTIONS);

/**
 * A Doppelkopf action.
 *
 * @example
 * const actions: DoppelkopfAction[] = [{ type: 'pass', seat: 0 }, { type: 'announce', seat: 3, call: 'kontra' }];
 */
export type DoppelkopfAction = ActionOf<(typeof DOPPELKOPF_ACTIONS)[number]>;

/**
 * The declare action's fields for a game.
 *
 * @example
 * declareFieldsOf({ kind: 'farbsolo', suit: 'S' }); // { game: 'farbsolo', suit: 'S' }
 */
export function declareFieldsOf(game: DoppelkopfGame): { game: string; suit?: string } {
  return game.kind === 'farbsolo' ? { game: game.kind, suit: game.suit } : { game: game.kind };
}

/**
 * The index in {@link DECLARABLE_GAMES} of the game a declare action names, or a sentence
 * saying why it names none.
 *
 * @example
 * declaredIndex({ type: 'declare', seat: 0, game: 'farbsolo', suit: 'H' }); // 3
 */
export function declaredIndex(action: DoppelkopfDeclareAction): number | string {
  const i = DECLARABLE_GAMES.findIndex(
    (game) => game.kind === action.game && (game.kind !== 'farbsolo' || game.suit === action.suit),
  );
  if (i >= 0) return i;
  return action.game === 'farbsolo'
    ? 'a Farbsolo names its trump suit (suit: C, S, H or D)'
    : `${action.game} is no game to name`;
}
