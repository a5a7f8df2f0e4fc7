import type { PointsQuery, TargetQuery } from '@stich/core/plugin';
/**
 * Which way the side plays: to take as much as it can, or as little.
 *
 * @example
 * OBJECTIVES.includes('min'); // true
 */
export const OBJECTIVES = ['max', 'min'] as const;
/**
 * Which way the side plays.
 *
 * @example
 * const ramschSeat: Objective = 'min';
 */
export type Objective = (typeof OBJECTIVES)[number];

/**
 * What the value counts: card points or tricks.
 *
 * @example
 * COUNTS.includes('tricks'); // true
 */
export const COUNTS = ['points', 'tricks'] as const;
/**
 * What the value counts.
 *
 * @example
 * const nullGame: Count = 'tricks';
 */
export type Count = (typeof COUNTS)[number];

/**
 * The question the solver answers: one side of the table against a coalition of every
 * other active seat, everyone seeing every card.
 *
 * The value is the side's total at the end of the deal: what its seats have already won
 * (`state.won`, or `state.tricks` when counting tricks), plus `extra`, plus what it takes
 * from here on with best play by both sides. A trick phase that ends early (Skat's null
 * once the declarer takes a trick) ends the count there.
 *
 * @example
 * const declarerPoints: SolveQuery = { side: [0], objective: 'max', extra: 12 }; // Skat: 12 in the skat
 * const nullGame: SolveQuery = { side: [0], objective: 'min', count: 'tricks' };
 * const ramschSeat: SolveQuery = { side: [1], objective: 'min', lastTrick: 10 }; // skat to the last trick
 */
export type SolveQuery = PointsQuery;

/**
 * A yes/no question: can the side make its total reach `target` (at least `target` for
 * `'max'`, at most `target` for `'min'`) whatever the others do?
 *
 * @example
 * const wins: ReachQuery = { side: [0], objective: 'max', extra: 12, target: 61 }; // Skat suit game
 * const nullWon: ReachQuery = { side: [0], objective: 'min', count: 'tricks', target: 0 };
 */
export type ReachQuery = TargetQuery;

/** A query with defaults filled and the side as per-seat flags, as the search reads it. */
export interface CompiledQuery {
  /** As in {@link SolveQuery}, with its default. */
  readonly objective: Objective;
  /** As in {@link SolveQuery}, with its default. */
  readonly count: Count;
  /** As in {@link SolveQuery}, 0 by default. */
  readonly extra: number;
  /** As in {@link SolveQuery}, 0 by default. */
  readonly lastTrick: number;
  /** As in {@link SolveQuery}, with its default for the variant. */
  readonly playsOut: boolean;
  /** 1 for the side's seats. */
  readonly inSide: Uint8Array;
  /** 1 for the seats that raise the value: the side for `'max'`, the others for `'min'`. */
  readonly raises: Uint8Array;
}

/**
 * Fills a query's defaults (`playsOut`: the variant's, `ends` said whether its trick play
 * may end early). A bad query is a programmer error and throws a `RangeError`.
 *
 * @example
 * compileQuery({ side: [0] }, 3).objective; // 'max'
 */
export function compileQuery(q: SolveQuery, seats: number, ends = false): CompiledQuery {
  const objective = q.objective ?? 'max';
  const count = q.count ?? 'points';
  if (!OBJECTIVES.includes(objective)) throw new RangeError(`unknown objective '${objective}'`);
  if (!COUNTS.includes(count)) throw new RangeError(`unknown count '${count}'`);
  const inSide = new Uint8Array(seats);
  for (const seat of q.side) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= seats) {
      throw new RangeError(`side seat ${seat} is not a seat at a table of ${seats}`);
    }
    inSide[seat] = 1;
  }
  const raises = inSide.map((x) => (objective === 'max' ? x : 1 - x));
  return {
    objective,
    count,
    extra: q.extra ?? 0,
    lastTrick: q.lastTrick ?? 0,
    playsOut: q.playsOut ?? !ends,
    inSide,
    raises,
  };
}
