import type { VariantReport } from '../report';
import type { Delta, Difference } from './differences';
import { Z95 } from './estimates';
import type { SimulationResult } from './runSimulation';
import type { SessionStats, SetStats } from './setStats';
import { wilson } from './wilson';

/**
 * One measure of a simulation as tables and charts show it: per deal or per session, a
 * rate (a share, shown in percent) or a mean, read from each set's statistics and from
 * each difference.
 *
 * @example
 * for (const m of metricsOf(result, report)) m.title; // 'Mean penalty per deal', 'durchmarsch' ...
 */
export interface Metric {
  readonly level: 'deal' | 'session';
  readonly kind: 'rate' | 'mean';
  readonly title: string;
  value(s: SetStats): number | undefined;
  se(s: SetStats): number | null;
  /** How many units reported it (deals, or sessions). */
  of(s: SetStats): number;
  delta(d: Difference): Delta | undefined;
}

const lower = (text: string) => `${text[0].toLowerCase()}${text.slice(1)}`;

/** A set's values of a kind of measure by name, how many units reported each, their standard errors. */
type Keyed = readonly [
  Record<string, number>,
  Record<string, number>,
  Record<string, number | null>,
];

/** The measures named in a kind of record (the report's rates or means), over every set in order of first appearance. */
function keyed(
  level: Metric['level'],
  kind: Metric['kind'],
  sets: readonly SetStats[],
  pick: (s: SetStats) => Keyed | undefined,
  deltas: (d: Difference) => Record<string, Delta> | undefined,
): Metric[] {
  const keys = [...new Set(sets.flatMap((s) => Object.keys(pick(s)?.[0] ?? {})))];
  return keys.map((key) => ({
    level,
    kind,
    title: key,
    value: (s) => pick(s)?.[0][key],
    se: (s) => pick(s)?.[2][key] ?? null,
    of: (s) => pick(s)?.[1][key] ?? 0,
    delta: (d) => deltas(d)?.[key],
  }));
}

/**
 * The measures of a result, in display order: the mean amount and what all seats write,
 * the report's rates and means per deal; with sessions, the session length, the share of
 * sessions that ended, and the report's session rates and means.
 *
 * @example
 * metricsOf(result, kalterSchlagReport).map((m) => m.title);
 */
export function metricsOf(result: SimulationResult, report: VariantReport): Metric[] {
  const sets = result.sets;
  const out: Metric[] = [
    {
      level: 'deal',
      kind: 'mean',
      title: `Mean ${lower(report.amountTitle)}`,
      value: (s) => s.meanAmount,
      se: (s) => s.se.meanAmount,
      of: (s) => s.deals,
      delta: (d) => d.meanAmount,
    },
  ];
  // What all seats write together is left out where it is 0 on every deal (a zero-sum game).
  if (!sets.every(zeroSum))
    out.push({
      level: 'deal',
      kind: 'mean',
      title: `Mean ${report.scoreLabel} per deal, all seats together`,
      value: (s) => s.meanWritten,
      se: (s) => s.se.meanWritten,
      of: (s) => s.deals,
      delta: (d) => d.meanWritten,
    });
  out.push(
    ...keyed(
      'deal',
      'rate',
      sets,
      (s) => [s.rates, s.rateOf, s.se.rates],
      (d) => d.rates,
    ),
    ...keyed(
      'deal',
      'mean',
      sets,
      (s) => [s.means, s.meanOf, s.se.means],
      (d) => d.means,
    ),
  );
  if (sets[0].sessions === undefined) return out;
  const name = report.sessionName;
  out.push(
    {
      level: 'session',
      kind: 'mean',
      title: `Deals per ${name}`,
      value: (s) => s.sessions?.meanDeals,
      se: (s) => s.sessions?.se.meanDeals ?? null,
      of: (s) => s.sessions?.count ?? 0,
      delta: (d) => d.sessions?.meanDeals,
    },
    {
      level: 'session',
      kind: 'rate',
      title: `${name} ended`,
      value: (s) => s.sessions?.ended,
      se: (s) => s.sessions?.se.ended ?? null,
      of: (s) => s.sessions?.count ?? 0,
      delta: (d) => d.sessions?.ended,
    },
  );
  const session = (pick: (s: SessionStats) => Keyed) => (s: SetStats) =>
    s.sessions === undefined ? undefined : pick(s.sessions);
  out.push(
    ...keyed(
      'session',
      'rate',
      sets,
      session((s) => [s.rates, s.rateOf, s.se.rates]),
      (d) => d.sessions?.rates,
    ),
    ...keyed(
      'session',
      'mean',
      sets,
      session((s) => [s.means, s.meanOf, s.se.means]),
      (d) => d.sessions?.means,
    ),
  );
  return out;
}

