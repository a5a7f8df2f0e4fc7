import { readFileSync } from 'node:fs';
import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { run } from './harness';

const oneLine = (text: string) => {
  expect(text.endsWith('\n')).toBe(true);
  expect(text.trim().split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at /);
};

describe('bad command lines: one line on stderr, non-zero exit', () => {
  test.each([
    [['nonsense'], 2, /unknown command 'nonsense'/],
    [[], 2, /missing command/],
    [['--verbose'], 2, /unknown option '--verbose'/],
    [
      ['play', 'binokel'],
      2,
      /unknown variant 'binokel' \(known: doppelkopf, kalter-schlag, ramsch, schafkopf, skat, skatkopf\)/,
    ],
    [['rules'], 2, /which variant/],
    [['simulate', 'binokel', '--deals', '5'], 2, /unknown variant 'binokel'/],
    [['play', 'kalter-schlag', '--fast'], 2, /unknown option '--fast'/],
    [['play', 'kalter-schlag', '--seed'], 2, /--seed/],
    [['play', 'kalter-schlag', '--bot', 'genius'], 2, /--bot must be/],
    [['rules', 'kalter-schlag', '--options', '{"target":-5}'], 2, /INVALID_OPTIONS/],
    [['rules', 'kalter-schlag', '--options', '{"colour":"red"}'], 2, /unknown key 'colour'/],
    [['rules', 'kalter-schlag', '--options', 'target=5'], 2, /not JSON/],
    [
      ['simulate', 'kalter-schlag', '--deals', 'many'],
      2,
      /--deals must be a whole number of at least 1/,
    ],
    [['simulate', 'kalter-schlag', 'extra'], 2, /unknown variant 'extra'/],
    [['replay'], 2, /which file/],
    [['replay', 'missing.json'], 1, /cannot read missing.json/],
  ])('stich %j', async (argv, code, message) => {
    const r = await run(argv as string[]);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    oneLine(r.stderr);
    expect(r.stderr).toMatch(message);
  });

  test.each([
    [['--help']],
    [['play', '--help']],
    [['replay', '-h']],
    [['rules', '--help']],
    [['simulate', '--help']],
  ])('stich %j prints usage to stdout', async (argv) => {
    const r = await run(argv);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: stich/);
    expect(r.stderr).toBe('');
  });

  test.each([[['--version']], [['-V']]])('stich %j prints the package version', async (argv) => {
    const { version } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    );
    const r = await run(argv);
    expect(r).toMatchObject({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('stich rules', () => {
  test('shows the orders, the deal, doubling and every option from the definition', async () => {
    const r = await run(['rules', 'kalter-schlag']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Trumps, highest first: ♣J > ♠J > ♥J > ♦J');
    expect(r.stdout).toContain('Plain suits, highest first: A > 10 > K > Q > 9 > 8 > 7');
    expect(r.stdout).toContain('A 11, 10 10, K 4, Q 3, J 2');
    expect(r.stdout).toContain('120 in all');
    expect(r.stdout).toContain('3 to each player, then 2 to each player, then 3 to each player');
    expect(r.stdout).toContain('kontra, re, bock, hirsch');
    expect(r.stdout).toContain("during the first trick, on one's own turn");
    for (const line of [...kalterSchlag.describe.scoring, ...kalterSchlag.session.describe])
      expect(r.stdout).toContain(line);
    for (const [name, value] of Object.entries(kalterSchlag.defaults)) {
      expect(r.stdout).toMatch(new RegExp(`\\n  ${name} +\\S.* ${JSON.stringify(value)} `));
    }
  });

  test('--options shows the values in force', async () => {
    const r = await run(['rules', 'kalter-schlag', '--options', '{"rounding":"five","stake":2}']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/rounding +one of "ten", "five" +"ten" +"five"/);
    expect(r.stdout).toMatch(/stake +number >= 0 +1 +2/);
  });
});

describe('stich simulate', () => {
  test('--json prints one JSON line with the statistics', async () => {
    const r = await run(['simulate', 'kalter-schlag', '--deals', '3000', '--seed', '9', '--json']);
    expect(r.code).toBe(0);
    const last = r.stdout.trim().split('\n').at(-1)!;
    const stats = JSON.parse(last);
    expect(last).toContain('"dealsPerSecond"');
    expect(stats).toMatchObject({ variant: 'kalter-schlag', seed: 9, deals: 3000 });
    expect(stats.dealsPerSecond).toBeGreaterThan(0);
    expect(stats.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(3000);
    expect(Object.keys(stats.rates).sort()).toEqual(['doubled', 'durchmarsch', 'jungfrau', 'tie']);
    expect(stats.meanAmount).toBeGreaterThan(0);
    const again = JSON.parse(
      (await run(['simulate', 'kalter-schlag', '--deals', '3000', '--seed', '9', '--json'])).stdout,
    );
    expect({ ...again, seconds: 0, dealsPerSecond: 0 }).toEqual({
      ...stats,
      seconds: 0,
      dealsPerSecond: 0,
    });
  });

  test('text output has the histogram, the rates and the speed', async () => {
    const r = await run([
      'simulate',
      'kalter-schlag',
      '--deals',
      '500',
      '--seed',
      '1',
      '--options',
      '{"rounding":"five"}',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Penalty per deal:');
    expect(r.stdout).toMatch(/Mean penalty per deal: \d+\.\d\d/);
    expect(r.stdout).toMatch(/durchmarsch: \d+\.\d\d%/);
    expect(r.stdout).toMatch(/jungfrau: \d+\.\d\d%/);
    expect(r.stdout).toMatch(/deals per second/);
  });
});
