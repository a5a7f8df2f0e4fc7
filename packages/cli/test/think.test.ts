import { describe, expect, test } from 'vitest';
import { run } from './harness';

describe('--think: the PIMC bot on a time budget', () => {
  test('stich simulate --think plays PIMC seats on a time per card', async () => {
    const r = await run([
      'simulate',
      'skat',
      '--deals',
      '2',
      '--seed',
      '3',
      '--bots',
      'pimc,rules,rules',
      '--think',
      '20',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(result.deals).toBe(2);
    expect(result.bots).toBe('pimc,rules,rules');
  });

  test.each([
    [
      ['simulate', 'skat', '--bots', 'pimc', '--think', '0'],
      /--think must be a whole number of at least 1/,
    ],
    [['play', 'skat', '--think', '200'], /--think needs --bot pimc/],
    [
      ['play', 'skat', '--bot', 'pimc', '--think', 'x'],
      /--think must be a whole number of at least 1/,
    ],
    [['play', 'skat', '--bot', 'clever'], /--bot must be 'rules', 'random' or 'pimc'/],
  ])('%j is refused with one clear line', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
