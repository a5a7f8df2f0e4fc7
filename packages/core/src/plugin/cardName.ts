import type { CardCode, Rank, Suit } from '../cards/atoms';
import { type CardLanguage, FRENCH_NAMES, suitCardName } from '../cards/cardNames';
import type { Deck } from '../cards/deck';

/**
 * A card in the one notation every Stich tool shows, the short form of the deck's names:
 * suit symbol and rank for the French set (`♥A`, `♣10`, `♠J`), letters for the German
 * set (`EO` for the Eichel-Ober, `GA` for the Gras-Sau). Without a deck, the French set.
 * Codes that are not suit cards (a joker) are shown as they are. Plug-ins use it in
 * their texts so that prompts, narration, menus and reports read alike.
 *
 * @example
 * import { cardName } from '@stich/core/plugin';
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

/**
 * A card's long name in the deck's names, in English or German: `ten of hearts`,
 * `Herz-Zehn`, `Eichel-Ober`, `Gras-Sau`; an extra card by its own name (`joker`).
 * Without a deck, the French set. A code that is no card of the deck is shown as it is.
 * Tools use it where they list cards in full (`stich rules` in the plug-in's
 * `cardLanguage`).
 *
 * @example
 * import { cardLongName } from '@stich/core/plugin';
 *
 * cardLongName('HT'); // 'ten of hearts'
 * cardLongName('CQ', SCHAFKOPF_DECK, 'de'); // 'Eichel-Ober'
 * cardLongName('SA', SCHAFKOPF_DECK, 'de'); // 'Gras-Sau'
 */
export function cardLongName(code: CardCode, deck?: Deck, lang: CardLanguage = 'en'): string {
  if (deck !== undefined) {
    const ids = deck.idsOf(code);
    return ids === undefined ? code : deck.nameOf(ids[0], lang);
  }
  const suit = code[0] as Suit;
  const rank = code.slice(1) as Rank;
  if (!Object.hasOwn(FRENCH_NAMES.suits, suit) || !Object.hasOwn(FRENCH_NAMES.ranks, rank))
    return code;
  return suitCardName(FRENCH_NAMES, suit, rank, lang);
}
