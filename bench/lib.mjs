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

/** Prints rows of [label, deals/s, note] as an aligned table. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [label, rate, note] of rows) {
    console.log(
      `  ${label.padEnd(width)}  ${rate === null ? 'n/a'.padStart(12) : fmt(rate).padStart(12)} deals/s  ${note ?? ''}`,
    );
  }
}
