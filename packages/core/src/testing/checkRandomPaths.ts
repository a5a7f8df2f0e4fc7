import { MAX_ACTIONS } from '../kernel/rules';
import { Rng } from '../rng/rng';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';
import { stateDiff } from './sameState';

/**
 * Plays each of `plan.deals` seeded deals three ways from the same generator state:
 * `legalCodes` + `out[rng.below(n)]`, repeated `randomCode` + `applyCode`, and
 * `playout`. All three must give the same final state and leave the generator in the
 * same state (they draw the same numbers), so simulations agree whichever path they use.
 * Each deal starts with a different part of the generator's batch already drawn, so
 * fast paths that read the batch and then step the generator themselves are checked
 * where one gives way to the other. A fourth path deals every deal again into one
 * recycled state (`redeal`) and plays it out: the same game again.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkRandomPaths(kalterSchlag, conformancePlan({ deals: 1000 })); // 1000
 */
export function checkRandomPaths<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options);
  const out = new Int32Array(MAX_ACTIONS);
  const recycled = rules.deal({ dealer: 0, seed: 0 });
  for (let i = 0; i < plan.deals; i++) {
    const { dealer, seed } = dealOf(plan, rules.ctx.seats, i);
    const dealing = dealRng(plan, i);
    const a = rules.deal({ dealer, rng: dealing });
    const b = rules.clone(a);
    const c = rules.clone(a);
    // 0 to 69 numbers drawn first: the batch (64) is partly used, or refilled and used.
    const drawn = i % 70;
    const saved = dealing.save();
    const restore = () => {
      const rng = Rng.restore(saved);
      for (let k = 0; k < drawn; k++) rng.nextU32();
      return rng;
    };

    const rngA = restore();
    for (let step = 0; !rules.isTerminal(a); step++) {
      if (step >= MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const n = rules.legalCodes(a, out);
      if (n === 0) fail(`${where(i, dealer, seed, step)}: no legal action before the end`);
      rules.applyCode(a, out[rngA.below(n)]);
    }
    const rngB = restore();
    for (let step = 0; !rules.isTerminal(b); step++) {
      if (step >= MAX_STEPS)
        fail(`${where(i, dealer, seed)}: randomCode: not over after ${MAX_STEPS} actions`);
      rules.applyCode(b, rules.randomCode(b, rngB));
    }
    const rngC = restore();
    rules.playout(c, rngC);
    rules.redeal(recycled, dealer, dealRng(plan, i));
    const rngD = restore();
    rules.playout(recycled, rngD);

    const ab = stateDiff(a, b);
    if (ab !== null)
      fail(`${where(i, dealer, seed)}: randomCode + applyCode differs from legalCodes in '${ab}'`);
    const ac = stateDiff(a, c);
    if (ac !== null) fail(`${where(i, dealer, seed)}: playout differs from legalCodes in '${ac}'`);
    const ad = stateDiff(a, recycled);
    if (ad !== null)
      fail(`${where(i, dealer, seed)}: redeal + playout in a recycled state differs in '${ad}'`);
    const [ra, rb, rc] = [rngA.save().join(), rngB.save().join(), rngC.save().join()];
    if (rngD.save().join() !== ra)
      fail(`${where(i, dealer, seed)}: redeal + playout draws other random numbers`);
    if (ra !== rb)
      fail(
        `${where(i, dealer, seed)}: randomCode draws other random numbers than legalCodes + below`,
      );
    if (ra !== rc)
      fail(`${where(i, dealer, seed)}: playout draws other random numbers than legalCodes + below`);
  }
  return plan.deals;
}
