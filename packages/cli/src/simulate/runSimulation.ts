import { type BaseAction, Rng, type Rules } from '@stich/core';
import type { VariantReport } from '../report';
import { addToBuckets, type Bucket, buckets } from './histogram';

/**
 * What a simulation of random deals found.
 *
 * @example
 * const stats: SimulationStats = runSimulation(rules, kalterSchlagReport, 1000, 1);
 * stats.rates.durchmarsch; // about 0.002
 */
export interface SimulationStats {
  readonly deals: number;
  /** Mean amount of a deal (the penalty a loser writes, a Ramsch loss ...). */
  readonly meanAmount: number;
  /** Mean of what all seats write in a deal (penalties, or signed scores), summed over seats. */
  readonly meanWritten: number;
  /** Share of deals for each of the report's flags (Durchmarsch, Jungfrau ...). */
  readonly rates: Record<string, number>;
  /** Mean per deal of each of the report's measures (pushes of the skat ...). */
  readonly means: Record<string, number>;
  readonly histogram: Bucket[];
  readonly seconds: number;
  readonly dealsPerSecond: number;
}

/**
 * Plays `deals` random deals on the kernel, in place: `redeal`, `playout`, `outcome`, with
 * the dealer rotating. Deterministic for a seed (timings aside).
 *
 * @example
 * runSimulation(kalterSchlag.rules(), kalterSchlagReport, 10_000, 1).meanAmount;
 */
export function runSimulation(
  rules: Rules<unknown, unknown, unknown, BaseAction>,
  report: VariantReport,
  deals: number,
  seed: number | string,
  now: () => number = () => performance.now(),
): SimulationStats {
  const rng = new Rng(seed);
  const seats = rules.ctx.seats;
  const state = rules.deal({ dealer: 0, seed: 0 });
  const histogram = buckets();
  const counts: Record<string, number> = {};
  const sums: Record<string, number> = {};
  let amountSum = 0;
  let writtenSum = 0;
  const start = now();
  for (let i = 0; i < deals; i++) {
    rules.redeal(state, i % seats, rng);
    rules.playout(state, rng);
    const outcome = rules.outcome(state);
    const amount = report.amount(outcome);
    amountSum += amount;
    for (const p of report.scores(outcome)) writtenSum += p;
    addToBuckets(histogram, amount);
    const flags = report.flags(outcome);
    for (const key in flags) counts[key] = (counts[key] ?? 0) + (flags[key] ? 1 : 0);
    const measures = report.means?.(outcome, rules.options) ?? {};
    for (const key in measures) sums[key] = (sums[key] ?? 0) + measures[key];
  }
  const seconds = Math.max((now() - start) / 1000, 1e-9);
  const rates: Record<string, number> = {};
  for (const key in counts) rates[key] = counts[key] / deals;
  const means: Record<string, number> = {};
  for (const key in sums) means[key] = sums[key] / deals;
  return {
    deals,
    meanAmount: amountSum / deals,
    meanWritten: writtenSum / deals,
    rates,
    means,
    histogram,
    seconds,
    dealsPerSecond: Math.round(deals / seconds),
  };
}
