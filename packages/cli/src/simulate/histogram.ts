/**
 * Bucket lower bounds for penalty amounts; the last bucket is open-ended.
 *
 * @example
 * buckets(PENALTY_BUCKETS).length; // 12
 */
export const PENALTY_BUCKETS: readonly number[] = [
  0, 20, 40, 60, 80, 100, 120, 160, 240, 480, 960, 2000,
];

/**
 * A histogram bucket: amounts from `from` up to (not including) `to`; `to` is `null` for the last.
 *
 * @example
 * const b: Bucket = { from: 60, to: 80, count: 0 };
 */
export interface Bucket {
  readonly from: number;
  readonly to: number | null;
  count: number;
}

/**
 * Empty buckets for the given lower bounds.
 *
 * @example
 * buckets([0, 10]); // [{ from: 0, to: 10, count: 0 }, { from: 10, to: null, count: 0 }]
 */
export function buckets(bounds: readonly number[] = PENALTY_BUCKETS): Bucket[] {
  return bounds.map((from, i) => ({
    from,
    to: i + 1 < bounds.length ? bounds[i + 1] : null,
    count: 0,
  }));
}

/**
 * Counts a value into its bucket (values below the first bound go to the first).
 *
 * @example
 * addToBuckets(b, 60);
 */
export function addToBuckets(b: Bucket[], value: number): void {
  let i = b.length - 1;
  while (i > 0 && value < b[i].from) i--;
  b[i].count++;
}
