import type { GameState, PhaseHookContext } from '@stich/core';
import { knocksOf, seatOfPlay } from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { gameOf } from './game';
import type { SchafkopfGame } from './games';
import { calledAceId, gameNumber, gameTableOf } from './gameTable';
import type { SchafkopfOptions } from './options';
import { type RamschScore, scoreRamsch } from './ramschScore';
import { type GameScore, settle, settled } from './score';
import type { SchafkopfState } from './state';
import { laufendeIds } from './trumps';

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
 * The seat that was dealt card `id` (low word): the one holding it, or the one that
 * played it (all four seats play, 1.1: the k-th card of a trick is its leader's k-th
 * neighbour clockwise); -1 for none.
 */
function dealtTo(s: GameState<SchafkopfState>, id: number): number {
  const bit = 1 << id;
  const hands = s.hands;
  for (let seat = 0; seat < 4; seat++) if ((hands[2 * seat] & bit) !== 0) return seat;
  const i = s.history.indexOf(id);
  if (i < 0) return -1;
  const t = i >> 2;
  return ((t === 0 ? s.lead0 : s.winners[t - 1]) + i) & 3;
}

/** The cards dealt to seats `a` and `b` (the same seat for one alone), low word: held and played. */
function dealtToSeats(s: GameState<SchafkopfState>, a: number, b: number): number {
  const { hands, history, winners } = s;
  let set = hands[2 * a] | hands[2 * b];
  const n = history.length;
  for (let t = 0, i = 0; i < n; t++, i += 4) {
    const lead = t === 0 ? s.lead0 : winners[t - 1];
    const at = i + ((a - lead) & 3);
    const bt = i + ((b - lead) & 3);
    if (at < n) set |= 1 << history[at];
    if (bt < n) set |= 1 << history[bt];
  }
  return set;
}

/** The run of top trumps (core's `topRun`) of `order` for the card set `held` (one word). */
function runOf(order: readonly number[], held: number): number {
  if (order.length === 0) return 0;
  const withTop = (held & (1 << order[0])) !== 0;
  let n = 1;
  while (n < order.length && ((held & (1 << order[n])) !== 0) === withTop) n++;
  return withTop ? n : -n;
}

/**
 * Who knocked, on the outcome with option klopfen only (the outcomes and records of deals
 * without it keep their shape). Set on the object made, not spread into it.
 */
function withKnockers<T extends object>(
  o: SchafkopfOptions,
  s: GameState<SchafkopfState>,
  scored: T,
): T {
  if (o.klopfen) (scored as { knockers?: readonly number[] }).knockers = knocksOf(s).slice();
  return scored;
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
  const stoss = s.doublers.length;
  // Knocks double whatever is played, a Ramsch too; a thrown-in deal's lapse (5.1).
  const knocks = o.klopfen ? knocksOf(s).length : 0;
  if (game.kind === 'ramsch') {
    const points = cardPoints(ctx, s);
    const tricks = s.tricks.slice();
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
    return withKnockers(o, s, {
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
  // From the sides' card sets: the playing side is the declarer and, in a Sauspiel, the
  // holder of the called ace (the variant's declared sides); card points and tricks are
  // the sums of the sides' sets, and the Laufende the run of the game's top trumps in the
  // cards dealt to the playing side (6.3).
  const declarer = s.x.declarer;
  const table = gameTableOf(ctx);
  const index = gameNumber(table, game);
  const ace = index >= 0 ? table.aces[index] : calledAceId(s);
  const holder = ace < 0 ? -1 : dealtTo(s, ace);
  const partner = holder < 0 || holder === declarer ? null : holder;
  const won = s.won;
  const p = partner ?? declarer;
  // The sides' card sets: the tricks' cards are disjoint, so the opponents took what the
  // playing side did not.
  const playingLo = won[2 * declarer] | won[2 * p];
  const playingHi = won[2 * declarer + 1] | won[2 * p + 1];
  const takenLo = won[0] | won[2] | won[4] | won[6];
  const takenHi = won[1] | won[3] | won[5] | won[7];
  let playingPoints = ctx.deck.pointsOf(playingLo, playingHi);
  let playingTricks = s.tricks[declarer] + (partner === null ? 0 : s.tricks[partner]);
  let opponentPoints = ctx.deck.pointsOf(takenLo ^ playingLo, takenHi ^ playingHi);
  let opponentTricks = s.winners.length - playingTricks;
  const opponents = partner === null ? 3 : 2;
  let declarerTricks = s.tricks[declarer];
  if (game.kind === 'sie') {
    // Shown, not played: as if the declarer took all eight tricks (6.7).
    playingPoints = ctx.deck.totalPoints;
    playingTricks = ctx.tricksPerDeal;
    declarerTricks = ctx.tricksPerDeal;
    opponentPoints = 0;
    opponentTricks = 0;
  }
  const order = index >= 0 ? table.runs[index] : laufendeIds(game, o, ctx.deck);
  const run = runOf(order, dealtToSeats(s, declarer, partner ?? declarer));
  const doublings = knocks + stoss;
  settle(
    game,
    declarer,
    partner,
    opponents,
    playingPoints,
    opponentPoints,
    playingTricks,
    opponentTricks,
    declarerTricks,
    run,
    doublings,
    o,
  );
  const g = settled;
  return withKnockers(o, s, {
    kind: 'game',
    playingSide: g.playingSide,
    won: g.won,
    playingPoints,
    opponentPoints,
    schneider: g.schneider,
    schwarz: g.schwarz,
    laufende: g.laufende,
    doublings,
    value: g.value,
    payments: g.payments,
    game,
    declarer,
    partner,
  });
}
