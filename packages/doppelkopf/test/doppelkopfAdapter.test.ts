import { randomBot, seatKnowledge } from '@stich/bots';
import type { GameState } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import type { SampledDeal, SeatKnowledge } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { positions } from '../../bots/test/pimcPositions';
import { type DoppelkopfOptions, type DoppelkopfState, doppelkopf } from '../src/index';
import { doppelkopfAdapter, doppelkopfBot, PIMC_MAX_HAND } from '../src/plugin';

type S = GameState<DoppelkopfState>;

/**
 * The deal as it truly lies, in the seat's knowledge: each unseen card id goes to a seat
 * that truly holds a card of its code (the two copies of a card are one code to the rules,
 * NOTES.md 3, so the ids the seat gave them need not be the state's).
 */
function trueDeal(rules: ReturnType<typeof doppelkopf.rules>, k: SeatKnowledge, s: S): SampledDeal {
  const held = [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand.slice());
  const hands = k.known.slice(0, k.skat).map((cards) => cards.slice());
  for (const id of k.unseen) {
    const code = rules.ctx.deck.codes[id];
    const seat = held.findIndex((hand, i) => i !== k.seat && hand.includes(code));
    held[seat].splice(held[seat].indexOf(code), 1);
    hands[seat].push(id);
  }
  return { hands, skat: [] };
}

/** What a seat sees of a state, cards by code: enough to tell two rebuilds apart. */
const seen = (rules: ReturnType<typeof doppelkopf.rules>, s: S, seat: number) => {
  const view = rules.view(s, seat);
  return { ...view, hand: view.hand.slice().sort() };
};

// Card decisions from seeded deals: the rules bots at every seat (normal games,
// Hochzeiten, solos, Re, Kontra and keine 90 as they say them), and random actions (any
// reservation, any solo, any announcement at any turn).
describe.each<[string, Partial<DoppelkopfOptions>, boolean]>([
  ['rules bots', {}, true],
  ['random actions', {}, false],
  [
    'random actions, 40 cards, Hochzeit by the first plain trick',
    { deck: '40', hochzeitKlaerung: 'ersterFehlstich' },
    false,
  ],
  ['rules bots, Armut, Schweinchen', { armut: {}, schweinchen: {} }, true],
])('the sampling adapter, %s', (_name, options, rulesBots) => {
  const rules = doppelkopf.rules(options);
  const cases = positions(rules, 60, 33, rulesBots ? doppelkopfBot(rules) : randomBot);

  test('restrict never rules out where a card truly lies, and the true deal is plausible', () => {
    let narrowed = 0;
    for (const p of cases) {
      const k = seatKnowledge(rules, p.view);
      const before = k.allowed.slice();
      doppelkopfAdapter.restrict!(rules, p.view, k);
      const deal = trueDeal(rules, k, p.state as S);
      deal.hands.forEach((hand, seat) => {
        for (const id of hand) {
          const i = k.unseen.indexOf(id);
          if (i >= 0) expect((k.allowed[i] >> seat) & 1).toBe(1);
        }
      });
      k.allowed.forEach((mask, i) => {
        if (mask !== before[i]) narrowed++;
      });
      expect(doppelkopfAdapter.plausible!(rules, p.view, k, deal)).toBe(true);
    }
    // The club queens are placed more narrowly than by voids alone.
    expect(narrowed).toBeGreaterThan(10);
  });

  test('the true deal rebuilds what the seat sees, and the goal names its true party', () => {
    let rebuilt = 0;
    for (const p of cases) {
      const applies = doppelkopfAdapter.applies!(rules, p.view);
      if (p.view.hand.length > PIMC_MAX_HAND) expect(applies).toBe(false);
      if (!applies) continue;
      const k = seatKnowledge(rules, p.view);
      doppelkopfAdapter.restrict!(rules, p.view, k);
      const s = doppelkopfAdapter.rebuild(rules, p.view, k, trueDeal(rules, k, p.state as S));
      expect(s).toBeDefined();
      if (s === undefined) continue;
      rebuilt++;
      expect(seen(rules, s as S, p.seat)).toEqual(seen(rules, p.state as S, p.seat));
      const sides = rules.ctx.sides!.of(p.state);
      const goal = doppelkopfAdapter.goal(rules, p.view, s);
      expect(goal.kind).toBe('reach');
      expect(goal.query.side).toEqual(seatsOf(sides, sides[p.seat] === 1 ? 1 : 0));
    }
    expect(rebuilt).toBeGreaterThan(cases.length / 3);
  });
});
