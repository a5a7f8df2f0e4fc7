import { type BaseAction, type GameState, type Rng, type SeatView, unwrap } from '@stich/core';
import { type SearchLimits, SearchStopped, type Solver } from '@stich/solver';
import type { PimcAdapter, PimcGoal } from './pimcAdapter';
import type { PimcRules } from './pimcRules';
import { samePlays } from './replay';
import { sampleDeal } from './sampleDeal';
import type { SeatKnowledge } from './seatKnowledge';

/**
 * The cards' summed scores over the deals solved, how many deals that was, and which
 * cards are still in the running (a card that could no longer catch up with the best
 * even by winning every deal left in the budget is dropped and no longer solved).
 *
 * @example
 * const { scores, samples, alive } = tally; // scores[i] / samples: card i's mean
 */
export interface CardScores {
  readonly scores: number[];
  readonly samples: number;
  readonly alive: boolean[];
  /** Whether the deadline ended the sampling (between deals or inside a search). */
  readonly timedOut: boolean;
}

/**
 * Deals the bidding rules out, per deal wanted, after which a decision stops asking
 * whether deals fit the bidding (see {@link PimcAdapter.plausible}).
 */
const IMPLAUSIBLE_PER_SAMPLE = 20;

/** What the seat makes of one position solved for points: higher is better for it. */
function score(
  solver: Solver,
  s: GameState,
  goal: PimcGoal & { kind: 'points' },
  limits: SearchLimits,
): number {
  const value = solver.solve(s, goal.query, limits).value;
  return goal.query.objective === 'min' ? -value : value;
}

/**
 * What each card still in the running scores in one rebuilt deal (0 for the others), or
 * `null` when the seat's side fails a yes/no goal whatever it plays (then no card gains).
 * A yes/no goal is one `canReachAfter`: a test at the position, then only the cards it
 * leaves open.
 */
function solveSample(
  solver: Solver,
  s: GameState,
  goal: PimcGoal,
  seat: number,
  plays: readonly BaseAction[],
  alive: readonly boolean[],
  rules: PimcRules,
  limits: SearchLimits,
): number[] | null {
  if (goal.kind === 'reach') {
    const mine = goal.query.side.includes(seat);
    const asked = plays.filter((_, i) => alive[i]);
    const verdict = solver.canReachAfter(s, goal.query, asked, limits);
    if (verdict.reached !== mine) return null;
    let k = 0;
    return plays.map((_, i) => (alive[i] ? (verdict.after[k++] === mine ? 1 : 0) : 0));
  }
  return plays.map((play, i) =>
    alive[i] ? score(solver, unwrap(rules.applyAction(s, play)), goal, limits) : 0,
  );
}

/**
 * Samples deals consistent with the seat's knowledge (and, where the adapter says so,
 * with the bidding: see {@link PimcAdapter.plausible}), rebuilds each through the adapter
 * (skipping deals the rules refuse, and any whose rebuilt state does not offer the seat
 * exactly the cards its view does), and sums each candidate's score over the solved
 * deals. A yes/no goal is first asked of the position before the card: when the seat's
 * side loses it even with its best card, every card scores 0 without a search each.
 * Stops after `samples` deals, once one card is left in the running, or once
 * `deadline()` says so: it is asked before every deal but the first and, through the
 * solver's stop callback, inside every search; a deal it cuts short does not count.
 *
 * @example
 * scoreCards({ rules, adapter, solver, view, knowledge, plays, rng, samples: 20, deadline: () => false });
 */
export function scoreCards(args: {
  readonly rules: PimcRules;
  readonly adapter: PimcAdapter;
  readonly solver: Solver;
  readonly view: SeatView<BaseAction>;
  readonly knowledge: SeatKnowledge;
  readonly plays: readonly BaseAction[];
  readonly rng: Rng;
  readonly samples: number;
  readonly deadline: () => boolean;
}): CardScores {
  const { rules, adapter, solver, view, knowledge, plays, rng } = args;
  const scores = plays.map(() => 0);
  const alive = plays.map(() => true);
  const limits: SearchLimits = { stop: args.deadline };
  let samples = 0;
  let live = plays.length;
  let implausible = 0;
  let timedOut = false;
  for (let tries = 0; samples < args.samples && tries < 4 * args.samples + 8; tries++) {
    if (samples > 0 && live === 1) break;
    if ((tries > 0 || implausible > 0) && args.deadline()) {
      timedOut = true;
      break;
    }
    const deal = sampleDeal(knowledge, rng);
    if (deal === undefined) break;
    // Deals the bidding rules out are drawn again (not counted as tries), up to a limit.
    if (
      adapter.plausible !== undefined &&
      implausible < IMPLAUSIBLE_PER_SAMPLE * args.samples &&
      !adapter.plausible(rules, view, knowledge, deal)
    ) {
      implausible++;
      tries--;
      continue;
    }
    const s = adapter.rebuild(rules, view, knowledge, deal);
    if (s === undefined || !samePlays(rules, s, view)) continue;
    const goal = adapter.goal(rules, view, s);
    let gained: number[] | null;
    try {
      gained = solveSample(solver, s, goal, view.seat, plays, alive, rules, limits);
    } catch (e) {
      if (!(e instanceof SearchStopped)) throw e;
      timedOut = true;
      break;
    }
    samples++;
    if (gained === null) continue;
    gained.forEach((g, i) => {
      scores[i] += g;
    });
    if (goal.kind !== 'reach') continue;
    // A card that cannot catch up with the best, even winning every deal left, is out.
    const best = Math.max(...scores.filter((_, i) => alive[i]));
    scores.forEach((v, i) => {
      if (alive[i] && v + (args.samples - samples) < best) {
        alive[i] = false;
        live--;
      }
    });
  }
  return { scores, samples, alive, timedOut };
}
