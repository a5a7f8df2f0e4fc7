/**
 * A seeded, deterministic random number generator (xoshiro128**, seeded through
 * splitmix32). The same seed gives the same stream on every platform.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

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

  /** A uniform integer in `[0, n)` for `1 <= n <= 2^32` (multiply-shift). */
  below(n: number): number {
    return Math.floor((this.nextU32() * n) / 4294967296);
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
    return [this.a, this.b, this.c, this.d];
  }

  /** A generator continuing from a saved state. */
  static restore(state: readonly [number, number, number, number]): Rng {
    const rng = new Rng(0);
    [rng.a, rng.b, rng.c, rng.d] = state;
    return rng;
  }
}

/** FNV-1a hash of a string, for string seeds. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
