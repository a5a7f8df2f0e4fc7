import { availableParallelism } from 'node:os';
import { type Difference, differences } from './differences';
import type { SimulationPlan } from './plan';
import { runChunks } from './runChunks';
import { type SetStats, setStats } from './setStats';
import type { Tally } from './tally';

/**
 * What a simulation found: the statistics of each option set, and how each set after the
 * first differs from it (on the same deals), with the time it took.
 *
 * @example
 * const result = await runSimulation(plan);
 * result.sets[0].meanAmount; result.differences[0]?.meanAmount.ci95;
 */
export interface SimulationResult {
  readonly variant: string;
  readonly mode: 'deals' | 'sessions';
  readonly seed: number | string;
  /** Who played: `random`, `rules`, or one kind per seat (`rules,random,random,random`). */
  readonly bots: string;
  /** Deals (or sessions) per option set: those played, when the run was stopped early. */
  readonly count: number;
  /** Set when the run was stopped early: the units played (the first chunks) and asked for. */
  readonly partial?: { readonly played: number; readonly planned: number };
  readonly sets: SetStats[];
  readonly differences: Difference[];
  /** Deals played in all, over every option set. */
  readonly dealsPlayed: number;
  readonly seconds: number;
  readonly dealsPerSecond: number;
}

/**
 * How to run a simulation: the number of worker threads (default: every core), the clock,
 * a progress callback told the units done so far, who plays the chunks (default:
 * these threads; `stich simulate --queue` hands them to workers on other machines), and
 * a signal that stops these threads early (Ctrl-C): the result then covers the chunks
 * done from the first on.
 *
 * @example
 * const run: SimulationRun = { workers: 2, onProgress: (done, total) => {} };
 */
export interface SimulationRun {
  readonly workers?: number;
  readonly now?: () => number;
  readonly onProgress?: (done: number, total: number) => void;
  /** Plays every chunk of the plan and merges the sums in chunk order. */
  readonly playChunks?: (
    plan: SimulationPlan,
    onProgress?: (done: number, total: number) => void,
    onDeals?: (lines: string) => void,
  ) => Promise<Tally>;
  /** With `plan.dealsOut`: is given each chunk's deal lines, in chunk order. */
  readonly onDeals?: (lines: string) => void;
  /** Stops a run on these threads (not one given to `playChunks`) after the chunks under way. */
  readonly stop?: AbortSignal;
}

/**
 * Runs a simulation plan on the rules kernel: random seats through the in-place fast path
 * (`redeal`, `playout`, `outcome`), bots from their seat's view; deals or whole sessions;
 * across worker threads. The result is the same for a plan whatever the number of
 * workers (timings aside).
 *
 * @example
 * const plan = { variant: 'kalter-schlag', sets: [{ label: 'defaults', options: kalterSchlag.defaults }],
 *   seats: ['random'], mode: 'deals', count: 100_000, seed: 1 } as const;
 * (await runSimulation(plan, { workers: 2 })).sets[0].rates.durchmarsch; // about 0.002
 */
export async function runSimulation(
  plan: SimulationPlan,
  run: SimulationRun = {},
): Promise<SimulationResult> {
  const now = run.now ?? (() => performance.now());
  const start = now();
  const { tally, units } =
    run.playChunks === undefined
      ? await runChunks(
          plan,
          run.workers ?? availableParallelism(),
          run.onProgress,
          run.stop,
          run.onDeals,
        )
      : { tally: await run.playChunks(plan, run.onProgress, run.onDeals), units: plan.count };
  const sets = setStats(tally, plan.sets, plan.mode, plan.seats);
  const seconds = Math.max((now() - start) / 1000, 1e-9);
  const dealsPlayed = sets.reduce((n, s) => n + s.deals, 0);
  return {
    variant: plan.variant,
    mode: plan.mode,
    seed: plan.seed,
    bots: [
      ...Object.entries(plan.roles ?? {}).map(([role, kind]) => `${role}=${kind}`),
      botsLabel(plan.seats),
    ].join(','),
    count: units,
    ...(units < plan.count ? { partial: { played: units, planned: plan.count } } : {}),
    sets,
    differences: differences(tally, plan.sets, plan.mode),
    dealsPlayed,
    seconds,
    dealsPerSecond: Math.round(dealsPlayed / seconds),
  };
}

/**
 * The seats' players in one word: `random`, `rules`, or a list by seat.
 *
 * @example
 * botsLabel(['rules', 'random', 'random', 'random']); // 'rules,random,random,random'
 */
export function botsLabel(seats: readonly string[]): string {
  return seats.every((k) => k === seats[0]) ? seats[0] : seats.join(',');
}
