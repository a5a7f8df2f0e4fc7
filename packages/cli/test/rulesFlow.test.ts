import { describe, expect, test } from 'vitest';
import { run } from './harness';

describe('stich rules VARIANT --flow', () => {
  test("prints the deal's phase graph and the session as Mermaid from the machines", async () => {
    const r = await run(['rules', 'skat', '--flow']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('# A deal of Skat\nstateDiagram-v2\n  [*] --> bidding\n');
    expect(r.stdout).toContain('  bidding --> declaration : won\n');
    expect(r.stdout).toContain('  bidding --> done : allPassed\n');
    expect(r.stdout).not.toContain('kontra');
    expect(r.stdout).toContain('# A session\nstateDiagram-v2\n  [*] --> playing\n');
  });

  test('follows the options: Kontra and Ramsch on pass-out', async () => {
    const r = await run([
      'rules',
      'skat',
      '--flow',
      '--options',
      '{"kontra":true,"passOut":"ramsch"}',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  declaration --> kontra : declared (trump from contractGame)\n');
    expect(r.stdout).toContain('  kontra --> play : settled\n');
    expect(r.stdout).toContain('  bidding --> play : allPassed (trump ramsch)\n');
  });

  test('bad options: one line on stderr, exit 2', async () => {
    const r = await run(['rules', 'skat', '--flow', '--options', '{"passOut":"x"}']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
