import type { KernelContext } from '../kernel/context';
import type { GameState } from '../kernel/state';

/**
 * Scoring building blocks: small pure functions that variants compose.
 */

/**
 * Card points each seat took in tricks.
 *
 * @example
 * import { cardPoints } from '@stich/core/scoring';
 *
 * cardPoints(ctx, state); // e.g. [49, 48, 16, 7]
 */
export function cardPoints(ctx: KernelContext<unknown>, s: GameState<unknown>): number[] {
  // Arrays made at their final length here and below: growing one by `push` allocates
  // room for 17, and these run once per deal of every simulation.
  const out = new Array<number>(s.seats);
  for (let seat = 0; seat < s.seats; seat++)
    out[seat] = ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
  return out;
}

/**
 * Seats with the most of `values` among `seats` (all of them when tied).
 *
 * @example
 * import { mostOf } from '@stich/core/scoring';
 *
 * mostOf([49, 48, 16, 7], [0, 1, 2, 3]); // [0]
 */
export function mostOf(values: readonly number[], seats: readonly number[]): number[] {
  // Plain loops: this runs once per deal of every Ramsch simulation.
  let best = Number.NEGATIVE_INFINITY;
  let n = 0;
  for (let i = 0; i < seats.length; i++) {
    const value = values[seats[i]];
    if (value > best) {
      best = value;
      n = 0;
    }
    if (value === best) n++;
  }
  const out = new Array<number>(n);
  for (let i = 0, k = 0; k < n; i++) if (values[seats[i]] === best) out[k++] = seats[i];
  return out;
}

/**
 * Seats among `seats` that took no trick (German: Jungfrau).
 *
 * @example
 * import { jungfrauen } from '@stich/core/scoring';
 *
 * jungfrauen([8, 0, 0, 0], [0, 1, 2, 3]); // [1, 2, 3]
 */
export function jungfrauen(tricks: readonly number[], seats: readonly number[]): number[] {
  // Plain loops: this runs once per deal of every Ramsch simulation.
  let n = 0;
  for (let i = 0; i < seats.length; i++) if (tricks[seats[i]] === 0) n++;
  const out = new Array<number>(n);
  for (let i = 0, k = 0; k < n; i++) if (tricks[seats[i]] === 0) out[k++] = seats[i];
  return out;
}

/**
 * The seat that took every trick (German: Durchmarsch), or -1.
 *
 * @example
 * import { durchmarschSeat } from '@stich/core/scoring';
 *
 * durchmarschSeat([0, 8, 0, 0], 8); // 1
 */
export function durchmarschSeat(tricks: readonly number[], tricksPerDeal: number): number {
  // A plain loop: shorter than `indexOf`'s call for a handful of seats.
  for (let seat = 0; seat < tricks.length; seat++) if (tricks[seat] === tricksPerDeal) return seat;
  return -1;
}

/**
 * Rounds to the nearest multiple of `step`, halves upwards ("kaufmännisch").
 *
 * @example
 * import { roundHalfUp } from '@stich/core/scoring';
 *
 * roundHalfUp(264, 10); // 260
 * roundHalfUp(55, 10); // 60
 * roundHalfUp(63, 5); // 65
 */
export function roundHalfUp(value: number, step: number): number {
  return Math.floor((value + step / 2) / step) * step;
}

/**
 * The active seats of a deal, in clockwise order from the first leader.
 *
 * @example
 * import { activeOf } from '@stich/core/scoring';
 *
 * activeOf(state); // [1, 2, 3, 0]
 */
export function activeOf(s: GameState<unknown>): number[] {
  let n = 1;
  for (let seat = s.next[s.lead0]; seat !== s.lead0; seat = s.next[seat]) n++;
  const out = new Array<number>(n);
  for (let i = 0, seat = s.lead0; i < n; i++, seat = s.next[seat]) out[i] = seat;
  return out;
}

/**
 * Of `seats`, the one that won the latest trick (the last trick's taker if among them),
 * or -1 if none of them won a trick.
 *
 * @example
 * import { latestTrickWinner } from '@stich/core/scoring';
 *
 * latestTrickWinner([0, 2, 1, 2], [0, 1]); // 1: seat 1 won trick 3, seat 0 only trick 1
 */
export function latestTrickWinner(winners: readonly number[], seats: readonly number[]): number {
  for (let t = winners.length - 1; t >= 0; t--) if (seats.includes(winners[t])) return winners[t];
  return -1;
}

/**
 * Scores as written under Bierlachs, where only minus points are recorded: a seat's
 * own loss stands, and every other seat's win is written as a loss to it.
 *
 * @example
 * import { bierlachsScores } from '@stich/core/scoring';
 *
 * bierlachsScores([120, 0, 0]); // [0, -120, -120]: a Durchmarsch
 * bierlachsScores([-33, 0, 0]); // [-33, 0, 0]
 */
export function bierlachsScores(scores: readonly number[]): number[] {
  const wins = scores.map((s) => Math.max(s, 0));
  const total = wins.reduce((a, b) => a + b, 0);
  return scores.map((s, seat) => Math.min(s, 0) - (total - wins[seat]));
}

