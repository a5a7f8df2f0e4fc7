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
 * Index of the lowest set bit of a non-zero 32-bit word.
 *
 * @example
 * lowestBit(0b1000); // 3
 */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
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
  let lo = 0;
  let hi = 0;
  for (const id of ids) {
    if (id < 32) lo |= 1 << id;
    else hi |= 1 << (id - 32);
  }
  return [lo, hi];
}
