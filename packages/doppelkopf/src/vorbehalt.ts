import type { GameState, KernelContext, Phase } from '@stich/core';
import { callRoundPhase } from '@stich/core/kernel';
import { type DoppelkopfAction, declaredIndex, declareFieldsOf } from './actions';
import { DECLARABLE_GAMES, isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import { deckOf } from './rules';
import { setupOf } from './setup';
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
 * @example
 * vorbehaltPhase(); // the phase 'vorbehalt'
 */
export function vorbehaltPhase(): Phase<
  DoppelkopfState,
  DoppelkopfOptions,
  DoppelkopfAction,
  'declared' | 'allPassed'
> {
  return callRoundPhase<DoppelkopfState, DoppelkopfOptions, DoppelkopfAction>({
    summary:
      'the Vorbehalt query: each player from forehand says "gesund" or "Vorbehalt"; of several, one who owes the Pflichtsolo comes first, else the earliest; the holder names a solo, or a Hochzeit with both club queens',
    declare: 'declare',
    base: 1,
    games: () => RANKS,
    payload: {
      fields: (_ctx, i) => declareFieldsOf(DECLARABLE_GAMES[i]),
      parse: (_ctx, action) =>
        action.type === 'declare' ? declaredIndex(action) : 'this is no declaration',
    },
    standing: ({ ctx, s, seat }) => (ctx.options.pflichtsolo && setupOf(s).owes[seat] ? 1 : 0),
    // The Vorführung: the forced player names a solo, without the query (4.9.4).
    forced: ({ ctx, s }) => (ctx.options.pflichtsolo ? setupOf(s).forced : -1),
    // Beside another reservation no Hochzeit is played: its holder may leave the game to
    // the others and play with them as a Kontra player (4.3.3.3, 9.18).
    mayYield: ({ ctx, s, seat }) => holdsBothQueens(ctx, s, seat),
    allowed: ({ ctx, s, seat, game }) =>
      DECLARABLE_GAMES[game].kind !== 'hochzeit' ||
      (s.x.callRound.claimants.length === 1 &&
        setupOf(s).forced < 0 &&
        holdsBothQueens(ctx, s, seat)),
    onDeclare: ({ ctx, s, seat, game }) => {
      const named = DECLARABLE_GAMES[game];
      s.x.game = named;
      s.x.declarer = seat;
      s.x.pflicht = isSolo(named) && ctx.options.pflichtsolo && setupOf(s).owes[seat];
    },
  });
}
