import type { Tally } from './tally';

/** z for a two-sided 95% confidence interval. */
export const Z95 = 1.959964;

/**
 * Mean, standard error and count of one slot of one set.
 *
 * @example
 * estimate(tally, tally.slot('amount'), 0).se;
 */
export function estimate(t: Tally, slot: number, set: number) {
  const i = slot * t.sets + set;
  const n = t.n[i];
  const mean = n > 0 ? t.sum[i] / n : 0;
  return { n, mean, se: standardError(n, t.sum[i], t.sq[i]) };
}

/**
 * The standard error of a mean from its count, sum and sum of squares; `null` below two.
 *
 * @example
 * standardError(4, 10, 30); // 0.645...
 */
export function standardError(n: number, sum: number, sq: number): number | null {
  if (n < 2) return null;
  const variance = Math.max(0, (sq - (sum * sum) / n) / (n - 1));
  return Math.sqrt(variance / n);
}

/**
 * The slots whose key starts with `prefix` (and has no further `:`), by their name.
 *
 * @example
 * named(tally, 'rate:'); // [['durchmarsch', 2], ['jungfrau', 3], ...]
 */
export function named(t: Tally, prefix: string): [string, number][] {
  const out: [string, number][] = [];
  t.keys.forEach((key, slot) => {
    if (key.startsWith(prefix) && !key.slice(prefix.length).includes(':'))
      out.push([key.slice(prefix.length), slot]);
  });
  return out;
}

/**
 * A record of a value per named slot.
 *
 * @example
 * fill(named(tally, 'rate:'), (slot) => estimate(tally, slot, 0).mean);
 */
export function fill<T>(pairs: [string, number][], f: (slot: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [name, slot] of pairs) out[name] = f(slot);
  return out;
}

/**
 * The letter of the i-th option set: A, B, ... Z, then A2, B2 ...
 *
 * @example
 * setName(1); // 'B'
 */
export function setName(i: number): string {
  const letter = String.fromCharCode(65 + (i % 26));
  return i < 26 ? letter : `${letter}${Math.floor(i / 26) + 1}`;
}
