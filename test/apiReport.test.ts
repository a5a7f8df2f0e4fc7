import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { apiReport, REPORT } from '../scripts/apiReport.mjs';

// The published API is what the committed report says: a change to any entry point's
// exports shows up as a change to docs/api-report.md in the same commit. Needs `pnpm build`.
describe('the API report', () => {
  test('matches the exports of every published entry point', () => {
    const committed = readFileSync(REPORT, 'utf8');
    const now = apiReport();
    expect(
      now === committed,
      'the exports changed: run `node scripts/apiReport.mjs` after `pnpm build` and commit docs/api-report.md',
    ).toBe(true);
  });

  test('names every published entry point', () => {
    const entries = apiReport()
      .split('\n')
      .filter((line) => line.startsWith('## '));
    expect(entries).toContain('## @stich/core');
    expect(entries).toContain('## @stich/core/kernel');
    expect(entries).toContain('## @stich/server/protocol');
    expect(entries.length).toBeGreaterThanOrEqual(18);
  });
});
