import { JOKER_DECK } from '@stich/core';
import { groupOrder, trickWinner } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { modeName, type SkatkopfMode } from '../src/index';
import { A, dealOf, fill, forehandDeclares, playCards, rulesOf, run } from './helpers';

// NOTES Skatkopf 2: trumps are the jokers, CJ SJ HJ DJ, then the trump suit
// A T K Q 9 8 7 6 5; in grand games only jokers and jacks. Plain suits A T K Q 9 8 7 6 5.

const [JK1, JK2] = JOKER_DECK.idsOf('JK')!;
const id = (code: string) => JOKER_DECK.idsOf(code)![0];

describe('the order of the cards', () => {
  const table = (mode: SkatkopfMode, jokers: 'second' | 'first' = 'second') =>
    rulesOf({ jokers }).ctx.tableOf[mode];

  test.each([
    ['C', 'JK CJ SJ HJ DJ CA CT CK CQ C9 C8 C7 C6 C5'],
    ['S', 'JK CJ SJ HJ DJ SA ST SK SQ S9 S8 S7 S6 S5'],
    ['H', 'JK CJ SJ HJ DJ HA HT HK HQ H9 H8 H7 H6 H5'],
    ['D', 'JK CJ SJ HJ DJ DA DT DK DQ D9 D8 D7 D6 D5'],
    ['G', 'JK CJ SJ HJ DJ'],
  ] as const)('trumps in %s, high to low (the two jokers share one code)', (mode, order) => {
    const t = table(mode);
    expect(groupOrder(JOKER_DECK, t, t.trumpGroup).join(' ')).toBe(order);
    expect(t.group[JK1]).toBe(t.trumpGroup);
    expect(t.group[JK2]).toBe(t.trumpGroup);
  });

  test.each([
    ['H', 0, 'CA CT CK CQ C9 C8 C7 C6 C5'],
    ['H', 2, null], // hearts are trumps: no plain hearts
    ['G', 2, 'HA HT HK HQ H9 H8 H7 H6 H5'],
    ['G', 3, 'DA DT DK DQ D9 D8 D7 D6 D5'],
  ] as const)('in %s, plain suit %i high to low: %s', (mode, g, order) => {
    const t = table(mode);
    const cards = groupOrder(JOKER_DECK, t, g);
    expect(cards.length === 0 ? null : cards.join(' ')).toBe(order);
  });

  test('the trump mode of each suit and of grand', () => {
    expect(['C', 'S', 'H', 'D', null].map((s) => modeName(s as never))).toEqual([
      'C',
      'S',
      'H',
      'D',
      'G',
    ]);
  });
});

describe('trick winners', () => {
  // [jokers option, mode, trick in play order, index of the winner]
  test.each([
    ['second', 'H', [JK1, JK2, id('CJ'), id('HA')], 1],
    ['second', 'H', [JK2, JK1, id('CJ'), id('HA')], 1],
    ['second', 'H', [id('CA'), JK2, id('CJ'), JK1], 3],
    ['second', 'G', [id('HA'), id('DJ'), JK1, JK2], 3],
    ['first', 'H', [JK1, JK2, id('CJ'), id('HA')], 0],
    ['first', 'H', [JK2, JK1, id('CJ'), id('HA')], 0],
    ['first', 'H', [id('CA'), JK2, id('CJ'), JK1], 1],
    ['first', 'G', [id('HA'), id('DJ'), JK1, JK2], 2],
    ['second', 'H', [id('CA'), JK1, id('CJ'), id('H5')], 1], // one joker beats every jack
    ['second', 'H', [id('CA'), id('DJ'), id('HA'), id('H5')], 1], // DJ above the trump ace
    ['second', 'H', [id('C5'), id('CA'), id('CT'), id('SA')], 1], // plain: ace high, another suit off
    ['second', 'H', [id('C6'), id('C5'), id('CQ'), id('C9')], 2], // Q K T A order: queen beats 9
    ['second', 'G', [id('HA'), id('H5'), id('DA'), id('CA')], 0], // grand: hearts are plain
    ['second', 'D', [id('HA'), id('D5'), id('HT'), id('HK')], 1], // the lowest trump beats a plain ace
  ] as const)('jokers %s, %s: trick %j, card %i wins', (jokers, mode, cards, winner) => {
    const t = rulesOf({ jokers }).ctx.tableOf[mode];
    expect(trickWinner(t, cards)).toBe(winner);
  });

  test.each([
    ['second', 2],
    ['first', 1],
  ] as const)(
    'in a deal with jokers: %s, seat %i takes the trick of both jokers',
    (jokers, winner) => {
      // Seat 0 plays Solo hand in diamonds and leads the DA; seats 1 and 2 hold a joker each
      // and no diamonds, so they trump in; seat 3 follows with a diamond.
      const rules = rulesOf({ jokers });
      const hands = fill(
        {
          0: ['DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7', 'D6', 'CA', 'CT'],
          1: ['JK', 'CJ', 'C9', 'C8', 'C7', 'C6', 'C5', 'CK', 'CQ', 'SA'],
          2: ['JK', 'SJ', 'ST', 'SK', 'SQ', 'S9', 'S8', 'S7', 'S6', 'S5'],
        },
        ['HA', 'HT'],
      );
      let s = dealOf(rules, hands, ['HA', 'HT']);
      s = forehandDeclares(rules, s, 'solo');
      s = run(rules, s, [A.hand(0, 'D')]);
      s = playCards(rules, s, ['DA', 'JK', 'JK', 'D5']);
      expect(s.winners).toEqual([winner]);
      expect(rules.view(s, 0).tricks[0].cards.map((c) => c.card)).toEqual(['DA', 'JK', 'JK', 'D5']);
    },
  );
});
