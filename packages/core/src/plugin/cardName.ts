import type { CardCode, Rank, Suit } from '../cards/atoms';
import { FRENCH_NAMES } from '../cards/cardNames';
import type { Deck } from '../cards/deck';

/**
 * A card in the one notation every Stich tool shows, the short form of the deck's names:
 * suit symbol and rank for the French set (`♥A`, `♣10`, `♠J`), letters for the German
 * set (`EO` for the Eichel-Ober, `GA` for the Gras-Sau). Without a deck, the French set.
 * Codes that are not suit cards (a joker) are shown as they are. Plug-ins use it in
 * their texts so that prompts, narration, menus and reports read alike.
 *
 * @example
 * import { cardName } from '@stich/core';
 *
 * cardName('HT'); // '♥10'
 * cardName('CQ', SCHAFKOPF_DECK); // 'EO'
 */
export function cardName(code: CardCode, deck?: Deck): string {
  const names = deck?.names ?? FRENCH_NAMES;
  const suit = code[0] as Suit;
  const rank = code.slice(1) as Rank;
  if (!Object.hasOwn(names.suits, suit) || !Object.hasOwn(names.ranks, rank)) return code;
  return names.suits[suit].short + names.ranks[rank].short;
}
