import type { Writer } from '../io';

const WIDTH = 30;
/** Redraw at most this often (ms), besides the last update. */
const EVERY = 100;

/**
 * A one-line progress bar for a terminal's stderr, redrawn in place with `\r`:
 * `[#######-------]  45%  450,000/1,000,000 deals  1.2 s`. `end()` clears the line.
 *
 * @example
 * const bar = progressBar(io.stderr, 'deals', () => performance.now());
 * bar.update(500, 1000);
 * bar.end();
 */
export function progressBar(
  out: Writer,
  unit: string,
  now: () => number,
): { update(done: number, total: number): void; end(): void } {
  const start = now();
  let last = Number.NEGATIVE_INFINITY;
  let drawn = false;
  return {
    update(done, total) {
      const t = now();
      if (t - last < EVERY && done < total) return;
      last = t;
      drawn = true;
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(share * WIDTH);
      const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
      const count = `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${unit}`;
      const seconds = ((t - start) / 1000).toFixed(1);
      out.write(`\r[${bar}] ${`${Math.floor(100 * share)}%`.padStart(4)}  ${count}  ${seconds} s`);
    },
    end() {
      if (drawn) out.write('\r\x1b[2K');
    },
  };
}
