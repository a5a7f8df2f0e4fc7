import { PENALTY_BUCKETS, valueKey } from './histogram';

/** Session lengths are counted exactly up to this many deals; longer ones count here. */
export const LENGTH_CAP = 2048;

/**
 * A tally in transferable form: what a worker sends back for a chunk. Per slot (a named
 * measure) and option set, at `slot * sets + set`: the count, sum and sum of squares;
 * the `p*` arrays hold the same for the paired differences to the first set.
 *
 * @example
 * const data: TallyData = tally.data();
 */
export interface TallyData {
  readonly sets: number;
  readonly keys: readonly string[];
  readonly n: Float64Array;
  readonly sum: Float64Array;
  readonly sq: Float64Array;
  readonly pn: Float64Array;
  readonly psum: Float64Array;
  readonly psq: Float64Array;
  /** Deals per amount bucket (`PENALTY_BUCKETS`), at `set * buckets + bucket`. */
  readonly hist: Float64Array;
  /** Deals per amount (by `valueKey`), per set: the report's histogram bins are chosen from these. */
  readonly values?: readonly (readonly [number, number])[][];
  /** Sessions per length in deals, one array per set (trailing zeros cut). */
  readonly lengths: readonly Float64Array[];
  /** Deals per kind of the report's mix, per set. */
  readonly mix: readonly (readonly [string, number])[][];
}

