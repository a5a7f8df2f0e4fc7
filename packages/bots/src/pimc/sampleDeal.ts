import type { Rng } from '@stich/core';
import type { SampledDeal } from '@stich/core/plugin';
import type { SeatKnowledge } from './seatKnowledge';

export type { SampledDeal };

/** For each mask of locations, how many of the cards left may go only there: Hall's condition. */
function fits(count: Int32Array, capacity: readonly number[], locations: number): boolean {
  for (let set = 1; set < 1 << locations; set++) {
    let room = 0;
    for (let loc = 0; loc < locations; loc++) if (set & (1 << loc)) room += capacity[loc];
    let need = 0;
    for (let mask = 1; mask < 1 << locations; mask++)
      if ((mask & set) === mask) need += count[mask];
    if (need > room) return false;
  }
  return true;
}

/**
 * Deals the unseen cards consistently with what the seat knows, without rejection: the
 * cards with fewest places go first, each to one of its places with a chance in
 * proportion to the room left there, never to a place that would leave the remaining
 * cards no way to fit (Hall's condition over the locations). Once every card left may go
 * wherever there is room, they fill it in their (random) order: uniformly at random.
 * Returns `undefined` when no deal fits at all.
 *
 * @example
 * const deal = sampleDeal(seatKnowledge(rules, view), new Rng(1));
 * deal?.hands[view.seat]; // the seat's own hand, as it is
 */
export function sampleDeal(k: SeatKnowledge, rng: Rng): SampledDeal | undefined {
  const locations = k.capacity.length;
  const capacity = k.capacity.slice();
  const count = new Int32Array(1 << locations);
  for (const mask of k.allowed) count[mask]++;
  const room = capacity.reduce((a, b) => a + b, 0);
  if (room !== k.unseen.length || count[0] > 0 || !fits(count, capacity, locations))
    return undefined;
  // Most constrained first; ties in random order.
  const order = k.unseen.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const places = (mask: number) => {
    let n = 0;
    for (let m = mask; m !== 0; m &= m - 1) n++;
    return n;
  };
  order.sort((a, b) => places(k.allowed[a]) - places(k.allowed[b]));
  // Which locations every card from here on may go to.
  const common = new Array<number>(order.length + 1).fill(-1);
  for (let n = order.length - 1; n >= 0; n--) common[n] = common[n + 1] & k.allowed[order[n]];
  const held = k.known.map((cards) => cards.slice());
  for (let n = 0; n < order.length; n++) {
    const roomy = capacity.reduce((mask, r, loc) => (r > 0 ? mask | (1 << loc) : mask), 0);
    if ((common[n] & roomy) === roomy) {
      // The rest may go anywhere there is room, in random order: fill the room in turn.
      for (let loc = 0; loc < locations; loc++)
        while (capacity[loc] > 0) {
          capacity[loc]--;
          held[loc].push(k.unseen[order[n++]]);
        }
      break;
    }
    const i = order[n];
    const mask = k.allowed[i];
    count[mask]--;
    const weights = capacity.map((room, loc) => {
      if ((mask & (1 << loc)) === 0 || room === 0) return 0;
      capacity[loc]--;
      const ok = fits(count, capacity, locations);
      capacity[loc]++;
      return ok ? room : 0;
    });
    let r = rng.below(weights.reduce((a, b) => a + b, 0));
    const loc = weights.findIndex((w) => (r -= w) < 0);
    capacity[loc]--;
    held[loc].push(k.unseen[i]);
  }
  return { hands: held.slice(0, k.skat), skat: held[k.skat] };
}
