import { describe, expect, test } from 'vitest';
import { simulateJson } from './harness';

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
