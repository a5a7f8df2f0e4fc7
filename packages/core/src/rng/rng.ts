/**
 * A seeded, deterministic random number generator (xoshiro128**, seeded through
 * splitmix32). The same seed gives the same stream on every platform. Numbers are
 * made in batches into a typed buffer, which keeps the hot path (one load per draw)
 * cheap for simulation; the stream is the same as drawing them one by one.
 *
 * @example
 * const rng = new Rng('table-7');
 * rng.below(32); // the same number on every machine
 * rules.deal({ dealer: 0, rng });
 */
export class Rng {
  /**
   * The xoshiro128** state after the numbers in `buffer`. Exposed for tight loops (core's
   * deal and fused playout): they call {@link Rng.unbuffer}, step this state in local
   * variables with `xoshiroStep` and write it back, which continues the same stream
   * and lets the generator's work overlap with theirs.
   * @internal
   */
  readonly state = new Int32Array(4);
  /** Generator state at the start of the current batch, for `save()`. */
  private readonly start = new Int32Array(4);
  /** The current batch of numbers. */
  private readonly buffer = new Uint32Array(BATCH);
  /** Index of the next number in `buffer`; `BATCH` when none is left. */
  private index = BATCH;

  /**
   * @example
   * const rng = new Rng(42);
   * rng.below(32); // the same number on every machine
   */
  constructor(seed: number | string = 0) {
    let s = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
    const state = this.state;
    for (let i = 0; i < 4; i++) {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      state[i] = z ^ (z >>> 16);
    }
    if ((state[0] | state[1] | state[2] | state[3]) === 0) state[0] = 1;
  }

  /** The next 32-bit unsigned integer. */
  nextU32(): number {
    if (this.index === BATCH) this.refill();
    return this.buffer[this.index++];
  }

  /** A uniform integer in `[0, n)` for `1 <= n <= 2^32` (multiply-shift). */
  below(n: number): number {
    if (this.index === BATCH) this.refill();
    const u = this.buffer[this.index++];
    if (n < 65536) return scaleBelow(u, n);
    return ((u * n) / 4294967296) >>> 0;
  }

  /** A float in `[0, 1)`. */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /**
   * Shuffles an array in place (Fisher-Yates) and returns it.
   *
   * @typeParam T - an item's type
   */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const x = items[i];
      items[i] = items[j];
      items[j] = x;
    }
    return items;
  }

  /** The generator's state, to persist it. */
  save(): [number, number, number, number] {
    this.unbuffer();
    const state = this.state;
    return [state[0], state[1], state[2], state[3]];
  }

  /** A generator continuing from a saved state. */
  static restore(state: readonly [number, number, number, number]): Rng {
    const rng = new Rng(0);
    rng.state.set(state);
    rng.index = BATCH;
    return rng;
  }

  /**
   * Puts back the numbers of the current batch not drawn yet: `state` becomes the state
   * after the numbers drawn so far (the batch's start, stepped that far again), so a tight
   * loop stepping `state` itself continues the stream exactly. Free when the batch is used
   * up, as it is in a simulation after its first deal.
   * @internal
   */
  unbuffer(): void {
    if (this.index === BATCH) return;
    this.state.set(this.start);
    xoshiro128ss(this.state, new Uint32Array(this.index));
    this.index = BATCH;
  }

  /** Fills the next batch. */
  private refill(): void {
    this.start.set(this.state);
    xoshiro128ss(this.state, this.buffer);
    this.index = 0;
  }
}

/**
 * A uniform integer in `[0, n)` from a 32-bit unsigned `u`, for `1 <= n < 2^16`:
 * floor(u * n / 2^32) by multiply-shift, exact in integer arithmetic (the sum of the two
 * partial products shifted stays below 2^32). `Rng.below` and core's tight loops use it.
 * Integer arithmetic on purpose: the same in floating point (`u * n / 2^32`) takes fewer
 * instructions but lengthens the chain from one draw to the next card in V8 (measured
 * about 10% slower over a whole random deal).
 *
 * @example
 * scaleBelow(0x80000000, 32); // 16
 */
export function scaleBelow(u: number, n: number): number {
  // Math.imul: each partial product is below 2^32, so its low 32 bits (read back unsigned
  // by the `>>>`) are exact, and V8 multiplies without an overflow check.
  return (Math.imul(u >>> 16, n) + (Math.imul(u & 0xffff, n) >>> 16)) >>> 16;
}

/**
 * One xoshiro128** step: the next number `u` (unsigned 32 bits) and the state after it.
 * The only place the step is written. Hot loops keep the state in locals `a`, `b`, `c`,
 * `d` (and the number in `u`) and call it as `({ u, a, b, c, d } = xoshiroStep(a, b, c, d));`:
 * the build writes the `step` block in place of such a call (scripts/inlineStep.mjs), so
 * the state stays in registers; as written it runs the same, only slower.
 *
 * @example
 * let [a, b, c, d] = [1, 2, 3, 4];
 * let u = 0;
 * ({ u, a, b, c, d } = xoshiroStep(a, b, c, d)); // u: the next number
 */
export function xoshiroStep(
  a: number,
  b: number,
  c: number,
  d: number,
): { u: number; a: number; b: number; c: number; d: number } {
  let u: number;
  /* step */ {
    const m = Math.imul(b, 5);
    u = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
  }
  return { u, a, b, c, d };
}

/** Fills `out` with the next numbers and advances `state` (four words) past them. */
function xoshiro128ss(state: Int32Array, out: Uint32Array): void {
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let u = 0;
  for (let i = 0; i < out.length; i++) {
    ({ u, a, b, c, d } = xoshiroStep(a, b, c, d));
    out[i] = u;
  }
  state[0] = a;
  state[1] = b;
  state[2] = c;
  state[3] = d;
}

const BATCH = 64;

/** FNV-1a hash of a string, for string seeds. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
