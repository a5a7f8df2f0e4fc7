import {
  cardPoints,
  type GameState,
  type PhaseHookContext,
  type SideOf,
  seatOfPlay,
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

/**
 * The cards the seats of side 0 were dealt, as two words: those they hold and those
 * they played (each trick's seats followed round from its leader).
 */
function dealtToSide(s: GameState<SchafkopfState>, sides: readonly SideOf[], active: number) {
  let lo = 0;
  let hi = 0;
  for (let seat = 0; seat < sides.length; seat++) {
    if (sides[seat] !== 0) continue;
    lo |= s.hands[2 * seat];
    hi |= s.hands[2 * seat + 1];
  }
  const { history, winners, next } = s;
  for (let t = 0, start = 0; start < history.length; t++, start += active) {
    let seat = t === 0 ? s.lead0 : winners[t - 1];
    const end = Math.min(start + active, history.length);
    for (let i = start; i < end; i++, seat = next[seat]) {
      if (sides[seat] !== 0) continue;
      const id = history[i];
      if (id < 32) lo |= 1 << id;
      else hi |= 1 << (id - 32);
    }
  }
  return [lo, hi] as const;
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
  // Who knocked, on the outcome with option klopfen only (the outcomes and records of
  // deals without it keep their shape). Set on the object made, not spread into it.
  const withKnockers = <T extends object>(scored: T): T => {
    if (o.klopfen) (scored as { knockers?: readonly number[] }).knockers = knocksOf(s).slice();
    return scored;
  };
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
    const r = scoreRamsch(facts, o);
    return withKnockers({
      kind: r.kind,
      losers: r.losers,
      jungfrauen: r.jungfrauen,
      durchmarsch: r.durchmarsch,
      doublings: r.doublings,
      value: r.value,
      payments: r.payments,
      game,
    });
  }
  const declarer = s.x.declarer;
  const sides = ctx.sides!.of(s);
  let partner: number | null = null;
  for (let seat = 0; seat < sides.length; seat++)
    if (sides[seat] === 0 && seat !== declarer) partner = seat;
  if (game.kind === 'sie') {
    // Shown, not played: as if the declarer took all eight tricks (6.7).
    points.fill(0);
    tricks.fill(0);
    points[declarer] = ctx.deck.totalPoints;
    tricks[declarer] = ctx.tricksPerDeal;
  }
  const run = laufende(game, o, dealtToSide(s, sides, ctx.active), ctx.deck);
  const facts = { game, declarer, partner, points, tricks, laufende: run, knocks, stoss };
  // Field by field: V8 copies this object with a spread about a hundred times slower (15 µs
  // a deal), and simulations score every deal.
  const g = scoreGame(facts, o);
  return withKnockers({
    kind: g.kind,
    playingSide: g.playingSide,
    won: g.won,
    playingPoints: g.playingPoints,
    opponentPoints: g.opponentPoints,
    schneider: g.schneider,
    schwarz: g.schwarz,
    laufende: g.laufende,
    doublings: g.doublings,
    value: g.value,
    payments: g.payments,
    game,
    declarer,
    partner,
  });
}
