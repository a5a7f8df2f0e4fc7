import { describe, expect, test } from 'vitest';
import { compareDeclaringSides } from './skatkopfCompare';

// 1,000 seeded deals each; rules bots bid, make trump and call, then each game is played
// twice from the first card: by the rules bots, and with the declaring side (declarer and
// partner) playing random cards, against rules defenders. Numbers seen when this test was
// written (declaring side's win rate by rules / by random cards; deals with a doubled bid;
// the declarer's mean score per deal; games, each won by rules / by random cards):
// default, seed 1: 86.0% / 62.9%; 47.7% doubled; +2.49; Partner 840 (89% / 68%),
//   Solo 126 (71% / 40%), Grand Hand 30 (77% / 23%), Baby Grand 4 (3 / 1);
//   tournee 823, hand 143.
// default, seed 2: 86.3% / 64.3%; 51.8% doubled; +2.53.
// first joker wins, no called-card restriction, seed 3: 84.2% / 61.7%; +2.47.
// no doublings, seed 4: 76.9% / 54.7%; +1.32; Partner 830 (79% / 59%), Solo 141 (66% / 35%).
describe('Skatkopf: the rules declaring side against a random-playing one, same contracts', () => {
  test.each([
    [{}, 1],
    [{}, 2],
    [{ jokers: 'first' as const, calledCardRule: false }, 3],
    [{ maxDoublings: 0 }, 4],
  ])('%j, seed %i', (options, seed) => {
    const r = compareDeclaringSides(1000, seed, options);
    expect(r.rulesWinRate).toBeGreaterThan(0.7);
    expect(r.rulesWinRate).toBeGreaterThan(r.randomWinRate + 0.15);
    expect(r.meanDeclarerScore).toBeGreaterThan(0);
    for (const g of Object.values(r.games)) expect(g.rules).toBeGreaterThanOrEqual(g.random);
  });
});