/**
 * Where {@link dealFacts} writes each number, from its offset: the most card points of an
 * active seat, the seat that took every trick (or -1), how many active seats took no
 * trick, how many doublings were said; from `points` on, each seat's card points.
 *
 * @example
 * facts[at + DEAL_FACT.jungfrauen]; // e.g. 1
 */
export const DEAL_FACT = {
  most: 0,
  durchmarsch: 1,
  jungfrauen: 2,
  doublings: 3,
  points: 4,
} as const;

/**
 * The counting blocks of a finished deal in one pass, written into `out` from `at` (at the
 * {@link DEAL_FACT} positions; room for `DEAL_FACT.points` + seats) without building arrays:
 * the compiled form of `cardPoints`, `mostOf` (its value), `jungfrauen` (its count) and
 * `durchmarschSeat` over the active seats, and the doublings said. For scorers that
 * simulations run millions of times.
 *
 * @example
 * import { DEAL_FACT, dealFacts } from '@stich/core/scoring';
 *
 * const facts = dealFacts(ctx, finishedState, new Int32Array(DEAL_FACT.points + 4), 0);
 * facts[DEAL_FACT.durchmarsch]; // -1 unless one seat took every trick
 */
export function dealFacts(
  ctx: KernelContext<unknown>,
  s: GameState<unknown>,
  out: Int32Array,
  at: number,
): Int32Array {
  return countFacts(ctx, s, out, at);
}

// `dealFacts`' work, made once, at load, by `makeDealFacts`: there the positions are
// constants of the function's (single) closure, which V8 compiles to immediates. Module
// constants are not: the build makes them variables, read and checked at every use.
const countFacts = makeDealFacts();

/** Makes `dealFacts`' work (see `countFacts`). */
function makeDealFacts() {
  const { most: MOST, durchmarsch: DURCHMARSCH, jungfrauen: JUNGFRAUEN } = DEAL_FACT;
  const { doublings: DOUBLINGS, points: POINTS } = DEAL_FACT;
  return (
    ctx: KernelContext<unknown>,
    s: GameState<unknown>,
    out: Int32Array,
    at: number,
  ): Int32Array => {
    const { deck, tricksPerDeal } = ctx;
    const { seats, tricks, won, next } = s;
    if (seats === 4) {
      // Four seats (Kalter Schlag, four-handed Skat and Ramsch): the same counts in straight
      // code. V8 checks each array once here, where the loop below checks them at every seat.
      const p0 = deck.pointsOf(won[0], won[1]);
      const p1 = deck.pointsOf(won[2], won[3]);
      const p2 = deck.pointsOf(won[4], won[5]);
      const p3 = deck.pointsOf(won[6], won[7]);
      const t0 = tricks[0];
      const t1 = tricks[1];
      const t2 = tricks[2];
      const t3 = tricks[3];
      const a0 = next[0] >= 0;
      const a1 = next[1] >= 0;
      const a2 = next[2] >= 0;
      const a3 = next[3] >= 0;
      out[at + POINTS] = p0;
      out[at + POINTS + 1] = p1;
      out[at + POINTS + 2] = p2;
      out[at + POINTS + 3] = p3;
      out[at + MOST] = Math.max(a0 ? p0 : -1, a1 ? p1 : -1, a2 ? p2 : -1, a3 ? p3 : -1);
      // The last active seat that took every trick, as in the loop below.
      let marcher4 = -1;
      if (a0 && t0 === tricksPerDeal) marcher4 = 0;
      if (a1 && t1 === tricksPerDeal) marcher4 = 1;
      if (a2 && t2 === tricksPerDeal) marcher4 = 2;
      if (a3 && t3 === tricksPerDeal) marcher4 = 3;
      out[at + DURCHMARSCH] = marcher4;
      out[at + JUNGFRAUEN] =
        (a0 && t0 === 0 ? 1 : 0) +
        (a1 && t1 === 0 ? 1 : 0) +
        (a2 && t2 === 0 ? 1 : 0) +
        (a3 && t3 === 0 ? 1 : 0);
      out[at + DOUBLINGS] = s.doublers.length;
      return out;
    }
    let most = -1;
    let marcher = -1;
    let jungfrauen = 0;
    // Selects rather than branches where the data decides (most points, Jungfrauen): a
    // branch there is mispredicted in about every other deal.
    for (let seat = 0; seat < seats; seat++) {
      const p = deck.pointsOf(won[2 * seat], won[2 * seat + 1]);
      const t = tricks[seat];
      out[at + POINTS + seat] = p;
      if (next[seat] < 0) continue;
      most = Math.max(most, p);
      jungfrauen += t === 0 ? 1 : 0;
      if (t === tricksPerDeal) marcher = seat;
    }
    out[at + MOST] = most;
    out[at + DURCHMARSCH] = marcher;
    out[at + JUNGFRAUEN] = jungfrauen;
    out[at + DOUBLINGS] = s.doublers.length;
    return out;
  };
}
