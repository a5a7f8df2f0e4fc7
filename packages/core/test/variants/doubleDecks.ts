import { type DeckSpec, defineDeck } from '@stich/core';

/** Doppelkopf's card points: A 11, T 10, K 4, Q 3, J 2, nines 0 (240 in the double pack). */
const POINTS: DeckSpec['points'] = { A: 11, T: 10, K: 4, Q: 3, J: 2 };

/** The doubled pack, with nines (48 cards) or without (40). */
export const DOUBLE_48 = defineDeck({
  id: 'double48',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J', '9'],
  copies: 2,
  points: POINTS,
});
export const DOUBLE_40 = defineDeck({
  id: 'double40',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J'],
  copies: 2,
  points: POINTS,
});
