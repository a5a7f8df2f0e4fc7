import type { CardCode, Suit, Variant } from '@stich/core';
import { compileTrickTable, groupOrder } from '@stich/core/kernel';

/**
 * The card order of one trump mode: the trumps and each suit's plain cards, highest first.
 *
 * @example
 * const jacks: ModeOrder = { mode: 'jacks', trumps: ['CJ', 'SJ', 'HJ', 'DJ'], plain: [{ suit: 'C', order: ['CA', 'CT'] }] };
 */
export interface ModeOrder {
  readonly mode: string;
  /** Trumps, highest first; identical cards (two jokers) once. */
  readonly trumps: readonly CardCode[];
  /** Each suit's cards that are not trumps, highest first (none when the suit is trump). */
  readonly plain: readonly { readonly suit: Suit; readonly order: readonly CardCode[] }[];
}

/**
 * Modes that share a value, in the order the modes come.
 *
 * @example
 * const group: ModeGroup<string> = { modes: ['undeclared', 'G'], value: 'CJ SJ HJ DJ' };
 */
export interface ModeGroup<T> {
  readonly modes: readonly string[];
  readonly value: T;
}

/**
 * The card order of each trump mode of a variant under these options, computed by core's
 * `compileTrickTable` and `groupOrder`; the first mode is in force when a deal starts.
 *
 * @example
 * modeOrders(kalterSchlag, kalterSchlag.defaults)[0].trumps; // ['CJ', 'SJ', 'HJ', 'DJ']
 */
export function modeOrders<O>(variant: Variant<O>, options: O): ModeOrder[] {
  const { deck } = variant.rules(options as Partial<O>).ctx;
  return Object.entries(variant.trumpModes(options)).map(([mode, spec]) => {
    const table = compileTrickTable(deck, spec);
    return {
      mode,
      trumps: groupOrder(deck, table, table.trumpGroup),
      plain: deck.spec.suits.map((suit, g) => ({ suit, order: groupOrder(deck, table, g) })),
    };
  });
}

/**
 * Groups trump modes by a value of their card order: modes with equal values (as JSON)
 * share a group.
 *
 * @example
 * groupModes(modeOrders(skat, skat.defaults), (o) => o.trumps).length; // 6: grand, Ramsch and undeclared share the jacks
 */
export function groupModes<T>(
  orders: readonly ModeOrder[],
  pick: (order: ModeOrder) => T,
): ModeGroup<T>[] {
  const groups = new Map<string, { modes: string[]; value: T }>();
  for (const order of orders) {
    const value = pick(order);
    const key = JSON.stringify(value);
    const group = groups.get(key) ?? { modes: [], value };
    group.modes.push(order.mode);
    groups.set(key, group);
  }
  return [...groups.values()];
}
