import { describe, expect, test } from 'vitest';
import { EXAMPLE_1 } from './deals';
import { A, dealOf, rulesOf, run } from './helpers';
import { checkPartnership, compareSwapped } from './partnership';

// Hidden information (NOTES Skatkopf 5: "nothing reveals the partnership until that card
// is played"): the views of every seat but the called card's holder must not depend on
// who holds it, by a field, an order or the legal actions, until it is played.

describe('who holds the called card stays hidden until it is played', () => {
  test('example 1 with CA swapped between seats 2 and 3: seats 0 and 1 see the same at every step', () => {
    const rules = rulesOf();
    const twin = EXAMPLE_1.hands.map((h) => h.slice());
    twin[2][twin[2].indexOf('CA')] = 'C7';
    twin[3][twin[3].indexOf('C7')] = 'CA';
    const a = dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat);
    const b = dealOf(rules, twin, EXAMPLE_1.skat);
    const before = [
      A.bid(0, 'partner'),
      A.pass(1),
      A.pass(2),
      A.pass(3),
      A.declare(0, 'partner'),
      A.hand(0, 'H'),
      A.call(0, 'CA'),
    ];
    // The first three tricks and the lead of the fourth, as in the example; then seat 2
    // would have to play CA in one deal and may not in the other.
    const script = EXAMPLE_1.tricks.flat().slice(0, 13);
    let k = 0;
    const r = compareSwapped(rules, a, b, [0, 1], before, (legal) => {
      const card = script[k++];
      return legal.find((x) => x.type === 'play' && x.card === card);
    });
    expect(r.steps).toBe(13);
    // The holders themselves know: their views differ.
    const sa = run(rules, a, before);
    const sb = run(rules, b, before);
    expect(rules.view(sa, 2).extra).toMatchObject({ partnerKnown: true, partner: 2 });
    expect(rules.view(sb, 2).extra).toMatchObject({ partnerKnown: false, partner: null });
    expect(rules.view(sb, 3).extra).toMatchObject({ partnerKnown: true, partner: 3 });
  });

  test('once the called card is played, everyone knows', () => {
    const rules = rulesOf();
    let s = dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat);
    s = run(rules, s, [
      A.bid(0, 'partner'),
      A.pass(1),
      A.pass(2),
      A.pass(3),
      A.declare(0, 'partner'),
      A.hand(0, 'H'),
      A.call(0, 'CA'),
    ]);
    for (const card of EXAMPLE_1.tricks.flat().slice(0, 14))
      s = run(rules, s, [A.play(s.turn, card)]);
    for (const seat of [0, 1, 3])
      expect(rules.view(s, seat).extra).toMatchObject({ partnerKnown: true, partner: 2 });
  });

  test('300 random Partner deals, the called card swapped with a card of its suit', () => {
    const r = checkPartnership({}, 300, 'partnership');
    expect(r.swapped).toBeGreaterThan(150);
    expect(r.steps).toBeGreaterThan(r.swapped); // play went on past the call
  });
});
