import { MAX_ACTIONS } from '../kernel/rules';
import type { Variant } from '../variant/defineVariant';
import { cardPartition, pointsInPlay } from './cardPartition';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';

/**
 * More actions than any deal of a Skat-family game takes; a deal still running after this many does not end.
 *
 * @example
 * if (step >= MAX_STEPS) fail('the deal does not end');
 */
export const MAX_STEPS = 10_000;

/**
 * What a batch of random deals did.
 *
 * @example
 * const { deals, actions, longest }: PlayoutStats = checkPlayouts(kalterSchlag, conformancePlan());
 */
export interface PlayoutStats {
  readonly deals: number;
  readonly actions: number;
  /** The longest deal, in actions. */
  readonly longest: number;
}

/**
 * Plays `plan.deals` seeded random deals with the in-place kernel (`legalCodes`, then
 * `out[rng.below(n)]`, `applyCode`) and checks at every step: the cards are a partition
 * of the deck (hands, won, skat, current trick); before the end there is a legal action
 * and a seat to act; at the end there is none, the card points add up to the deck's
 * total and the outcome exists (and its `outcomePoints` add up too). Throws on the
 * first failure, naming the deal, its seed and the step.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkPlayouts(kalterSchlag, conformancePlan({ deals: 1000 })); // { deals: 1000, actions: 33..., longest: 36 }
 */
export function checkPlayouts<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): PlayoutStats {
  const rules = variant.rules(plan.options);
  const ctx = rules.ctx;
  const total = ctx.deck.totalPoints;
  const out = new Int32Array(MAX_ACTIONS);
  const s = rules.deal({ dealer: 0, seed: 0 });
  let actions = 0;
  let longest = 0;
  for (let i = 0; i < plan.deals; i++) {
    const { dealer, seed } = dealOf(plan, ctx.seats, i);
    const rng = dealRng(plan, i);
    rules.redeal(s, dealer, rng);
    let step = 0;
    for (;;) {
      const broken = cardPartition(ctx, s);
      if (broken !== null) fail(`${where(i, dealer, seed, step)}: ${broken}`);
      const n = rules.legalCodes(s, out);
      if (rules.isTerminal(s)) {
        if (n !== 0) fail(`${where(i, dealer, seed, step)}: ${n} legal actions after the end`);
        break;
      }
      if (step >= MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      if (n <= 0)
        fail(
          `${where(i, dealer, seed, step)}: no legal action before the end (phase '${s.phase}')`,
        );
      if (!(s.turn >= 0 && s.turn < s.seats && s.next[s.turn] >= 0)) {
        fail(`${where(i, dealer, seed, step)}: seat ${s.turn} to act is not an active seat`);
      }
      rules.applyCode(s, out[rng.below(n)]);
      step++;
    }
    const points = pointsInPlay(ctx, s);
    if (points !== total)
      fail(`${where(i, dealer, seed)}: ${points} card points at the end, the deck has ${total}`);
    const outcome = rules.outcome(s);
    if (outcome === undefined) fail(`${where(i, dealer, seed)}: no outcome at the end`);
    if (plan.outcomePoints !== undefined) {
      const sum = plan.outcomePoints(outcome).reduce((a, b) => a + b, 0);
      if (sum !== total)
        fail(`${where(i, dealer, seed)}: the outcome's card points add up to ${sum}, not ${total}`);
    }
    actions += step;
    if (step > longest) longest = step;
  }
  return { deals: plan.deals, actions, longest };
}
