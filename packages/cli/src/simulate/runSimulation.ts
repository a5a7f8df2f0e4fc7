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
  /** Mean amount of a deal (e.g. the penalty a loser writes). */
  readonly meanPenalty: number;
  /** Mean of all penalties written in a deal, summed over seats. */
  readonly meanWritten: number;
  /** Share of deals for each of the report's flags (Durchmarsch, Jungfrau ...). */
  readonly rates: Record<string, number>;
  readonly histogram: Bucket[];
  readonly seconds: number;
  readonly dealsPerSecond: number;
}

/**
 * Plays `deals` random deals on the kernel, in place: `redeal`, `playout`, `outcome`, with
 * the dealer rotating. Deterministic for a seed (timings aside).
 *
 * @example
 * runSimulation(kalterSchlag.rules(), kalterSchlagReport, 10_000, 1).meanPenalty;
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
  let amountSum = 0;
  let writtenSum = 0;
  const start = now();
  for (let i = 0; i < deals; i++) {
    rules.redeal(state, i % seats, rng);
    rules.playout(state, rng);
    const outcome = rules.outcome(state);
    const amount = report.amount(outcome);
    amountSum += amount;
    for (const p of report.penalties(outcome)) writtenSum += p;
    addToBuckets(histogram, amount);
    const flags = report.flags(outcome);
    for (const key in flags) counts[key] = (counts[key] ?? 0) + (flags[key] ? 1 : 0);
  }
  const seconds = Math.max((now() - start) / 1000, 1e-9);
  const rates: Record<string, number> = {};
  for (const key in counts) rates[key] = counts[key] / deals;
  return {
    deals,
    meanPenalty: amountSum / deals,
    meanWritten: writtenSum / deals,
    rates,
    histogram,
    seconds,
    dealsPerSecond: Math.round(deals / seconds),
  };
}
