import type { CardCode, Deck, Rank } from '@stich/core';
import { cardName, RANK_NAMES, SUIT_NAMES } from '@stich/core/plugin';
import type { Style } from './style';

const RED: readonly string[] = ['H', 'D'];

/**
 * A card for the terminal in the one notation (core's `cardName` in the deck's names:
 * `♥A`, `♣10`, `♠J`, or `EO` for a German deck; French without a deck), red suits in red.
 * Codes that are not suit cards (a joker) are shown as they are.
 *
 * @example
 * cardText('HT', style(false)); // '♥10'
 * cardText('CQ', style(false), SCHAFKOPF_DECK); // 'EO'
 */
export function cardText(code: CardCode, s: Style, deck?: Deck): string {
  const text = cardName(code, deck);
  return RED.includes(code[0]) && text !== code ? s.red(text) : text;
}

/**
 * A rank as players write it, the short form of the deck's names: `10` for the ten and
 * the other ranks as their letter (French, also without a deck), `Z`, `O`, `U` (German).
 *
 * @example
 * rankText('T'); // '10'
 * rankText('Q', SCHAFKOPF_DECK); // 'O'
 */
export function rankText(rank: string, deck?: Deck): string {
  const ranks = deck?.names.ranks ?? RANK_NAMES;
  return Object.hasOwn(ranks, rank) ? ranks[rank as Rank].short : rank;
}

/**
 * Reads a card a player typed: the card as the deck shows it (`EO` for a German deck's
 * Eichel-Ober; where such a form is also an ISS code, as `SA` for the Schellen-Sau, the
 * form shown wins), an ISS code (`HA`, `ht`), `10` for the ten (`H10`), the suit symbol
 * first (`♥A`), or a joker (`jk`, `joker`). Returns the code, or `null`.
 *
 * @example
 * parseCardInput('h10'); // 'HT'
 * parseCardInput('eo', SCHAFKOPF_DECK); // 'CQ'
 */
export function parseCardInput(text: string, deck?: Deck): CardCode | null {
  let t = text.trim().toUpperCase();
  if (deck !== undefined) {
    for (let id = 0; id < deck.size; id++)
      if (deck.shortNameOf(id).toUpperCase() === t) return deck.codes[id];
  }
  for (const [suit, names] of Object.entries(SUIT_NAMES)) t = t.replace(names.symbol, suit);
  if (t === 'JK' || t === 'JOKER') return 'JK';
  t = t.replace(/^([CSHD])10$/, '$1T');
  return /^[CSHD][ATKQJ98765]$/.test(t) ? t : null;
}
