import { Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { afterEach, describe, expect, test } from 'vitest';
import { VARIANTS, type VariantEntry } from '../src/registry';
import type { VariantReport } from '../src/report';
import { chunkRunner } from '../src/simulate/chunkRunner';
import type { SimulationPlan } from '../src/simulate/plan';
import { Recorder } from '../src/simulate/recorder';
import { Tally } from '../src/simulate/tally';

// A report's dealStats is `simulate`'s fast path for all-random deals: it must count
// exactly what the report's amount, scores and flags count from the outcome.
const withStats = Object.entries(VARIANTS).filter(([, e]) => e.report?.dealStats !== undefined);

describe.each(withStats)('%s: dealStats', (id, entry) => {
  const report = entry.report as VariantReport;
  const stats = report.dealStats!;
  const optionSets = id === 'kalter-schlag' ? [{ rounding: 'ten' }, { rounding: 'five' }] : [{}];

  test.each(optionSets)(
    'reads what amount, scores and flags say, 20,000 random deals (%j)',
    (options) => {
      const rules = entry.variant.rules(options);
      const rng = new Rng(`stats-${id}`);
      const s = rules.deal({ dealer: 0, rng });
      const values = new Float64Array(2 + stats.flags.length);
      const counted = new Array<number>(stats.flags.length).fill(0);
      for (let d = 0; d < 20_000; d++) {
        rules.redeal(s, d % rules.ctx.seats, rng);
        rules.playout(s, rng);
        stats.read(rules.ctx, s, values);
        const o = rules.outcome(s);
        const flags = report.flags(o);
        expect(Object.keys(flags), `deal ${d}`).toEqual(stats.flags);
        const written = report.scores(o).reduce((a, b) => a + b, 0);
        const expected = [report.amount(o), written, ...stats.flags.map((f) => (flags[f] ? 1 : 0))];
        expect(Array.from(values), `deal ${d}`).toEqual(expected);
        stats.flags.forEach((f, i) => {
          counted[i] += flags[f] ? 1 : 0;
        });
      }
      // Every flag was seen both ways.
      for (const c of counted) expect(c).toBeGreaterThan(0);
      for (const c of counted) expect(c).toBeLessThan(20_000);
    },
  );
});

describe('the Recorder counts dealStats values as it counts outcomes', () => {
  const rules = kalterSchlag.rules();
  const report = VARIANTS['kalter-schlag'].report as VariantReport;
  const stats = report.dealStats!;

  /** 3,000 random deals recorded both ways into two tallies, for `sets` sets. */
  function bothWays(sets: number, paired: boolean): [Tally, Tally] {
    const [slow, fast] = [new Tally(sets), new Tally(sets)];
    const [bySlow, byFast] = [new Recorder(slow, report, false), new Recorder(fast, report, false)];
    const rng = new Rng('recorder');
    const s = rules.deal({ dealer: 0, rng });
    const values = new Float64Array(2 + stats.flags.length);
    for (let d = 0; d < 3000; d++) {
      for (let set = 0; set < sets; set++) {
        rules.redeal(s, d % 4, rng);
        rules.playout(s, rng);
        stats.read(rules.ctx, s, values);
        bySlow.deal(set, rules.outcome(s), rules.options, paired);
        byFast.stats(set, values, paired);
      }
      if (paired) {
        slow.commit();
        fast.commit();
      }
    }
    byFast.flush();
    return [slow, fast];
  }

  test('counted at once (one set), the sums reach the tally on flush', () => {
    const [slow, fast] = bothWays(1, false);
    expect(fast.data()).toEqual(slow.data());
    expect(fast.keys).toEqual(['amount', 'written', ...stats.flags.map((f) => `rate:${f}`)]);
  });

  test('paired (two sets)', () => {
    const [slow, fast] = bothWays(2, true);
    expect(fast.data()).toEqual(slow.data());
  });

  test('a flush with nothing counted adds nothing', () => {
    const t = new Tally(1);
    new Recorder(t, report, false).flush();
    expect(t.data().keys).toEqual(['amount', 'written']);
  });
});

describe('chunkRunner plays the same simulation with and without the fast path', () => {
  const entry = VARIANTS['kalter-schlag'] as {
    -readonly [K in keyof VariantEntry]: VariantEntry[K];
  };
  const report = entry.report!;
  afterEach(() => {
    entry.report = report;
  });

  test.each([
    ['one set', [{ label: 'ten', options: kalterSchlag.defaults }]],
    [
      'two sets, paired',
      [
        { label: 'ten', options: kalterSchlag.defaults },
        { label: 'five', options: { ...kalterSchlag.defaults, rounding: 'five' } },
      ],
    ],
  ])('%s: every chunk gives the same sums', (_, sets) => {
    const plan: SimulationPlan = {
      variant: 'kalter-schlag',
      sets,
      seats: ['random'],
      mode: 'deals',
      count: 5000,
      seed: 9,
      chunkSize: 2000,
    };
    const fast = [0, 1, 2].map((c) => chunkRunner(plan).play(c));
    entry.report = { ...report, dealStats: undefined };
    const slow = [0, 1, 2].map((c) => chunkRunner(plan).play(c));
    expect(fast).toEqual(slow);
  });
});
