/**
 * A fixed-size hash table of search bounds, for positions at the start of a trick.
 * An entry holds the position's key, a lower and an upper bound on what the side still
 * takes from there, the card that last proved a bound, and how many tricks were left.
 * Slots lie in buckets of four; a new entry takes a slot of an older generation, or else
 * the one with the fewest tricks left. Each slot is one run of integers (generation, key,
 * bounds, card and depth). Beside the slots, one integer per slot (its tag) holds the hash
 * of the key's structure mixed with the generation: a probe reads the bucket's four tags
 * and touches only slots whose tag matches. A new generation empties the table in O(1).
 */
/** Slots per bucket. */
const WAYS = 4;

export class TranspositionTable {
  readonly keyLength: number;
  /** Leading key words that must match for a near hit (the rest may differ). */
  readonly structure: number;
  private readonly stride: number;
  private readonly mask: number;
  /** Every slot: generation, key, bounds, card and depth. */
  readonly slots: Int32Array;
  /**
   * Per slot, the hash of its key's structure mixed with its generation: a probe reads the
   * bucket's four tags (16 bytes) and touches only the slots whose tag matches, so a miss
   * costs one cache line instead of the bucket's three.
   */
  private readonly tags: Int32Array;
  /** The current generation's salt for tags. */
  private salt = 0;
  private generation = 1;
  /** After a hit: the bounds and the card found. */
  hitLower = 0;
  hitUpper = 0;
  hitMove = -1;
  /** The hash of the key last probed. */
  probed = 0;
  /** Where the key of the entry found starts in `slots`. */
  hitKey = 0;
  /** Set by `find`: whether the slot found matches the whole key. */
  private whole = false;
  /** Set by `find` when the key is not whole in its bucket: the slots of the same structure, and which `nextNear` gives next. */
  private readonly near = new Int32Array(WAYS);
  private nears = 0;
  private nextNearAt = 0;

  /**
   * @example
   * const tt = new TranspositionTable(7, 16); // keys of 7 words, 65536 slots
   */
  constructor(keyLength: number, bits: number, structure = keyLength) {
    if (structure < 2) throw new RangeError('a key has at least two structure words');
    this.keyLength = keyLength;
    this.structure = structure;
    this.stride = keyLength + 3;
    this.mask = (1 << bits) - WAYS;
    this.slots = new Int32Array((1 << bits) * this.stride);
    this.tags = new Int32Array(1 << bits);
    this.salt = Math.imul(this.generation, 0x9e3779b1);
  }

  /** Forgets every entry (a new question, or a new deal). */
  clear(): void {
    this.generation++;
    this.salt = Math.imul(this.generation, 0x9e3779b1);
  }

  /** A 32-bit hash of the key at `keys[at]` (of its structure words). */
  hash(keys: Int32Array, at: number): number {
    let h = 0x2545f491;
    for (let i = at, end = at + this.structure; i < end; i++) {
      h = Math.imul(h ^ keys[i], 0x9e3779b1);
      h ^= h >>> 15;
    }
    return Math.imul(h ^ (h >>> 13), 0x85ebca6b) ^ (h >>> 16);
  }

  /**
   * Looks a key up: 0 if absent, 1 for the key itself, 2 for a near hit (same structure,
   * other weights: its bounds hold for the key only once adjusted). Sets `probed` to the
   * key's hash (for `store`); on a hit, sets `hitLower`, `hitUpper`, `hitMove` and `hitKey`.
   */
  probe(keys: Int32Array, at: number): number {
    const hash = this.hash(keys, at);
    this.probed = hash;
    const slot = this.find(keys, at, hash & this.mask, hash ^ this.salt, true);
    if (slot < 0) return 0;
    this.hit(slot);
    return this.whole === true ? 1 : 2;
  }

  /** Sets `hitLower`, `hitUpper`, `hitMove` and `hitKey` from the slot starting at `slot`. */
  private hit(slot: number): void {
    const k = this.keyLength;
    const bounds = this.slots[slot + k + 1];
    this.hitLower = bounds >> 16;
    this.hitUpper = (bounds << 16) >> 16;
    this.hitMove = this.slots[slot + k + 2] >> 8;
    this.hitKey = slot + 1;
  }

  /**
   * After a near hit: the next slot of the bucket with the same structure (its bounds and
   * card as `probe` sets them), from the ones `probe` saw. Returns 2, or 0 when there is none.
   * Valid only until the next `store`.
   */
  nextNear(): number {
    if (this.nextNearAt === this.nears) return 0;
    this.hit(this.near[this.nextNearAt++]);
    return 2;
  }

  /** Stores bounds for the key at `keys[at]`, merged with the bounds already held for it. */
  store(
    keys: Int32Array,
    at: number,
    hash: number,
    lower: number,
    upper: number,
    move: number,
    depth: number,
  ): void {
    const slots = this.slots;
    const k = this.keyLength;
    const i = hash & this.mask;
    const tag = hash ^ this.salt;
    let slot = this.find(keys, at, i, tag, false);
    if (slot >= 0) {
      const bounds = slots[slot + k + 1];
      if (bounds >> 16 > lower) lower = bounds >> 16;
      if ((bounds << 16) >> 16 < upper) upper = (bounds << 16) >> 16;
      if (move < 0) move = slots[slot + k + 2] >> 8;
    } else {
      // Replace a slot of an older generation, or else the one with fewest tricks left.
      const g = this.generation;
      let way = i;
      let least = 256;
      for (let w = i; w < i + WAYS; w++) {
        const s = w * this.stride;
        if (slots[s] !== g) {
          way = w;
          break;
        }
        const d = slots[s + k + 2] & 255;
        if (d < least) {
          least = d;
          way = w;
        }
      }
      slot = way * this.stride;
      this.tags[way] = tag;
      slots[slot] = g;
      for (let j = 0; j < k; j++) slots[slot + 1 + j] = keys[at + j];
    }
    slots[slot + k + 1] = (lower << 16) | (upper & 0xffff);
    slots[slot + k + 2] = (move << 8) | depth;
  }

  /**
   * The start of the slot of bucket `i` holding the key in this generation, or -1; with
   * `near`, failing that, the first slot with the same structure (and the others in
   * `near`, for `nextNear`). Only slots whose tag is `tag` are read; of those, the first
   * two key words are compared before the rest.
   */
  private find(keys: Int32Array, at: number, i: number, tag: number, near: boolean): number {
    const slots = this.slots;
    const tags = this.tags;
    const g = this.generation;
    const k = this.keyLength;
    const st = this.structure;
    const stride = this.stride;
    let nears = 0;
    for (let w = i, end = i + WAYS; w < end; w++) {
      if (tags[w] !== tag) continue;
      const slot = w * stride;
      if (slots[slot + 2] !== keys[at + 1] || slots[slot + 1] !== keys[at] || slots[slot] !== g)
        continue;
      let j = 2;
      while (j < st && slots[slot + 1 + j] === keys[at + j]) j++;
      if (j < st) continue;
      while (j < k && slots[slot + 1 + j] === keys[at + j]) j++;
      if (j === k) {
        this.whole = true;
        return slot;
      }
      if (near) this.near[nears++] = slot;
    }
    this.whole = false;
    this.nears = nears;
    this.nextNearAt = 1;
    return nears > 0 ? this.near[0] : -1;
  }
}
