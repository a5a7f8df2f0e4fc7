import { SCHAFKOPF_DECK } from '@stich/core';
import { FRENCH_NAMES } from '@stich/core/plugin';
import { ServerMessageSchema } from '@stich/server/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { cardName, cardText, isTrump, sortHand, useCardNames } from '../src/cardElement';
import { factsOf, valueText } from '../src/format';

// The table shows cards in the names the server's welcome gives (French until then).
describe('cards in the names of the deck in play', () => {
  afterEach(() => useCardNames(FRENCH_NAMES));

  it('shows the French set by default', () => {
    expect([cardText('HT'), cardName('HA'), valueText(['SA', 'H'])]).toEqual([
      '♥10',
      '♥A, ace of hearts',
      '♠A ♥',
    ]);
  });

  it('shows the German set from a welcome message', () => {
    const welcome = ServerMessageSchema.parse({
      type: 'welcome',
      table: 't1',
      game: 'test',
      seat: 0,
      seatCount: 4,
      seq: 0,
      resumed: 'full',
      turnSeconds: null,
      cardNames: SCHAFKOPF_DECK.names,
    });
    if (welcome.type !== 'welcome' || welcome.cardNames === undefined) throw new Error('no names');
    useCardNames(welcome.cardNames);
    expect([cardText('CQ'), cardName('SA'), valueText(['DJ', 'H']), cardText('JK')]).toEqual([
      'EO',
      'GA, Sau of leaves',
      'SU H',
      'JK',
    ]);
  });

  it('names a lone card or suit in the facts, with the German set', () => {
    useCardNames(SCHAFKOPF_DECK.names);
    expect(
      factsOf({ calledAce: 'DA', game: { kind: 'farbsolo', suit: 'S' }, hands: ['CQ'] }),
    ).toEqual([
      ['called ace', 'SA (Sau of bells)'],
      ['game', 'kind farbsolo, suit G (leaves)'],
      ['hands', 'EO'],
    ]);
  });
});

// The server's `order` for the hand: the trumps of the game in play first.
describe('a hand in the order of the game in play', () => {
  // Schafkopf's normal order (a Sauspiel): Ober, Unter, Herz are trumps, highest first.
  const normal = {
    cards: [
      'CQ',
      'SQ',
      'HQ',
      'DQ',
      'CJ',
      'SJ',
      'HJ',
      'DJ',
      'HA',
      'HT',
      'HK',
      'H9',
      'H8',
      'H7',
    ].concat(['C', 'S', 'D'].flatMap((s) => ['A', 'T', 'K', '9', '8', '7'].map((r) => s + r))),
    trumps: 14,
  };

  it.each([
    [
      'a Sauspiel',
      ['D7', 'H8', 'DJ', 'CA', 'SQ', 'ST'],
      normal,
      ['SQ', 'DJ', 'H8', 'CA', 'ST', 'D7'],
    ],
    // Without the server's order: jacks, then clubs, hearts, spades, diamonds (A T K Q).
    [
      'no order',
      ['D7', 'H8', 'DJ', 'CA', 'SQ', 'ST'],
      undefined,
      ['DJ', 'CA', 'H8', 'ST', 'SQ', 'D7'],
    ],
  ])('%s: sorts %j', (_, hand, order, sorted) => {
    expect(sortHand(hand, order)).toEqual(sorted);
  });

  it.each([
    ['H7', normal, true],
    ['CQ', normal, true],
    ['CA', normal, false],
    ['CJ', undefined, true],
    ['CQ', undefined, false],
  ])('%s is a trump: %s', (card, order, trump) => {
    expect(isTrump(card, order)).toBe(trump);
  });
});
