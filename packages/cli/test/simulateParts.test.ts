import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { differences } from '../src/simulate/differences';
import { formatEstimate, plural } from '../src/simulate/metrics';
import { optionSets } from '../src/simulate/optionSets';
import { parseBots } from '../src/simulate/simulateCommand';
import { STREAM, streamSeed } from '../src/simulate/streamSeed';
import { Tally } from '../src/simulate/tally';

describe('streamSeed', () => {
  // Frozen: changing them changes every seeded simulation result.
  test.each([
    [1, STREAM.deals, 0, 1340847061],
    [1, STREAM.play, 0, 775948865],
    [1, STREAM.deals, 1, 257345030],
    ['partie-1', STREAM.deals, 0, 3867498439],
    [2 ** 40 + 3, STREAM.deals, 0, 1122432497],
    [2 ** 40 + 3, STREAM.deals, 2 ** 33, 4169602602],
  ])('streamSeed(%j, %i, %i) = %i', (seed, stream, index, expected) => {
    expect(streamSeed(seed, stream, index)).toBe(expected);
  });
});

describe('Tally', () => {
  test('paired sums per unit; merging by name in any key order', () => {
    const a = new Tally(2);
    const x = a.slot('x');
    for (const [v0, v1] of [
      [10, 12],
      [20, 21],
    ]) {
      a.put(0, x, v0);
      a.put(1, x, v1);
      a.commit();
    }
    expect([...a.n.slice(0, 2)]).toEqual([2, 2]);
    expect([...a.psum.slice(0, 2)]).toEqual([0, 3]);
    expect([...a.psq.slice(0, 2)]).toEqual([0, 5]);
    const b = new Tally(2);
    b.add(1, b.slot('y'), 7);
    b.put(0, b.slot('x'), 1);
    b.commit(); // set 1 reported nothing: counted for set 0, no pair
    const merged = new Tally(2);
    merged.merge(a.data());
    merged.merge(b.data());
    expect(merged.keys).toEqual(['x', 'y']);
    expect([...merged.n.slice(0, 4)]).toEqual([3, 2, 0, 1]);
    expect([...merged.sum.slice(0, 4)]).toEqual([31, 33, 0, 7]);
    expect([...merged.pn.slice(0, 2)]).toEqual([0, 2]);
  });

  test('differences: paired when both sets report every unit, else two samples', () => {
    const t = new Tally(2);
    const amount = t.slot('amount');
    const rate = t.slot('rate:r');
    const pairs = [
      [10, 11],
      [30, 31],
      [50, 52],
    ];
    pairs.forEach(([a, b], i) => {
      t.put(0, amount, a);
      t.put(1, amount, b);
      // set 1 reports the rate on the first unit only
      t.put(0, rate, i % 2);
      if (i === 0) t.put(1, rate, 1);
      t.commit();
    });
    const sets = [
      { label: 'a', options: {} },
      { label: 'b', options: {} },
    ];
    const [d] = differences(t, sets, 'deals');
    expect(d.meanAmount.paired).toBe(true);
    expect(d.meanAmount.diff).toBeCloseTo(4 / 3, 12);
    expect(d.meanAmount.se).toBeCloseTo(Math.sqrt(1 / 3 / 3), 12);
    expect(d.rates.r.paired).toBe(false);
    expect(d.rates.r.diff).toBeCloseTo(1 - 1 / 3, 12);
    expect(d.rates.r.se).toBeNull(); // one unit: no standard error for set 1
  });
});

describe('optionSets', () => {
  test.each([
    [[], [], ['defaults']],
    [['{"rounding":"five"}'], [], ['rounding=five']],
    [[], ['rounding=ten,five'], ['rounding=ten', 'rounding=five']],
    [
      [],
      ['rounding=ten,five', 'fiveScores=true,false'],
      [
        'rounding=ten fiveScores=true',
        'rounding=ten fiveScores=false',
        'rounding=five fiveScores=true',
        'rounding=five fiveScores=false',
      ],
    ],
    [['{"stake":2}', '{}'], ['target=1000'], ['stake=2 target=1000', 'target=1000']],
  ])('--options %j --compare %j', (options, compare, labels) => {
    const sets = optionSets(kalterSchlag, options, compare);
    expect(sets.map((s) => s.label)).toEqual(labels);
    for (const s of sets) expect(kalterSchlag.parseOptions(s.options).ok).toBe(true);
  });

  test('values are JSON when they parse', () => {
    const [, off] = optionSets(kalterSchlag, [], ['fiveScores=true,false']);
    expect(off.options).toMatchObject({ fiveScores: false });
  });
});

describe('text', () => {
  test.each([
    ['mean', 292.1234, 0.4641, '+292.12 ± 0.91'],
    ['rate', 0.00241, 0.00005, '+0.2410% ± 0.0098%'],
    ['mean', -0.0031, 0.0006, '-0.0031 ± 0.0012'],
    ['mean', -0.001, 0.3, '0.00 ± 0.59'],
    ['rate', 0.5, null, '+50.00%'],
  ] as const)('formatEstimate(%s, %d, %d)', (kind, x, se, text) => {
    expect(formatEstimate(kind, x, se, { signed: true })).toBe(text);
  });

  test.each([
    ['Partie', 'Partien'],
    ['Liste', 'Listen'],
    ['session', 'sessions'],
  ])('plural(%s) = %s', (name, text) => {
    expect(plural(name)).toBe(text);
  });

  test.each([
    ['random', 4, ['random']],
    ['rules,random,random,random', 4, ['rules', 'random', 'random', 'random']],
    ['random,rules,random', 3, ['random', 'rules', 'random']],
  ])('parseBots(%s, %i)', (text, seats, kinds) => {
    expect(parseBots(text, seats)).toEqual(kinds);
  });
});
