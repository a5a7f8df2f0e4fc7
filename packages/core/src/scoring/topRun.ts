import { hasCard } from '../cards/cardSet';

/**
 * The cards one side holds: a test per card id, or a card set as its two 32-bit words
 * (`[lo, hi]`, as hands are kept in the kernel).
 *
 * @example
 * const byTest: CardHolder = (id) => id === 0 || id === 8;
 * const bySet: CardHolder = [0b1_0000_0001, 0];
 */
export type CardHolder = ((id: number) => boolean) | readonly [lo: number, hi: number];

/**
 * The unbroken run of top trumps from the head of `order` (card ids, highest first):
 * `n` when the side holds the top card and the next `n - 1` ("with n"), `-n` when it
 * lacks the top card and the next `n - 1` ("without n"); 0 for an empty order. Skat's
 * matadors and Schafkopf's Laufende are both this count; a minimum below which a run
 * does not count, or a cap, is the caller's rule.
 *
 * @example
 * import { topRun } from '@stich/core/scoring';
 *
 * const order = [0, 8, 16, 24]; // e.g. the four jacks' ids
 * topRun(order, (id) => id === 0 || id === 8); // 2: with two
 * topRun(order, [1 << 24, 0]); // -3: without three
 * topRun(order, () => true); // 4: the whole sequence
 */
export function topRun(order: readonly number[], holds: CardHolder): number {
  if (order.length === 0) return 0;
  const has = typeof holds === 'function' ? holds : (id: number) => hasCard(holds[0], holds[1], id);
  const withTop = has(order[0]);
  let n = 1;
  while (n < order.length && has(order[n]) === withTop) n++;
  return withTop ? n : -n;
}
