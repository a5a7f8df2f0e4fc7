import { type GameState, type KernelContext, type Phase, SCHAFKOPF_DECK } from '@stich/core';
import { callRoundPhase } from '@stich/core/kernel';
import { declareFields, gameIndex, type SchafkopfAction } from '../actions';
import { classRank, declarableGames, type SchafkopfGame } from '../games';
import type { SchafkopfOptions } from '../options';
import type { SchafkopfState } from '../state';
import { OBER, UNTER } from '../trumps';

/** @inline */
type Ctx = KernelContext<SchafkopfOptions>;
/** @inline */
type S = GameState<SchafkopfState>;

/** The games of these options and their class ranks, cached per compiled context. */
const gamesByCtx = new WeakMap<object, { games: SchafkopfGame[]; ranks: { rank: number }[] }>();

/** The context last asked for, and its list: one comparison on the hot path instead of a lookup. */
let lastCtx: object | null = null;
let lastList: { games: SchafkopfGame[]; ranks: { rank: number }[] } | null = null;

/** The games of these options and their class ranks, made once per compiled context. */
function gameListOf(ctx: KernelContext<SchafkopfOptions>) {
  if (ctx === lastCtx) return lastList!;
  let list = gamesByCtx.get(ctx);
  if (list === undefined) {
    const games = declarableGames(ctx.options);
    list = { games, ranks: games.map((game) => ({ rank: classRank(game, ctx.options) })) };
    gamesByCtx.set(ctx, list);
  }
  lastCtx = ctx;
  lastList = list;
  return list;
}

/**
 * The games a player may declare under the rules in force, by index (the declare
 * action's codes follow this list).
 *
 * @example
 * gamesOf(rules.ctx)[0]; // { kind: 'sauspiel', calledSuit: 'C' }
 */
export function gamesOf(ctx: KernelContext<SchafkopfOptions>): SchafkopfGame[] {
  return gameListOf(ctx).games;
}

/** The four Ober and the four Unter, as a card set (low word: the deck has 32 cards). */
const OBER_UNTER = [...OBER, ...UNTER].reduce(
  (set, code) => set | (1 << SCHAFKOPF_DECK.idsOf(code)![0]),
  0,
);

/**
 * Whether `seat`'s cards allow `game`: a Sauspiel needs its ace to be callable (4.1: an
 * ace the caller lacks, of a suit of which it holds a plain card; the Herz-Sau is a
 * trump), a Sie all four Ober and all four Unter (6.7); any other game anyone may play
 * (3.3).
 *
 * @example
 * handAllows(ctx, state, 0, { kind: 'sauspiel', calledSuit: 'S' }); // false when seat 0 holds the Gras-Sau
 */
export function handAllows(ctx: Ctx, s: S, seat: number, game: SchafkopfGame): boolean {
  const hand = s.hands[2 * seat];
  if (game.kind === 'sie') return (hand & OBER_UNTER) === OBER_UNTER;
  if (game.kind !== 'sauspiel') return true;
  const table = ctx.tableOf.normal;
  const ace = SCHAFKOPF_DECK.cardId(game.calledSuit, 'A');
  const suit = table.groupLo[table.group[ace]];
  return (hand & (1 << ace)) === 0 && (hand & suit) !== 0;
}

/**
 * The announcement (3.2-3.4) as core's call round: round one ("Ich spiel" or "weiter"),
 * duels by class with priority for the earlier seat, and the holder's declaration. A
 * Sie is shown and decided at once (6.7). Exits: `declared`, `decided` (a Sie) and
 * `allPassed` (3.5).
 *
 * @example
 * announcePhase(); // the phase 'announce'
 */
export function announcePhase(): Phase<
  SchafkopfState,
  SchafkopfOptions,
  SchafkopfAction,
  'declared' | 'allPassed' | 'decided'
> {
  return callRoundPhase<SchafkopfState, SchafkopfOptions, SchafkopfAction>({
    summary:
      'the announcement: each player says "Ich spiel" or "weiter"; several settle it by class, the earlier seat keeping an equal class; the winner declares the game',
    declare: 'declare',
    base: 1,
    games: (ctx) => gameListOf(ctx).ranks,
    payload: {
      fields: (ctx, i) => declareFields(gamesOf(ctx)[i]),
      parse: (ctx, action) =>
        action.type === 'declare' ? gameIndex(gamesOf(ctx), action) : 'this is no declaration',
    },
    allowed: ({ ctx, s, seat, game }) => handAllows(ctx, s, seat, gamesOf(ctx)[game]),
    onDeclare: ({ ctx, s, seat, game }) => {
      s.x.declarer = seat;
      s.x.game = gamesOf(ctx)[game];
    },
    playless: ({ ctx, game }) => gamesOf(ctx)[game].kind === 'sie',
  });
}
