import { Rng } from '@stich/core';
import { cardPartition, illegalActions, viewLeak } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { type SkatkopfAction, type SkatkopfOptions, skatkopf } from '../src/index';
import { A, rulesOf, run } from './helpers';

// Uniformly random play rarely reaches a Partner game (the bids climb fast), so these
// deals are steered there: in every third deal everyone passes (forehand must play); in
// the others a seat mostly opens and the others mostly pass; the winner mostly declares
// the game bid and plays tournee half the time; everything else is random. At every step: every legal action applies, a sample of illegal
// ones is refused with the state unchanged, cards are conserved, and no view shows a
// hidden card.

function steered(options: Partial<SkatkopfOptions>, deals: number, seed: string) {
  const rules = rulesOf(options);
  const seen = { partner: 0, forced: 0, tournee: 0, alone: 0, restricted: 0 };
  for (let i = 0; i < deals; i++) {
    const rng = new Rng(`${seed}:${i}`);
    let s = rules.deal({ dealer: i % 4, rng });
    while (!rules.isTerminal(s)) {
      const before = JSON.stringify(s);
      const legal = rules.legalActions(s);
      expect(legal.length).toBeGreaterThan(0);
      for (const a of legal) expect(rules.applyAction(s, a).ok).toBe(true);
      for (const { action } of illegalActions(rules, s))
        expect(rules.applyAction(s, action as SkatkopfAction).ok).toBe(false);
      expect(JSON.stringify(s)).toBe(before);
      expect(cardPartition(rules.ctx, s)).toBeNull();
      for (let seat = 0; seat < 4; seat++)
        expect(viewLeak(skatkopf, rules, s, seat, rules.view(s, seat))).toBeNull();
      if (s.phase === 'play' && s.x.called >= 0 && options.calledCardRule !== false) {
        // A lead refused by the rule: fewer legal leads than distinct cards in hand.
        const distinct = new Set(rules.view(s, s.turn).hand).size;
        if (s.history.length % 4 === 0 && legal.length < distinct) seen.restricted++;
      }
      const steer = rng.below(5) > 0;
      let action = legal[rng.below(legal.length)];
      if (s.phase === 'auction' && (i % 3 === 0 || (steer && s.x.auction.bid >= 0)))
        action = A.pass(s.turn); // every third deal everyone passes
      else if (steer && s.phase === 'auction') action = A.bid(s.turn, 'partner');
      if (steer && s.phase === 'declaration') action = legal[0]; // the game bid
      if (s.x.step === 'make' && rng.below(2) === 0) action = A.turn(s.turn); // tournee
      s = run(rules, s, [action]);
    }
    const o = rules.outcome(s)!;
    if (o.game === 'partner') seen.partner++;
    if (o.game === 'partner' && o.partner === null) seen.alone++;
    if (o.forced) seen.forced++;
    if (o.making === 'tournee') seen.tournee++;
    expect(o.trickPoints.reduce((a, b) => a + b, 0) + o.kittyPoints).toBe(120);
  }
  return seen;
}

describe('steered to Partner games', () => {
  const sets: Partial<SkatkopfOptions>[] = [{}, { calledCardRule: false, jokers: 'first' }];
  test.each(sets.map((o) => [o]))('%j: 120 deals', (options) => {
    const seen = steered(options, 120, `steered:${JSON.stringify(options)}`);
    expect(seen.partner).toBeGreaterThan(30);
    expect(seen.tournee).toBeGreaterThan(20);
    expect(seen.forced).toBeGreaterThan(30);
    if (options.calledCardRule !== false) expect(seen.restricted).toBeGreaterThan(0);
  });
});
