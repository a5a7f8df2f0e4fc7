import type { BaseAction, Deck, Suit } from '@stich/core';
import { cardName, FRENCH_NAMES } from '@stich/core/plugin';

/** `pickUpSkat` → `pick up skat`. */
const words = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A card code in the notation of `stich play`, the deck's short form (`HT` → `♥10`, or
 * `HZ` for a German deck), a suit letter as its short form (`H` → `♥`); anything else as
 * it is.
 */
function valueText(value: string, deck: Deck | undefined): string {
  const names = deck?.names ?? FRENCH_NAMES;
  if (value.length === 1 && Object.hasOwn(names.suits, value))
    return names.suits[value as Suit].short;
  return value.length === 2 ? cardName(value, deck) : value;
}

/**
 * A label for a legal action when the game gives none: the action's type in words, then
 * its fields in order: a `true` flag by its name, a number or text by its value (card
 * codes as the deck's short form, suit symbol and rank for the French set, suit letters as
 * their short form), a list by its items; the seat and `false` flags are left out. Without
 * a deck, the French set.
 *
 * @example
 * actionLabel({ type: 'bid', seat: 1, value: 18 }); // 'bid 18'
 * actionLabel({ type: 'declare', seat: 0, game: 'H', hand: true }); // 'declare ♥ hand'
 * actionLabel({ type: 'discard', seat: 2, cards: ['SA', 'HT'] }); // 'discard ♠A ♥10'
 * actionLabel({ type: 'play', seat: 2, card: 'CQ' }, SCHAFKOPF_DECK); // 'play EO'
 */
export function actionLabel(action: BaseAction, deck?: Deck): string {
  const parts = [words(action.type)];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'seat' || value === false || value == null) continue;
    if (value === true) parts.push(words(key));
    else if (Array.isArray(value))
      parts.push(value.map((v) => valueText(String(v), deck)).join(' '));
    else if (typeof value !== 'object') parts.push(valueText(String(value), deck));
  }
  return parts.join(' ');
}
