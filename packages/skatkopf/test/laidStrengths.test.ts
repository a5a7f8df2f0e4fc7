import { cardFacts } from '@stich/bots';
import { Rng } from '@stich/core';
import { skatkopf } from '@stich/skatkopf';
import { gameEstimates, trumpGameStrength } from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';
import { heldIds, laidStrengths, strengthOfIds } from '../src/plugin/handValue';

const rules = skatkopf.rules();
const facts = cardFacts(rules.ctx);
const MODES = ['C', 'S', 'H', 'D', 'G'] as const;

/** Twelve-card hands of seeded deals: a seat's ten and two of the next seat's cards. */
function twelves(count: number) {
  const rng = new Rng(21);
  return Array.from({ length: count }, (_, d) => {
    const state = rules.deal({ dealer: d % 4, rng });
    const next = rules.view(state, (d + 1) % 4).hand;
    return [...rules.view(state, d % 4).hand, next[d % 10], next[(d + 3) % 10]];
  });
}

describe('hand strength over card ids weighs as over card codes', () => {
  const hands = twelves(150);
  test('the jokers held twice are two ids', () => {
    expect(heldIds(facts, ['JK', 'JK', 'HA'])).toEqual([
      ...facts.deck.idsOf('JK')!,
      facts.id('HA'),
    ]);
    expect(heldIds(facts, ['HA', 'HA', 'XX'])).toEqual([facts.id('HA')]);
  });
  test.each(MODES)('strengthOfIds and laidStrengths in trump mode %s, every pair laid', (mode) => {
    const table = facts.table(mode);
    for (const hand of hands) {
      const ids = heldIds(facts, hand);
      expect(strengthOfIds(table, ids)).toBe(trumpGameStrength(facts, table, hand));
      const laid = laidStrengths(table, ids);
      for (let i = 0; i < hand.length; i++)
        for (let j = i + 1; j < hand.length; j++) {
          const kept = hand.filter((_, k) => k !== i && k !== j);
          expect(laid(i, j)).toBe(trumpGameStrength(facts, table, kept));
        }
    }
  });
  test('gameEstimates of a hand do not depend on the order of its cards, nor on the cache', () => {
    for (const hand of hands.slice(0, 40)) {
      const ten = hand.slice(0, 10);
      for (const forced of [false, true]) {
        const first = gameEstimates(facts, ten, forced);
        const again = gameEstimates(facts, [...ten].reverse(), forced);
        expect(again).toEqual(first);
        for (const other of hands.slice(40, 50)) gameEstimates(facts, other.slice(2), forced);
        expect(gameEstimates(facts, ten, forced)).toEqual(first);
      }
    }
  });
});
