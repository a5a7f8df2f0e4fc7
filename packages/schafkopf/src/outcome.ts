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

/** Each seat's place in the order of play from forehand (the deal's four seats). */
const placeBuffer = new Int8Array(4);

/** Fills `placeBuffer` with each seat's place in the order of play from forehand. */
function places(s: GameState<SchafkopfState>, active: number): Int8Array {
  const place = placeBuffer;
  for (let i = 0, seat = s.lead0; i < active; i++, seat = s.next[seat]) place[seat] = i;
  return place;
}

/** The index in `history` of the card seat `seat` played to trick `t`. */
function playedAt(
  s: GameState<SchafkopfState>,
  place: Int8Array,
  active: number,
  t: number,
  seat: number,
): number {
  const leader = t === 0 ? s.lead0 : s.winners[t - 1];
  const k = place[seat] - place[leader];
  return t * active + (k < 0 ? k + active : k);
}

/** The seat that was dealt card `id` (low word): the one holding it, or the one that played it; -1 for none. */
function dealtTo(
  s: GameState<SchafkopfState>,
  place: Int8Array,
  active: number,
  id: number,
): number {
  for (let seat = 0; seat < 4; seat++) if ((s.hands[2 * seat] & (1 << id)) !== 0) return seat;
  const i = s.history.indexOf(id);
  if (i < 0) return -1;
  const t = (i / active) | 0;
  const leader = t === 0 ? s.lead0 : s.winners[t - 1];
  let k = place[leader] + i - t * active;
  if (k >= active) k -= active;
  for (let seat = 0; seat < 4; seat++) if (place[seat] === k) return seat;
  return -1;
}

/** The cards dealt to seats `a` and `b` (the same seat for one alone): held and played. */
function dealtToSeats(
  s: GameState<SchafkopfState>,
  place: Int8Array,
  active: number,
  a: number,
  b: number,
): number {
  const { history, hands } = s;
  let set = hands[2 * a] | hands[2 * b];
  for (let t = 0; t * active < history.length; t++) {
    const i = playedAt(s, place, active, t, a);
    const j = playedAt(s, place, active, t, b);
    if (i < history.length) set |= 1 << history[i];
    if (j < history.length) set |= 1 << history[j];
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
  const knocks = knocksOf(s).length;
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
  const active = ctx.active;
  const place = places(s, active);
  const ace = index >= 0 ? table.aces[index] : calledAceId(s);
  const holder = ace < 0 ? -1 : dealtTo(s, place, active, ace);
  const partner = holder < 0 || holder === declarer ? null : holder;
  const won = s.won;
  const p = partner ?? declarer;
  let playingPoints = ctx.deck.pointsOf(
    won[2 * declarer] | won[2 * p],
    won[2 * declarer + 1] | won[2 * p + 1],
  );
  let playingTricks = s.tricks[declarer] + (partner === null ? 0 : s.tricks[partner]);
  let opponentLo = 0;
  let opponentHi = 0;
  let opponentTricks = 0;
  let opponents = 0;
  for (let seat = 0; seat < 4; seat++) {
    if (seat === declarer || seat === partner) continue;
    opponents++;
    opponentLo |= won[2 * seat];
    opponentHi |= won[2 * seat + 1];
    opponentTricks += s.tricks[seat];
  }
  let opponentPoints = ctx.deck.pointsOf(opponentLo, opponentHi);
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
  const run = runOf(order, dealtToSeats(s, place, active, declarer, partner ?? declarer));
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
