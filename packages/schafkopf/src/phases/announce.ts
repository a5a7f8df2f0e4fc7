import type { GameState, KernelContext, Phase } from '@stich/core';
import { type CallStep, callableCards, callRoundPhase } from '@stich/core/kernel';
import { declareFields, gameIndex, type SchafkopfAction } from '../actions';
import { classRank, declarableGames, type SchafkopfGame } from '../games';
import type { SchafkopfOptions } from '../options';
import type { SchafkopfState } from '../state';
import { OBER, UNTER } from '../trumps';

/** @inline */
type Ctx = KernelContext<SchafkopfOptions>;
/** @inline */
type S = GameState<SchafkopfState>;

/** 4.1: an ace the caller lacks, of a suit of which it holds a plain card (the Herz-Sau is a trump). */
const CALLABLE: readonly CallStep[] = [{ kind: 'lacked', rank: 'A', holdingSuit: true }];

/** The games of these options, cached per compiled context. */
const gamesByCtx = new WeakMap<object, SchafkopfGame[]>();

/**
 * The games a player may declare under the rules in force, by index (the declare
 * action's codes follow this list).
 *
 * @example
 * gamesOf(rules.ctx)[0]; // { kind: 'sauspiel', calledSuit: 'C' }
 */
export function gamesOf(ctx: KernelContext<SchafkopfOptions>): SchafkopfGame[] {
  let games = gamesByCtx.get(ctx);
  if (games === undefined) {
    games = declarableGames(ctx.options);
    gamesByCtx.set(ctx, games);
  }
  return games;
}

/** Whether `seat` holds the card `code`. */
const holds = (ctx: Ctx, s: S, seat: number, code: string) => {
  const id = ctx.deck.idsOf(code)![0];
  return (s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0;
};

/**
 * Whether `seat`'s cards allow `game`: a Sauspiel needs its ace to be callable (4.1), a
 * Sie all four Ober and all four Unter (6.7); any other game anyone may play (3.3).
 *
 * @example
 * handAllows(ctx, state, 0, { kind: 'sauspiel', calledSuit: 'S' }); // false when seat 0 holds the Gras-Sau
 */
export function handAllows(ctx: Ctx, s: S, seat: number, game: SchafkopfGame): boolean {
  if (game.kind === 'sie') return [...OBER, ...UNTER].every((code) => holds(ctx, s, seat, code));
  if (game.kind !== 'sauspiel') return true;
  const ace = ctx.deck.idsOf(`${game.calledSuit}A`)![0];
  return callableCards(ctx, s, seat, CALLABLE).includes(ace);
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
    games: (ctx) => gamesOf(ctx).map((game) => ({ rank: classRank(game, ctx.options) })),
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