/**
 * Whether what all seats write sums to 0 on every deal of a set (its mean and its spread
 * both exactly 0): the total of a zero-sum game, which is no measure worth showing.
 *
 * @example
 * zeroSum(skatStats); // false: only the declarer scores
 */
export function zeroSum(s: SetStats): boolean {
  return s.deals === 0 || (s.meanWritten === 0 && (s.se.meanWritten ?? 0) === 0);
}

/**
 * The plural of a session's name: `Partien`, `Listen` (German nouns in -e), `sessions`.
 *
 * @example
 * plural('Partie'); // 'Partien'
 */
export function plural(name: string): string {
  return /^[A-Z].*e$/.test(name) ? `${name}n` : `${name}s`;
}

/**
 * An estimate with its 95% interval as text: `292.12 ± 0.91`, `-0.0031 ± 0.0012` (as many
 * decimals as the interval needs, at least two); `signed` puts `+` before a positive value,
 * `brackets` gives `292.12 (± 0.91)`. A rate (a share, in percent) seen in `n` units gets
 * its Wilson interval instead, `0.24% (0.21–0.27%)`, so that 0 of 300 reads
 * `0.00% (0.00–1.26%)`; without `n` (a difference of rates) it keeps `± `.
 *
 * @example
 * formatEstimate('mean', -0.0031, 0.0006, { signed: true }); // '-0.0031 ± 0.0012'
 * formatEstimate('rate', 0, 0, { n: 300 }); // '0.00% (0.00–1.26%)'
 */
export function formatEstimate(
  kind: Metric['kind'],
  x: number,
  se: number | null,
  {
    signed = false,
    brackets = false,
    n,
  }: { signed?: boolean; brackets?: boolean; n?: number } = {},
): string {
  if (kind === 'rate' && n !== undefined && n > 0 && !signed) return formatRate(x, n);
  const scale = kind === 'rate' ? 100 : 1;
  const unit = kind === 'rate' ? '%' : '';
  const ci = se === null ? null : Z95 * se * scale;
  const digits = digitsFor(ci);
  let value = (x * scale).toFixed(digits);
  if (Number(value) === 0) value = (0).toFixed(digits);
  else if (signed && x > 0) value = `+${value}`;
  if (ci === null) return `${value}${unit}`;
  const interval = `± ${ci.toFixed(digits)}${unit}`;
  return brackets ? `${value}${unit} (${interval})` : `${value}${unit} ${interval}`;
}

/**
 * A share seen in `n` units, in percent, with its 95% Wilson interval.
 *
 * @example
 * formatRate(0.5, 100); // '50.00% (40.38–59.62%)'
 */
export function formatRate(p: number, n: number): string {
  const [lo, hi] = wilson(p, n);
  const digits = digitsFor((100 * (hi - lo)) / 2);
  const pct = (v: number) => (100 * v).toFixed(digits);
  return `${pct(p)}% (${pct(lo)}–${pct(hi)}%)`;
}

/** Decimals for a value whose 95% interval is ± `ci`: enough to show it, at least two. */
function digitsFor(ci: number | null): number {
  return ci === null || ci === 0 ? 2 : Math.min(6, Math.max(2, 1 - Math.floor(Math.log10(ci))));
}
