import { createGame } from '../facade/createGame';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';
import { viewLeak } from './viewLeak';

/**
 * Plays `plan.statechartDeals` seeded random deals through the facade and checks every
 * seat's `game.view(seat)` at every step with `viewLeak`: no other seat's unplayed cards
 * and no skat unless the variant's reveal hooks allow it.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkViews(kalterSchlag, conformancePlan({ statechartDeals: 100 })); // number of views checked
 */
export function checkViews<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options);
  const seats = rules.ctx.seats;
  let views = 0;
  for (let i = 0; i < plan.statechartDeals; i++) {
    const { dealer, seed } = dealOf(plan, seats, i);
    const rng = dealRng(plan, i);
    rules.deal({ dealer, rng });
    const game = createGame(variant, { options: plan.options, dealer, seed });
    for (let step = 0; ; step++) {
      if (step > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const s = game.state();
      for (let seat = 0; seat < seats; seat++) {
        const leak = viewLeak(variant, rules, s, seat, game.view(seat));
        if (leak !== null) fail(`${where(i, dealer, seed, step)}: ${leak}`);
        views++;
      }
      if (game.isOver()) break;
      const legal = game.legalActions();
      if (legal.length === 0)
        fail(`${where(i, dealer, seed, step)}: no legal action before the end`);
      game.apply(legal[rng.below(legal.length)]);
    }
    game.actor.stop();
  }
  return views;
}
