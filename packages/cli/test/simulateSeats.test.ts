import { describe, expect, test } from 'vitest';
import { genericReport } from '../src/report';
import { formatEstimate, formatRate } from '../src/simulate/metrics';
import { Recorder } from '../src/simulate/recorder';
import { seatStats } from '../src/simulate/seatStats';
import { Tally } from '../src/simulate/tally';
import { wilson } from '../src/simulate/wilson';
import { run, simulateJson } from './harness';

describe('Wilson intervals for rates', () => {
  test('0 of 300 has an interval, and it is not 0 ± 0', () => {
    const [lo, hi] = wilson(0, 300);
    expect(lo).toBeCloseTo(0, 12);
    expect(hi).toBeCloseTo(0.012643, 5);
    expect(formatRate(0, 300)).toBe('0.00% (0.00–1.26%)');
    expect(formatEstimate('rate', 0, 0, { n: 300 })).toBe('0.00% (0.00–1.26%)');
    expect(formatRate(1, 300)).toBe('100.00% (98.74–100.00%)');
  });

  test('the textbook values, inside 0..1, around the share', () => {
    // 50 of 100: 40.38% to 59.62%.
    const [lo, hi] = wilson(0.5, 100);
    expect(lo).toBeCloseTo(0.40383, 4);
    expect(hi).toBeCloseTo(0.59617, 4);
    expect(formatRate(0.5, 100)).toBe('50.00% (40.38–59.62%)');
    for (const [p, n] of [
      [0.001, 10],
      [0.3, 7],
      [0.99, 1000],
    ]) {
      const [a, b] = wilson(p, n);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(1);
      expect(a).toBeLessThan(p);
      expect(b).toBeGreaterThan(p);
    }
  });
});

describe('per-seat scores and wins', () => {
  test('a win is the best score at the table, won by every seat that has it; nobody wins a level table', () => {
    const tally = new Tally(1);
    const signed = new Recorder(tally, genericReport, false, true);
    for (const scores of [
      [60, -30, -30],
      [-120, 0, 0],
      [0, 0, 0],
    ])
      signed.deal(0, { scores }, {}, false);
    const [a, b, c] = seatStats(tally, 0, ['rules', 'random', 'random']);
    expect(a).toMatchObject({ seat: 0, bot: 'rules', of: 3, meanScore: -20, wins: 1 });
    expect(b).toMatchObject({ seat: 1, bot: 'random', of: 3, meanScore: -10, wins: 1 });
    expect(c).toMatchObject({ seat: 2, meanScore: -10, wins: 1 });
    expect(a.winCi95).toEqual(wilson(1 / 3, 3));

    // Penalties: the lowest wins.
    const penalties = new Tally(1);
    const low = new Recorder(
      penalties,
      {
        ...genericReport,
        scoreLabel: 'penalty',
        scores: (o) => (o as { penalties: number[] }).penalties,
      },
      false,
      true,
    );
    low.deal(0, { penalties: [0, 60, 0, 0] }, {}, false);
    expect(seatStats(penalties, 0, ['rules']).map((s) => s.wins)).toEqual([1, 0, 1, 1]);

    // A plain variant's penalties through the generic report: negative scores, the same winners.
    const plain = new Tally(1);
    new Recorder(plain, genericReport, false, true).deal(
      0,
      { penalties: [0, 60, 0, 0] },
      {},
      false,
    );
    const plainSeats = seatStats(plain, 0, ['rules']);
    expect(plainSeats.map((s) => s.wins)).toEqual([1, 0, 1, 1]);
    expect(plainSeats.map((s) => s.meanScore)).toEqual([0, -60, 0, 0]);
  });

  test('without per-seat counting, no seat statistics', () => {
    const tally = new Tally(1);
    new Recorder(tally, genericReport, false).deal(0, { scores: [1, -1] }, {}, false);
    expect(seatStats(tally, 0, ['random'])).toEqual([]);
  });
});

describe('stich simulate with different bots per seat', () => {
  const argv = ['ramsch', '--deals', '300', '--seed', '9', '--bots', 'rules,random,random'];

  test('--json has a seats table that adds up to the deals, the same on 1 and 2 workers', async () => {
    const one = await simulateJson([...argv, '--workers', '1', '--chunk-size', '50']);
    const two = await simulateJson([...argv, '--workers', '2', '--chunk-size', '50']);
    expect(two).toEqual(one);
    const { seats } = one;
    expect(seats.map((s: { seat: number; bot: string }) => [s.seat, s.bot])).toEqual([
      [0, 'rules'],
      [1, 'random'],
      [2, 'random'],
    ]);
    const total = seats.reduce((sum: number, s: { meanScore: number }) => sum + s.meanScore, 0);
    expect(total).toBeCloseTo(one.meanWritten, 9);
    for (const s of seats) {
      expect(s.of).toBe(300);
      expect(Number.isInteger(s.wins)).toBe(true);
      expect(s.winRate).toBeCloseTo(s.wins / 300, 12);
      expect(s.winCi95[0]).toBeLessThan(s.winRate);
      expect(s.winCi95[1]).toBeGreaterThan(s.winRate);
      expect(s.ci95[0]).toBeLessThan(s.meanScore);
    }
  });

  test('the text shows the same table', async () => {
    const r = await run(['simulate', ...argv, '--workers', '1']);
    const { seats } = await simulateJson([...argv, '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Per seat (a win: the highest score at the table');
    expect(r.stdout).toMatch(/seat {2}bot {5}mean score per deal +wins +win rate\n/);
    for (const s of seats) {
      const row = `${s.wins} of 300  ${formatRate(s.winRate, 300)}`;
      expect(r.stdout).toMatch(
        new RegExp(
          `\\n  ${s.seat} +${s.bot} +-?\\d+\\.\\d+ ± \\d+\\.\\d+ +${row.replace(/[()]/g, '\\$&')}\\n`,
        ),
      );
    }
  });

  test('sessions count each seat per session, with its final total', async () => {
    const sessions = ['ramsch', '--partien', '4', '--seed', '1', '--bots', 'rules,random,random'];
    const r = await simulateJson(sessions);
    expect(r.seats).toHaveLength(3);
    for (const s of r.seats) expect(s.of).toBe(4);
    const text = await run(['simulate', ...sessions]);
    expect(text.stdout).toMatch(/mean total per session/);
  });

  test('the same bots at every seat: no seats table, the output as before', async () => {
    const same = await simulateJson(['ramsch', '--deals', '100', '--seed', '9', '--bots', 'rules']);
    expect(same.seats).toBeUndefined();
    const random = await run(['simulate', 'kalter-schlag', '--deals', '100', '--seed', '1']);
    expect(random.stdout).not.toContain('Per seat');
  });
});
