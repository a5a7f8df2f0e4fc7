import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SKAT_DECK } from '../src/index';
import { setOf } from '../src/kernel/index';
import { topRun } from '../src/scoring/index';

const ids = (codes: string) => codes.split(' ').map((code) => SKAT_DECK.idsOf(code)![0]);
const JACKS = ids('CJ SJ HJ DJ');

describe('topRun', () => {
  // Skat's matadors counted by hand ("with"/"without" from the club jack).
  test.each([
    ['CJ SJ', 2],
    ['CJ HJ', 1],
    ['CJ SJ HJ DJ', 4],
    ['HJ DJ', -2],
    ['DJ', -3],
    ['SJ', -1],
    ['', -4],
  ])('jacks held %j: %i', (held, run) => {
    const hand = held === '' ? [] : ids(held);
    expect(topRun(JACKS, (id) => hand.includes(id))).toBe(run);
    expect(topRun(JACKS, setOf(hand))).toBe(run);
  });

  test('an empty order has no run', () => {
    expect(topRun([], () => true)).toBe(0);
  });

  test('the run stops at the first card on the other side, and a side and its complement mirror', () => {
    const order = ids('CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7');
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }), (held) => {
        const mine = order.filter((_, i) => held[i]);
        const run = topRun(order, setOf(mine));
        const n = Math.abs(run);
        expect(run > 0).toBe(held[0]);
        for (let i = 0; i < n; i++) expect(held[i]).toBe(held[0]);
        if (n < order.length) expect(held[n]).toBe(!held[0]);
        expect(topRun(order, (id) => !mine.includes(id))).toBe(-run);
      }),
    );
  });
});
