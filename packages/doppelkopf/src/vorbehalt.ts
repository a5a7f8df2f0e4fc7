import type { GameState, KernelContext, Phase } from '@stich/core';
import { type CallRoundConfig, callRoundPhase } from '@stich/core/kernel';
import { type DoppelkopfAction, declaredIndex, declareFieldsOf } from './actions';
import { isPoor } from './armut';
import { DECLARABLE_GAMES, isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import { deckOf } from './rules';
import { mayThrowIn } from './schmeissen';
import { owesPflichtsolo, setupOf } from './setup';
import type { DoppelkopfState } from './state';

/** @inline */
type S = GameState<DoppelkopfState>;

/** Every game may be named by whoever holds the Vorbehalt: one class. */
const RANKS = DECLARABLE_GAMES.map(() => ({ rank: 1 }));

/**
 * Whether `seat` holds both club queens (3.1.3): it may name a Hochzeit.
 *
 * @example
 * holdsBothQueens(ctx, state, 2); // true: a Hochzeit or a stille Hochzeit
 */
export function holdsBothQueens(ctx: KernelContext<DoppelkopfOptions>, s: S, seat: number) {
  const ids = deckOf(ctx.options).idsOf('CQ')!;
  return ids.every((id) => (s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0);
}

/** The seats of the call round's claimants that have not yielded. */
const standingClaimants = (s: S) =>
  s.x.callRound.claimants.filter((seat) => !s.x.callRound.yielded?.includes(seat));

/** Whether these options have games that a reservation may fall back on: Armut or throwing in. */
const fallbacks = (o: DoppelkopfOptions) =>
  o.armut !== undefined || (o.schmeissen !== undefined && o.schmeissen.length > 0);

/**
 * When every reservation gave up the solo, which of them is played: a hand thrown in
 * first (7.11: only the solos go before it), then with option `armut.vorHochzeit` (the
 * default) the first poor player's Armut before the Hochzeit, without it the Hochzeit
 * first (7.10.2). `seats` are in query order.
 */
function fallbackSeat(ctx: KernelContext<DoppelkopfOptions>, s: S, seats: readonly number[]) {
  const thrower = seats.find((seat) => mayThrowIn(ctx, s, seat));
  if (thrower !== undefined) return thrower;
  const poor = seats.find((seat) => isPoor(ctx, s, seat));
  const hochzeit = seats.find((seat) => holdsBothQueens(ctx, s, seat));
  const first = ctx.options.armut?.vorHochzeit === false ? hochzeit : poor;
  return first ?? poor ?? hochzeit ?? seats[0];
}

/** The game the fallback seat plays, by the same precedence. */
function fallbackGame(ctx: KernelContext<DoppelkopfOptions>, s: S, seat: number) {
  if (mayThrowIn(ctx, s, seat)) return 'schmeissen';
  const armutFirst = ctx.options.armut?.vorHochzeit !== false;
  const poor = isPoor(ctx, s, seat);
  const queens = holdsBothQueens(ctx, s, seat);
  return (armutFirst ? poor : !queens) ? 'armut' : 'hochzeit';
}

/** What `seat` may play besides a solo, when its reservation is the only one (4.3.2, 7.10, 7.11). */
function lesserGame(ctx: KernelContext<DoppelkopfOptions>, s: S, seat: number, kind: string) {
  if (kind === 'hochzeit') return holdsBothQueens(ctx, s, seat);
  if (kind === 'armut') return isPoor(ctx, s, seat);
  return mayThrowIn(ctx, s, seat);
}

/** The Vorbehalt query's call round (see {@link vorbehaltPhase}). */
function vorbehaltConfig(): CallRoundConfig<DoppelkopfState, DoppelkopfOptions, DoppelkopfAction> {
  return {
    summary:
      'the Vorbehalt query: each player from forehand says "gesund" or "Vorbehalt"; of several, one who owes the Pflichtsolo comes first, else the earliest; the holder names a solo, or a Hochzeit with both club queens (or an Armut with at most three trumps, if played)',
    declare: 'declare',
    base: 1,
    games: () => RANKS,
    payload: {
      fields: (_ctx, i) => declareFieldsOf(DECLARABLE_GAMES[i]),
      parse: (_ctx, action) =>
        action.type === 'declare' ? declaredIndex(action) : 'this is no declaration',
    },
    standing: ({ ctx, s, seat }) => (ctx.options.pflichtsolo && owesPflichtsolo(s, seat) ? 1 : 0),
    // The Vorführung: the forced player names a solo, without the query (4.9.4).
    forced: ({ ctx, s }) => (ctx.options.pflichtsolo ? setupOf(s).forced : -1),
    // Beside another reservation no Hochzeit is played: its holder may leave the game to
    // the others and play with them as a Kontra player (4.3.3.3, 9.18). With Armut a poor
    // player may leave it too, and so may the last reservation: if nobody plays a solo,
    // the Armut and the Hochzeit are weighed (7.10.2).
    mayYield: ({ ctx, s, seat }) =>
      s.x.callRound.claimants.length > 1 &&
      (holdsBothQueens(ctx, s, seat) || isPoor(ctx, s, seat) || mayThrowIn(ctx, s, seat)) &&
      (fallbacks(ctx.options) || standingClaimants(s).length > 1),
    fallback: ({ ctx, s, yielded }) =>
      fallbackSeat(
        ctx,
        s,
        s.x.callRound.claimants.filter((seat) => yielded.includes(seat)),
      ),
    allowed: ({ ctx, s, seat, game }) => {
      const named = DECLARABLE_GAMES[game];
      const kind = named.kind;
      const c = s.x.callRound;
      // With `hochzeitKlaerung: 'wahl'` the Hochzeiter names a rule with it (7.4); else not.
      const choosing = ctx.options.hochzeitKlaerung === 'wahl';
      if (named.kind === 'hochzeit' && (named.klaerung !== undefined) !== choosing) return false;
      // Every reservation gave up the solo: only the Armut or the Hochzeit weighed is left.
      if (c.fallback === true) return fallbackGame(ctx, s, seat) === kind;
      if (kind === 'koenigssolo') return ctx.options.extraSolos?.includes('koenig') === true;
      if (kind === 'damenBubenSolo') return ctx.options.extraSolos?.includes('damenBuben') === true;
      if (kind !== 'hochzeit' && kind !== 'armut' && kind !== 'schmeissen') return true;
      if (c.claimants.length !== 1 || setupOf(s).forced >= 0) return false;
      return lesserGame(ctx, s, seat, kind);
    },
    onDeclare: ({ ctx, s, seat, game }) => {
      const named = DECLARABLE_GAMES[game];
      s.x.game = named;
      s.x.declarer = seat;
      s.x.pflicht = isSolo(named) && ctx.options.pflichtsolo && owesPflichtsolo(s, seat);
    },
  };
}

/**
 * The Vorbehalt query (4.2, 4.3) as core's call round. From forehand each player says
 * "gesund" (`pass`) or "Vorbehalt" (`claimGame`). With several reservations a player
 * who still owes the Pflichtsolo stands above one who does not, and the earlier keeps a
 * tie (4.3.3). The holder names a solo, or a Hochzeit when it holds both club queens and
 * reserved alone (4.3.2); beside other reservations the holder of both club queens may
 * pass the game on instead (4.3.3.3, 9.18). In a Vorführung (the deal's setup names a
 * forced seat) there is no query: that seat names a solo (4.9.4). Exits: `declared`, and
 * `allPassed` for a normal game.
 *
 * With option `armut` (7.10) a player with at most three trumps may name an Armut, and
 * with option `schmeissen` (7.11) a player whose hand meets a trigger may throw it in,
 * both below every solo. Beside other reservations such a player may pass the solo on
 * like the holder of both club queens, the last reservation too; when all have, a hand
 * thrown in goes first, then the Armut and the Hochzeit rank by `armut.vorHochzeit`. The
 * exit `armut` leads to its exchange, `thrownIn` ends the deal (the variant maps either
 * to nothing without its option).
 *
 * @example
 * vorbehaltPhase(); // the phase 'vorbehalt'
 */
export function vorbehaltPhase(): Phase<
  DoppelkopfState,
  DoppelkopfOptions,
  DoppelkopfAction,
  'declared' | 'allPassed' | 'armut' | 'thrownIn'
> {
  return callRoundPhase({
    ...vorbehaltConfig(),
    routes: {
      armut: ({ s }) => s.x.game?.kind === 'armut',
      thrownIn: ({ s }) => s.x.game?.kind === 'schmeissen',
    },
  });
}
