import { describe, expect, test } from 'vitest';
import { type SkatkopfOptions, skatkopf } from '../src/index';
import { EXAMPLE_2, EXAMPLE_3 } from './deals';
import { A, dealOf, fill, forehandDeclares, playCards, rulesOf, run, summary } from './helpers';

// The text's four variations (NOTES Skatkopf 8), and the literal payment reading (NOTES
// 7), each on and off, through whole deals.

test('the defaults are the text: every variation off', () => {
  expect(skatkopf.defaults).toEqual({
    jokers: 'second',
    calledCardRule: true,
    doubling: 'total',
    tourneeDoubling: true,
    payments: 'balanced',
    maxDoublings: 6,
    deals: 16,
  });
});

describe('jokers: the second joker wins, or the first', () => {
  test.each([
    ['second', 2],
    ['first', 1],
  ] as const)('jokers: %s, seat %i takes JK JK in one trick', (jokers, winner) => {
    const rules = rulesOf({ jokers });
    const skat = ['HA', 'HT'];
    const hands = fill(
      {
        0: ['DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7', 'D6', 'CA', 'CT'],
        1: ['JK', 'CJ', 'C9', 'C8', 'C7', 'C6', 'C5', 'CK', 'CQ', 'SA'],
        2: ['JK', 'SJ', 'ST', 'SK', 'SQ', 'S9', 'S8', 'S7', 'S6', 'S5'],
      },
      skat,
    );
    let s = forehandDeclares(rules, dealOf(rules, hands, skat), 'solo');
    s = playCards(rules, run(rules, s, [A.hand(0, 'D')]), ['DA', 'JK', 'JK', 'D5']);
    expect(s.winners).toEqual([winner]);
  });
});

describe('calledCardRule: the called card restricted, or not', () => {
  test.each([
    [true, ['CA']],
    [false, ['CA', 'CT']],
  ] as const)(
    'calledCardRule: %s, the holder may play %j to the first club trick',
    (calledCardRule, cards) => {
      // Example 2's cards with hearts as trump by hand: seat 2 holds CA and C8.
      const rules = rulesOf({ calledCardRule });
      const hands = fill(
        {
          0: ['JK', 'JK', 'C9', 'S9', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9'],
          2: ['CA', 'CT', 'S8', 'SQ', 'DQ', 'DT', 'D8', 'D7', 'D6', 'D5'],
        },
        ['H6', 'H5'],
      );
      let s = forehandDeclares(rules, dealOf(rules, hands, ['H6', 'H5']), 'partner');
      s = run(rules, s, [A.hand(0, 'H'), A.call(0, 'CA')]);
      s = playCards(rules, s, ['C9', 'C5']);
      expect(s.turn).toBe(2);
      expect(summary(rules.legalActions(s))).toEqual(cards.map((c) => `play ${c}`));
    },
  );
});

/** Example 3 with seat 1 bidding Solo x1, which seat 0 accepts and then plays: 91, won. */
function soloDoubled(options: Partial<SkatkopfOptions>) {
  const rules = rulesOf(options);
  let s = dealOf(rules, EXAMPLE_3.hands, EXAMPLE_3.skat);
  s = run(rules, s, [
    A.bid(0, 'partner'),
    A.bid(1, 'solo', 1),
    A.hold(0),
    A.pass(1),
    A.pass(2),
    A.pass(3),
    A.declare(0, 'solo'),
    A.hand(0, 'H'),
  ]);
  return rules.outcome(playCards(rules, s, EXAMPLE_3.tricks.flat()))!;
}

describe('doubling: of the total, or of the base value only', () => {
  test.each([
    ['total', 6, [18, -6, -6, -6]], // (2 + 1 schneider) x 2
    ['base', 5, [15, -5, -5, -5]], // 2 x 2 + 1 schneider
  ] as const)('doubling: %s, Solo x1 won with 91 is worth %i', (doubling, value, scores) => {
    expect(soloDoubled({ doubling })).toMatchObject({ doublings: 1, value, scores });
  });
});

/** Example 2 under these options. */
function example2(options: Partial<SkatkopfOptions>) {
  const rules = rulesOf(options);
  let s = forehandDeclares(rules, dealOf(rules, EXAMPLE_2.hands, EXAMPLE_2.skat), 'partner');
  s = run(rules, s, [A.turn(0), A.turn(0), A.discard(0, 'D5', 'DJ'), A.call(0, 'CA')]);
  return rules.outcome(playCards(rules, s, EXAMPLE_2.tricks.flat()))!;
}

describe('tourneeDoubling: a game lost on the second flip doubles, or not', () => {
  test.each([
    [true, 4, [-4, 4, -4, 4]],
    [false, 2, [-2, 2, -2, 2]],
  ] as const)('tourneeDoubling: %s, example 2 is worth %i', (tourneeDoubling, value, scores) => {
    expect(example2({ tourneeDoubling })).toMatchObject({ value, scores });
  });

  test('with doubling of the base only, the tournee still doubles the total', () => {
    expect(example2({ doubling: 'base' })).toMatchObject({ value: 4 });
  });
});

describe('payments: balanced, or the literal pot', () => {
  test.each([
    ['balanced', [-4, 4, -4, 4], [18, -6, -6, -6]],
    ['pot', [-4, 4, -4, 4], [18, -6, -6, -6]],
  ] as const)('payments: %s agree on partnerships and a won Solo', (payments, partner, solo) => {
    expect(example2({ payments }).scores).toEqual(partner);
    expect(soloDoubled({ payments }).scores).toEqual(solo);
  });

  test.each([
    ['balanced', [-6, 2, 2, 2]],
    ['pot', [-2, 2 / 3, 2 / 3, 2 / 3]],
  ] as const)('payments: %s, a lone declarer loses a Solo (2): %j', (payments, scores) => {
    const rules = rulesOf({ payments });
    const skat = ['DK', 'HQ'];
    const hands = fill({ 0: ['CA', 'CT', 'C9', 'SA', 'S9', 'S8', 'HK', 'H9', 'D9', 'D8'] }, skat);
    let s = forehandDeclares(rules, dealOf(rules, hands, skat), 'solo');
    s = run(rules, s, [A.hand(0, 'C')]);
    while (!rules.isTerminal(s)) s = run(rules, s, [rules.legalActions(s).at(-1)!]);
    const o = rules.outcome(s)!;
    expect(o).toMatchObject({ won: false, sidePoints: 48, value: 2 });
    expect(o.scores).toEqual(scores);
  });
});
