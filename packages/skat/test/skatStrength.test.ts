import { describe, expect, test } from 'vitest';
import { compareDeclarers } from './skatCompare';

// 2,000 seeded deals each; rules bots bid and declare, then the same games are played by
// the rules declarer and by a declarer playing random cards, against rules defenders.
// Numbers seen when this test was written (games played / passed out of 2,000; the
// declarer's win rate by rules and by random cards; overbids; mean score per game):
// 3 seats, seed 1: 1,328 / 672; 84.3% against 50.5%; no overbid; +20.9.
// 4 seats, seed 2: 1,303 / 697; 82.6% against 48.0%; no overbid; +19.2.
// Kontra, seed 3: 1,341 / 659; 83.8% against 50.5%; no overbid; +20.2; kontra in 9
//   games (0.7%), 6 of them won by the defenders.
describe('Skat: the rules declarer against a random-playing declarer, same contracts', () => {
  test.each([
    [{}, 1],
    [{ seats: 4 as const }, 2],
    [{ kontra: true }, 3],
  ])('%j, seed %i', (options, seed) => {
    const r = compareDeclarers(2000, seed, options);
    expect(r.games).toBeGreaterThan(1000);
    expect(r.rulesWinRate).toBeGreaterThan(0.75);
    expect(r.rulesWinRate).toBeGreaterThan(r.randomWinRate + 0.2);
    expect(r.overbidRate).toBeLessThan(0.02);
    expect(r.meanValue).toBeGreaterThan(0);
    if ('kontra' in options) expect(r.kontraRate).toBeLessThan(0.05);
  });
});
