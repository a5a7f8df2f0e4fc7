import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { wholeNumber } from '../src/args';
import { run } from './harness';

// Every number option of every command: a negative, fractional or out-of-range value is
// one line naming the command and the option, exit code 2, before anything is done.

const at1 = (option: string, text: string) =>
  `${option} must be a whole number of at least 1, not '${text}'`;
const at0 = (option: string, text: string) =>
  `${option} must be a whole number of at least 0, not '${text}'`;
const port = (text: string) => `--port must be a whole number from 0 to 65535, not '${text}'`;

describe('number options: one clear line, exit code 2', () => {
  const sim = ['simulate', 'kalter-schlag'];
  const pimc = [...sim, '--bots', 'pimc'];
  const queue = ['worker', '--queue', 'redis://127.0.0.1:1'];
  test.each([
    // The two examples.
    [['serve', '--port', '99999'], `serve: ${port('99999')}`],
    [[...sim, '--deals', '-5'], `simulate: ${at1('--deals', '-5')}`],
    [['serve', '--port', '-1'], `serve: ${port('-1')}`],
    [['serve', '--port', '80.5'], `serve: ${port('80.5')}`],
    [['serve', '--port=65536'], `serve: ${port('65536')}`],
    [[...sim, '--deals', '2.5'], `simulate: ${at1('--deals', '2.5')}`],
    [[...sim, '--deals', '0'], `simulate: ${at1('--deals', '0')}`],
    [[...sim, '--deals', '1e6'], `simulate: ${at1('--deals', '1e6')}`],
    [[...sim, '--deals', '+5'], `simulate: ${at1('--deals', '+5')}`],
    [[...sim, '--deals='], `simulate: ${at1('--deals', '')}`],
    [
      [...sim, '--deals', '99999999999999999999'],
      `simulate: ${at1('--deals', '99999999999999999999')}`,
    ],
    [[...sim, '--partien', '-1'], `simulate: ${at1('--partien', '-1')}`],
    [[...sim, '--sessions', '-.5'], `simulate: ${at1('--sessions', '-.5')}`],
    [[...sim, '--workers', '-2'], `simulate: ${at1('--workers', '-2')}`],
    [[...sim, '--chunk-size', '0.5'], `simulate: ${at1('--chunk-size', '0.5')}`],
    [[...pimc, '--pimc-samples', '-3'], `simulate: ${at1('--pimc-samples', '-3')}`],
    [[...pimc, '--think', '-100'], `simulate: ${at1('--think', '-100')}`],
    [
      [...sim, '--queue', 'redis://127.0.0.1:1', '--queue-timeout', '-1'],
      `simulate: ${at1('--queue-timeout', '-1')}`,
    ],
    [['play', 'skat', '--bot', 'pimc', '--think', '-5'], `play: ${at1('--think', '-5')}`],
    [['compare', 'skat', 'ramsch', '--width', '-80'], `compare: ${at1('--width', '-80')}`],
    [[...queue, '--threads', '-1'], `worker: ${at1('--threads', '-1')}`],
    [[...queue, '--lock-ms', '1.5'], `worker: ${at1('--lock-ms', '1.5')}`],
    [[...queue, '--queue-timeout', '0'], `worker: ${at1('--queue-timeout', '0')}`],
    [['solve', '-', '--at', '-1'], `solve: ${at0('--at', '-1')}`],
    [['solve', '-', '--action', '2.5'], `solve: ${at0('--action', '2.5')}`],
    [['solve', '-', '--deal', '-2'], `solve: ${at0('--deal', '-2')}`],
  ])('stich %j', async (argv, message) => {
    const r = await run(argv);
    expect(r).toMatchObject({ code: 2, stdout: '', stderr: `stich: ${message}\n` });
  });
});

describe('stich serve --port checked before anything is created', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stich-port-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each([['99999'], ['-1'], ['http']])('--port %s creates no data folder', async (value) => {
    const data = join(dir, 'data');
    const r = await run(['serve', '--port', value, '--data', data]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^stich: serve: --port must be a whole number from 0 to 65535/);
    expect(existsSync(data)).toBe(false);
  });
});

describe('negative numbers where they are allowed', () => {
  test('--seed -5 is a seed, as --seed=-5 is', async () => {
    const args = ['simulate', 'kalter-schlag', '--deals', '20', '--workers', '1', '--json'];
    const a = await run([...args, '--seed', '-5']);
    const b = await run([...args, '--seed=-5']);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout).seed).toBe(-5);
    const { seconds: _a, dealsPerSecond: _x, ...left } = JSON.parse(a.stdout);
    const { seconds: _b, dealsPerSecond: _y, ...right } = JSON.parse(b.stdout);
    expect(left).toEqual(right);
  });

  test('a value that is an option is still a missing value', async () => {
    const r = await run(['simulate', 'kalter-schlag', '--deals', '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^stich: simulate: option '--deals' argument is ambiguous/);
  });
});

describe('wholeNumber', () => {
  test.each([
    ['1', {}, 1],
    ['007', {}, 7],
    ['0', {}, null],
    ['65535', { min: 0, max: 65535 }, 65535],
    ['0', { min: 0, max: 65535 }, 0],
    ['65536', { min: 0, max: 65535 }, null],
    [' 5', {}, null],
  ])('%j with %j', (text, range, value) => {
    if (value === null) expect(() => wholeNumber('--n', text, range)).toThrow(/^--n must be/);
    else expect(wholeNumber('--n', text, range)).toBe(value);
  });
});
