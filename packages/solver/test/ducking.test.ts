import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { cardOrderOf } from '../src/cardOrder';
import { Ducking } from '../src/ducking';
import { compileQuery } from '../src/query';
import { naiveValue } from './naive';
import { playDown, skatAfterDiscard, skatRules } from './positions';

const ctx = skatRules.ctx;

describe('Ducking', () => {
  // Random Skat null positions at a trick's start led by a defender, 3 or 4 tricks left:
  // wherever the check says the declarer ducks every trick, the naive minimax agrees.
  test.each([3, 4])('%i tricks left: a safe declarer takes no more tricks', (tricks) => {
    const rng = new Rng(`ducking-${tricks}`);
    let safe = 0;
    let checked = 0;
    while (checked < 60) {
      const s = playDown(skatRules, skatAfterDiscard(rng.below(1 << 30), 'N'), 3 * tricks, rng);
      if (s.phase !== 'play' || s.history.length % 3 !== 0 || s.turn === s.x.declarer) continue;
      const query = { side: [s.x.declarer], objective: 'min', count: 'tricks' } as const;
      const q = compileQuery(query, ctx.seats);
      const ducking = Ducking.of(cardOrderOf(ctx, s.trump, 'tricks'), q, true);
      checked++;
      if (ducking === null || !ducking.safe(s)) continue;
      safe++;
      expect(naiveValue(skatRules, s, query) - s.tricks[s.x.declarer]).toBe(0);
    }
    // Not vacuous: the check holds in a good share of these positions.
    expect(safe).toBeGreaterThan(5);
  });

  // Only a lone seat counting its tricks to take as few as it can, without trumps.
  test.each([
    ['suit game, fewest tricks', 'C', { side: [0], objective: 'min', count: 'tricks' }],
    ['null, most tricks', 'N', { side: [0], objective: 'max', count: 'tricks' }],
    ['null, two seats', 'N', { side: [1, 2], objective: 'min', count: 'tricks' }],
    ['null, card points', 'N', { side: [0], objective: 'min' }],
  ] as const)('none for %s', (_name, game, query) => {
    const s = skatAfterDiscard(7, game);
    const q = compileQuery(query, ctx.seats);
    expect(Ducking.of(cardOrderOf(ctx, s.trump, q.count), q, true)).toBeNull();
  });
});
