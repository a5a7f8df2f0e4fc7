import { type ActionOf, actionsSchema, defineAction, field } from '@stich/core';
import {
  CLAIM_GAME_ACTION,
  DOUBLE_ACTION,
  HOLD_ACTION,
  KNOCK_ACTION,
  NAME_CLASS_ACTION,
  PASS_ACTION,
  PLAY_ACTION,
  SUITS,
} from '@stich/core/kernel';
import { GAME_KINDS, type SchafkopfGame } from './games';

/** The games a player may declare: every kind but the Ramsch, which nobody declares. */
const DECLARED_KINDS = GAME_KINDS.filter((kind) => kind !== 'ramsch');

/**
 * The declaration of a game (3.4): its kind, the suit it names (the called ace's in a
 * Sauspiel, the trump suit in a Farbsolo, Farbwenz or Farbgeier) and whether it is Tout.
 *
 * @example
 * const gras: SchafkopfDeclareAction = { type: 'declare', seat: 2, game: 'farbsolo', suit: 'S' };
 * const sau: SchafkopfDeclareAction = { type: 'declare', seat: 0, game: 'sauspiel', suit: 'C' };
 */
export const DECLARE_ACTION = /* @__PURE__ */ defineAction(
  'declare',
  {
    game: field.enum(DECLARED_KINDS),
    suit: field.enum(SUITS, { optional: true }),
    tout: field.boolean({ optional: true }),
  },
  // One per game a player may declare: 3 Sauspiele, Bettel, 2 x 4 Farbwenz and Farbgeier,
  // 2 Wenz and Geier, 2 x 4 Farbsoli and Sie, 33 in all; with room to spare.
  { codes: 40 },
);
/**
 * Declare a game.
 *
 * @example
 * const wenzTout: SchafkopfDeclareAction = { type: 'declare', seat: 1, game: 'wenz', tout: true };
 */
export type SchafkopfDeclareAction = ActionOf<typeof DECLARE_ACTION>;

/**
 * Every action of Schafkopf: the announcement (`claimGame`, `pass`, `nameClass`, `hold`,
 * `declare`), Kontra and Re (`double`, `pass`), the play, and with option `klopfen` the
 * knock round (`knock`, `pass`).
 *
 * @example
 * SCHAFKOPF_ACTIONS.map((a) => a.type);
 */
export const SCHAFKOPF_ACTIONS = [
  CLAIM_GAME_ACTION,
  PASS_ACTION,
  NAME_CLASS_ACTION,
  HOLD_ACTION,
  DECLARE_ACTION,
  DOUBLE_ACTION,
  PLAY_ACTION,
  KNOCK_ACTION,
] as const;

/**
 * The zod schema of every Schafkopf action.
 *
 * @example
 * SchafkopfActionSchema.safeParse({ type: 'claimGame', seat: 0 }).success; // true
 */
export const SchafkopfActionSchema = /* @__PURE__ */ actionsSchema(SCHAFKOPF_ACTIONS);
/**
 * A Schafkopf action.
 *
 * @example
 * const actions: SchafkopfAction[] = [{ type: 'claimGame', seat: 0 }, { type: 'pass', seat: 1 }];
 */
export type SchafkopfAction = ActionOf<(typeof SCHAFKOPF_ACTIONS)[number]>;

/**
 * The fields a declaration of `game` carries.
 *
 * @example
 * declareFields({ kind: 'sauspiel', calledSuit: 'S' }); // { game: 'sauspiel', suit: 'S' }
 * declareFields({ kind: 'wenz', tout: true }); // { game: 'wenz', tout: true }
 */
export function declareFields(game: SchafkopfGame): Omit<SchafkopfDeclareAction, 'type' | 'seat'> {
  if (game.kind === 'ramsch') throw new RangeError('a Ramsch is never declared');
  const suit = game.kind === 'sauspiel' ? game.calledSuit : 'suit' in game ? game.suit : undefined;
  const tout = 'tout' in game && game.tout;
  return {
    game: game.kind,
    ...(suit === undefined ? {} : { suit }),
    ...(tout ? { tout: true } : {}),
  };
}

/**
 * The index in `games` of the game a declaration names, or a sentence saying why it names
 * none.
 *
 * @example
 * gameIndex(declarableGames(SCHAFKOPF_DEFAULTS), { type: 'declare', seat: 0, game: 'wenz' }); // 3
 */
export function gameIndex(
  games: readonly SchafkopfGame[],
  action: Omit<SchafkopfDeclareAction, 'type' | 'seat'>,
): number | string {
  const i = games.findIndex((g) => {
    const f = declareFields(g);
    return (
      f.game === action.game &&
      f.suit === action.suit &&
      (f.tout ?? false) === (action.tout ?? false)
    );
  });
  if (i >= 0) return i;
  return `${action.game}${action.suit ? ` ${action.suit}` : ''}${action.tout ? ' Tout' : ''} is not a game that may be declared under these rules`;
}
