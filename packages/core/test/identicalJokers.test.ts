import { formatDealRecord, JOKER_DECK, replayDeal, type TrumpSpec, unwrap } from '@stich/core';
import { compileTrickTable, groupOrder, trickWinner } from '@stich/core/kernel';
import { recordOf } from '@stich/core/tools';
import { describe, expect, it } from 'vitest';
import { jokerFour } from './variants/jokerFour';

const [JK1, JK2] = JOKER_DECK.idsOf('JK')!;
const id = (code: string) => JOKER_DECK.idsOf(code)![0];
const spec = (identical: 'later' | 'earlier'): TrumpSpec => ({
  permanent: ['JK', 'CJ', 'SJ', 'HJ', 'DJ'],
  suit: 'D',
  plainOrder: ['A', 'T', 'K', 'Q', '9', '8', '7', '6', '5'],
  identical,
});

describe('two identical jokers', () => {
  it('rank above the jacks and the trump suit', () => {
    const table = compileTrickTable(JOKER_DECK, spec('later'));
    expect(groupOrder(JOKER_DECK, table, table.trumpGroup)).toEqual([
      'JK',
      'CJ',
      'SJ',
      'HJ',
      'DJ',
      'DA',
      'DT',
      'DK',
      'DQ',
      'D9',
      'D8',
      'D7',
      'D6',
      'D5',
    ]);
  });

  // [identical, trick in play order, index of the winner]
  it.each([
    ['later', [JK1, JK2, id('CJ'), id('HA')], 1],
    ['later', [JK2, JK1, id('CJ'), id('HA')], 1],
    ['later', [id('HA'), JK2, id('CJ'), JK1], 3],
    ['earlier', [JK1, JK2, id('CJ'), id('HA')], 0],
    ['earlier', [JK2, JK1, id('CJ'), id('HA')], 0],
    ['earlier', [id('HA'), JK2, id('CJ'), JK1], 1],
  ] as const)('identical: %s, trick %j: card %i wins', (identical, cards, winner) => {
    expect(trickWinner(compileTrickTable(JOKER_DECK, spec(identical)), cards)).toBe(winner);
  });

  // Seat 1 leads a joker and seat 2 plays the other; dealer 0.
  const others = JOKER_DECK.codes.filter((c) => c !== 'JK');
  const hands = [
    others.slice(0, 10),
    ['JK', ...others.slice(10, 19)],
    ['JK', ...others.slice(19, 28)],
    others.slice(28, 38),
  ];
  const skat = others.slice(38);

  it.each([
    ['later', 2],
    ['earlier', 1],
  ] as const)(
    'in a deal (identical: %s) seat %i takes the trick, and the record holds JK twice',
    (identical, winner) => {
      const rules = jokerFour.rules({ identical });
      const start = unwrap(rules.fromDeal({ dealer: 0, hands, skat }));
      const actions = [
        { type: 'play', seat: 1, card: 'JK' },
        { type: 'play', seat: 2, card: 'JK' },
      ] as const;
      let s = start;
      for (const a of actions) s = unwrap(rules.applyAction(s, a));
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
      expect(s.winners).toEqual([winner]);

      const record = recordOf(rules, start, [...actions]);
      expect(record.hands!.flat().filter((c) => c === 'JK')).toHaveLength(2);
      expect(formatDealRecord(record).match(/"JK"/g)).toHaveLength(4);
      const replay = replayDeal(jokerFour, formatDealRecord(record), { partial: true });
      expect(replay.ok && replay.value.state.history).toEqual([JK1, JK2]);
    },
  );

  it('give one action, not two, to a seat holding both', () => {
    const both = [
      hands[0],
      ['JK', 'JK', ...others.slice(10, 18)],
      others.slice(18, 28),
      others.slice(28, 38),
    ];
    const rules = jokerFour.rules();
    let s = unwrap(rules.fromDeal({ dealer: 0, hands: both, skat }));
    expect(rules.legalActions(s).filter((a) => a.type === 'play' && a.card === 'JK')).toHaveLength(
      1,
    );
    s = unwrap(rules.applyAction(s, { type: 'play', seat: 1, card: 'JK' }));
    expect(rules.view(s, 1).hand.filter((c) => c === 'JK')).toEqual(['JK']);
  });
});
