import { type CardCode, RANK_NAMES, type Rank, SUIT_NAMES, type Suit } from '../cards/atoms';

/**
 * A card in the one notation every Stich tool shows: suit symbol and rank (`♥A`, `♣10`,
 * `♠J`). Codes that are not suit cards (a joker) are shown as they are. Plug-ins use it in
 * their texts so that prompts, narration, menus and reports read alike.
 *
 * @example
 * import { cardName } from '@stich/core';
 *
 * cardName('HT'); // '♥10'
 */
export function cardName(code: CardCode): string {
  const suit = code[0] as Suit;
  const rank = code.slice(1) as Rank;
  if (!(suit in SUIT_NAMES) || !(rank in RANK_NAMES)) return code;
  return `${SUIT_NAMES[suit].symbol}${RANK_NAMES[rank].short}`;
}
