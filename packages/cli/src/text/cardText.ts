import { type CardCode, cardName, RANK_NAMES, type Rank, SUIT_NAMES } from '@stich/core';
import type { Style } from './style';

const RED: readonly string[] = ['H', 'D'];

/**
 * A card for the terminal in the one notation (core's `cardName`: `♥A`, `♣10`, `♠J`), red
 * suits in red. Codes that are not suit cards (a joker) are shown as they are.
 *
 * @example
 * cardText('HT', style(false)); // '♥10'
 */
export function cardText(code: CardCode, s: Style): string {
  const text = cardName(code);
  return RED.includes(code[0]) && text !== code ? s.red(text) : text;
}

/**
 * A rank as players write it: `10` for the ten, other ranks as their letter.
 *
 * @example
 * rankText('T'); // '10'
 */
export function rankText(rank: string): string {
  return RANK_NAMES[rank as Rank]?.short ?? rank;
}

/**
 * Reads a card a player typed: an ISS code (`HA`, `ht`), `10` for the ten (`H10`), the
 * suit symbol first (`♥A`), or a joker (`jk`, `joker`). Returns the code, or `null`.
 *
 * @example
 * parseCardInput('h10'); // 'HT'
 */
export function parseCardInput(text: string): CardCode | null {
  let t = text.trim().toUpperCase();
  for (const [suit, names] of Object.entries(SUIT_NAMES)) t = t.replace(names.symbol, suit);
  if (t === 'JK' || t === 'JOKER') return 'JK';
  t = t.replace(/^([CSHD])10$/, '$1T');
  return /^[CSHD][ATKQJ98765]$/.test(t) ? t : null;
}
