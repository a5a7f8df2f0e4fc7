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
  /** How the bin is named in tables and charts (else from its bounds). */
  readonly label?: string;
  /** The one value of a bin that holds a single value (drawn centred on it). */
  readonly value?: number;
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

/**
 * The key a value is counted under in a histogram's exact counts: the value itself when it
 * is an integer below a million in size (every amount of the games so far), else the value
 * to four significant digits, so that the counts stay few whatever a measure yields and
 * any bin edge is off by at most 0.05% of the value.
 *
 * @example
 * valueKey(60); // 60
 * valueKey(1.234567); // 1.235
 */
export function valueKey(x: number): number {
  if (Number.isInteger(x) && Math.abs(x) < 1e6) return x;
  return Number.isFinite(x) ? Number(x.toPrecision(4)) : 0;
}

/** At most this many bins; a measure with at most this many values in its grid gets one bin per value. */
const MAX_BINS = 40;
/** At least this many bins when the values spread (unless they are fewer). */
const MIN_BINS = 8;

/**
 * How a measure's values are binned, chosen from the values of every option set together:
 * one bin per value when they are integers with at most {@link MAX_BINS} grid points from
 * the least to the greatest (the grid being their greatest common divisor), else bins of
 * one round width (1, 2, 2.5 or 5 times a power of ten; for integers a multiple of their
 * common divisor) near the Freedman–Diaconis width 2·IQR/∛n, kept to {@link MIN_BINS} to
 * {@link MAX_BINS} bins, from a multiple of the width at or below the least value to past
 * the greatest. A long thin tail (the greatest value more than twice as far from the
 * least as the 99.5th percentile) goes into an open last bin from past that percentile on.
 *
 * @example
 * binPlan([[0, 5], [1, 3], [3, 1]]); // { discrete: true, from: 0, width: 1, count: 4, integer: true }
 */
export interface BinPlan {
  /** One bin per value: bin i holds the value `from + i * width`. */
  readonly discrete: boolean;
  /** The first bin's lower edge (its value when discrete). */
  readonly from: number;
  readonly width: number;
  readonly count: number;
  /** Every value is an integer. */
  readonly integer: boolean;
  /** The last bin holds every value from its lower edge on (a long tail). */
  readonly open: boolean;
}

/** A count of each value: `[value, count]` pairs. */
export type ValueCounts = readonly (readonly [number, number])[];

function gcdOf(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y > 0) [x, y] = [y, x % y];
  return x;
}

/** The smallest round width (1, 2, 2.5, 5 × 10^k; no 2.5 for integers) at or above `w`. */
function roundWidth(w: number, integer: boolean): number {
  const mag = 10 ** Math.floor(Math.log10(w));
  const steps = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = steps.map((m) => m * mag).find((s) => s >= w * (1 - 1e-12)) ?? 10 * mag;
  return integer ? Math.max(1, Math.round(step)) : step;
}

/** The value at share `q` of the counted values (the lower one at a tie). */
function quantile(sorted: ValueCounts, total: number, q: number): number {
  const target = q * total;
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= target) return value;
  }
  return sorted[sorted.length - 1][0];
}

/**
 * The bins for a measure from the counts of its values (see {@link BinPlan}); `null` when
 * nothing was counted.
 *
 * @example
 * binPlan([[0, 10], [60, 3], [1200, 1]]).width; // a round width such as 50
 */
export function binPlan(counts: ValueCounts): BinPlan | null {
  const seen = counts.filter(([, c]) => c > 0).sort((a, b) => a[0] - b[0]);
  if (seen.length === 0) return null;
  const min = seen[0][0];
  const max = seen[seen.length - 1][0];
  const integer = seen.every(([v]) => Number.isInteger(v));
  const grid = integer ? seen.reduce((g, [v]) => gcdOf(g, v - min), 0) || 1 : 0;
  if (max === min || (integer && (max - min) / grid + 1 <= MAX_BINS))
    return {
      discrete: true,
      from: min,
      width: integer ? grid : 1,
      count: max === min ? 1 : (max - min) / grid + 1,
      integer,
      open: false,
    };
  const total = seen.reduce((n, [, c]) => n + c, 0);
  const iqr = quantile(seen, total, 0.75) - quantile(seen, total, 0.25);
  const p995 = quantile(seen, total, 0.995);
  const open = max - min > 2 * (p995 - min) && p995 > min;
  const top = open ? p995 : max;
  const span = top - min;
  const fd = iqr > 0 ? (2 * iqr) / Math.cbrt(total) : span / MAX_BINS;
  const raw = Math.min(Math.max(fd, span / (MAX_BINS - 1)), span / MIN_BINS);
  // Integers: a multiple of their grid, so that every bin holds the same number of grid points.
  let width = integer ? grid * roundWidth(raw / grid, true) : roundWidth(raw, false);
  // With a tail: the bins up to the percentile, and one open bin after them.
  const binsFor = (w: number) => Math.floor(top / w) - Math.floor(min / w) + 1 + (open ? 1 : 0);
  while (binsFor(width) > MAX_BINS)
    width = integer
      ? grid * roundWidth((width / grid) * 1.01, true)
      : roundWidth(width * 1.01, false);
  return {
    discrete: false,
    from: Math.floor(min / width) * width,
    width,
    count: binsFor(width),
    integer,
    open,
  };
}

/** The bin of a value under a plan (values outside go to the nearest end). */
export function binOf(plan: BinPlan, value: number): number {
  const k = plan.discrete
    ? Math.round((value - plan.from) / plan.width)
    : Math.floor((value - plan.from) / plan.width + 1e-9);
  return Math.min(plan.count - 1, Math.max(0, k));
}

/** A bin's label: its value, or its range (`0–19` for integers, `0–2.5` otherwise). */
function binLabel(plan: BinPlan, from: number, to: number): string {
  const show = (x: number) => String(+x.toPrecision(10));
  if (plan.discrete) return show(from);
  return plan.integer ? `${show(from)}–${show(to - 1)}` : `${show(from)}–${show(to)}`;
}

/**
 * Histograms of a measure for several option sets on shared bins chosen from all their
 * values (see {@link binPlan}): per set, a bucket per bin with its count and label. A
 * discrete bin (one value) has `value`, and spans `width` centred on it when drawn.
 *
 * @example
 * histograms([[[0, 5], [20, 2]], [[0, 4], [40, 3]]])[1].map((b) => b.count); // [4, 0, 3]
 */
export function histograms(sets: readonly ValueCounts[]): Bucket[][] {
  const plan = binPlan(sets.flat());
  if (plan === null) return sets.map(() => []);
  return sets.map((counts) => {
    const out: Bucket[] = Array.from({ length: plan.count }, (_, i) => {
      const from = plan.from + i * plan.width;
      const last = plan.open && i === plan.count - 1;
      const to = last ? null : from + plan.width;
      return {
        from,
        to,
        count: 0,
        label: to === null ? `${+from.toPrecision(10)}+` : binLabel(plan, from, to),
        ...(plan.discrete ? { value: from } : {}),
      };
    });
    for (const [value, count] of counts) out[binOf(plan, value)].count += count;
    return out;
  });
}
