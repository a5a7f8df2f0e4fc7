import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { popcount } from '../src/cards/cardSet';
import { discardAt, discardCount } from '../src/kernel/exchange';
import { DISCARD_BASE } from '../src/kernel/skatActions';

// discardAt picks the r-th two-card discard without listing them: it must give the
// pairs in listing order (by the lower card, then the higher), across both words.

/** Every pair of a set's cards, by the lower card then the higher, as discard codes. */
function listed(lo: number, hi: number): number[] {
  const ids: number[] = [];
  for (let id = 0; id < 64; id++) if (((id < 32 ? lo : hi) & (1 << (id & 31))) !== 0) ids.push(id);
  const out: number[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) out.push(DISCARD_BASE + ids[i] * 64 + ids[j]);
  return out;
}

describe('discardAt', () => {
  test.each([
    ['low word only', 0x0f0f_3001, 0],
    ['high word only', 0, 0x8000_1f03],
    ['both words', 0xc000_0011, 0x0000_0007],
    ['two cards', 1 << 31, 1],
  ])('%s: every r gives the r-th listed pair', (_name, lo, hi) => {
    const all = listed(lo, hi);
    const cards = popcount(lo) + popcount(hi);
    expect(discardCount(cards)).toBe(all.length);
    expect(all.map((_, r) => discardAt(lo, hi, r, cards))).toEqual(all);
  });

  test('random sets of 2 to 14 cards across 64 ids', () => {
    const rng = new Rng(5);
    for (let k = 0; k < 300; k++) {
      let lo = 0;
      let hi = 0;
      for (let n = 2 + rng.below(13); n > 0; ) {
        const id = rng.below(64);
        const word = id < 32 ? lo : hi;
        if ((word & (1 << (id & 31))) !== 0) continue;
        if (id < 32) lo |= 1 << id;
        else hi |= 1 << (id & 31);
        n--;
      }
      const all = listed(lo, hi);
      const cards = popcount(lo) + popcount(hi);
      expect(all.map((_, r) => discardAt(lo, hi, r, cards))).toEqual(all);
    }
  });
});
