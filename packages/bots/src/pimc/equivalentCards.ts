import type { TrickTable } from '@stich/core/kernel';
import type { SeatKnowledge } from './seatKnowledge';

/**
 * Classes of the seat's candidate cards that are worth the same in every deal the seat
 * may face: one follow group, the same card points, and between them in rank only cards
 * the seat holds or that went to finished tricks (not those of the trick on the table,
 * `trickLength` cards, which still compete for it). With every hand open, playing one or the
 * other gives the same result, so the solver needs to try only one of each class.
 * Returns, for each candidate, the index of its class's first member.
 *
 * @example
 * equivalentCards(table, deck.points, knowledge, view.trick.length, [h9, h8, hA]); // [0, 0, 2]: 9 and 8 of hearts go together
 */
export function equivalentCards(
  table: TrickTable,
  points: readonly number[],
  k: SeatKnowledge,
  trickLength: number,
  cards: readonly number[],
): number[] {
  // Cards in the trick on the table still compete for it: only finished tricks count.
  const finished = k.played.length - trickLength;
  const accounted = new Set<number>([
    ...k.known[k.seat],
    ...k.played.slice(0, finished).map((p) => p.id),
  ]);
  const order = cards.map((_, i) => i);
  order.sort((a, b) => {
    const [x, y] = [cards[a], cards[b]];
    return table.group[x] - table.group[y] || table.power[y] - table.power[x] || x - y;
  });
  const classOf = cards.map((_, i) => i);
  const size = table.group.length;
  for (let n = 1; n < order.length; n++) {
    const [a, b] = [cards[order[n - 1]], cards[order[n]]];
    if (table.group[a] !== table.group[b] || points[a] !== points[b]) continue;
    let gap = false;
    for (let id = 0; id < size && !gap; id++) {
      const p = table.power[id];
      gap =
        table.group[id] === table.group[a] &&
        p < table.power[a] &&
        p > table.power[b] &&
        !accounted.has(id);
    }
    if (!gap) classOf[order[n]] = classOf[order[n - 1]];
  }
  // Name each class by its first member in the candidates' own order.
  const first = new Map<number, number>();
  return classOf.map((c, i) => {
    if (!first.has(c)) first.set(c, i);
    return first.get(c)!;
  });
}
