import { type Deck, type DeckSpec, defineDeck } from '@stich/core';
import { type CardNameSet, FRENCH_NAMES } from '@stich/core/plugin';

/** Card points (1.2): ace 11, ten 10, king 4, queen 3, jack 2, nine 0; 240 in the pack. */
const POINTS: DeckSpec['points'] = { A: 11, T: 10, K: 4, Q: 3, J: 2 };

/**
 * The French names as Doppelkopf players (and the rule text, 1.2) say them: Kreuz, Pik,
 * Herz, Karo; As, Zehn, König, Dame, Bube, Neun. Only the ace's German name differs from
 * core's set (`Ass`), so the short forms (`♣Q`) and the set's id stay French.
 */
const NAMES: CardNameSet = {
  ...FRENCH_NAMES,
  ranks: { ...FRENCH_NAMES.ranks, A: { ...FRENCH_NAMES.ranks.A, de: 'As' } },
};

/**
 * Doppelkopf's pack (1.2): A, 10, K, Q, J and 9 of the four French suits, every card
 * twice, 48 cards. The two copies of a card share its code.
 *
 * @example
 * DOPPELKOPF_DECK.size; // 48
 * DOPPELKOPF_DECK.idsOf('HT')!.length; // 2: both Dullen
 */
export const DOPPELKOPF_DECK: Deck = /* @__PURE__ */ defineDeck({
  id: 'doppelkopf48',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J', '9'],
  copies: 2,
  points: POINTS,
  names: NAMES,
});

/**
 * The pack without the nines (1.3, option `deck: '40'`): 40 cards, still 240 card points.
 *
 * @example
 * DOPPELKOPF_DECK_40.size; // 40
 */
export const DOPPELKOPF_DECK_40: Deck = /* @__PURE__ */ defineDeck({
  id: 'doppelkopf40',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J'],
  copies: 2,
  points: POINTS,
  names: NAMES,
});
