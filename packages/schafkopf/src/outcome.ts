import {
  cardPoints,
  type GameState,
  type PhaseHookContext,
  seatOfPlay,
  seatsOf,
} from '@stich/core';
import { knocksOf } from '@stich/core/kernel';
import { gameOf } from './game';
import type { SchafkopfGame } from './games';
import type { SchafkopfOptions } from './options';
import { type RamschScore, scoreRamsch } from './ramschScore';
import { type GameScore, scoreGame } from './score';
import type { SchafkopfState } from './state';
import { laufende } from './trumps';

/**
 * A finished deal: a game with sides, a Ramsch, or a throw-in (3.5: nobody pays).
 *
 * @example
 * const o: SchafkopfOutcome = rules.outcome(finalState)!;
 * o.payments; // e.g. [-100, 300, -100, -100]
 */
export type SchafkopfOutcome =
  | { readonly kind: 'thrownIn'; readonly payments: readonly number[] }
  | (GameScore &
      Knockers & {
        readonly game: Exclude<SchafkopfGame, { readonly kind: 'ramsch' }>;
        readonly declarer: number;
        readonly partner: number | null;
      })
  | (RamschScore & Knockers & { readonly game: { readonly kind: 'ramsch' } });

/**
 * Who knocked (5.1), in order, with option `klopfen` only: each knock is one of the
 * outcome's `doublings`.
 *
 * @example
 * const k: Knockers = { knockers: [2] }; // seat 2 knocked: the value doubles
 */
export interface Knockers {
  readonly knockers?: readonly number[];
}

/** The cards each seat was dealt: those it holds and those it played (two words a seat). */
function dealtHands(s: GameState<SchafkopfState>, active: number): number[] {
  const out = s.hands.slice();
  s.history.forEach((id, i) => {
    const seat = seatOfPlay(s, Math.floor(i / active), i % active);
    out[2 * seat + (id >>> 5)] |= 1 << (id & 31);
  });
  return out;
}

/**
 * Scores a finished Schafkopf deal from its state: the game, the sides core derives from
 * the declaration, card points and tricks, the Laufende of the playing side's dealt cards
 * (6.3), the knocks (5.1) and Kontra and Re (5.2); a Sie is won at once (6.7); after a throw-in nobody pays.
 *
 * @example
 * scoreSchafkopf({ ctx: rules.ctx, s: finalState }).payments;
 */
export function scoreSchafkopf({
  ctx,
  s,
}: PhaseHookContext<SchafkopfState, SchafkopfOptions>): SchafkopfOutcome {
  const o = ctx.options;
  const game = gameOf(ctx, s);
  if (game === null) return { kind: 'thrownIn', payments: [0, 0, 0, 0] };
  const points = cardPoints(ctx, s);
  const tricks = s.tricks.slice();
  const stoss = s.doublers.length;
  // Knocks double whatever is played, a Ramsch too; a thrown-in deal's lapse (5.1).
  const knocks = knocksOf(s).length;
  const knockers = o.klopfen ? { knockers: knocksOf(s).slice() } : {};
  if (game.kind === 'ramsch') {
    const table = ctx.tableOf.normal;
    const highestTrump = [0, 1, 2, 3].map((seat) => {
      let best = -1;
      s.history.forEach((id, i) => {
        if (seatOfPlay(s, Math.floor(i / ctx.active), i % ctx.active) !== seat) return;
        if (table.group[id] !== table.trumpGroup) return;
        if (best < 0 || table.power[id] > table.power[best]) best = id;
      });
      return best < 0 ? null : ctx.deck.codes[best];
    });
    const facts = { game, points, tricks, highestTrump, knocks, stoss };
    return { ...scoreRamsch(facts, o), ...knockers, game };
  }
  const declarer = s.x.declarer;
  const side = seatsOf(ctx.sides!.of(s), 0);
  const partner = side.find((seat) => seat !== declarer) ?? null;
  if (game.kind === 'sie') {
    // Shown, not played: as if the declarer took all eight tricks (6.7).
    points.fill(0);
    tricks.fill(0);
    points[declarer] = ctx.deck.totalPoints;
    tricks[declarer] = ctx.tricksPerDeal;
  }
  const dealt = dealtHands(s, ctx.active);
  let lo = 0;
  let hi = 0;
  for (const seat of side) {
    lo |= dealt[2 * seat];
    hi |= dealt[2 * seat + 1];
  }
  const run = laufende(game, o, [lo, hi], ctx.deck);
  const facts = { game, declarer, partner, points, tricks, laufende: run, knocks, stoss };
  return { ...scoreGame(facts, o), ...knockers, game, declarer, partner };
}
