import { describe, expect, test } from 'vitest';
import { PENALTY_BUCKETS } from '../src/simulate/histogram';
import { Tally } from '../src/simulate/tally';

/** The bucket of an amount the plain way: the last lower bound at or below it, else the first. */
function naiveBucket(amount: number): number {
  let b = 0;
  PENALTY_BUCKETS.forEach((from, i) => {
    if (from <= amount) b = i;
  });
  return b;
}

describe('Tally histogram', () => {
  test('every amount from -50 to 5000, and each bound, lands in the bucket of its range', () => {
    const amounts: number[] = [];
    for (let a = -50; a <= 5000; a += 5) amounts.push(a);
    for (const bound of PENALTY_BUCKETS) amounts.push(bound - 1, bound, bound + 0.5);
    for (const amount of amounts) {
      const t = new Tally(2);
      t.bucket(1, amount);
      const bins = PENALTY_BUCKETS.length;
      const hit = Array.from(t.hist).indexOf(1);
      expect(hit, `amount ${amount}`).toBe(bins + naiveBucket(amount));
    }
  });
});
