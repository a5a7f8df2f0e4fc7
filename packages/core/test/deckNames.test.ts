import { defineDeck, JOKER_DECK, SCHAFKOPF_DECK, SKAT_DECK } from '@stich/core';
import { SKAT_POINTS } from '@stich/core/kernel';
import { cardLongName, cardName, GERMAN_NAMES } from '@stich/core/plugin';
import { describe, expect, it } from 'vitest';

const id = (code: string) => SCHAFKOPF_DECK.idsOf(code)![0];

describe('the German set (Schafkopf 1.2)', () => {
  // The names the Schafkopf rule text uses: `CQ` is the Eichel-Ober, `SA` the Gras-Sau.
  it.each([
    ['CQ', 'Eichel-Ober', 'Ober of acorns', 'EO'],
    ['SA', 'Gras-Sau', 'Sau of leaves', 'GA'],
    ['DJ', 'Schellen-Unter', 'Unter of bells', 'SU'],
    ['HT', 'Herz-Zehn', 'ten of hearts', 'HZ'],
    ['HK', 'Herz-König', 'king of hearts', 'HK'],
    ['D7', 'Schellen-Sieben', 'seven of bells', 'S7'],
  ])('%s is the %s (%s, %s)', (code, de, en, short) => {
    expect(SCHAFKOPF_DECK.nameOf(id(code), 'de')).toBe(de);
    expect(SCHAFKOPF_DECK.nameOf(id(code))).toBe(en);
    expect(SCHAFKOPF_DECK.shortNameOf(id(code))).toBe(short);
    expect(cardName(code, SCHAFKOPF_DECK)).toBe(short);
    expect(cardLongName(code, SCHAFKOPF_DECK, 'de')).toBe(de);
    expect(cardLongName(code, SCHAFKOPF_DECK)).toBe(en);
  });

  it('keeps the codes and ids of the Skat pack', () => {
    expect(SCHAFKOPF_DECK.codes).toEqual(SKAT_DECK.codes);
    expect(SCHAFKOPF_DECK.points).toEqual(SKAT_DECK.points);
    expect(SCHAFKOPF_DECK.names.id).toBe('german');
  });

  it('names a doubled German pack too', () => {
    const deck = defineDeck({
      id: 'german-double',
      suits: ['C', 'S'],
      ranks: ['A', 'Q'],
      copies: 2,
      points: SKAT_POINTS,
      names: GERMAN_NAMES,
    });
    expect(deck.codes.map((_, i) => deck.nameOf(i, 'de'))).toEqual([
      'Eichel-Sau',
      'Eichel-Sau',
      'Eichel-Ober',
      'Eichel-Ober',
      'Gras-Sau',
      'Gras-Sau',
      'Gras-Ober',
      'Gras-Ober',
    ]);
  });
});

describe('the French set, unchanged', () => {
  it.each([
    ['HT', 'ten of hearts', 'Herz-Zehn', '♥10'],
    ['CJ', 'jack of clubs', 'Kreuz-Bube', '♣J'],
    ['SQ', 'queen of spades', 'Pik-Dame', '♠Q'],
    ['DA', 'ace of diamonds', 'Karo-Ass', '♦A'],
  ])('%s is the %s (%s, %s)', (code, en, de, short) => {
    const i = SKAT_DECK.idsOf(code)![0];
    expect(SKAT_DECK.nameOf(i)).toBe(en);
    expect(SKAT_DECK.nameOf(i, 'de')).toBe(de);
    expect(SKAT_DECK.shortNameOf(i)).toBe(short);
    expect(cardName(code)).toBe(short);
    expect(cardName(code, SKAT_DECK)).toBe(short);
    expect(cardLongName(code)).toBe(en);
    expect(cardLongName(code, SKAT_DECK, 'de')).toBe(de);
    expect(cardLongName(code, undefined, 'de')).toBe(de);
  });

  it('shows a joker as its code and names it by its spec', () => {
    expect(cardName('JK', JOKER_DECK)).toBe('JK');
    expect(JOKER_DECK.shortNameOf(40)).toBe('JK');
    expect(JOKER_DECK.nameOf(41, 'de')).toBe('Joker');
    expect(cardLongName('JK', JOKER_DECK)).toBe('joker');
    expect(cardLongName('JK')).toBe('JK');
  });
});
