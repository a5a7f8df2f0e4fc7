import type { GameState, KernelContext, PhaseHookContext } from '@stich/core';
import { DEAL_FACT, dealFacts } from '@stich/core/scoring';
import type { KalterSchlagOptions } from './options';
import { durchmarschPenalty, penalty } from './penalty';

/**
 * The result of one Kalter Schlag deal.
 *
 * @example
 * const outcome: KalterSchlagOutcome | undefined = game.outcome();
 * outcome?.losers; // e.g. [2]
 * outcome?.penalties; // e.g. [0, 0, 60, 0]
 */
export interface KalterSchlagOutcome {
  /** Card points each seat took. */
  readonly points: number[];
  /** Tricks each seat took. */
  readonly tricks: number[];
  /** Penalty points each seat writes for this deal (0 for all but the losers). */
  readonly penalties: number[];
  /** How many doublings were said (kontra, re, bock, hirsch). */
  readonly doublings: number;
  /** Seats that doubled, in order. */
  readonly doublers: number[];
  /** How many players took no trick (3 with a Durchmarsch). */
  readonly jungfrauen: number;
  /** The seats that took no trick. */
  readonly jungfrauSeats: number[];
  /** Whether one player took all eight tricks. */
  readonly durchmarsch: boolean;
  /** The seat that made the Durchmarsch, or `null`. */
  readonly durchmarschSeat: number | null;
  /** Seats that write a penalty. */
  readonly losers: number[];
}

/** Where core's deal facts start in Kalter Schlag's: after the penalty and the losers. */
const FACTS_AT = 2;

/**
 * Where {@link kalterSchlagFacts} writes each number: the penalty each loser writes,
 * how many seats write it, the most card points, the Durchmarsch seat (or -1), the
 * number of Jungfrauen and of doublings; from `points` on, each seat's card points.
 *
 * @example
 * const facts = kalterSchlagFacts(rules.ctx, finishedState, new Int32Array(KALTER_SCHLAG_FACT.points + 4));
 * facts[KALTER_SCHLAG_FACT.penalty] * facts[KALTER_SCHLAG_FACT.losers]; // what all seats write together
 */
export const KALTER_SCHLAG_FACT = {
  penalty: 0,
  losers: 1,
  most: FACTS_AT + DEAL_FACT.most,
  marcher: FACTS_AT + DEAL_FACT.durchmarsch,
  jungfrauen: FACTS_AT + DEAL_FACT.jungfrauen,
  doublings: FACTS_AT + DEAL_FACT.doublings,
  points: FACTS_AT + DEAL_FACT.points,
} as const;

// Kalter Schlag's scoring, made once, at load, by `makeScoring`: there the positions are
// constants of the functions' (single) closure, which V8 compiles to immediates. Module
// constants are not: the build makes them variables, read and checked at every use
// (about 150 instructions a deal more).
const scoring = makeScoring();

/**
 * The numbers that decide a finished deal, written into `out` (at the {@link KALTER_SCHLAG_FACT}
 * positions; it needs room for `KALTER_SCHLAG_FACT.points` + 4) without building the
 * outcome: for simulations that count millions of deals. Core's counting blocks
 * (`dealFacts`) give the card points, the most of them, the Jungfrauen, the Durchmarsch
 * and the doublings; Kalter Schlag adds who loses and the penalty.
 * {@link scoreKalterSchlag} is built on it, so the two always agree.
 *
 * @example
 * const facts = new Int32Array(KALTER_SCHLAG_FACT.points + 4);
 * kalterSchlagFacts(rules.ctx, finishedState, facts);
 * facts[KALTER_SCHLAG_FACT.marcher]; // -1 unless one seat took every trick
 */
export function kalterSchlagFacts(
  ctx: KernelContext<KalterSchlagOptions>,
  s: GameState<unknown>,
  out: Int32Array,
): Int32Array {
  return scoring.facts(ctx, s, out);
}

/**
 * Scores a finished Kalter Schlag deal. The loser is decided on the unrounded card
 * points; every player tied for most points pays the full penalty.
 *
 * @example
 * const outcome = scoreKalterSchlag({ ctx: rules.ctx, s: finishedState });
 * outcome.penalties; // e.g. [0, 60, 0, 0]
 */
export function scoreKalterSchlag(
  hook: PhaseHookContext<unknown, KalterSchlagOptions>,
): KalterSchlagOutcome {
  return scoring.score(hook);
}

