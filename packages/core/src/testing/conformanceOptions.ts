import { Rng } from '../rng/rng';

/**
 * What {@link describeConformance} checks, and how much.
 *
 * @typeParam O - the variant's options
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * describeConformance(kalterSchlag, { options: { rounding: 'five' }, deals: 2000, seed: 'five' });
 */
export interface ConformanceOptions<O = unknown, R = unknown> {
  /** The variant's options for every deal; its defaults otherwise. */
  readonly options?: Partial<O>;
  /** Seeded random deals for the fast kernel checks (in place). Default 10,000. */
  readonly deals?: number;
  /** Deals for the slower checks: the pure API, the statechart, the views. Default 1,000. */
  readonly statechartDeals?: number;
  /** Deals whose snapshot and record are round-tripped at every step. Default 20. */
  readonly roundTripDeals?: number;
  /** Whole sessions played through `createSession` and replayed from their records. Default 3. */
  readonly sessions?: number;
  /** Deals offered hostile inputs (see `checkHostileInput`). Default 1. */
  readonly hostileDeals?: number;
  /** Deals whose handed-out views, actions, outcomes and records are vandalized at every step. Default 10. */
  readonly copyDeals?: number;
  /** Deals of the differential hidden-information test (see `checkHiddenSwaps`). Default 10. */
  readonly swapDeals?: number;
  /** Base seed; deal `i` is shuffled with the seed `` `${seed}:${i}` ``. Default 1. */
  readonly seed?: number | string;
  /** Card points per seat in an outcome, if it has them: they must add up to the deck's total. */
  readonly outcomePoints?: (outcome: R) => readonly number[];
  /**
   * Deals driven through the deal chart's actor to check that every transition is a
   * declared edge (see `checkEdges`). Default: `statechartDeals`; 0 skips the check.
   */
  readonly edgeDeals?: number;
  /**
   * Declared edges that cannot be taken under these options, by `'<phase>.<exit>'`, each
   * with the reason. When given, every other declared edge must be taken in the
   * `edgeDeals` deals (edge coverage); without it, coverage is not checked.
   */
  readonly unreachable?: Readonly<Record<string, string>>;
}

/**
 * The options with every default filled in.
 *
 * @typeParam O - the variant's options
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * const plan: ConformancePlan = conformancePlan({ deals: 100 });
 */
export interface ConformancePlan<O = unknown, R = unknown> {
  readonly options: Partial<O>;
  readonly deals: number;
  readonly statechartDeals: number;
  readonly roundTripDeals: number;
  readonly sessions: number;
  readonly hostileDeals: number;
  readonly copyDeals: number;
  readonly swapDeals: number;
  readonly seed: number | string;
  /** Card points per seat in an outcome, when the variant has them (see the options). */
  readonly outcomePoints?: (outcome: R) => readonly number[];
  readonly edgeDeals: number;
  readonly unreachable?: Readonly<Record<string, string>>;
}

/**
 * Fills in the defaults of {@link ConformanceOptions}.
 *
 * @typeParam O - the variant's options
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * conformancePlan({ deals: 500 }).statechartDeals; // 1000
 */
export function conformancePlan<O, R>(input: ConformanceOptions<O, R> = {}): ConformancePlan<O, R> {
  return {
    options: input.options ?? {},
    deals: input.deals ?? 10_000,
    statechartDeals: input.statechartDeals ?? 1_000,
    roundTripDeals: input.roundTripDeals ?? 20,
    sessions: input.sessions ?? 3,
    hostileDeals: input.hostileDeals ?? 1,
    copyDeals: input.copyDeals ?? 10,
    swapDeals: input.swapDeals ?? 10,
    seed: input.seed ?? 1,
    outcomePoints: input.outcomePoints,
    edgeDeals: input.edgeDeals ?? input.statechartDeals ?? 1_000,
    unreachable: input.unreachable,
  };
}

/**
 * Deal `i` of a plan: its dealer (clockwise by index) and its seed. `createGame` with
 * this seed deals the same cards as `rules.deal` with `dealRng`.
 *
 * @example
 * dealOf(plan, 4, 7); // { dealer: 0, seed: '1:7' }
 */
export function dealOf(
  plan: Pick<ConformancePlan, 'seed'>,
  seats: number,
  i: number,
): { dealer: number; seed: string } {
  return { dealer: i % seats, seed: `${plan.seed}:${i}` };
}

/**
 * The generator for deal `i`: it shuffles the deal, and then chooses the random actions.
 *
 * @example
 * rules.deal({ dealer, rng: dealRng(plan, i) });
 */
export function dealRng(plan: Pick<ConformancePlan, 'seed'>, i: number): Rng {
  return new Rng(`${plan.seed}:${i}`);
}
