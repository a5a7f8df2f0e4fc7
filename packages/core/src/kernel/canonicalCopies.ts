import type { KernelContext } from './context';
import type { GameState } from './state';

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
  const copiesLo = ctx.copiesLo;
  const copiesHi = ctx.copiesHi;
  // Cards in pairs (none in three copies or more, no pair split across the words): all at once.
  if ((copiesLo & (copiesLo << 1)) === 0 && (copiesHi & ((copiesHi << 1) | 1)) === 0) {
    swapPairs(ctx, s, copiesLo, copiesHi);
    return;
  }
  const size = ctx.deck.size;
  // Each run of copies: a card and the copies after it (`copiesLo`/`copiesHi`), ids first..end-1.
  for (let first = 0; first < size; ) {
    let end = first + 1;
    while (end < size && ((end < 32 ? ctx.copiesLo : ctx.copiesHi) & (1 << (end & 31))) !== 0)
      end++;
    if (end - first > 1) giveInOrder(ctx, s, first, end);
    first = end;
  }
}

/**
 * Gives the copies `first`..`end - 1` of one card to the places that hold them, the lowest
 * ids to the earliest places (see `canonicalCopies`): each place keeps as many as it had.
 */
function giveInOrder(
  ctx: KernelContext<unknown>,
  s: GameState<unknown>,
  first: number,
  end: number,
): void {
  let next = first;
  for (let seat = 0; seat < ctx.seats; seat++) {
    next = takeBack(s.hands, 2 * seat, first, end, next);
    if (s.held !== undefined) next = takeBack(s.held, 2 * seat, first, end, next);
  }
  // The skat, in the order it was dealt.
  for (let id = first; id < end; id++) s.skat[id >>> 5] &= ~(1 << (id & 31));
  const order = s.skatOrder;
  for (let i = 0; i < order.length; i++) {
    if (order[i] < first || order[i] >= end) continue;
    order[i] = next;
    s.skat[next >>> 5] |= 1 << (next & 31);
    next++;
  }
}

/**
 * Takes the copies `first`..`end - 1` out of the card set at `words[base]` (two words) and
 * gives it as many from `next` on; returns the next id to give.
 */
function takeBack(words: number[], base: number, first: number, end: number, next: number): number {
  let count = 0;
  for (let id = first; id < end; id++) {
    const w = base + (id >>> 5);
    const bit = 1 << (id & 31);
    if ((words[w] & bit) === 0) continue;
    words[w] ^= bit;
    count++;
  }
  for (; count > 0; count--, next++) words[base + (next >>> 5)] |= 1 << (next & 31);
  return next;
}

/**
 * `canonicalCopies` for cards in pairs (`copiesLo`/`copiesHi`: the second id of each pair),
 * on whole words: the places are read in order once, noting each pair whose second copy
 * comes first (flags at the second id), and those pairs' ids are then exchanged
 * everywhere. Deals of every simulation with copies run it.
 */
function swapPairs(
  ctx: KernelContext<unknown>,
  s: GameState<unknown>,
  copiesLo: number,
  copiesHi: number,
): void {
  const { hands, held, skat, skatOrder } = s;
  let seenLo = 0;
  let seenHi = 0;
  let swapLo = 0;
  let swapHi = 0;
  // The places: each seat's hand, then its held packets (only where the deal pauses), then
  // the skat's cards in order. Without held packets every other place is skipped at once.
  const seatPlaces = 2 * ctx.seats;
  const step = held === undefined ? 2 : 1;
  for (let place = 0, end = seatPlaces + skatOrder.length; place < end; ) {
    let lo: number;
    let hi: number;
    if (place < seatPlaces) {
      const words = (place & 1) === 0 ? hands : held!;
      lo = words[place & ~1];
      hi = words[(place & ~1) + 1];
      place += step;
    } else {
      const id = skatOrder[place - seatPlaces];
      lo = id < 32 ? 1 << id : 0;
      hi = id < 32 ? 0 : 1 << (id - 32);
      place++;
    }
    // At each pair's second id: its first copy here, its second copy here.
    const firstLo = (lo << 1) & copiesLo;
    const firstHi = (hi << 1) & copiesHi;
    swapLo |= lo & copiesLo & ~firstLo & ~seenLo;
    swapHi |= hi & copiesHi & ~firstHi & ~seenHi;
    seenLo |= firstLo | (lo & copiesLo);
    seenHi |= firstHi | (hi & copiesHi);
  }
  if ((swapLo | swapHi) === 0) return;
  const atLo = swapLo >>> 1;
  const atHi = swapHi >>> 1;
  exchange(hands, atLo, atHi);
  exchange(skat, atLo, atHi);
  if (held !== undefined) exchange(held, atLo, atHi);
  for (let i = 0; i < skatOrder.length; i++) {
    const id = skatOrder[i];
    const at = id < 32 ? atLo : atHi;
    if (((at >>> (id & 31)) & 1) !== 0) skatOrder[i] = id + 1;
    else if (((at >>> ((id - 1) & 31)) & 1) !== 0 && (id & 31) !== 0) skatOrder[i] = id - 1;
  }
}

/** Exchanges in each card set of `words` the two ids of the pairs flagged at their first ids. */
function exchange(words: number[], atLo: number, atHi: number): void {
  for (let w = 0; w < words.length; w += 2) {
    const tLo = (words[w] ^ (words[w] >>> 1)) & atLo;
    const tHi = (words[w + 1] ^ (words[w + 1] >>> 1)) & atHi;
    words[w] ^= tLo | (tLo << 1);
    words[w + 1] ^= tHi | (tHi << 1);
  }
}
