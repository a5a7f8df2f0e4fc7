import { jokersAndJacks, type Suit, type TrumpSpec } from '@stich/core';
import type { SkatkopfOptions } from './options';

/**
 * A trump mode of Skatkopf by name: before trump is made (`undeclared`, in force when the
 * deal starts), each suit, and grand (jokers and jacks only). Modes are kept by name; the
 * kernel's compiled tables are found by name too (`ctx.tableOf[mode]`).
 *
 * @example
 * const mode: SkatkopfMode = 'G';
 * rules.ctx.tableOf[mode]; // grand's trick table
 */
export type SkatkopfMode = 'undeclared' | Suit | 'G';

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
