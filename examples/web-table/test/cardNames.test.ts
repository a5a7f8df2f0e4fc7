import { FRENCH_NAMES, SCHAFKOPF_DECK } from '@stich/core';
import { ServerMessageSchema } from '@stich/server/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { cardName, cardText, useCardNames } from '../src/cardElement';
import { valueText } from '../src/format';

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
});
