/** Bits of the memo's index (65,536 entries). */
const BITS = 16;

/** One seat's hand mixed into the hash `h`. */
function mix(h: number, lo: number, hi: number): number {
  h = Math.imul(h ^ lo, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ hi, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/**
 * Bounds on what the side takes in the last two tricks, by the exact hands and the
 * leader, for `LastTricks`: its three-trick searches meet the same two-trick endings
 * again and again, within one search and in the null-window tests that follow. One
 * entry per index (the latest kept). A solver keeps one memo and starts a new
 * generation for each question, which forgets every entry in O(1).
 *
 * The key's entry is found once (`find`) and then probed and stored at; the hash and
 * the compare are written out for three and four seats, the only counts served.
 *
 * @example
 * const memo = new EndgameMemo(4);
 * memo.clear(); // a new question
 * const at = memo.find(first, lo, hi);
 * if (!memo.probe(at, first, lo, hi)) memo.store(at, first, lo, hi, 0, 2);
 */
export class EndgameMemo {
  /** Per entry: generation, the hands' key, then the bounds packed in one word. */
  private readonly slots: Int32Array;
  private readonly stride: number;
  private readonly four: boolean;
  private generation = 0;
  /** After `probe` found the entry: its bounds. */
  lower = 0;
  upper = 0;

  constructor(readonly active: number) {
    if (active !== 3 && active !== 4) {
      throw new RangeError(`the endgame memo serves three or four seats at a trick, not ${active}`);
    }
    this.stride = 2 * active + 3;
    this.four = active === 4;
    this.slots = new Int32Array((1 << BITS) * this.stride);
  }

  /** Forgets every entry (a new question). */
  clear(): void {
    this.generation++;
  }

  /** The entry of the key: `first` (the first seat's place and the leader's), then the hands by place. */
  find(first: number, lo: Int32Array, hi: Int32Array): number {
    let h = mix(first + 1, lo[0], hi[0]);
    h = mix(h, lo[1], hi[1]);
    h = mix(h, lo[2], hi[2]);
    if (this.four) h = mix(h, lo[3], hi[3]);
    return (h & ((1 << BITS) - 1)) * this.stride;
  }

  /** Whether the entry `at` (from `find`) holds bounds for the key (then in `lower` and `upper`). */
  probe(at: number, first: number, lo: Int32Array, hi: Int32Array): boolean {
    const slots = this.slots;
    if (
      slots[at] !== this.generation ||
      slots[at + 1] !== first ||
      slots[at + 2] !== lo[0] ||
      slots[at + 3] !== hi[0] ||
      slots[at + 4] !== lo[1] ||
      slots[at + 5] !== hi[1] ||
      slots[at + 6] !== lo[2] ||
      slots[at + 7] !== hi[2]
    ) {
      return false;
    }
    if (this.four && (slots[at + 8] !== lo[3] || slots[at + 9] !== hi[3])) return false;
    const bounds = slots[at + this.stride - 1];
    this.lower = bounds >> 16;
    this.upper = (bounds << 16) >> 16;
    return true;
  }

  /** Stores bounds for the key at its entry `at` (from `find`), over whatever the entry held. */
  store(
    at: number,
    first: number,
    lo: Int32Array,
    hi: Int32Array,
    lower: number,
    upper: number,
  ): void {
    const slots = this.slots;
    slots[at] = this.generation;
    slots[at + 1] = first;
    slots[at + 2] = lo[0];
    slots[at + 3] = hi[0];
    slots[at + 4] = lo[1];
    slots[at + 5] = hi[1];
    slots[at + 6] = lo[2];
    slots[at + 7] = hi[2];
    if (this.four) {
      slots[at + 8] = lo[3];
      slots[at + 9] = hi[3];
    }
    slots[at + this.stride - 1] = (lower << 16) | (upper & 0xffff);
  }
}
