import { Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { cardOrderOf } from '../src/cardOrder';
import { Ducking } from '../src/ducking';
import { compileQuery } from '../src/query';
import { naiveValue } from './naive';
import { ksRules, playDown, ramschRules, skatAfterDiscard, skatRules } from './positions';

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

  // Random Kalter Schlag and Ramsch positions at a trick's start, 3 or 4 tricks left, the
  // lone seat (on lead or not) wanting fewest points (the jacks are trumps): wherever the
  // check says it ducks every trick, the naive minimax agrees that it takes no more points.
  test.each([
    ['Kalter Schlag', 3, ksRules, 0],
    ['Kalter Schlag', 4, ksRules, 0],
    ['Ramsch', 3, ramschRules, 10],
    ['Ramsch', 4, ramschRules, 10],
  ] as const)(
    '%s, %i tricks left: a safe seat takes no more points',
    (name, tricks, rules, bonus) => {
      const rng = new Rng(`ducking-${name}-${tricks}`);
      const ctx = rules.ctx;
      let safe = 0;
      let leading = 0;
      let checked = 0;
      while (checked < 150) {
        const deal = rules.deal({ dealer: rng.below(ctx.seats), rng });
        const s = playDown(rules, deal, ctx.active * tricks, rng);
        if (s.phase !== 'play' || s.history.length % ctx.active !== 0) continue;
        // On lead every other time.
        let seat = s.turn;
        if (checked % 2 === 1)
          for (let k = rng.below(ctx.active - 1); k >= 0; k--) seat = s.next[seat];
        const query = { side: [seat], objective: 'min', lastTrick: bonus } as const;
        const q = compileQuery(query, ctx.seats);
        const ducking = Ducking.of(cardOrderOf(ctx, s.trump, 'points'), q, true);
        checked++;
        if (ducking === null || !ducking.safe(s)) continue;
        safe++;
        if (seat === s.turn) leading++;
        const won = ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
        expect(naiveValue(rules, s, query) - won).toBe(0);
      }
      expect(safe).toBeGreaterThan(5);
      expect(leading).toBeGreaterThan(2);
    },
  );

  // Only a lone seat taking as few tricks or points as it can.
  test.each([
    ['null, most tricks', 'N', { side: [0], objective: 'max', count: 'tricks' }],
    ['null, two seats', 'N', { side: [1, 2], objective: 'min', count: 'tricks' }],
    ['suit game, most points', 'C', { side: [0], objective: 'max' }],
  ] as const)('none for %s', (_name, game, query) => {
    const s = skatAfterDiscard(7, game);
    const q = compileQuery(query, ctx.seats);
    expect(Ducking.of(cardOrderOf(ctx, s.trump, q.count), q, true)).toBeNull();
  });
});
