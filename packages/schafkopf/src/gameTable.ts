import { type GameState, type KernelContext, SCHAFKOPF_DECK } from '@stich/core';
import type { CallGame, HandNeeds } from '@stich/core/kernel';
import { SUITS } from '@stich/core/kernel';
import { classRank, declarableGames, type SchafkopfGame } from './games';
import { modeName } from './modes';
import type { SchafkopfOptions } from './options';
import type { SchafkopfState } from './state';
import { laufendeOrder, OBER, UNTER } from './trumps';

/** @inline */
type Ctx = KernelContext<SchafkopfOptions>;

/** The ace's card id by suit. */
const ACE_IDS: Readonly<Record<string, number>> = Object.fromEntries(
  SUITS.map((suit) => [suit, SCHAFKOPF_DECK.cardId(suit, 'A')]),
);

/**
 * The card id of the called ace of a Sauspiel, else -1.
 *
 * @example
 * calledAceId(state); // the Gras-Sau's id in a Sauspiel on it
 */
export function calledAceId(s: GameState<SchafkopfState>): number {
  const game = s.x.game;
  return game?.kind === 'sauspiel' ? ACE_IDS[game.calledSuit] : -1;
}

/** The four Ober and the four Unter, as a card set (low word: the deck has 32 cards). */
const OBER_UNTER = [...OBER, ...UNTER].reduce(
  (set, code) => set | (1 << SCHAFKOPF_DECK.idsOf(code)![0]),
  0,
);

/**
 * What a hand needs to declare `game` (4.1, 6.7): for a Sauspiel not the called ace but
 * some plain card of its suit (the Herz-Sau is a trump); for a Sie all four Ober and all
 * four Unter; nothing for the other games (3.3).
 *
 * @example
 * handNeeds(ctx, { kind: 'sie' }); // { all: [OBER_UNTER, 0] }
 */
export function handNeeds(ctx: Ctx, game: SchafkopfGame): HandNeeds | undefined {
  if (game.kind === 'sie') return { all: [OBER_UNTER, 0] };
  if (game.kind !== 'sauspiel') return undefined;
  const table = ctx.tableOf.normal;
  const ace = ACE_IDS[game.calledSuit];
  return { none: [1 << ace, 0], some: [table.groupLo[table.group[ace]], 0] };
}

/**
 * The games of a compiled context, looked up by index rather than by their names: the
 * games that may be declared (the declare action's codes follow this list), and per game
 * its class rank and hand needs for the call round, its Laufende order as card ids, and
 * its called ace.
 *
 * @example
 * gameTableOf(rules.ctx).games[0]; // { kind: 'sauspiel', calledSuit: 'C' }
 */
export interface GameTable {
  readonly games: SchafkopfGame[];
  readonly calls: readonly CallGame[];
  readonly runs: readonly (readonly number[])[];
  readonly aces: readonly number[];
  /** The trump mode each game is played in (see `modeName`). */
  readonly modes: readonly string[];
}

const tablesByCtx = new WeakMap<object, GameTable>();
/** The context last asked for, and its table: one comparison on the hot path instead of a lookup. */
let lastCtx: object | null = null;
let lastTable: GameTable | null = null;

/**
 * The game table of a compiled context, made once (see {@link GameTable}).
 *
 * @example
 * gameTableOf(rules.ctx).calls[0].rank; // 1: a Sauspiel
 */
export function gameTableOf(ctx: Ctx): GameTable {
  if (ctx === lastCtx) return lastTable!;
  let table = tablesByCtx.get(ctx);
  if (table === undefined) {
    const o = ctx.options;
    const games = declarableGames(o);
    table = {
      games,
      calls: games.map((game) => {
        const needs = handNeeds(ctx, game);
        return needs === undefined
          ? { rank: classRank(game, o) }
          : { rank: classRank(game, o), needs };
      }),
      runs: games.map((game) => laufendeOrder(game, o).map((code) => ctx.deck.idsOf(code)![0])),
      aces: games.map((game) => (game.kind === 'sauspiel' ? ACE_IDS[game.calledSuit] : -1)),
      modes: games.map(modeName),
    };
    tablesByCtx.set(ctx, table);
  }
  lastCtx = ctx;
  lastTable = table;
  return table;
}

/**
 * The index of `game` in the table: the declared game is the table's own object (found by
 * identity); a copy (a cloned state) is found by its fields. -1 for a game not in it.
 *
 * @example
 * gameNumber(table, state.x.game); // e.g. 1: the Sauspiel on the Gras-Sau
 */
export function gameNumber(table: GameTable, game: SchafkopfGame): number {
  const games = table.games;
  for (let i = 0; i < games.length; i++) if (games[i] === game) return i;
  for (let i = 0; i < games.length; i++) {
    const g = games[i] as Record<string, unknown>;
    const want = game as Record<string, unknown>;
    if (
      g.kind === want.kind &&
      g.calledSuit === want.calledSuit &&
      g.suit === want.suit &&
      g.tout === want.tout
    )
      return i;
  }
  return -1;
}
