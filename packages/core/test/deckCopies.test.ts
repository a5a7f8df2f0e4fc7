import { defineDeck, JOKER_DECK, SKAT_DECK } from '@stich/core';
import { SKAT_POINTS } from '@stich/core/kernel';
import { describe, expect, it } from 'vitest';
import { DOUBLE_40, DOUBLE_48 } from './variants/doubleDecks';

describe('a deck in copies', () => {
  it('gives the 48-card double pack consecutive ids per card, 240 points (Doppelkopf 1.2)', () => {
    expect(DOUBLE_48.size).toBe(48);
    // 2 x (11 + 10 + 4 + 3 + 2 + 0) x 4 suits, as the Doppelkopf text's section 1.2 sums it.
    expect(DOUBLE_48.totalPoints).toBe(240);
    const seen = new Set<string>();
    for (let id = 0; id < DOUBLE_48.size; id += 2) {
      const code = DOUBLE_48.codes[id];
      expect(DOUBLE_48.codes[id + 1]).toBe(code);
      expect(DOUBLE_48.idsOf(code)).toEqual([id, id + 1]);
      expect(seen.has(code)).toBe(false);
      seen.add(code);
    }
    expect(seen.size).toBe(24);
    expect(DOUBLE_48.codes.slice(0, 6)).toEqual(['CA', 'CA', 'CT', 'CT', 'CK', 'CK']);
    expect(DOUBLE_48.cardIds('H', 'T')).toEqual([26, 27]);
    expect(() => DOUBLE_48.cardId('H', 'T')).toThrow(/HT 2 times.*cardIds/);
  });

  it('gives the 40-card pack without nines the same 240 points (Doppelkopf 1.3)', () => {
    expect(DOUBLE_40.size).toBe(40);
    expect(DOUBLE_40.totalPoints).toBe(240);
    expect(DOUBLE_40.idsOf('C9')).toBeUndefined();
  });

  it('takes copies of single cards (copiesOf), each card still consecutive', () => {
    const deck = defineDeck({
      id: 'two-tens',
      suits: ['C', 'H'],
      ranks: ['A', 'T'],
      copiesOf: { HT: 3 },
      points: SKAT_POINTS,
    });
    expect(deck.codes).toEqual(['CA', 'CT', 'HA', 'HT', 'HT', 'HT']);
    expect(deck.cardId('H', 'A')).toBe(2);
    expect(deck.cardIds('H', 'T')).toEqual([3, 4, 5]);
    expect(deck.totalPoints).toBe(11 + 10 + 11 + 30);
  });

  it('keeps the Skat and joker packs exactly as they were', () => {
    // The ids, codes and order that every record, replay and golden table relies on.
    const ranks = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'];
    expect(SKAT_DECK.codes).toEqual(['C', 'S', 'H', 'D'].flatMap((s) => ranks.map((r) => s + r)));
    expect(SKAT_DECK.cardId('D', '7')).toBe(31);
    const ranks10 = [...ranks, '6', '5'];
    expect(JOKER_DECK.codes).toEqual([
      ...['C', 'S', 'H', 'D'].flatMap((s) => ranks10.map((r) => s + r)),
      'JK',
      'JK',
    ]);
    expect(JOKER_DECK.cardId('H', '5')).toBe(29);
    expect(JOKER_DECK.idsOf('JK')).toEqual([40, 41]);
  });

  it.each([
    [{ copies: 0 }, RangeError, /deck bad: copies of every card must be 1 or more, not 0/],
    [{ copies: 1.5 }, TypeError, /deck bad: copies of every card must be a whole number/],
    [{ copiesOf: { HA: -1 } }, RangeError, /deck bad: copies of HA must be 1 or more/],
    [{ copiesOf: { XA: 2 } }, TypeError, /deck bad: copiesOf names XA, which is no card/],
    [{ copies: 3 }, RangeError, /deck bad has 96 cards; at most 64/],
    [{ copies: 1e9 }, RangeError, /deck bad has 32000000000 cards; at most 64/],
    [
      { extras: [{ code: 'HA', copies: 1, points: 0, name: { en: 'x', de: 'x' } }] },
      TypeError,
      /deck bad: the code HA is given twice/,
    ],
  ])('refuses %j with an error naming the deck', (extra, kind, message) => {
    const spec = {
      id: 'bad',
      suits: ['C', 'S', 'H', 'D'],
      ranks: ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'],
      points: SKAT_POINTS,
      ...extra,
    } as const;
    expect(() => defineDeck(spec)).toThrow(kind);
    expect(() => defineDeck(spec)).toThrow(message);
  });

  it('refuses a joker with a bad copies count', () => {
    const spec = {
      id: 'bad-jokers',
      suits: ['C'],
      ranks: ['A'],
      extras: [{ code: 'JK', copies: 0, points: 0, name: { en: 'joker', de: 'Joker' } }],
      points: SKAT_POINTS,
    } as const;
    expect(() => defineDeck(spec)).toThrow(/deck bad-jokers: copies of JK must be 1 or more/);
  });
});
