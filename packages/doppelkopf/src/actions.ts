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
const NAMED_KINDS = [
  'hochzeit',
  'farbsolo',
  'damensolo',
  'bubensolo',
  'fleischlos',
  'armut',
  'schmeissen',
  'koenigssolo',
  'damenBubenSolo',
] as const;

/**
 * Naming the game of a Vorbehalt (4.3): a Hochzeit, a solo, with its suit for a Farbsolo,
 * with option `armut` an Armut (7.10), or with option `schmeissen` throwing the hand in
 * (7.11).
 *
 * @example
 * const herz: DoppelkopfDeclareAction = { type: 'declare', seat: 2, game: 'farbsolo', suit: 'H' };
 */
export const DOPPELKOPF_DECLARE_ACTION = /* @__PURE__ */ defineAction(
  'declare',
  {
    game: field.enum(NAMED_KINDS),
    suit: field.enum(SUITS, { optional: true }),
    klaerung: field.enum(['ersterFremder', 'ersterFehlstich', 'ersterTrumpfstich'], {
      optional: true,
    }),
  },
  { codes: 15 },
);

/**
 * Name the game of a Vorbehalt.
 *
 * @example
 * const damen: DoppelkopfDeclareAction = { type: 'declare', seat: 0, game: 'damensolo' };
 */
export type DoppelkopfDeclareAction = ActionOf<typeof DOPPELKOPF_DECLARE_ACTION>;

/**
 * Armut (7.10): the poor player lays a plain card aside, to make up three cards with its
 * trumps (which go aside by themselves).
 *
 * @example
 * const lay: DoppelkopfLayAsideAction = { type: 'layAside', seat: 1, card: 'S9' };
 */
export const LAY_ASIDE_ACTION = /* @__PURE__ */ defineAction(
  'layAside',
  { card: field.string() },
  { codes: 24 },
);

/**
 * Lay a plain card aside in an Armut.
 *
 * @example
 * const lay: DoppelkopfLayAsideAction = { type: 'layAside', seat: 1, card: 'HK' };
 */
export type DoppelkopfLayAsideAction = ActionOf<typeof LAY_ASIDE_ACTION>;

/**
 * Armut (7.10): take the poor player's cards, and become its partner; the other answer is
 * core's `pass`.
 *
 * @example
 * const take: DoppelkopfTakeArmutAction = { type: 'takeArmut', seat: 2 };
 */
export const TAKE_ARMUT_ACTION = /* @__PURE__ */ defineAction('takeArmut');

/**
 * Take the cards of an Armut.
 *
 * @example
 * const take: DoppelkopfTakeArmutAction = { type: 'takeArmut', seat: 3 };
 */
export type DoppelkopfTakeArmutAction = ActionOf<typeof TAKE_ARMUT_ACTION>;

/**
 * Armut (7.10): the player who took the cards gives one card back, until as many went
 * back as it took (any card, trumps too).
 *
 * @example
 * const give: DoppelkopfGiveBackAction = { type: 'giveBack', seat: 2, card: 'DQ' };
 */
export const GIVE_BACK_ACTION = /* @__PURE__ */ defineAction(
  'giveBack',
  { card: field.string() },
  { codes: 24 },
);

/**
 * Give a card back in an Armut.
 *
 * @example
 * const give: DoppelkopfGiveBackAction = { type: 'giveBack', seat: 2, card: 'C9' };
 */
export type DoppelkopfGiveBackAction = ActionOf<typeof GIVE_BACK_ACTION>;

/**
 * Every action of Doppelkopf: the Vorbehalt query (`pass` is "gesund", `claimGame` is
 * "Vorbehalt"), naming the game (`declare`), the play, announcements (`announce` with
 * `re`, `kontra`, `no90`, `no60`, `no30` or `schwarz`), and with option `armut` the
 * exchange of an Armut (`layAside`, `takeArmut` or `pass`, `giveBack`).
 *
 * @example
 * DOPPELKOPF_ACTIONS.map((a) => a.type); // ['pass', 'claimGame', 'declare', 'play', 'announce', 'layAside', 'takeArmut', 'giveBack']
 */
export const DOPPELKOPF_ACTIONS = [
  PASS_ACTION,
  CLAIM_GAME_ACTION,
  DOPPELKOPF_DECLARE_ACTION,
  PLAY_ACTION,
  ANNOUNCE_ACTION,
  LAY_ASIDE_ACTION,
  TAKE_ARMUT_ACTION,
  GIVE_BACK_ACTION,
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
export function declareFieldsOf(game: DoppelkopfGame): {
  game: string;
  suit?: string;
  klaerung?: string;
} {
  if (game.kind === 'farbsolo') return { game: game.kind, suit: game.suit };
  if (game.kind === 'hochzeit' && game.klaerung !== undefined)
    return { game: game.kind, klaerung: game.klaerung };
  return { game: game.kind };
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
    (game) =>
      game.kind === action.game &&
      (game.kind !== 'farbsolo' || game.suit === action.suit) &&
      (game.kind !== 'hochzeit' || game.klaerung === action.klaerung),
  );
  if (i >= 0) return i;
  return action.game === 'farbsolo'
    ? 'a Farbsolo names its trump suit (suit: C, S, H or D)'
    : `${action.game} is no game to name`;
}
