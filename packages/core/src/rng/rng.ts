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
   * The xoshiro128** state, after the numbers in `buffer`. Exposed for tight loops (core's
   * deal and fused playout): once `index` reaches the end of the buffer they step this
   * state in local variables themselves and write it back, which continues the same
   * stream and lets the generator's work overlap with theirs.
   * @internal
   */
  a = 0;
  /** @internal */
  b = 0;
  /** @internal */
  c = 0;
  /** @internal */
  d = 0;
  /** Generator state at the start of the current batch, for `save()`. */
  private readonly start = new Int32Array(4);
  /**
   * The current batch of numbers and the index of the next one. Exposed for tight loops
   * (core's fused playout keeps the index in a local): read `buffer[index++]`, call
   * `refill()` when `index` reaches `buffer.length`, and write `index` back.
   * @internal
   */
  readonly buffer = new Uint32Array(BATCH);
  /** @internal */
  index = BATCH;

  /**
   * @example
   * const rng = new Rng(42);
   * rng.below(32); // the same number on every machine
   */
  constructor(seed: number | string = 0) {
    let s = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
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
    // floor(u * n / 2^32). For n < 2^16 in integer arithmetic, exact: the sum of the
    // two partial products shifted stays below 2^32.
    if (n < 65536) return (((u >>> 16) * n + (((u & 0xffff) * n) >>> 16)) >>> 16) >>> 0;
    return ((u * n) / 4294967296) >>> 0;
  }

  /** A float in `[0, 1)`. */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Shuffles an array in place (Fisher-Yates) and returns it. */
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
    if (this.index === BATCH) return [this.a, this.b, this.c, this.d];
    const [a, b, c, d] = this.start;
    const copy = Rng.restore([a, b, c, d]);
    for (let i = 0; i < this.index; i++) copy.step();
    return [copy.a, copy.b, copy.c, copy.d];
  }

  /** A generator continuing from a saved state. */
  static restore(state: readonly [number, number, number, number]): Rng {
    const rng = new Rng(0);
    [rng.a, rng.b, rng.c, rng.d] = state;
    rng.index = BATCH;
    return rng;
  }

  /** One xoshiro128** step on the live state. */
  private step(): number {
    const b = this.b;
    const m = Math.imul(b, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = b << 9;
    this.c ^= this.a;
    this.d ^= b;
    this.b = b ^ this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = (this.d << 11) | (this.d >>> 21);
    return result;
  }

  /**
   * Fills the next batch (for tight loops that read `buffer` themselves).
   * @internal
   */
  refill(): void {
    this.start[0] = this.a;
    this.start[1] = this.b;
    this.start[2] = this.c;
    this.start[3] = this.d;
    let { a, b, c, d } = this;
    const buffer = this.buffer;
    for (let i = 0; i < BATCH; i++) {
      const m = Math.imul(b, 5);
      buffer[i] = Math.imul((m << 7) | (m >>> 25), 9);
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = (d << 11) | (d >>> 21);
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    this.index = 0;
  }
}

const BATCH = 64;

/** FNV-1a hash of a string, for string seeds. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
