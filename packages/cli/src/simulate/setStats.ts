import { estimate, fill, named } from './estimates';
import { type Bucket, histograms, PENALTY_BUCKETS } from './histogram';
import type { OptionSet } from './plan';
import { SLOT } from './recorder';
import { type RoleStats, roleStats } from './roleStats';
import { type SeatStats, seatStats } from './seatStats';
import { LENGTH_CAP, type Tally } from './tally';

/**
 * The report's flags and measures over a set of units (deals or sessions): each flag's
 * share and each measure's mean, among the units that report it, with those counts.
 *
 * @example
 * stats.rates.durchmarsch; stats.rateOf.durchmarsch;
 */
export interface Tallied {
  readonly rates: Record<string, number>;
  readonly rateOf: Record<string, number>;
  readonly means: Record<string, number>;
  readonly meanOf: Record<string, number>;
}

/**
 * Per-session statistics of one option set (`--partien`).
 *
 * @example
 * stats.sessions?.meanDeals; // how many deals a Partie lasts on average
 */
export interface SessionStats extends Tallied {
  readonly count: number;
  /** Mean deals per session. */
  readonly meanDeals: number;
  /** Share of sessions that ended (the rest hit the cap of deals). */
  readonly ended: number;
  /** Sessions by length in deals. */
  readonly lengths: Bucket[];
  readonly se: {
    readonly meanDeals: number | null;
    readonly ended: number | null;
    readonly rates: Record<string, number | null>;
    readonly means: Record<string, number | null>;
  };
}

/**
 * What one option set showed: per deal (over every deal played, sessions' deals
 * included) and, with `--partien`, per session; each mean and rate with its standard error.
 *
 * @example
 * stats.meanAmount; stats.se.meanAmount; stats.rates.durchmarsch;
 */
export interface SetStats extends Tallied {
  readonly label: string;
  readonly options: unknown;
  readonly deals: number;
  /** Mean amount of a deal (the penalty a loser writes, a Ramsch loss ...). */
  readonly meanAmount: number;
  /** Mean of what all seats write in a deal, summed over seats. */
  readonly meanWritten: number;
  /** Share of each kind the report's `mix` names, among the deals it names one for. */
  readonly mix: Record<string, number>;
  /** How many deals the report's `mix` names a kind for (the shares' denominator). */
  readonly mixOf?: number;
  readonly histogram: Bucket[];
  readonly se: {
    readonly meanAmount: number | null;
    readonly meanWritten: number | null;
    readonly rates: Record<string, number | null>;
    readonly means: Record<string, number | null>;
  };
  readonly sessions?: SessionStats;
  /** Per seat, when the seats had different bots: mean score and wins (per session with `--partien`). */
  readonly seats?: SeatStats[];
  /** Per role and bot (declarer, defender), when bots differ by seat or by role: mean score and wins per deal. */
  readonly roles?: RoleStats[];
}

/**
 * The statistics of each option set from the merged sums; `bots` names who played each
 * seat, for the per-seat table.
 *
 * @example
 * const stats = setStats(tally, plan.sets, 'sessions', plan.seats);
 */
export function setStats(
  t: Tally,
  sets: readonly OptionSet[],
  mode: 'deals' | 'sessions',
  bots: readonly string[] = [],
): SetStats[] {
  const amount = t.slot(SLOT.amount);
  const written = t.slot(SLOT.written);
  const dealRates = named(t, SLOT.rate);
  const dealMeans = named(t, SLOT.mean);
  const lengthBounds = mode === 'sessions' ? lengthBuckets(t) : [];
  // Bins chosen from the amounts of every set, shared by all.
  const amountBins = histograms(t.values.map((m) => [...m]));
  return sets.map(({ label, options }, set) => {
    const e = (slot: number) => estimate(t, slot, set);
    // Only what this set reported (a measure may exist under some options only).
    const reported = (pairs: [string, number][]) => pairs.filter(([, s]) => e(s).n > 0);
    const rates = reported(dealRates);
    const means = reported(dealMeans);
    const bins = PENALTY_BUCKETS.length;
    const histogram =
      t.values[set].size > 0
        ? amountBins[set]
        : PENALTY_BUCKETS.map((from, b) => ({
            from,
            to: b + 1 < bins ? PENALTY_BUCKETS[b + 1] : null,
            count: t.hist[set * bins + b],
          }));
    const kinds = [...t.mix[set]].sort((a, b) => b[1] - a[1]);
    const kinded = kinds.reduce((n, [, c]) => n + c, 0);
    const stats: SetStats = {
      label,
      options,
      deals: e(amount).n,
      meanAmount: e(amount).mean,
      meanWritten: e(written).mean,
      rates: fill(rates, (s) => e(s).mean),
      rateOf: fill(rates, (s) => e(s).n),
      means: fill(means, (s) => e(s).mean),
      meanOf: fill(means, (s) => e(s).n),
      mix: Object.fromEntries(kinds.map(([kind, c]) => [kind, c / kinded])),
      mixOf: kinded,
      histogram,
      se: {
        meanAmount: e(amount).se,
        meanWritten: e(written).se,
        rates: fill(rates, (s) => e(s).se),
        means: fill(means, (s) => e(s).se),
      },
    };
    const seats = seatStats(t, set, bots);
    const roles = roleStats(t, set);
    const withSeats = {
      ...(seats.length > 0 ? { seats } : {}),
      ...(roles.length > 0 ? { roles } : {}),
    };
    if (mode === 'deals') return { ...stats, ...withSeats };
    const deals = t.slot(SLOT.sessionDeals);
    const ended = t.slot(SLOT.sessionEnded);
    const sRates = reported(named(t, SLOT.sessionRate));
    const sMeans = reported(named(t, SLOT.sessionMean));
    const counts = t.lengths[set];
    const lengths = lengthBounds.map(([from, to]) => {
      let count = 0;
      for (let d = from; d < Math.min(to ?? Infinity, counts.length); d++) count += counts[d];
      return { from, to, count };
    });
    return {
      ...stats,
      sessions: {
        count: e(deals).n,
        meanDeals: e(deals).mean,
        ended: e(ended).mean,
        rates: fill(sRates, (s) => e(s).mean),
        rateOf: fill(sRates, (s) => e(s).n),
        means: fill(sMeans, (s) => e(s).mean),
        meanOf: fill(sMeans, (s) => e(s).n),
        lengths,
        se: {
          meanDeals: e(deals).se,
          ended: e(ended).se,
          rates: fill(sRates, (s) => e(s).se),
          means: fill(sMeans, (s) => e(s).se),
        },
      },
      ...withSeats,
    };
  });
}

/** Bucket bounds for session lengths: a round width, at most about 30 buckets. */
function lengthBuckets(t: Tally): [number, number | null][] {
  let lo = LENGTH_CAP;
  let hi = 0;
  for (const counts of t.lengths) {
    for (let d = 0; d < counts.length; d++) {
      if (counts[d] === 0) continue;
      lo = Math.min(lo, d);
      hi = Math.max(hi, d);
    }
  }
  if (hi < lo) return [];
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500];
  const width = steps.find((w) => Math.floor(hi / w) - Math.floor(lo / w) + 1 <= 30) ?? 1000;
  const out: [number, number | null][] = [];
  for (let from = Math.floor(lo / width) * width; from <= hi; from += width)
    out.push([from, from >= LENGTH_CAP ? null : from + width]);
  return out;
}