const BINS = PENALTY_BUCKETS.length;
/** The bounds' common step: every bound is a multiple of it. */
const STEP = PENALTY_BUCKETS.reduce((a, b) => gcd(a, b));
/** The bucket of each step below the last bound, at `Math.floor(amount / STEP)`. */
const BUCKET_OF_STEP = Uint8Array.from({ length: PENALTY_BUCKETS[BINS - 1] / STEP }, (_, k) => {
  let b = 0;
  while (b + 1 < BINS && PENALTY_BUCKETS[b + 1] <= k * STEP) b++;
  return b;
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Sums for means, rates and their standard errors, for several option sets at once, in
 * typed arrays: recording a deal allocates nothing. A unit (a deal, or a session) is
 * recorded for every set with {@link Tally.put} and then {@link Tally.commit}ted, which
 * also sums its difference to the first set, so that differences between sets played on
 * the same deals get their paired (much smaller) standard errors. {@link Tally.add}
 * counts a value at once, unpaired.
 *
 * @example
 * const t = new Tally(2);
 * const slot = t.slot('amount');
 * t.put(0, slot, 60); t.put(1, slot, 55); t.commit();
 */
export class Tally {
  readonly sets: number;
  readonly keys: string[] = [];
  private readonly index = new Map<string, number>();
  private cap = 16;
  n: Float64Array;
  sum: Float64Array;
  sq: Float64Array;
  pn: Float64Array;
  psum: Float64Array;
  psq: Float64Array;
  /** The current unit's values; NaN where a set did not report the slot. */
  private row: Float64Array;
  readonly hist: Float64Array;
  /** Deals per amount, per set (keys by `valueKey`). */
  readonly values: Map<number, number>[];
  readonly lengths: Float64Array[];
  readonly mix: Map<string, number>[];

  constructor(sets: number) {
    this.sets = sets;
    const size = this.cap * sets;
    this.n = new Float64Array(size);
    this.sum = new Float64Array(size);
    this.sq = new Float64Array(size);
    this.pn = new Float64Array(size);
    this.psum = new Float64Array(size);
    this.psq = new Float64Array(size);
    this.row = new Float64Array(size).fill(Number.NaN);
    this.hist = new Float64Array(sets * BINS);
    this.values = Array.from({ length: sets }, () => new Map());
    this.lengths = Array.from({ length: sets }, () => new Float64Array(LENGTH_CAP + 1));
    this.mix = Array.from({ length: sets }, () => new Map());
  }

  /** The slot of a named measure, made on first use. */
  slot(key: string): number {
    const known = this.index.get(key);
    if (known !== undefined) return known;
    const slot = this.keys.length;
    if (slot === this.cap) this.grow();
    this.keys.push(key);
    this.index.set(key, slot);
    return slot;
  }

  /** Sets the current unit's value of a slot for a set. */
  put(set: number, slot: number, value: number): void {
    this.row[slot * this.sets + set] = value;
  }

  /** Counts the current unit for every set (and its differences to set 0), and clears it. */
  commit(): void {
    const { sets, row, n, sum, sq, pn, psum, psq } = this;
    const end = this.keys.length * sets;
    for (let base = 0; base < end; base += sets) {
      const x0 = row[base];
      for (let i = base; i < base + sets; i++) {
        const x = row[i];
        if (Number.isNaN(x)) continue;
        n[i]++;
        sum[i] += x;
        sq[i] += x * x;
        if (i > base && !Number.isNaN(x0)) {
          const d = x - x0;
          pn[i]++;
          psum[i] += d;
          psq[i] += d * d;
        }
        row[i] = Number.NaN;
      }
    }
  }

  /** Counts a value at once, with no pairing. */
  add(set: number, slot: number, value: number): void {
    this.addSums(set, slot, 1, value, value * value);
  }

  /** Counts `count` values at once, with no pairing, from their sum and sum of squares. */
  addSums(set: number, slot: number, count: number, sum: number, sq: number): void {
    const i = slot * this.sets + set;
    this.n[i] += count;
    this.sum[i] += sum;
    this.sq[i] += sq;
  }

  /** Counts a deal's amount into the histogram. */
  bucket(set: number, amount: number): void {
    // By table, every bound being a multiple of STEP; below the first bound (and NaN) is
    // bucket 0, from the last bound on the last bucket.
    const k = Math.floor(amount / STEP);
    const b = k >= 0 ? (k < BUCKET_OF_STEP.length ? BUCKET_OF_STEP[k] : BINS - 1) : 0;
    this.hist[set * BINS + b]++;
    const m = this.values[set];
    const key = valueKey(amount);
    m.set(key, (m.get(key) ?? 0) + 1);
  }

  /** Counts a session's length. */
  length(set: number, deals: number): void {
    this.lengths[set][Math.min(deals, LENGTH_CAP)]++;
  }

  /** Counts a deal's kind. */
  kind(set: number, kind: string): void {
    const m = this.mix[set];
    m.set(kind, (m.get(kind) ?? 0) + 1);
  }

  /** The sums in transferable form. */
  data(): TallyData {
    const used = this.keys.length * this.sets;
    return {
      sets: this.sets,
      keys: this.keys.slice(),
      n: this.n.slice(0, used),
      sum: this.sum.slice(0, used),
      sq: this.sq.slice(0, used),
      pn: this.pn.slice(0, used),
      psum: this.psum.slice(0, used),
      psq: this.psq.slice(0, used),
      hist: this.hist.slice(),
      values: this.values.map((m) => [...m]),
      lengths: this.lengths.map(trimZeros),
      mix: this.mix.map((m) => [...m]),
    };
  }

  /** Adds another tally's sums, slot by slot by name (new names are appended). */
  merge(other: TallyData): void {
    const sets = this.sets;
    other.keys.forEach((key, j) => {
      const to = this.slot(key) * sets;
      const from = j * sets;
      for (let s = 0; s < sets; s++) {
        this.n[to + s] += other.n[from + s];
        this.sum[to + s] += other.sum[from + s];
        this.sq[to + s] += other.sq[from + s];
        this.pn[to + s] += other.pn[from + s];
        this.psum[to + s] += other.psum[from + s];
        this.psq[to + s] += other.psq[from + s];
      }
    });
    for (let i = 0; i < this.hist.length; i++) this.hist[i] += other.hist[i];
    other.values?.forEach((counts, s) => {
      for (const [value, count] of counts)
        this.values[s].set(value, (this.values[s].get(value) ?? 0) + count);
    });
    other.lengths.forEach((counts, s) => {
      for (let d = 0; d < counts.length; d++) this.lengths[s][d] += counts[d];
    });
    other.mix.forEach((kinds, s) => {
      for (const [kind, count] of kinds)
        this.mix[s].set(kind, (this.mix[s].get(kind) ?? 0) + count);
    });
  }

  private grow(): void {
    const sets = this.sets;
    this.cap *= 2;
    const widen = (a: Float64Array, fill = 0) => {
      const b = new Float64Array(this.cap * sets).fill(fill);
      b.set(a);
      return b;
    };
    this.n = widen(this.n);
    this.sum = widen(this.sum);
    this.sq = widen(this.sq);
    this.pn = widen(this.pn);
    this.psum = widen(this.psum);
    this.psq = widen(this.psq);
    this.row = widen(this.row, Number.NaN);
  }
}

function trimZeros(counts: Float64Array): Float64Array {
  let end = counts.length;
  while (end > 0 && counts[end - 1] === 0) end--;
  return counts.slice(0, end);
}
