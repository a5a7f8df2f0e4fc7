import type { KernelContext } from './context';
import type { GameState } from './state';

/**
 * Where card `id` lies in a fresh deal, in the order a record lists the cards: a seat's
 * hand (`2 * seat`), then its held packets (`2 * seat + 1`), then the skat in order.
 */
function placeOf(ctx: KernelContext<unknown>, s: GameState<unknown>, id: number): number {
  const word = id >>> 5;
  const bit = 1 << (id & 31);
  for (let seat = 0; seat < ctx.seats; seat++) {
    if ((s.hands[2 * seat + word] & bit) !== 0) return 2 * seat;
    if (s.held !== undefined && (s.held[2 * seat + word] & bit) !== 0) return 2 * seat + 1;
  }
  return 2 * ctx.seats + s.skatOrder.indexOf(id);
}

/** Exchanges where cards `a` and `b` lie, in a fresh deal (hands, skat and skat order). */
function swapIds(ctx: KernelContext<unknown>, s: GameState<unknown>, a: number, b: number): void {
  const places: [number[], number][] = [[s.skat, 0]];
  for (let seat = 0; seat < ctx.seats; seat++) places.push([s.hands, 2 * seat]);
  if (s.held !== undefined)
    for (let seat = 0; seat < ctx.seats; seat++) places.push([s.held, 2 * seat]);
  for (const [words, base] of places) {
    const bitA = 1 << (a & 31);
    const bitB = 1 << (b & 31);
    const hasA = (words[base + (a >>> 5)] & bitA) !== 0;
    const hasB = (words[base + (b >>> 5)] & bitB) !== 0;
    if (hasA === hasB) continue;
    words[base + (a >>> 5)] ^= bitA;
    words[base + (b >>> 5)] ^= bitB;
  }
  s.skatOrder = s.skatOrder.map((id) => (id === a ? b : id === b ? a : id));
}

/**
 * Gives identical copies of a card (two jokers) their ids in a canonical order, in place:
 * the lower id lies in the earlier place (seat 0, seat 1, ..., then the skat in order;
 * a seat's held packets after its hand).
 * `fromDeal` assigns copies this way, so a deal shuffled by `deal` and the same deal
 * rebuilt from its codes (a snapshot, a record) are the same state, byte for byte. Only
 * which copy is where changes: no legal action, trick or outcome does.
 *
 * @example
 * canonicalCopies(rules.ctx, state); // after shuffling a deck with two JK
 */
export function canonicalCopies(ctx: KernelContext<unknown>, s: GameState<unknown>): void {
  for (let changed = true; changed; ) {
    changed = false;
    for (let id = 1; id < ctx.deck.size; id++) {
      const word = id < 32 ? ctx.copiesLo : ctx.copiesHi;
      if ((word & (1 << (id & 31))) === 0) continue;
      if (placeOf(ctx, s, id - 1) > placeOf(ctx, s, id)) {
        swapIds(ctx, s, id - 1, id);
        changed = true;
      }
    }
  }
}
