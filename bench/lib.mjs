// Shared helpers for the benchmarks: timing, medians, the speed anchor, and output.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Root of the repository. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The anchor script, beside the repository in ../shared. */
export const ANCHOR = fileURLToPath(
  new URL('../../shared/anchors/kalter-limit.mjs', import.meta.url),
);

/** Median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * Runs `work(n)` (which plays n deals) `runs` times after a warm-up; returns deals/s per run.
 */
export function measure(work, deals, runs) {
  work(Math.max(1, Math.floor(deals / 10)));
  const rates = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    work(deals);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    rates.push(deals / seconds);
  }
  return rates;
}

/**
 * Runs the limit anchor in a child process; returns its median deals/s, or null when
 * ../shared/anchors is absent.
 */
export function runAnchor(deals, runs) {
  if (!existsSync(ANCHOR)) return null;
  const out = spawnSync(process.execPath, [ANCHOR, String(deals), String(runs), '1'], {
    encoding: 'utf8',
  });
  const match = /median: (\d+) deals\/s/.exec(out.stdout ?? '');
  return match ? Number(match[1]) : null;
}

/** Formats a rate with thousands separators. */
export function fmt(rate) {
  return Math.round(rate).toLocaleString('en-US');
}

/**
 * Prints rows of [label, deals/s, note] as an aligned table. A rate given as the array of
 * its runs prints their median and, after it, the range of the runs.
 */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [label, rate, note] of rows) {
    const runs = Array.isArray(rate) ? rate : null;
    const shown = runs === null ? rate : median(runs);
    const range =
      runs === null || runs.length < 2
        ? ''
        : `  (runs ${fmt(Math.min(...runs))}-${fmt(Math.max(...runs))})`;
    console.log(
      `  ${label.padEnd(width)}  ${shown === null ? 'n/a'.padStart(12) : fmt(shown).padStart(12)} deals/s${range}  ${note ?? ''}`,
    );
  }
}

/**
 * Measures `work` against the limit anchor in `pairs` interleaved pairs: each pair runs the
 * anchor once (in its own process, after its own warm-up) and then `work` once here, so a
 * drift of the machine's speed hits both sides of a pair alike. Returns each pair's rates
 * and ratio, or null when ../shared/anchors is absent. `work` must be warmed up already.
 */
export function pairedWithAnchor(work, deals, anchorDeals, pairs) {
  if (!existsSync(ANCHOR)) return null;
  const rows = [];
  for (let p = 0; p < pairs; p++) {
    const anchor = runAnchor(anchorDeals, 1);
    const [rate] = measure(work, deals, 1);
    rows.push({ anchor, rate, ratio: anchor === null ? Number.NaN : rate / anchor });
  }
  return rows;
}

/** `min-max (median)` of ratios, as percentages. */
export function spread(ratios) {
  const pct = (x) => `${(100 * x).toFixed(0)}%`;
  const sorted = [...ratios].sort((a, b) => a - b);
  return `${pct(sorted[0])}-${pct(sorted[sorted.length - 1])} (median ${pct(median(sorted))})`;
}

/**
 * Runs `work(deals)` once and returns its deals per second of this process's CPU time
 * (user and system, every thread): time the process waits for a core while other
 * processes run is not counted, so a busy machine moves the figure less than wall time.
 */
export function measureCpu(work, deals) {
  const t0 = process.cpuUsage();
  work(deals);
  const t = process.cpuUsage(t0);
  return deals / ((t.user + t.system) / 1e6);
}

/**
 * Measures several workloads in `rounds` interleaved rounds: each round runs every
 * `[work, deals]` once, in order, so a drift of the machine's speed (another process
 * starting, a CPU clock change) hits each workload of a round alike. Every `work` is
 * warmed up first. Returns, per workload, its rate in each round (deals per CPU second,
 * see `measureCpu`); a ratio between two workloads is best taken round by round (see
 * `roundRatios`).
 */
export function interleaved(works, rounds) {
  for (const [work, deals] of works) work(Math.max(1, Math.floor(deals / 10)));
  const rates = works.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, [work, deals]] of works.entries()) rates[i].push(measureCpu(work, deals));
  }
  return rates;
}

/** The ratio `rates[i] / base[i]` of each round of `interleaved`. */
export function roundRatios(rates, base) {
  return rates.map((rate, i) => rate / base[i]);
}

/** `min-max` of ratios, as multiples (`0.46-0.53x`). */
export function range(ratios) {
  return `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x`;
}
