import type { BaseAction, Deck, SeatView, TrickTable } from '@stich/core';

/**
 * The follow groups each seat has shown itself void in: it played another group to a
 * trick that group was led to.
 *
 * @example
 * voidGroups(table, view, deck, 3)[2].has(table.trumpGroup); // seat 2 is out of trumps
 */
export function voidGroups<A extends BaseAction>(
  table: TrickTable,
  view: SeatView<A>,
  deck: Deck,
  seats: number,
): Set<number>[] {
  const voids = Array.from({ length: seats }, () => new Set<number>());
  const groupOf = (code: string) => table.group[deck.idsOf(code)![0]];
  for (const cards of [...view.tricks.map((t) => t.cards), view.trick]) {
    if (cards.length === 0) continue;
    const led = groupOf(cards[0].card);
    for (const { seat, card } of cards.slice(1)) if (groupOf(card) !== led) voids[seat].add(led);
  }
  return voids;
}
