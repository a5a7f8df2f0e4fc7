import type { CardCode, Suit } from '@stich/core';
import { cardName, SUIT_NAMES } from '@stich/core/plugin';
import { BASE_VALUES, type Game, type Making } from '../index';

/**
 * The games of Skatkopf as players call them.
 *
 * @example
 * GAME_NAMES.babyGrand; // 'Baby Grand'
 */
export const GAME_NAMES: Readonly<Record<Game, string>> = {
  partner: 'Partner',
  solo: 'Solo',
  babyGrand: 'Baby Grand',
  grandHand: 'Grand Hand',
};

/**
 * A card in running text, without colour: `♠A`, `JK`.
 *
 * @example
 * plainCard('ST'); // '♠10'
 */
export function plainCard(code: CardCode): string {
  return cardName(code);
}

/**
 * A suit in running text: `hearts ♥`.
 *
 * @example
 * suitText('H'); // 'hearts ♥'
 */
export function suitText(suit: Suit): string {
  return `${SUIT_NAMES[suit].en} ${SUIT_NAMES[suit].symbol}`;
}

/**
 * A bid with its value: `Solo (2)`, `Partner doubled (2)`, `Solo doubled 3 times (16)`.
 *
 * @example
 * bidText('grandHand', 1); // 'Grand Hand doubled (8)'
 */
export function bidText(game: Game, doublings = 0): string {
  const value = BASE_VALUES[game] * 2 ** doublings;
  const doubled =
    doublings === 0 ? '' : doublings === 1 ? ' doubled' : ` doubled ${doublings} times`;
  return `${GAME_NAMES[game]}${doubled} (${value})`;
}

/**
 * A game as played: `Partner in hearts (tournee)`, `Solo in clubs (hand)`, `Baby Grand`.
 *
 * @example
 * gameText({ game: 'solo', trumpSuit: 'C', making: 'hand' }); // 'Solo in clubs (hand)'
 */
export function gameText(o: {
  readonly game: Game;
  readonly trumpSuit: Suit | null;
  readonly making: Making | null;
}): string {
  const name = GAME_NAMES[o.game];
  if (o.trumpSuit === null) return name;
  const how = o.making === 'hand' || o.making === 'tournee' ? ` (${o.making})` : '';
  return `${name} in ${SUIT_NAMES[o.trumpSuit].en}${how}`;
}
