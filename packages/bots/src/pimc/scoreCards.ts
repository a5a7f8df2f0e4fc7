import type { BaseAction, GameState, Rng, SeatView } from '@stich/core';
import { type SearchLimits, SearchStopped, type Solver } from '@stich/solver';
import type { PimcAdapter, PimcGoal } from './pimcAdapter';
import type { PimcRules } from './pimcRules';
import { replay, samePlays } from './replay';
import { sampleDeal } from './sampleDeal';
import type { SeatKnowledge } from './seatKnowledge';

/**
 * The outcome of {@link scoreCards}: the card chosen, and what is known of every card's
 * summed score over the deals solved.
 *
 * @example
 * const { best, scores, samples } = tally; // scores[best] / samples: the chosen card's mean
 */
export interface CardScores {
  /** Index (in `plays`) of the card with the best sum, or -1 when no deal was solved. */
  readonly best: number;
  /**
   * Each card's summed score: exact for the cards still in the running (`alive`); for a
   * card dropped early, the most it could still have had, no more than the best's.
   */
  readonly scores: number[];
  readonly samples: number;
  readonly alive: boolean[];
  /** Whether the deadline ended the sampling (between deals or inside a search). */
  readonly timedOut: boolean;
  /**
   * Whether the deadline cut a deal short: a search under way was stopped, or the time ran
   * out between two searches of one deal. That deal is dropped (its answers do not count).
   */
  readonly aborted: boolean;
  /** Positions the solver searched for the answers it gave (a stopped search not counted). */
  readonly nodes: number;
}

/**
 * Deals the bidding rules out, per deal wanted, after which a decision stops asking
 * whether deals fit the bidding (see {@link PimcAdapter.plausible}).
 */
const IMPLAUSIBLE_PER_SAMPLE = 20;

/** Thrown inside a round when the deadline passes between two searches. */
class OutOfTime extends Error {}

/**
 * One sampled deal: what each card scores in it where that is known (`exact`), else the
 * most it can score (`high`).
 */
interface Sample {
  readonly s: GameState;
  readonly goal: PimcGoal;
  /** Whether the seat is on the side the goal's query counts. */
  readonly mine: boolean;
  readonly high: number[];
  readonly exact: boolean[];
  /** The cards, as in `scoreCards`. */
  readonly plays: readonly (BaseAction & { readonly card: string })[];
  /** Whether the most a card can score here is known (asked before the card, or shown by a card). */
  rooted: boolean;
}

/** The solver's limits for a state asked about again (`keep`) and for one asked once (`spend`: no copy). */
interface Limits {
  readonly keep: SearchLimits;
  readonly spend: SearchLimits;
}

/** What the seat makes of a solved total: higher is better for it. */
const seatScore = (goal: PimcGoal & { kind: 'points' }, value: number) =>
  goal.query.objective === 'min' ? -value : value;

/** The state after `play`, a card the rebuilt deal offers the seat (see `samePlays`). */
function after(rules: PimcRules, d: Sample, play: BaseAction): GameState {
  const next = rules.clone(d.s);
  if (!replay(rules, next, [play]))
    throw new RangeError(`the rebuilt deal refuses ${JSON.stringify(play)}`);
  return next;
}

/**
 * Solves one card in one deal exactly, and learns what it can of the others. A points
 * goal asks the position before the card first (`solve`): the best cards score its
 * value, every other card at least a point less. Given `need` (how far the card's sum
 * must fall to drop it), a points goal first asks, with one null-window test
 * (`canReach`), whether the card scores that much less than the most it may here: if
 * so, that bound is all that is learnt (the card is then dropped), otherwise the value
 * after the card is found exactly (`value`: its best cards are not needed). A yes/no
 * goal asks after the card
 * (`canReach`); once a card has failed there, the next is asked with `canReachAfter`,
 * which also says, with the same search, whether the seat's side fails whatever it
 * plays (then every card scores 0 in that deal). Returns the positions searched.
 */