/** Makes {@link kalterSchlagFacts} and {@link scoreKalterSchlag} (see `scoring`). */
function makeScoring() {
  const CORE_AT = FACTS_AT;
  const PENALTY = KALTER_SCHLAG_FACT.penalty;
  const LOSERS = KALTER_SCHLAG_FACT.losers;
  const MOST = KALTER_SCHLAG_FACT.most;
  const MARCHER = KALTER_SCHLAG_FACT.marcher;
  const JUNGFRAUEN = KALTER_SCHLAG_FACT.jungfrauen;
  const DOUBLINGS = KALTER_SCHLAG_FACT.doublings;
  const POINTS = KALTER_SCHLAG_FACT.points;

  /**
   * The facts of the deal being scored (scoring is not re-entered), for four seats; in a
   * buffer of its own, whose storage never moves (optimised code addresses it directly).
   */
  const scratch = new Int32Array(new ArrayBuffer(4 * (POINTS + 4)));
  // The imported rules, as constants of the closure: V8 checks a call through an import
  // binding at every use, one through a constant of this (single) closure never.
  const coreFacts = dealFacts;
  const penaltyOf = penalty;
  const marchPenalty = durchmarschPenalty;

  function countFacts(
    ctx: KernelContext<KalterSchlagOptions>,
    s: GameState<unknown>,
    out: Int32Array,
  ): Int32Array {
    coreFacts(ctx, s, out, CORE_AT);
    const most = out[MOST];
    // After a Durchmarsch the three others lose; else every seat tied for most points.
    let losers = 0;
    if (out[MARCHER] >= 0) losers = ctx.active - 1;
    else {
      const { seats, next } = s;
      for (let seat = 0; seat < seats; seat++)
        losers += next[seat] >= 0 && out[POINTS + seat] === most ? 1 : 0;
    }
    out[PENALTY] = penaltyFrom(ctx, out);
    out[LOSERS] = losers;
    return out;
  }

  /** The penalty each loser writes, from core's deal facts in `out`. */
  function penaltyFrom(ctx: KernelContext<KalterSchlagOptions>, out: Int32Array): number {
    const doublings = out[DOUBLINGS];
    return out[MARCHER] >= 0
      ? marchPenalty(doublings)
      : penaltyOf(out[MOST], doublings, out[JUNGFRAUEN], ctx.options.rounding);
  }

  function score({ ctx, s }: PhaseHookContext<unknown, KalterSchlagOptions>): KalterSchlagOutcome {
    const { seats, next } = s;
    const tricksOf = s.tricks;
    const four = seats === 4 && ctx.active === 4;
    const facts = seats <= 4 ? scratch : new Int32Array(POINTS + seats);
    // With four seats playing, who loses is read off per seat below: core's facts and the
    // penalty are all it needs (not the count of losers, a loop of its own).
    if (four) {
      coreFacts(ctx, s, facts, CORE_AT);
      facts[PENALTY] = penaltyFrom(ctx, facts);
    } else countFacts(ctx, s, facts);
    const marcher = facts[MARCHER];
    const most = facts[MOST];
    const amount = facts[PENALTY];
    const jungfrauen = facts[JUNGFRAUEN];
    const doublings = facts[DOUBLINGS];
    // A copy of the (short) list of doublers by hand: cheaper than `slice`, which three deals
    // in four (random play) would call.
    const doublers = new Array<number>(doublings);
    for (let i = 0; i < doublings; i++) doublers[i] = s.doublers[i];
    const jungfrauSeats = new Array<number>(jungfrauen);
    let losers: number[];
    let tricks: number[];
    let points: number[];
    let penalties: number[];
    if (four) {
      // Four seats, all playing (every Kalter Schlag deal): the per-seat arrays as literals
      // from locals, which V8 allocates and fills without a check per element.
      const t0 = tricksOf[0];
      const t1 = tricksOf[1];
      const t2 = tricksOf[2];
      const t3 = tricksOf[3];
      const p0 = facts[POINTS];
      const p1 = facts[POINTS + 1];
      const p2 = facts[POINTS + 2];
      const p3 = facts[POINTS + 3];
      // Who loses: after a Durchmarsch every other seat, else every seat with most points.
      const m = marcher >= 0;
      const l0 = m ? marcher !== 0 : p0 === most;
      const l1 = m ? marcher !== 1 : p1 === most;
      const l2 = m ? marcher !== 2 : p2 === most;
      const l3 = m ? marcher !== 3 : p3 === most;
      tricks = [t0, t1, t2, t3];
      points = [p0, p1, p2, p3];
      penalties = [l0 ? amount : 0, l1 ? amount : 0, l2 ? amount : 0, l3 ? amount : 0];
      let j = 0;
      if (t0 === 0) jungfrauSeats[j++] = 0;
      if (t1 === 0) jungfrauSeats[j++] = 1;
      if (t2 === 0) jungfrauSeats[j++] = 2;
      if (t3 === 0) jungfrauSeats[j++] = 3;
      losers = new Array<number>((l0 ? 1 : 0) + (l1 ? 1 : 0) + (l2 ? 1 : 0) + (l3 ? 1 : 0));
      let l = 0;
      if (l0) losers[l++] = 0;
      if (l1) losers[l++] = 1;
      if (l2) losers[l++] = 2;
      if (l3) losers[l++] = 3;
    } else {
      // Exact-size arrays, filled in one pass.
      losers = new Array<number>(facts[LOSERS]);
      tricks = new Array<number>(seats);
      points = new Array<number>(seats);
      penalties = new Array<number>(seats);
      for (let seat = 0, j = 0, l = 0; seat < seats; seat++) {
        const p = facts[POINTS + seat];
        const t = tricksOf[seat];
        tricks[seat] = t;
        points[seat] = p;
        penalties[seat] = 0;
        if (next[seat] < 0) continue;
        if (t === 0) jungfrauSeats[j++] = seat;
        if (marcher >= 0 ? seat !== marcher : p === most) {
          losers[l++] = seat;
          penalties[seat] = amount;
        }
      }
    }
    return {
      points,
      tricks,
      penalties,
      doublings,
      doublers,
      jungfrauen: jungfrauen,
      jungfrauSeats,
      durchmarsch: marcher >= 0,
      durchmarschSeat: marcher >= 0 ? marcher : null,
      losers,
    };
  }

  return { facts: countFacts, score };
}
