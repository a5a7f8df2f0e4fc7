import { createGame } from '../facade/createGame';
import { sameJson } from '../records/sameJson';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';
import { illegalActions } from './illegalActions';
import { stateDiff } from './sameState';

/**
 * Plays `plan.statechartDeals` seeded random deals twice, through the pure kernel and
 * through the statechart (a facade game and its XState actor), and requires the same
 * thing at every step: the same state, the same legal actions, the same refusal (code)
 * for an illegal action with the game's state unchanged; and at the end the same
 * outcome, with the actor in its final state.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkStatechart(kalterSchlag, conformancePlan({ statechartDeals: 100 })); // 100
 */
export function checkStatechart<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options);
  for (let i = 0; i < plan.statechartDeals; i++) {
    const { dealer, seed } = dealOf(plan, rules.ctx.seats, i);
    const rng = dealRng(plan, i);
    let s = rules.deal({ dealer, rng });
    const game = createGame(variant, { options: plan.options, dealer, seed });
    for (let step = 0; ; step++) {
      if (step > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const diff = stateDiff(s, game.state());
      if (diff !== null)
        fail(`${where(i, dealer, seed, step)}: kernel and statechart differ in '${diff}'`);
      const legal = rules.legalActions(s);
      if (!sameJson(legal, game.legalActions()))
        fail(`${where(i, dealer, seed, step)}: the game's legal actions differ from the kernel's`);
      const [sample] = illegalActions(rules, s);
      if (sample !== undefined) {
        const before = game.state();
        const kernel = rules.applyAction(s, sample.action);
        const chart = game.apply(sample.action);
        if (kernel.ok || chart.ok)
          fail(`${where(i, dealer, seed, step)}: illegal (${sample.kind}) action accepted`);
        if (kernel.error.code !== chart.error.code) {
          fail(
            `${where(i, dealer, seed, step)}: the kernel refuses with ${kernel.error.code}, the statechart with ${chart.error.code}`,
          );
        }
        const changed = stateDiff(before, game.state());
        if (changed !== null)
          fail(`${where(i, dealer, seed, step)}: a refused action changed the game's '${changed}'`);
      }
      if (rules.isTerminal(s)) break;
      if (legal.length === 0)
        fail(`${where(i, dealer, seed, step)}: no legal action before the end`);
      const action = legal[rng.below(legal.length)];
      const next = rules.applyAction(s, action);
      const applied = game.apply(action);
      if (!next.ok || !applied.ok)
        fail(`${where(i, dealer, seed, step)}: legal ${JSON.stringify(action)} refused`);
      s = next.value;
    }
    if (!game.isOver())
      fail(`${where(i, dealer, seed)}: the kernel's deal is over, the game's is not`);
    if (!sameJson(rules.outcome(s), game.outcome()))
      fail(`${where(i, dealer, seed)}: kernel and statechart outcomes differ`);
    const status = game.actor.getSnapshot().status;
    if (status !== 'done')
      fail(`${where(i, dealer, seed)}: the deal is over but the actor's status is '${status}'`);
    game.actor.stop();
  }
  return plan.statechartDeals;
}
