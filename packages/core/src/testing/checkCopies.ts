import { createGame } from '../facade/createGame';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';

/** Changes every field and array of `value` in place (where it is not frozen). */
function vandalize(value: unknown, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 20) return;
  const target = value as Record<string | number, unknown>;
  for (const key of Object.keys(target)) {
    const v = target[key];
    if (typeof v === 'object' && v !== null) vandalize(v, depth + 1);
    const junk =
      typeof v === 'string'
        ? 'ZZ'
        : typeof v === 'number'
          ? -99
          : typeof v === 'boolean'
            ? !v
            : 'ZZ';
    try {
      target[key] = junk;
    } catch {
      // frozen: as good as a copy
    }
  }
  if (Array.isArray(value)) {
    try {
      value.push('ZZ');
    } catch {
      // frozen
    }
  }
}

/**
 * Plays `plan.copyDeals` seeded random deals through `createGame` and, at every step,
 * vandalizes everything the game hands out (every seat's view, its legal actions, the
 * snapshot, the record, the outcome, what `apply` returned but its state): the game's
 * state and what it hands out next must not change. So nothing handed out shares an
 * object with the game or with a module constant.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkCopies(skat, conformancePlan({ copyDeals: 5 })); // steps checked
 */
export function checkCopies<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options);
  const seats = rules.ctx.seats;
  let steps = 0;
  for (let i = 0; i < plan.copyDeals; i++) {
    const { dealer, seed } = dealOf(plan, seats, i);
    const rng = dealRng(plan, i);
    rules.deal({ dealer, rng });
    const game = createGame(variant, { options: plan.options, dealer, seed });
    const handedOut = () => {
      const out: unknown[] = [game.snapshot(), game.record(), game.outcome()];
      for (let seat = 0; seat < seats; seat++) out.push(game.view(seat), game.legalActions(seat));
      return out;
    };
    let applied: unknown = null;
    for (let step = 0; ; step++) {
      if (step > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const state = JSON.stringify(game.state());
      const before = handedOut();
      const text = JSON.stringify(before);
      vandalize(before);
      vandalize(applied);
      if (JSON.stringify(game.state()) !== state)
        fail(
          `${where(i, dealer, seed, step)}: changing what the game handed out changed its state`,
        );
      if (JSON.stringify(handedOut()) !== text)
        fail(
          `${where(i, dealer, seed, step)}: changing what the game handed out changed its next answers`,
        );
      steps++;
      if (game.isOver()) break;
      const legal = game.legalActions();
      const r = game.apply(legal[rng.below(legal.length)]);
      applied = r.ok ? { action: r.value.action } : null;
    }
    game.actor.stop();
  }
  return steps;
}
