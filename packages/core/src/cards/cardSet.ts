/**
 * Card sets are bit sets over card ids, stored as two 32-bit words (`lo` for ids
 * 0-31, `hi` for 32-63) so that decks of up to 64 cards fit without allocation.
 * Kernel states keep them flat in number arrays: `[lo0, hi0, lo1, hi1, ...]`.
 */

/**
 * Number of set bits in a 32-bit word.
 *
 * @example
 * popcount(0b1011); // 3
 */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * The set bits of each byte of a 32-bit word, counted in that byte (the first steps of
 * {@link popcount}); {@link countOfBytes} and {@link selectBit} read it.
 *
 * @example
 * byteCounts(0x0301); // 0x0201: two bits in byte 1, one in byte 0
 */
export function byteCounts(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (x + (x >>> 4)) & 0x0f0f0f0f;
}

/**
 * The number of set bits of a word, from its {@link byteCounts}.
 *
 * @example
 * countOfBytes(byteCounts(0b1011)); // 3
 */
export function countOfBytes(counts: number): number {
  return Math.imul(counts, 0x01010101) >>> 24;
}

/**
 * Index of the `r`-th lowest set bit (from 0) of a 32-bit word, given its
 * {@link byteCounts}; `r` must be below the word's bit count. Branch-free: the byte that
 * holds the bit is found from the bytes' running counts, the bit from a table.
 *
 * @example
 * selectBit(0b10110, byteCounts(0b10110), 1); // 2
 */
export const selectBit: (x: number, counts: number, r: number) => number = makeSelectBit();

/** Makes {@link selectBit}: its table is a constant of the (single) closure, which V8 folds; a module constant it reads and checks at each use. */
function makeSelectBit() {
  // The position of the r-th set bit of each byte value, at [byte * 8 + r]; in a buffer of
  // its own, whose storage never moves (optimised code addresses it directly).
  const table = new Uint8Array(new ArrayBuffer(256 * 8));
  for (let b = 0; b < 256; b++) {
    for (let i = 0, r = 0; i < 8; i++) if ((b & (1 << i)) !== 0) table[b * 8 + r++] = i;
  }
  return function selectBit(x: number, counts: number, r: number): number {
    // Byte k of `below` counts the set bits in the bytes under byte k.
    const below = Math.imul(counts, 0x01010100);
    // Bit 7 of byte k is set where below[k] <= r; the bytes' counts rise, so they are a prefix.
    const fits = ((Math.imul(r, 0x01010101) | 0x80808080) - below) & 0x80808080;
    const shift = ((Math.imul(fits >>> 7, 0x01010101) >>> 24) - 1) << 3;
    return shift + table[(((x >>> shift) & 0xff) << 3) | (r - ((below >>> shift) & 0xff))];
  };
}

/**
 * Index of the `r`-th lowest set bit (from 0) of a 32-bit word; `r` must be below the
 * word's bit count. Clears the `r` lowest bits one by one: for the few cards of a hand
 * this is shorter than {@link selectBit}'s branch-free table walk (the same answer).
 *
 * @example
 * nthBit(0b10110, 1); // 2
 */
export function nthBit(x: number, r: number): number {
  for (; r > 0; r--) x &= x - 1;
  return 31 - Math.clz32(x & -x);
}

/**
 * Index of the lowest set bit of a non-zero 32-bit word.
 *
 * @example
 * lowestBit(0b1000); // 3
 */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * The id of the lowest card of a non-empty two-word set (low word: ids 0-31).
 *
 * @example
 * lowestCard(0, 0b100); // 34
 */
export function lowestCard(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(hi & -hi);
}

/**
 * The id of the highest card of a non-empty two-word set (low word: ids 0-31).
 *
 * @example
 * highestCard(0b100, 0); // 2
 */
export function highestCard(lo: number, hi: number): number {
  return hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
}

/**
 * The card ids in a two-word set, ascending.
 *
 * @example
 * cardIds(0b101, 1); // [0, 2, 32]
 */
export function cardIds(lo: number, hi: number): number[] {
  const out: number[] = [];
  while (lo !== 0) {
    out.push(lowestBit(lo));
    lo &= lo - 1;
  }
  while (hi !== 0) {
    out.push(32 + lowestBit(hi));
    hi &= hi - 1;
  }
  return out;
}

/**
 * Whether card `id` is in the set.
 *
 * @example
 * hasCard(0b100, 0, 2); // true
 */
export function hasCard(lo: number, hi: number, id: number): boolean {
  return id < 32 ? (lo & (1 << id)) !== 0 : (hi & (1 << (id - 32))) !== 0;
}

/**
 * A two-word set holding the given ids.
 *
 * @example
 * setOf([0, 2, 33]); // [5, 2]
 */
export function setOf(ids: readonly number[]): [number, number] {
  return [wordOf(ids, 0, ids.length, 0), wordOf(ids, 0, ids.length, 1)];
}

/**
 * Word `word` (0: ids 0-31, 1: ids 32-63) of the set of `ids[from]` to `ids[to - 1]`,
 * without building an array (e.g. a trick's cards from the history).
 *
 * @example
 * wordOf([0, 2, 33], 0, 3, 1); // 2
 */
export function wordOf(ids: readonly number[], from: number, to: number, word: 0 | 1): number {
  let set = 0;
  for (let i = from; i < to; i++) if (ids[i] >>> 5 === word) set |= 1 << (ids[i] & 31);
  return set;
}
