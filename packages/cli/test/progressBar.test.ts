import { describe, expect, test } from 'vitest';
import { formatDuration, formatRate, progressBar } from '../src/simulate/progressBar';

/** A bar on a captured stream, with a clock the test sets (ms). */
function bar(unit = 'deals') {
  const written: string[] = [];
  let t = 0;
  const b = progressBar({ write: (text: string) => written.push(text) }, unit, () => t);
  return {
    b,
    written,
    at(ms: number) {
      t = ms;
    },
  };
}

describe('progress bar: rate and time left, from an injected clock', () => {
  test('the brief example: 450,000 of 1,000,000 deals after 36.4 s', () => {
    const { b, written, at } = bar();
    at(36_400);
    b.update(450_000, 1_000_000);
    // 450,000 / 36.4 s = 12,363 deals/s; 550,000 left at that rate = 44.5 s, shown as 45 s.
    expect(written).toEqual([
      '\r\x1b[2K[##############----------------]  45%  450,000/1,000,000 deals  12,363 deals/s  ETA 45 s  36.4 s',
    ]);
  });

  test.each([
    // [done, total, ms, expected tail]: the rate and ETA are done/s and (total - done)/rate.
    [1, 100, 2_000, '1/100 Partien  0.5 Partien/s  ETA 3 m 18 s  2.0 s'],
    [10, 1_000, 60_000, '10/1,000 Partien  0.167 Partien/s  ETA 1 h 39 m  60.0 s'],
    [50, 100, 5_000, '50/100 Partien  10 Partien/s  ETA 5 s  5.0 s'],
    [100, 100, 8_000, '100/100 Partien  12.5 Partien/s  8.0 s'],
    [0, 100, 1_000, '0/100 Partien  1.0 s'],
  ])('%i of %i after %i ms', (done, total, ms, tail) => {
    const { b, written, at } = bar('Partien');
    at(ms);
    b.update(done, total);
    expect(written).toHaveLength(1);
    expect(written[0].endsWith(`%  ${tail}`)).toBe(true);
  });

  test('redrawn at most every 100 ms, but always at the end; end() clears the line', () => {
    const { b, written, at } = bar();
    at(1_000);
    b.update(10, 100);
    at(1_050);
    b.update(20, 100);
    at(1_100);
    b.update(30, 100);
    at(1_120);
    b.update(100, 100);
    b.end();
    expect(written).toHaveLength(4);
    expect(written.slice(0, 3).every((w) => w.startsWith('\r\x1b[2K['))).toBe(true);
    expect(written.some((w) => w.includes('\n'))).toBe(false);
    // 30 in 1.1 s: 27.3 deals/s; 70 left: 2.6 s, shown as 3 s.
    expect(written[1]).toContain('30/100 deals  27.3 deals/s  ETA 3 s  1.1 s');
    expect(written[2]).toContain('100/100 deals  89.3 deals/s  1.1 s');
    expect(written[3]).toBe('\r\x1b[2K');
  });

  test('a note is drawn after the last figures, on the same line', () => {
    const { b, written, at } = bar();
    b.note('stopping');
    expect(written).toEqual([]);
    at(1_000);
    b.update(10, 100);
    b.note('stopping (Ctrl-C again quits)');
    expect(written[1]).toMatch(
      /10\/100 deals {2}10 deals\/s {2}ETA 9 s {2}1\.0 s {2}stopping \(Ctrl-C again quits\)$/,
    );
  });

  test('nothing drawn, nothing cleared', () => {
    const { b, written } = bar();
    b.end();
    expect(written).toEqual([]);
  });
});

describe('progress bar figures', () => {
  test.each([
    [0, '0 s'],
    [0.2, '1 s'],
    [44.2, '45 s'],
    [59.5, '1 m 00 s'],
    [185, '3 m 05 s'],
    [3599, '59 m 59 s'],
    [3600, '1 h 00 m'],
    [7500, '2 h 05 m'],
    [7501, '2 h 06 m'],
    [90_000, '25 h 00 m'],
  ])('formatDuration(%d) = %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  test.each([
    [12_345.6, '12,346'],
    [100, '100'],
    [99.95, '100'],
    [12.5, '12.5'],
    [10, '10'],
    [0.4321, '0.432'],
    [0.5, '0.5'],
  ])('formatRate(%d) = %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text);
  });
});
