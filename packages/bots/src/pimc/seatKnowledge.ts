import type { BaseAction, SeatView } from '@stich/core';
import type { SeatKnowledge } from '@stich/core/plugin';
import { voidGroups } from '../voidGroups';
import type { PimcRules } from './pimcRules';

export type { SeatKnowledge };

/**
 * Card ids for codes, taking identical cards (two jokers) in turn.
 *
 * @example
 * const take = idTaker(rules.ctx.deck, new Set());
 * take('JK'); // 40, then 41
 */
export function idTaker(
  deck: PimcRules['ctx']['deck'],
  used: Set<number>,
): (code: string) => number {
  return (code) => {
    const id = deck.idsOf(code)?.find((i) => !used.has(i));
    if (id === undefined) throw new RangeError(`card ${code} is seen twice or is not in the deck`);
    used.add(id);
    return id;
  };
}

/**
 * Where the cards may be, as far as `view.seat` can tell: its own hand, open hands and a
 * skat it sees are known; every other card not yet played is unseen and may lie in any
 * hidden hand or hidden skat, except that a seat that did not follow a group it was led
 * holds none of it. Hidden hands and skat take as many cards as the view says they hold.
 *
 * @example
 * const k = seatKnowledge(rules, rules.view(state, 1));
 * k.capacity; // e.g. [10, 0, 10, 2]: two hidden hands and a hidden skat
 */
export function seatKnowledge<A extends BaseAction>(
  rules: PimcRules,
  view: SeatView<A>,
): SeatKnowledge {
  const { ctx } = rules;
  const seats = ctx.seats;
  const used = new Set<number>();
  const take = idTaker(ctx.deck, used);
  const known: number[][] = Array.from({ length: seats + 1 }, () => []);
  const capacity = new Array<number>(seats + 1).fill(0);
  known[view.seat] = view.hand.map(take);
  for (let owner = 0; owner < seats; owner++) {
    if (owner === view.seat) continue;
    const open = view.openHands[owner];
    if (open !== null) known[owner] = open.map(take);
    else capacity[owner] = view.handSizes[owner];
  }
  if (view.skat !== null) known[seats] = view.skat.map(take);
  else capacity[seats] = view.skatSize;
  const played = [...view.tricks.flatMap((t) => t.cards), ...view.trick].map((c) => ({
    seat: c.seat,
    id: take(c.card),
  }));
  const unseen: number[] = [];
  for (let id = 0; id < ctx.deck.size; id++) if (!used.has(id)) unseen.push(id);
  const hidden = capacity.reduce((mask, n, loc) => (n > 0 ? mask | (1 << loc) : mask), 0);
  const table = ctx.tableOf[view.trumpMode];
  const voids = voidGroups(table, view, (code) => ctx.deck.idsOf(code)![0], seats);
  const allowed = unseen.map((id) => {
    let mask = hidden;
    for (let seat = 0; seat < seats; seat++)
      if (voids[seat].has(table.group[id])) mask &= ~(1 << seat);
    return mask;
  });
  return { seat: view.seat, skat: seats, known, unseen, allowed, capacity, played };
}
