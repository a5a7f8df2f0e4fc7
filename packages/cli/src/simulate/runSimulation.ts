import { type Bot, playDeal } from '@stich/bots';
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
  /** Share of deals for each of the report's flags (Durchmarsch, Jungfrau ...), among the deals that report it. */
  readonly rates: Record<string, number>;
  /** How many deals reported each flag (all deals, for flags every deal reports). */
  readonly rateOf: Record<string, number>;
  /** Mean of each of the report's measures (pushes of the skat ...), over the deals that report it. */
  readonly means: Record<string, number>;
  /** How many deals reported each measure. */
  readonly meanOf: Record<string, number>;
  /** Share of each kind the report's `mix` names (contracts ...), among the deals it names one for. */
  readonly mix: Record<string, number>;
  /** Who played: `random` (random play on the kernel) or the bot's name. */
  readonly bots: string;
  readonly histogram: Bucket[];
  readonly seconds: number;
  readonly dealsPerSecond: number;
}

/**
 * Plays `deals` deals, the dealer rotating. Without a bot: random play on the kernel, in
 * place (`redeal`, `playout`, `outcome`). With a bot: that bot at every seat, each seeing
 * only its own view (slower). Deterministic for a seed (timings aside).
 *
 * @example
 * runSimulation(kalterSchlag.rules(), kalterSchlagReport, 10_000, 1).meanAmount;
 * runSimulation(skat.rules(), skatReport, 1000, 1, undefined, skatBot(skat.rules())).rates.declarerWon;
 */
export function runSimulation(
  rules: Rules<unknown, unknown, unknown, BaseAction>,
  report: VariantReport,
  deals: number,
  seed: number | string,
  now: () => number = () => performance.now(),
  bot?: Bot,
): SimulationStats {
  const rng = new Rng(seed);
  const seats = rules.ctx.seats;
  const state = rules.deal({ dealer: 0, seed: 0 });
  const bots = Array.from({ length: seats }, () => bot!);
  const histogram = buckets();
  const flags = new Tally();
  const measures = new Tally();
  const kinds: Record<string, number> = {};
  let kinded = 0;
  let amountSum = 0;
  let writtenSum = 0;
  const start = now();
  for (let i = 0; i < deals; i++) {
    let outcome: unknown;
    if (bot === undefined) {
      rules.redeal(state, i % seats, rng);
      rules.playout(state, rng);
      outcome = rules.outcome(state);
    } else {
      outcome = rules.outcome(playDeal(rules, rules.deal({ dealer: i % seats, rng }), bots, rng));
    }
    const amount = report.amount(outcome);
    amountSum += amount;
    for (const p of report.scores(outcome)) writtenSum += p;
    addToBuckets(histogram, amount);
    const f = report.flags(outcome);
    for (const key in f) flags.add(key, f[key] ? 1 : 0);
    const m = report.means?.(outcome, rules.options) ?? {};
    for (const key in m) measures.add(key, m[key]);
    const kind = report.mix?.(outcome) ?? null;
    if (kind !== null) {
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      kinded++;
    }
  }
  const seconds = Math.max((now() - start) / 1000, 1e-9);
  const mix: Record<string, number> = {};
  for (const [kind, n] of Object.entries(kinds).sort((a, b) => b[1] - a[1])) mix[kind] = n / kinded;
  return {
    deals,
    meanAmount: amountSum / deals,
    meanWritten: writtenSum / deals,
    rates: flags.means(),
    rateOf: { ...flags.count },
    means: measures.means(),
    meanOf: { ...measures.count },
    mix,
    bots: bot === undefined ? 'random' : bot.name,
    histogram,
    seconds,
    dealsPerSecond: Math.round(deals / seconds),
  };
}

/** Sums and counts by key, for means over the deals that report a key. */
class Tally {
  readonly sum: Record<string, number> = {};
  readonly count: Record<string, number> = {};
  add(key: string, value: number): void {
    this.sum[key] = (this.sum[key] ?? 0) + value;
    this.count[key] = (this.count[key] ?? 0) + 1;
  }
  means(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const key in this.sum) out[key] = this.sum[key] / this.count[key];
    return out;
  }
}
