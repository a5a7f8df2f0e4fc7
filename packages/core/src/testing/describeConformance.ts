import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { checkActions } from './checkActions';
import { checkCopies } from './checkCopies';
import { checkEdges } from './checkEdges';
import { checkHiddenSwaps } from './checkHiddenSwaps';
import { checkHostileInput } from './checkHostileInput';
import { checkPlayouts } from './checkPlayouts';
import { checkRandomPaths } from './checkRandomPaths';
import { checkRoundTrips } from './checkRoundTrips';
import { checkSessions } from './checkSessions';
import { checkStatechart } from './checkStatechart';
import { checkViews } from './checkViews';
import { type ConformanceOptions, conformancePlan } from './conformanceOptions';

/**
 * Registers the conformance suite of a variant with vitest: one `describe` block whose
 * tests play seeded random deals and check that every deal ends; cards are conserved and
 * card points add up; there is always a legal action before the end; every legal action
 * applies and illegal ones are refused with the state unchanged; `playout`,
 * `randomCode` and `legalCodes` play the same games; kernel and statechart agree; every
 * transition of the deal chart is a declared edge (and, with `unreachable`, every declared
 * edge is taken or listed with its reason); snapshots and records round-trip at every step;
 * views leak no hidden card; what the game hands out is a copy; hostile inputs break
 * nothing; a seat learns nothing from swaps of cards it has not seen; and whole
 * sessions replay from their records.
 * A failure names the deal, its seed and the step. Needs vitest (an optional peer
 * dependency of `@stich/core`).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @example
 * // packages/kalter-schlag/test/conformance.test.ts
 * import { describeConformance } from '@stich/core/testing';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * describeConformance(kalterSchlag, { outcomePoints: (o) => o.points });
 */
export function describeConformance<O, X, R, A extends BaseAction>(
  variant: Variant<O, X, R, A>,
  options: ConformanceOptions<O, R> = {},
): void {
  const plan = conformancePlan(options);
  const v = variant;
  const { deals, statechartDeals, roundTripDeals, sessions, edgeDeals } = plan;
  const coverage = plan.unreachable === undefined ? '' : ', and every declared edge is taken';
  describe(`${variant.id} conformance`, () => {
    it(`${deals} random deals end, conserve cards and points, and never run out of legal actions`, () => {
      expect(checkPlayouts(v, plan).deals).toBe(deals);
    });
    it(`playout, randomCode + applyCode and legalCodes + rng.below play the same ${deals} games`, () => {
      expect(checkRandomPaths(v, plan)).toBe(deals);
    });
    it(`every legal action applies and illegal ones are refused, state unchanged (${statechartDeals} deals)`, () => {
      expect(checkActions(v, plan).deals).toBe(statechartDeals);
    });
    it(`kernel and statechart agree (${statechartDeals} deals)`, () => {
      expect(checkStatechart(v, plan)).toBe(statechartDeals);
    });
    it.skipIf(edgeDeals === 0)(
      `every transition of the deal chart is a declared edge${coverage} (${edgeDeals} deals)`,
      () => {
        expect(checkEdges(v, plan).deals).toBe(edgeDeals);
      },
    );
    it(`snapshots and records round-trip at every step (${roundTripDeals} deals)`, () => {
      expect(checkRoundTrips(v, plan)).toBe(roundTripDeals);
    });
    it.skipIf(statechartDeals === 0)(
      `views show no hidden cards (${statechartDeals} deals)`,
      () => {
        expect(checkViews(v, plan)).toBeGreaterThan(0);
      },
    );
    it.skipIf(plan.copyDeals === 0)(
      `views, legal actions, outcomes and records are copies (${plan.copyDeals} deals)`,
      () => {
        expect(checkCopies(v, plan)).toBeGreaterThan(0);
      },
    );
    it.skipIf(plan.hostileDeals === 0)(
      `hostile inputs are refused and break nothing (${plan.hostileDeals} deals)`,
      () => {
        expect(checkHostileInput(v, plan)).toBeGreaterThan(0);
      },
    );
    it.skipIf(plan.swapDeals === 0)(
      `a seat learns nothing from swaps of cards it has not seen (${plan.swapDeals} deals)`,
      () => {
        expect(checkHiddenSwaps(v, plan)).toBeGreaterThan(0);
      },
    );
    it.skipIf(sessions === 0)(
      `${sessions} random sessions replay from their records after every deal`,
      () => {
        expect(checkSessions(v, plan)).toBeGreaterThan(0);
      },
    );
  });
}
