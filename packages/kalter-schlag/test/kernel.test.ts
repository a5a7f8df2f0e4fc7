import { Rng, unwrap } from '@stich/core';
import { MAX_ACTIONS } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { kalterSchlag } from '../src/index';
import { rules } from './helpers';
import { ALL_CARDS } from './model';

describe('dealing (EN "Deal and play")', () => {
  test.each([0, 1, 2, 3])('dealer %i: 8 cards each, the whole pack, forehand leads', (dealer) => {
    for (let seed = 0; seed < 50; seed++) {
      const s = rules.deal({ dealer, seed });
      const hands = [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand);
      expect(hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
      expect(hands.flat().sort()).toEqual([...ALL_CARDS].sort());
      expect(s.dealer).toBe(dealer);
      expect(s.turn).toBe((dealer + 1) % 4);
      expect(rules.view(s, 0).skatSize).toBe(0);
    }
  });

  test('the variant declares four players, packets of 3, 2, 3 and the doubling ladder', () => {
    expect(kalterSchlag.players).toEqual({ seats: 4, active: 4 }); // EN: four, each for themselves
    expect(kalterSchlag.deal).toEqual([{ each: 3 }, { each: 2 }, { each: 3 }]); // EN "3 ... 2 ... 3"
    expect(kalterSchlag.doubling?.steps).toEqual(['kontra', 're', 'bock', 'hirsch']);
    expect(kalterSchlag.doubling?.oncePerSeat).toBe(true); // NOTES 2
  });

  test('the same seed deals the same cards; another seed others', () => {
    const hands = (seed: number) =>
      [0, 1, 2, 3].map((seat) => rules.view(rules.deal({ dealer: 0, seed }), seat).hand);
    expect(hands(7)).toEqual(hands(7));
    expect(hands(7)).not.toEqual(hands(8));
  });

  const GOOD = [
    ['CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'C7', 'CJ'],
    ['SA', 'ST', 'SK', 'SQ', 'S9', 'S8', 'S7', 'SJ'],
    ['HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7', 'HJ'],
    ['DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7', 'DJ'],
  ];
  test.each<[string, unknown, string, (string | number)[]]>([
    // [case, fromDeal arguments, code, path]
    [
      'a hand of 7',
      { dealer: 0, hands: [GOOD[0].slice(1), GOOD[1], GOOD[2], [...GOOD[3], 'CA']] },
      'INVALID_DEAL',
      ['hands', 0],
    ],
    [
      'a card dealt twice',
      { dealer: 0, hands: [GOOD[0], GOOD[1], GOOD[2], [...GOOD[3].slice(1), 'CA']] },
      'INVALID_DEAL',
      ['hands', 3, 7],
    ],
    [
      'a card not in the pack',
      { dealer: 0, hands: [GOOD[0], GOOD[1], GOOD[2], [...GOOD[3].slice(1), 'D6']] },
      'UNKNOWN_CARD',
      ['hands', 3, 7],
    ],
    ['three hands', { dealer: 0, hands: GOOD.slice(0, 3) }, 'INVALID_DEAL', ['hands']],
    [
      'a skat (Kalter Schlag has none)',
      { dealer: 0, hands: GOOD, skat: ['CA'] },
      'INVALID_DEAL',
      ['skat'],
    ],
    ['dealer 4', { dealer: 4, hands: GOOD }, 'INVALID_DEAL', ['dealer']],
  ])('fromDeal refuses %s', (_case, args, code, path) => {
    const r = rules.fromDeal(args as never);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.path).toEqual(path);
  });
});

describe('the in-place API plays the same game as the pure one', () => {
  test('legalCodes + decode list exactly legalActions, at every step of 100 deals', () => {
    const out = new Int32Array(MAX_ACTIONS);
    const rng = new Rng('codes');
    for (let n = 0; n < 100; n++) {
      let s = rules.deal({ dealer: n % 4, seed: `codes/${n}` });
      while (!rules.isTerminal(s)) {
        const count = rules.legalCodes(s, out);
        const decoded = Array.from(out.subarray(0, count), (code) => rules.decode(s, code));
        expect(decoded).toEqual(rules.legalActions(s));
        expect(rules.toAct(s)).toBe(s.turn);
        s = unwrap(rules.applyAction(s, decoded[rng.below(count)]));
      }
    }
  });

  test('playout gives the game of randomCode + applyCode with the same seed', () => {
    for (let seed = 0; seed < 300; seed++) {
      const a = rules.deal({ dealer: seed % 4, seed });
      const b = rules.clone(a);
      rules.playout(a, new Rng(`playout/${seed}`));
      const rng = new Rng(`playout/${seed}`);
      while (!rules.isTerminal(b)) rules.applyCode(b, rules.randomCode(b, rng));
      expect(a).toEqual(b);
    }
  });

  test('playout from any point of a deal gives the game of randomCode + applyCode', () => {
    const pick = new Rng('playout/start');
    for (let seed = 0; seed < 300; seed++) {
      let a = rules.deal({ dealer: seed % 4, seed });
      for (let k = pick.below(36); k > 0 && !rules.isTerminal(a); k--) {
        const legal = rules.legalActions(a);
        a = unwrap(rules.applyAction(a, legal[pick.below(legal.length)]));
      }
      if (rules.isTerminal(a)) continue;
      const b = rules.clone(a);
      rules.playout(a, new Rng(seed));
      const rng = new Rng(seed);
      while (!rules.isTerminal(b)) rules.applyCode(b, rules.randomCode(b, rng));
      expect(a).toEqual(b);
    }
  });

  test('random playouts let every seat double (NOTES 2: anyone may double)', () => {
    const doubled = [0, 0, 0, 0];
    for (let seed = 0; seed < 400; seed++) {
      const s = rules.deal({ dealer: 0, seed });
      rules.playout(s, new Rng(seed));
      const o = rules.outcome(s)!;
      expect(new Set(o.doublers).size).toBe(o.doublers.length);
      expect(o.points.reduce((x, y) => x + y, 0)).toBe(120);
      expect(o.tricks.reduce((x, y) => x + y, 0)).toBe(8);
      for (const seat of o.doublers) doubled[seat]++;
    }
    // A seat may double with chance about 1/9 per deal; 400 deals make 0 practically impossible.
    for (const n of doubled) expect(n).toBeGreaterThan(10);
  });
});