function settle(
  solver: Solver,
  rules: PimcRules,
  d: Sample,
  card: number,
  play: BaseAction & { card: string },
  limits: Limits,
  need = 0,
): number {
  const { goal } = d;
  let nodes = 0;
  if (goal.kind === 'points') {
    if (!d.rooted) {
      d.rooted = true;
      const solution = solver.solve(d.s, goal.query, limits.keep);
      const top = seatScore(goal, solution.value);
      const best = new Set(solution.bestMoves.map((m) => (m as typeof play).card));
      d.plays.forEach((p, c) => {
        d.exact[c] = best.has(p.card);
        d.high[c] = d.exact[c] ? top : top - 1;
      });
      if (d.exact[card]) return solution.nodes;
      nodes = solution.nodes;
    }
    const next = after(rules, d, play);
    if (need > 0) {
      // Whether the card scores `need` below the most it may here: then it is dropped.
      const bar = d.high[card] - need;
      const min = goal.query.objective === 'min';
      const target = min ? -bar - 1 : bar + 1;
      const verdict = solver.canReach(next, { ...goal.query, target }, limits.keep);
      nodes += verdict.nodes;
      if (!verdict.reached) {
        d.high[card] = bar;
        return nodes;
      }
    }
    // Only the card's value counts here: not which cards keep it after. `next` is asked no more.
    const valuation = solver.value(next, goal.query, limits.spend);
    d.high[card] = seatScore(goal, valuation.value);
    nodes += valuation.nodes;
  } else if (d.rooted || !d.exact.includes(true)) {
    const verdict = solver.canReach(after(rules, d, play), goal.query, limits.spend);
    const won = verdict.reached === d.mine;
    d.high[card] = won ? 1 : 0;
    // A card that wins shows that the side can have its way.
    d.rooted ||= won;
    nodes = verdict.nodes;
  } else {
    const verdict = solver.canReachAfter(d.s, goal.query, [play], limits.keep);
    d.rooted = true;
    if (verdict.reached !== d.mine) {
      d.high.fill(0);
      d.exact.fill(true);
      return verdict.nodes;
    }
    d.high[card] = verdict.after[0] === d.mine ? 1 : 0;
    nodes = verdict.nodes;
  }
  d.exact[card] = true;
  return nodes;
}

/**
 * The card with the best summed score over `deals`, settling no more than that takes:
 * the first card of `order` is solved in every deal already; each other card (in
 * `order`) is solved only until the most it can still sum (`upper`, kept up to date by
 * `solve`) is no better than the best so far. Among equal sums the earlier card in
 * `order` stays. A card is tried first in the deals where the cards solved so far fell
 * furthest short of what was possible there: the likeliest to drop it.
 */
function argmax(
  deals: readonly Sample[],
  order: readonly number[],
  upper: readonly number[],
  solve: (sample: Sample, card: number, need: number) => void,
): number {
  let best = order[0];
  for (const card of order.slice(1)) {
    if (upper[card] <= upper[best]) continue;
    // How far the cards solved in each deal fell short of the most possible there.
    const short = deals.map((d) => {
      const top = Math.max(...d.high);
      return d.high.reduce((total, h, c) => (d.exact[c] ? total + top - h : total), 0);
    });
    const open = deals.flatMap((d, j) => (d.exact[card] ? [] : [j]));
    open.sort((a, b) => short[b] - short[a] || a - b);
    for (const j of open) {
      if (upper[card] <= upper[best]) break;
      solve(deals[j], card, upper[card] - upper[best]);
    }
    if (upper[card] > upper[best]) best = card;
  }
  return best;
}

