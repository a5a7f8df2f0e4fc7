import { ERROR_CODES } from '../errors/errors';
import { MAX_ACTIONS } from '../kernel/rules';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';
import { illegalActions } from './illegalActions';
import { stateDiff } from './sameState';

/**
 * Plays `plan.statechartDeals` seeded random deals through the pure kernel API and, at
 * every step, applies every legal action (each must be accepted) and a sample of illegal
 * ones (see `illegalActions`; each must be refused with a stable code), then checks that
 * none of this changed the state. The same deal is played in place with `legalCodes` +
 * `applyCode` alongside and must end in the same state.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkActions(kalterSchlag, conformancePlan({ statechartDeals: 100 })); // { deals: 100, legal: ..., illegal: ... }
 */
export function checkActions<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): { deals: number; legal: number; illegal: number } {
  const rules = variant.rules(plan.options);
  const codes = new Set<string>(ERROR_CODES);
  const out = new Int32Array(MAX_ACTIONS);
  let legalCount = 0;
  let illegalCount = 0;
  for (let i = 0; i < plan.statechartDeals; i++) {
    const { dealer, seed } = dealOf(plan, rules.ctx.seats, i);
    const rng = dealRng(plan, i);
    let s = rules.deal({ dealer, rng });
    const inPlace = rules.clone(s);
    for (let step = 0; ; step++) {
      if (step > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const before = JSON.stringify(s);
      const legal = rules.legalActions(s);
      const n = rules.legalCodes(s, out);
      if (legal.length !== n)
        fail(
          `${where(i, dealer, seed, step)}: legalActions gives ${legal.length} actions, legalCodes ${n}`,
        );
      for (const action of legal) {
        const r = rules.applyAction(s, action);
        if (!r.ok)
          fail(
            `${where(i, dealer, seed, step)}: legal ${JSON.stringify(action)} refused: ${r.error.code}`,
          );
        legalCount++;
      }
      for (const { kind, action } of illegalActions(rules, s)) {
        const r = rules.applyAction(s, action);
        if (r.ok)
          fail(
            `${where(i, dealer, seed, step)}: illegal (${kind}) ${JSON.stringify(action)} accepted`,
          );
        if (!codes.has(r.error.code))
          fail(`${where(i, dealer, seed, step)}: refusal without a stable code: ${r.error.code}`);
        illegalCount++;
      }
      if (JSON.stringify(s) !== before)
        fail(`${where(i, dealer, seed, step)}: applyAction changed its input state`);
      if (rules.isTerminal(s)) break;
      if (n === 0) fail(`${where(i, dealer, seed, step)}: no legal action before the end`);
      const k = rng.below(n);
      const next = rules.applyAction(s, legal[k]);
      if (!next.ok) fail(`${where(i, dealer, seed, step)}: legal action refused`);
      s = next.value;
      rules.applyCode(inPlace, out[k]);
    }
    const diff = stateDiff(s, inPlace);
    if (diff !== null)
      fail(
        `${where(i, dealer, seed)}: the pure API and the in-place API end differently in '${diff}'`,
      );
  }
  return { deals: plan.statechartDeals, legal: legalCount, illegal: illegalCount };
}
