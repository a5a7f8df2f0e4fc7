import { type BaseAction, RANK_NAMES, type Rank, SUIT_NAMES, type Suit } from '@stich/core';

/** `pickUpSkat` → `pick up skat`. */
const words = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * A card code in the notation of `stich play` (`HT` → `♥10`), a suit letter as its symbol
 * (`H` → `♥`); anything else as it is.
 */
function valueText(value: string): string {
  if (value.length === 1 && Object.hasOwn(SUIT_NAMES, value))
    return SUIT_NAMES[value as Suit].symbol;
  const suit = SUIT_NAMES[value[0] as Suit];
  const rank = RANK_NAMES[value.slice(1) as Rank];
  return value.length === 2 && suit !== undefined && rank !== undefined
    ? `${suit.symbol}${rank.short}`
    : value;
}

/**
 * A label for a legal action when the game gives none: the action's type in words, then
 * its fields in order: a `true` flag by its name, a number or text by its value (card
 * codes as suit symbol and rank, suit letters as their symbol), a list by its items; the seat and `false` flags are
 * left out.
 *
 * @example
 * actionLabel({ type: 'bid', seat: 1, value: 18 }); // 'bid 18'
 * actionLabel({ type: 'declare', seat: 0, game: 'H', hand: true }); // 'declare ♥ hand'
 * actionLabel({ type: 'discard', seat: 2, cards: ['SA', 'HT'] }); // 'discard ♠A ♥10'
 */
export function actionLabel(action: BaseAction): string {
  const parts = [words(action.type)];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'seat' || value === false || value == null) continue;
    if (value === true) parts.push(words(key));
    else if (Array.isArray(value)) parts.push(value.map((v) => valueText(String(v))).join(' '));
    else if (typeof value !== 'object') parts.push(valueText(String(value)));
  }
  return parts.join(' ');
}
