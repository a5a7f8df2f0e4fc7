import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { checkEdges } from './checkEdges';
import { conformancePlan } from './conformanceOptions';

/**
 * One option set whose deal chart {@link describeEdgeCoverage} covers, with the declared
 * edges that cannot be taken under it (by `'<phase>.<exit>'`) and why.
 *
 * @typeParam O - the variant's options
 * @example
 * const run: EdgeRun<SkatOptions> = { options: { passOut: 'ramsch' }, unreachable: {} };
 */
export interface EdgeRun<O> {
  readonly options: Partial<O>;
  readonly unreachable: Readonly<Record<string, string>>;
}

/**
 * Registers with vitest, for each option set that changes a variant's flow, a test that
 * drives `deals` (10,000 by default) seeded random deals through the deal chart's XState
 * actor: every transition taken is a declared edge, and every declared edge is taken at
 * least once or is listed as unreachable with the reason (see `checkEdges`).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * describeEdgeCoverage(ramsch, [
 *   { options: {}, unreachable: {} },
 *   { options: { schieben: true }, unreachable: {} },
 * ]);
 */
export function describeEdgeCoverage<O, X, R, A extends BaseAction>(
  variant: Variant<O, X, R, A>,
  runs: readonly EdgeRun<O>[],
  deals = 10_000,
): void {
  describe(`${variant.id} deal chart: declared edges only, each taken or unreachable`, () => {
    for (const { options, unreachable } of runs) {
      it(`${JSON.stringify(options)}: ${deals} deals through the actor`, () => {
        const plan = conformancePlan<O, R>({
          options,
          edgeDeals: deals,
          unreachable,
          seed: `edges:${JSON.stringify(options)}`,
        });
        expect(checkEdges(variant, plan).deals).toBe(deals);
      });
    }
  });
}
