import type { Writer } from '../io';

const WIDTH = 30;
/** Redraw at most this often (ms), besides the last update. */
const EVERY = 100;

/**
 * A progress bar's handle: `update` as units finish, `note` to show what it is doing
 * (`stopping after the chunks under way`), `end` to clear the line.
 *
 * @example
 * const bar: ProgressBar = progressBar(io.stderr, 'deals', now);
 */
export interface ProgressBar {
  update(done: number, total: number): void;
  note(text: string): void;
  end(): void;
}

/**
 * A one-line progress bar for a terminal's stderr, redrawn in place with `\r`, with the
 * rate so far and the time left at that rate:
 * `[#######-------]  45%  450,000/1,000,000 deals  12,345 deals/s  ETA 44 s  36.4 s`.
 * `end()` clears the line.
 *
 * @example
 * const bar = progressBar(io.stderr, 'deals', () => performance.now());
 * bar.update(500, 1000);
 * bar.end();
 */
export function progressBar(out: Writer, unit: string, now: () => number): ProgressBar {
  const start = now();
  let last = Number.NEGATIVE_INFINITY;
  let drawn = false;
  let shown: [number, number] | undefined;
  let status = '';
  const draw = (done: number, total: number, t: number) => {
    drawn = true;
    shown = [done, total];
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * WIDTH);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    const count = `${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${unit}`;
    const seconds = (t - start) / 1000;
    const parts = [`[${bar}] ${`${Math.floor(100 * share)}%`.padStart(4)}`, count];
    if (done > 0 && seconds > 0) {
      const rate = done / seconds;
      parts.push(`${formatRate(rate)} ${unit}/s`);
      if (done < total) parts.push(`ETA ${formatDuration((total - done) / rate)}`);
    }
    parts.push(`${seconds.toFixed(1)} s`);
    if (status !== '') parts.push(status);
    out.write(`\r\x1b[2K${parts.join('  ')}`);
  };
  return {
    update(done, total) {
      const t = now();
      if (t - last < EVERY && done < total) return;
      last = t;
      draw(done, total, t);
    },
    note(text) {
      status = text;
      if (shown !== undefined) draw(shown[0], shown[1], now());
    },
    end() {
      if (drawn) out.write('\r\x1b[2K');
    },
  };
}

/**
 * A rate for the bar: whole units from 100 up (with thousands separators), three
 * significant digits below.
 *
 * @example
 * formatRate(12345.6); // '12,346'
 * formatRate(0.4321); // '0.432'
 */
export function formatRate(rate: number): string {
  if (rate >= 100) return Math.round(rate).toLocaleString('en-US');
  return rate
    .toPrecision(3)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/**
 * A time left, rounded up to what a reader needs: seconds under a minute, minutes and
 * seconds under an hour, hours and minutes beyond.
 *
 * @example
 * formatDuration(44.2); // '45 s'
 * formatDuration(185); // '3 m 05 s'
 * formatDuration(7500); // '2 h 05 m'
 */
export function formatDuration(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} m ${String(s % 60).padStart(2, '0')} s`;
  const m = Math.ceil(s / 60);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} m`;
}
