import { highestCard, lowestCard } from '@stich/core/kernel';

/** Bits of the memo's index (16,384 entries, 256 KB: kept near the processor; measured faster than 65,536). */
const BITS = 14;
/** Integers per entry: generation, the key in two words, the bounds. */
const STRIDE = 4;

/**
 * A hand of exactly two cards (two words of card bits) as the two card ids, six bits
 * each, the lower id first.
 */
function pair(lo: number, hi: number): number {
  return lowestCard(lo, hi) | (highestCard(lo, hi) << 6);
}

/**
 * Bounds on what the side takes in the last two tricks, by the exact hands and the
 * leader, for `LastTricks`: its three-trick searches meet the same two-trick endings
 * again and again, within one search and in the null-window tests that follow. One
 * entry per index (the latest kept). A solver keeps one memo and starts a new
 * generation for each question, which forgets every entry in O(1).
 *
 * With two tricks left every seat holds two cards, so the hands are written as card ids:
 * six bits a card, twelve a seat, and with `first` (five bits) the key fits in two words.
 * An entry is four integers, so four share a cache line and a lookup touches one.
 * `find` writes the key and returns the entry; `probe` and `store` use that key, until
 * the next `find`.
 *
 * @example
 * const memo = new EndgameMemo(4);
 * memo.clear(); // a new question
 * const at = memo.find(first, lo, hi);
 * if (!memo.probe(at)) memo.store(at, 0, 2);
 */
export class EndgameMemo {
  /** Per entry: generation, the key's two words, then the bounds packed in one word. */
  private readonly slots = new Int32Array((1 << BITS) * STRIDE);
  private readonly four: boolean;
  private generation = 0;
  /** The key `find` wrote: the first two seats' cards and `first`, then the others' cards. */
  private a = 0;
  private b = 0;
  /** After `probe` found the entry: its bounds. */
  lower = 0;
  upper = 0;

  constructor(readonly active: number) {
    if (active !== 3 && active !== 4) {
      throw new RangeError(`the endgame memo serves three or four seats at a trick, not ${active}`);
    }
    this.four = active === 4;
  }

  /** Forgets every entry (a new question). */
  clear(): void {
    this.generation++;
  }

  /**
   * The entry of the key: `first` (the first seat's place and the leader's, below 32),
   * then the hands by place (two cards each).
   */
  find(first: number, lo: Int32Array, hi: Int32Array): number {
    const a = pair(lo[0], hi[0]) | (pair(lo[1], hi[1]) << 12) | (first << 24);
    const b = pair(lo[2], hi[2]) | (this.four ? pair(lo[3], hi[3]) << 12 : 0);
    this.a = a;
    this.b = b;
    let h = Math.imul(a ^ 0x2545f491, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 15) ^ b, 0x85ebca6b);
    h ^= h >>> 13;
    return (h & ((1 << BITS) - 1)) * STRIDE;
  }

  /** Whether the entry `at` (from `find`) holds bounds for the key (then in `lower` and `upper`). */
  probe(at: number): boolean {
    const slots = this.slots;
    if (slots[at] !== this.generation || slots[at + 1] !== this.a || slots[at + 2] !== this.b) {
      return false;
    }
    const bounds = slots[at + 3];
    this.lower = bounds >> 16;
    this.upper = (bounds << 16) >> 16;
    return true;
  }

  /** Stores bounds for the key `find` wrote at its entry `at`, over whatever the entry held. */
  store(at: number, lower: number, upper: number): void {
    const slots = this.slots;
    slots[at] = this.generation;
    slots[at + 1] = this.a;
    slots[at + 2] = this.b;
    slots[at + 3] = (lower << 16) | (upper & 0xffff);
  }
}
