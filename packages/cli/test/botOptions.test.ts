import { describe, expect, test } from 'vitest';
import { run } from './harness';

describe('simulate --bot-options', () => {
  const base = ['simulate', 'skat', '--deals', '300', '--seed', '5', '--workers', '1', '--json'];
  const rate = async (extra: string[]) => {
    const r = await run([...base, '--options', '{"kontra":true}', ...extra]);
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout.trim().split('\n').at(-1)!).rates.kontra as number;
  };

  test('a policy reaches the rules bots; the default changes nothing', async () => {
    const plain = await rate([]);
    expect(await rate(['--bot-options', '{"kontra":"default"}'])).toBe(plain);
    expect(await rate(['--bot-options', '{"kontra":"never"}'])).toBe(0);
    expect(await rate(['--bot-options', '{"kontra":1}'])).toBeGreaterThan(plain);
  });

  test.each([
    [['skat', '{"kontra":"wild"}'], /--bot-options: bot option 'kontra' must be/],
    [['skat', '[1]'], /--bot-options must be a JSON object/],
    [['skat', '{kontra'], /--bot-options must be a JSON object/],
    [['ramsch', '{}'], /the rules bot of ramsch takes no options/],
  ])('%j is refused in one line', async ([variant, options], message) => {
    const r = await run(['simulate', variant, '--deals', '10', '--bot-options', options]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
