import type { GameState, KernelContext, Phase } from '@stich/core';
import { callRoundPhase } from '@stich/core/kernel';
import { declareFields, gameIndex, type SchafkopfAction } from '../actions';
import type { SchafkopfGame } from '../games';
import { gameTableOf, handNeeds } from '../gameTable';
import type { SchafkopfOptions } from '../options';
import type { SchafkopfState } from '../state';

/** @inline */
type Ctx = KernelContext<SchafkopfOptions>;
/** @inline */
type S = GameState<SchafkopfState>;

/**
 * The games a player may declare under the rules in force, by index (the declare
 * action's codes follow this list).
 *
 * @example
 * gamesOf(rules.ctx)[0]; // { kind: 'sauspiel', calledSuit: 'C' }
 */
export function gamesOf(ctx: KernelContext<SchafkopfOptions>): SchafkopfGame[] {
  return gameTableOf(ctx).games;
}

/**
 * Whether `seat`'s cards allow `game`: a Sauspiel needs its ace to be callable (4.1: an
 * ace the caller lacks, of a suit of which it holds a plain card; the Herz-Sau is a
 * trump), a Sie all four Ober and all four Unter (6.7); any other game anyone may play
 * (3.3). The call round tests the same needs (`handNeeds`) as bit masks.
 *
 * @example
 * handAllows(ctx, state, 0, { kind: 'sauspiel', calledSuit: 'S' }); // false when seat 0 holds the Gras-Sau
 */
export function handAllows(ctx: Ctx, s: S, seat: number, game: SchafkopfGame): boolean {
  const needs = handNeeds(ctx, game);
  if (needs === undefined) return true;
  const lo = s.hands[2 * seat];
  const hi = s.hands[2 * seat + 1];
  const [allLo, allHi] = needs.all ?? [0, 0];
  const [someLo, someHi] = needs.some ?? [0, 0];
  const [noneLo, noneHi] = needs.none ?? [0, 0];
  if ((lo & allLo) !== allLo || (hi & allHi) !== allHi) return false;
  if ((someLo | someHi) !== 0 && ((lo & someLo) | (hi & someHi)) === 0) return false;
  return ((lo & noneLo) | (hi & noneHi)) === 0;
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
    // Each game's class rank and what a hand needs for it (as bit masks).
    games: (ctx) => gameTableOf(ctx).calls,
    payload: {
      fields: (ctx, i) => declareFields(gamesOf(ctx)[i]),
      parse: (ctx, action) =>
        action.type === 'declare' ? gameIndex(gamesOf(ctx), action) : 'this is no declaration',
    },
    onDeclare: ({ ctx, s, seat, game }) => {
      s.x.declarer = seat;
      s.x.game = gamesOf(ctx)[game];
    },
    playless: ({ ctx, game }) => gamesOf(ctx)[game].kind === 'sie',
  });
}
