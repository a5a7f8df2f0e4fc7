import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run, simulateJson } from './harness';

describe('simulate --partien sets each deal up from the session', () => {
  // Skat's Ramsch rounds (option `bock`) reach a deal only through the session's deal setup:
  // a Ramsch-round deal is bid with passes alone, so it counts as passed out.
  const base = ['skat', '--partien', '1', '--seed', '1', '--workers', '1'];
  test('Ramsch rounds after a schneider turn deals into passed-out Ramsch deals', async () => {
    const plain = await simulateJson(base);
    const rounds = await simulateJson([
      ...base,
      '--options',
      '{"bock":{"triggers":["schneider"],"rounds":"ramsch"}}',
    ]);
    expect(rounds.deals).toBe(plain.deals);
    expect(rounds.rates.passedOut).toBeGreaterThan(plain.rates.passedOut + 0.1);
  });

  test('Bock rounds double the scores of the deals they cover', async () => {
    const plain = await simulateJson(base);
    const bock = await simulateJson([...base, '--options', '{"bock":{"triggers":["schneider"]}}']);
    // The same deals are dealt and played (a Bock deal is played as usual), only scored double.
    expect(bock.rates.passedOut).toBe(plain.rates.passedOut);
    expect(Math.abs(bock.meanWritten)).not.toBe(Math.abs(plain.meanWritten));
  });
});

describe('simulate --partien: Bock and Ramsch deals per Liste', () => {
  const bock = '{"bock":{"triggers":["schneider"],"rounds":"bockRamsch"}}';
  const argv = ['simulate', 'skat', '--partien', '2', '--seed', '1', '--options', bock];

  test('their means per Liste are those of the deals the records mark', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'stich-bock-')), 'd.jsonl');
    const r = await run([...argv, '--json', '--deals-out', out, '--workers', '1']);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
    const records = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.length).toBe(result.deals);
    // Per Liste, the deals whose outcome says Bock (doubled) or Ramsch round.
    const perListe = (mark: 'bock' | 'ramschRound') =>
      [0, 1].map(
        (session) =>
          records.filter((d) => d.session === session && d.outcome[mark] === true).length,
      );
    const bockDeals = perListe('bock');
    const ramschDeals = perListe('ramschRound');
    expect(bockDeals.every((n) => n > 0)).toBe(true);
    expect(ramschDeals.every((n) => n > 0)).toBe(true);
    expect(result.sessions.means.bockDeals).toBe((bockDeals[0] + bockDeals[1]) / 2);
    expect(result.sessions.means.ramschDeals).toBe((ramschDeals[0] + ramschDeals[1]) / 2);
    const text = await run(argv);
    expect(text.stdout).toContain(`bockDeals: ${result.sessions.means.bockDeals.toFixed(2)} (± `);
    expect(text.stdout).toContain(
      `ramschDeals: ${result.sessions.means.ramschDeals.toFixed(2)} (± `,
    );
  });

  test('without option bock a Liste reports its totals only, as before', async () => {
    const r = await run(['simulate', 'skat', '--partien', '2', '--seed', '1', '--json']);
    const result = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '');
    expect(Object.keys(result.sessions.means)).toEqual(['highestTotal', 'lowestTotal']);
  });
});
