import type { BaseAction, CardCode, SeatView } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';

/**
 * The follow groups each seat has shown itself void in: it played another group to a
 * trick that group was led to. `id` gives a card code's id (the first copy's).
 *
 * @example
 * voidGroups(table, view, facts.id, 3)[2].has(table.trumpGroup); // seat 2 is out of trumps
 */
export function voidGroups<A extends BaseAction>(
  table: TrickTable,
  view: SeatView<A>,
  id: (code: CardCode) => number,
  seats: number,
): Set<number>[] {
  const voids = Array.from({ length: seats }, () => new Set<number>());
  for (const cards of [...view.tricks.map((t) => t.cards), view.trick]) {
    if (cards.length === 0) continue;
    const led = table.group[id(cards[0].card)];
    for (const { seat, card } of cards.slice(1)) {
      if (table.group[id(card)] !== led) voids[seat].add(led);
    }
  }
  return voids;
}