/**
 * Samples deals consistent with the seat's knowledge (and, where the adapter says so,
 * with the bidding: see {@link PimcAdapter.plausible}), rebuilds each through the adapter
 * (skipping deals the rules refuse, and any whose rebuilt state does not offer the seat
 * exactly the cards its view does), and finds the card with the best summed score over
 * them, solving no more than that takes (the answer is the same as solving every card
 * in every deal). The card tried first (`first`, the rules bot's) is solved in every
 * deal, and each other card only until it cannot beat the best so far, given what is
 * known of each deal (see `settle`: a yes/no goal scores at most 1, and 0 for every
 * card where the seat's side fails whatever it plays; a points goal at most the value
 * of the position before the card). Among equal sums the first card wins, then the
 * earlier in `plays`.
 *
 * The deals are added one at a time, the best card found again after each, so that the
 * answer for the deals so far is always at hand. It stops after `samples` deals or once
 * `deadline()` says so: it is asked before every deal but the first, before every
 * search, and, through the solver's stop callback, inside every search. A deal it cuts
 * short does not count: the answer is the one for the deals before it.
 *
 * @example
 * scoreCards({ rules, adapter, solver, view, knowledge, plays, first: 0, rng, samples: 20, deadline: () => false });
 */
export function scoreCards(args: {
  readonly rules: PimcRules;
  readonly adapter: PimcAdapter;
  readonly solver: Solver;
  readonly view: SeatView<BaseAction>;
  readonly knowledge: SeatKnowledge;
  readonly plays: readonly BaseAction[];
  /** The card tried first and preferred among equals (default 0). */
  readonly first?: number;
  readonly rng: Rng;
  readonly samples: number;
  readonly deadline: () => boolean;
}): CardScores {
  const { rules, adapter, solver, view, knowledge, rng } = args;
  const plays = args.plays as readonly (BaseAction & { card: string })[];
  const first = args.first ?? 0;
  const order = [first, ...plays.keys()].filter((c, i) => i === 0 || c !== first);
  const limits: Limits = {
    keep: { stop: args.deadline },
    spend: { stop: args.deadline, inPlace: true },
  };
  const deals: Sample[] = [];
  // Each card's summed `high` over the deals: its sum, once it is solved in every deal.
  const upper = plays.map(() => 0);
  let nodes = 0;
  const settleCard = (d: Sample, card: number, need: number) => {
    const before = d.high.slice();
    nodes += settle(solver, rules, d, card, plays[card], limits, need);
    d.high.forEach((h, c) => {
      upper[c] += h - before[c];
    });
  };
  const check = (d: Sample, card: number, need: number) => {
    if (args.deadline()) throw new OutOfTime();
    settleCard(d, card, need);
  };
  let best = -1;
  let implausible = 0;
  let tries = 0;
  let timedOut = false;
  let aborted = false;
  let counted = 0;
  while (deals.length < args.samples && tries < 4 * args.samples + 8) {
    if ((tries > 0 || implausible > 0) && args.deadline()) {
      timedOut = true;
      break;
    }
    tries++;
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
    const mine = goal.query.side.includes(view.seat);
    const d: Sample = {
      s,
      goal,
      mine,
      plays,
      // At most 1 for a yes/no goal; a points goal's first answer sets every bound.
      high: plays.map(() => 1),
      exact: plays.map(() => false),
      rooted: false,
    };
    // Out of time before the deal's first search: nothing of it was begun.
    if (args.deadline()) {
      timedOut = true;
      break;
    }
    try {
      // The first card is solved in every deal; the answer bounds the others there.
      nodes += settle(solver, rules, d, first, plays[first], limits);
      deals.push(d);
      d.high.forEach((h, c) => {
        upper[c] += h;
      });
      best = argmax(deals, order, upper, check);
      counted = deals.length;
    } catch (e) {
      if (!(e instanceof SearchStopped || e instanceof OutOfTime)) throw e;
      // The deal under way does not count: the answer stays the one for the deals before.
      timedOut = true;
      aborted = true;
      break;
    }
  }
  // What a deal cut short added is taken out again.
  const scores = upper.map(
    (u, c) => u - deals.slice(counted).reduce((sum, d) => sum + d.high[c], 0),
  );
  const alive = scores.map(
    (v, c) => best >= 0 && v === scores[best] && deals.slice(0, counted).every((d) => d.exact[c]),
  );
  return { best, scores, samples: counted, alive, timedOut, aborted, nodes };
}
