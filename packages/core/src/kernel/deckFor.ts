import type { Deck } from '../cards/deck';
import type { DealStep } from './spec';

/**
 * The deck a variant plays with under these options: its `deck`, or what its `deck`
 * function gives for them. Tools read the deck in force as `variant.rules(options).ctx.deck`;
 * this is for code that holds a spec and options but no compiled rules.
 *
 * @example
 * deckFor(doppelkopfSpec, { nines: false }).size; // 40
 */
export function deckFor<O>(
  spec: { readonly deck: Deck | ((options: O) => Deck) },
  options: O,
): Deck {
  return typeof spec.deck === 'function' ? spec.deck(options) : spec.deck;
}

/**
 * The deal pattern a variant deals with under these options (see {@link deckFor}).
 *
 * @example
 * dealFor(doppelkopfSpec, { nines: false }); // [{ each: 3 }, { each: 4 }, { each: 3 }]
 */
export function dealFor<O>(
  spec: { readonly deal: readonly DealStep[] | ((options: O) => readonly DealStep[]) },
  options: O,
): readonly DealStep[] {
  return typeof spec.deal === 'function' ? spec.deal(options) : spec.deal;
}
