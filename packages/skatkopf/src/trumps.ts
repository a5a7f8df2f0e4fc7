import { jokersAndJacks, SUITS, type Suit, type TrumpSpec } from '@stich/core';
import type { SkatkopfOptions } from './options';

/**
 * Trump modes: before trump is made, each suit, and grand (jokers and jacks only).
 *
 * @example
 * MODES[state.trump]; // 'H' once hearts are trump
 */
export const MODES = ['undeclared', ...SUITS, 'G'] as const;

/**
 * A trump mode of Skatkopf by name.
 *
 * @example
 * const mode: SkatkopfMode = 'G';
 */
export type SkatkopfMode = (typeof MODES)[number];

/**
 * The trump mode a trump suit makes, or grand (`null`): what the phase graph names.
 *
 * @example
 * modeName('H'); // 'H'
 * modeName(null); // 'G'
 */
export function modeName(suit: Suit | null): SkatkopfMode {
  return suit ?? 'G';
}

/**
 * The trick table's index (`ctx.tables`, `state.trump`) of a trump suit, or of grand
 * (`null`), for code that reads the compiled tables.
 *
 * @example
 * modeOf('H'); // 3
 */
export function modeOf(suit: Suit | null): number {
  return MODES.indexOf(modeName(suit));
}

/**
 * Skatkopf's trump orders: the jokers, CJ SJ HJ DJ, then the trump suit A T K Q 9 8 7 6 5
 * (none in grand games); plain suits A T K Q 9 8 7 6 5. Of two jokers in a trick the
 * second played wins (option `jokers: 'first'`: the first).
 *
 * @example
 * trumpModes(defaults).H; // jokers, jacks, then hearts
 */
export function trumpModes(o: SkatkopfOptions): Record<SkatkopfMode, TrumpSpec> {
  const identical = o.jokers === 'second' ? 'later' : 'earlier';
  return {
    undeclared: jokersAndJacks(null, identical),
    C: jokersAndJacks('C', identical),
    S: jokersAndJacks('S', identical),
    H: jokersAndJacks('H', identical),
    D: jokersAndJacks('D', identical),
    G: jokersAndJacks(null, identical),
  };
}
