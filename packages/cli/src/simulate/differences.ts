import { estimate, fill, named, setName, standardError, Z95 } from './estimates';
import type { OptionSet } from './plan';
import { SLOT } from './recorder';
import type { Tally } from './tally';
import { wilson } from './wilson';

/**
 * A difference between an option set and the first one, with its standard error and
 * 95% confidence interval. `paired`: computed deal by deal (or session by session) on
 * the same deals, which removes the deals' own noise (when both sets report the measure
 * for every unit); otherwise from the two standard errors as if independent
 * (conservative where the samples share deals). `identical`: paired, and the two sets gave
 * the same value on every paired unit (the option cannot change this measure on these
 * deals), which reads "identical on every paired deal" rather than `0 ± 0`.
 *
 * @example
 * const d: Delta = { diff: -1.2, se: 0.1, ci95: [-1.4, -1.0], paired: true, identical: false };
 */
export interface Delta {
  readonly diff: number;
  readonly se: number | null;
  readonly ci95: readonly [number, number] | null;
  readonly paired: boolean;
  readonly identical: boolean;
  /**
   * For a rate paired on every deal: the 95% interval of the difference from the two
   * rates' Wilson intervals and the pairs' correlation (Newcombe's score interval for
   * paired proportions), which the charts draw; it stays within -1..1 and is not empty
   * where a rate is 0.
   */
  readonly score95?: readonly [number, number];
}

/**
 * How an option set differs from the first: each mean and rate as a {@link Delta}.
 *
 * @example
 * d.meanAmount.diff; d.rates.durchmarsch.ci95;
 */
export interface Difference {
  /** The set compared (`B`, `C` ...) and the baseline (`A`). */
  readonly of: string;
  readonly baseline: string;
  readonly meanAmount: Delta;
  readonly meanWritten: Delta;
  readonly rates: Record<string, Delta>;
  readonly means: Record<string, Delta>;
  readonly sessions?: {
    readonly meanDeals: Delta;
    readonly ended: Delta;
    readonly rates: Record<string, Delta>;
    readonly means: Record<string, Delta>;
  };
}

/**
 * The difference of a slot between a set and set 0. Paired when both sets reported the
 * measure for every unit; a measure reported on some units only (the loser's total when
 * there is a loser) is compared as two samples, so that the difference is that of the two
 * means shown. `everyDeal`: a per-deal measure in sessions, which a set reports for every
 * deal it plays; sessions of different lengths share their first deals, and those pairs
 * are the comparison.
 */
function delta(t: Tally, slot: number, set: number, everyDeal = false): Delta {
  const i = slot * t.sets + set;
  const pn = t.pn[i];
  const n0 = t.n[slot * t.sets];
  const deals = t.slot(SLOT.amount) * t.sets;
  const paired =
    pn > 0 &&
    ((pn === n0 && pn === t.n[i]) ||
      (everyDeal && n0 === t.n[deals] && t.n[i] === t.n[deals + set]));
  let diff: number;
  let se: number | null;
  if (paired) {
    diff = t.psum[i] / pn;
    se = standardError(pn, t.psum[i], t.psq[i]);
  } else {
    const a = estimate(t, slot, 0);
    const b = estimate(t, slot, set);
    diff = b.mean - a.mean;
    se = a.se === null || b.se === null ? null : Math.sqrt(a.se ** 2 + b.se ** 2);
  }
  const ci95 = se === null ? null : ([diff - Z95 * se, diff + Z95 * se] as const);
  // Every paired difference 0: their sum of squares is exactly 0.
  const identical = paired && t.psq[i] === 0;
  return { diff, se, ci95, paired, identical };
}

/**
 * Newcombe's hybrid score interval (his method 10, as Altman et al.'s Statistics with
 * Confidence give it) for the
 * difference p2 - p1 of two rates seen on the same n units: `both` units with the flag in
 * both sets, `onlyFirst` in the first only, `onlySecond` in the second only.
 *
 * @example
 * pairedScore(100, 10, 5, 0); // about [-0.108, -0.0005]
 */
export function pairedScore(
  n: number,
  both: number,
  onlyFirst: number,
  onlySecond: number,
): [number, number] {
  const neither = n - both - onlyFirst - onlySecond;
  const p1 = (both + onlyFirst) / n;
  const p2 = (both + onlySecond) / n;
  const [l1, u1] = wilson(p1, n);
  const [l2, u2] = wilson(p2, n);
  const margins =
    (both + onlyFirst) * (onlySecond + neither) * (both + onlySecond) * (onlyFirst + neither);
  // The pairs' correlation, a positive one lessened by n/2 (as Newcombe recommends).
  const cross = both * neither - onlyFirst * onlySecond;
  const corrected = cross > n / 2 ? cross - n / 2 : Math.min(cross, 0);
  const phi = margins > 0 ? corrected / Math.sqrt(margins) : 0;
  const theta = p2 - p1;
  const below = Math.sqrt(
    Math.max(0, (p2 - l2) ** 2 - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) ** 2),
  );
  const above = Math.sqrt(
    Math.max(0, (u2 - p2) ** 2 - 2 * phi * (u2 - p2) * (p1 - l1) + (p1 - l1) ** 2),
  );
  return [Math.max(-1, theta - below), Math.min(1, theta + above)];
}

/**
 * A rate's difference with its {@link pairedScore} interval, when it was paired on every
 * unit (each unit's flag is 0 or 1, so that the paired sums give the discordant pairs).
 */
function withScore(t: Tally, slot: number, set: number, d: Delta): Delta {
  const i = slot * t.sets + set;
  const n = t.pn[i];
  if (!d.paired || n !== t.n[slot * t.sets] || n !== t.n[i]) return d;
  // Over the pairs: psum = onlySecond - onlyFirst, psq = onlySecond + onlyFirst.
  const onlySecond = Math.round((t.psq[i] + t.psum[i]) / 2);
  const onlyFirst = Math.round((t.psq[i] - t.psum[i]) / 2);
  const both = Math.round(t.sum[i]) - onlySecond;
  if (both < 0 || both + onlyFirst + onlySecond > n) return d;
  return { ...d, score95: pairedScore(n, both, onlyFirst, onlySecond) };
}

/**
 * Each option set after the first, against the first.
 *
 * @example
 * differences(tally, plan.sets, 'deals')[0].meanAmount.ci95;
 */
export function differences(
  t: Tally,
  sets: readonly OptionSet[],
  mode: 'deals' | 'sessions',
): Difference[] {
  const rates = named(t, SLOT.rate);
  const means = named(t, SLOT.mean);
  return sets.slice(1).map((_, i) => {
    const set = i + 1;
    const d = (slot: number) => delta(t, slot, set, mode === 'sessions');
    const s = (slot: number) => delta(t, slot, set);
    const both = (pairs: [string, number][]) =>
      pairs.filter(([, k]) => t.n[k * t.sets] > 0 && t.n[k * t.sets + set] > 0);
    const diff: Difference = {
      of: setName(set),
      baseline: setName(0),
      meanAmount: d(t.slot(SLOT.amount)),
      meanWritten: d(t.slot(SLOT.written)),
      rates: fill(both(rates), (slot) => withScore(t, slot, set, d(slot))),
      means: fill(both(means), d),
    };
    if (mode === 'deals') return diff;
    return {
      ...diff,
      sessions: {
        meanDeals: s(t.slot(SLOT.sessionDeals)),
        ended: s(t.slot(SLOT.sessionEnded)),
        rates: fill(both(named(t, SLOT.sessionRate)), s),
        means: fill(both(named(t, SLOT.sessionMean)), s),
      },
    };
  });
}
