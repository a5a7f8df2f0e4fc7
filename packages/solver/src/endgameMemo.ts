/** Bits of the memo's index (65,536 entries). */
const BITS = 16;

/**
 * Bounds on what the side takes in the last two tricks, by the exact hands and the
 * leader, for `LastTricks`: its three-trick searches meet the same two-trick endings
 * again and again, within one search and in the null-window tests that follow. One
 * entry per index (the latest kept). A solver keeps one memo and starts a new
 * generation for each question, which forgets every entry in O(1).
 *
 * @example
 * const memo = new EndgameMemo(4);
 * memo.clear(); // a new question
 */
export class EndgameMemo {
  /** Per entry: generation, the hands' key, then the bounds packed in one word. */
  private readonly slots: Int32Array;
  private readonly stride: number;
  private generation = 0;
  /** After `probe` found the entry: its bounds. */
  lower = 0;
  upper = 0;

  constructor(readonly active: number) {
    this.stride = 2 * active + 3;
    this.slots = new Int32Array((1 << BITS) * this.stride);
  }

  /** Forgets every entry (a new question). */
  clear(): void {
    this.generation++;
  }

  /** The entry of the key: `first` (the first seat's place and the leader's), then the hands by place. */
  private slotOf(first: number, lo: Int32Array, hi: Int32Array): number {
    let h = first + 1;
    for (let k = 0; k < this.active; k++) {
      h = Math.imul(h ^ lo[k], 0x9e3779b1);
      h = Math.imul(h ^ (h >>> 15) ^ hi[k], 0x85ebca6b);
      h ^= h >>> 13;
    }
    return (h & ((1 << BITS) - 1)) * this.stride;
  }

  /** Whether bounds are held for the key (then in `lower` and `upper`). */
  probe(first: number, lo: Int32Array, hi: Int32Array): boolean {
    const slots = this.slots;
    const at = this.slotOf(first, lo, hi);
    if (slots[at] !== this.generation || slots[at + 1] !== first) return false;
    for (let k = 0; k < this.active; k++) {
      if (slots[at + 2 + 2 * k] !== lo[k] || slots[at + 3 + 2 * k] !== hi[k]) return false;
    }
    const bounds = slots[at + this.stride - 1];
    this.lower = bounds >> 16;
    this.upper = (bounds << 16) >> 16;
    return true;
  }

  /** Stores bounds for the key (over whatever the entry held). */
  store(first: number, lo: Int32Array, hi: Int32Array, lower: number, upper: number): void {
    const slots = this.slots;
    const at = this.slotOf(first, lo, hi);
    slots[at] = this.generation;
    slots[at + 1] = first;
    for (let k = 0; k < this.active; k++) {
      slots[at + 2 + 2 * k] = lo[k];
      slots[at + 3 + 2 * k] = hi[k];
    }
    slots[at + this.stride - 1] = (lower << 16) | (upper & 0xffff);
  }
}
