import { describe, expect, test } from 'vitest';
import { Rng } from '../src/index';
import {
  byteCounts,
  countOfBytes,
  highestCard,
  lowestCard,
  popcount,
  selectBit,
} from '../src/kernel/index';

/** The r-th lowest set bit the slow way: clear the r lowest, take the next. */
function naiveSelect(x: number, r: number): number {
  let w = x;
  for (let i = 0; i < r; i++) w &= w - 1;
  return 31 - Math.clz32(w & -w);
}

/** Words with every kind of bit pattern: random density, and the edges. */
function words(): number[] {
  const rng = new Rng('cardSet/select');
  const out = [1, 0x80000000 | 0, -1, 0x80808080 | 0, 0x01010101, 0xff, 0xff000000 | 0, 0x00ff0000];
  for (let i = 0; i < 3000; i++) {
    let x = 0;
    const density = rng.below(32) + 1;
    for (let b = 0; b < 32; b++) if (rng.below(32) < density) x |= 1 << b;
    if (x !== 0) out.push(x);
  }
  return out;
}

describe('broadword select', () => {
  test('countOfBytes(byteCounts(x)) is popcount(x)', () => {
    for (const x of words()) expect(countOfBytes(byteCounts(x))).toBe(popcount(x));
  });

  test('selectBit finds the r-th set bit for every r of 3,000 words', () => {
    for (const x of words()) {
      const counts = byteCounts(x);
      const n = popcount(x);
      for (let r = 0; r < n; r++) {
        const got = selectBit(x, counts, r);
        if (got !== naiveSelect(x, r)) {
          throw new Error(`selectBit(0x${(x >>> 0).toString(16)}, ${r}) = ${got}`);
        }
      }
    }
  });

  test('the set bits in order are the bits of the word', () => {
    const x = 0b1001_0000_0000_0000_0000_0001_0010_0110;
    const counts = byteCounts(x);
    expect([0, 1, 2, 3, 4].map((r) => selectBit(x, counts, r))).toEqual([1, 2, 5, 8, 28]);
  });
});

describe('lowestCard and highestCard', () => {
  test('find the ends of a two-word card set, across the word boundary', () => {
    const cases: [number, number, number, number][] = [
      // lo, hi, lowest, highest
      [0b100, 0, 2, 2],
      [0b1001, 0, 0, 3],
      [1 << 31, 0, 31, 31],
      [0, 1, 32, 32],
      [0, 1 << 31, 63, 63],
      [1 << 5, 1 << 3, 5, 35],
    ];
    for (const [lo, hi, low, high] of cases) {
      expect(lowestCard(lo, hi)).toBe(low);
      expect(highestCard(lo, hi)).toBe(high);
    }
  });
});
