import { popcount } from '../cards/cardSet';
import type { KernelContext } from '../kernel/context';
import type { GameState } from '../kernel/state';

/**
 * Checks card conservation in place, without allocating: the hands, the cards held back
 * for a later packet, the cards won, the skat and the cards of the current trick are a
 * partition of the deck. Returns `null`, or a sentence saying what is wrong.
 *
 * @example
 * cardPartition(rules.ctx, state); // null
 */
export function cardPartition(ctx: KernelContext<unknown>, s: GameState<unknown>): string | null {
  let lo = 0;
  let hi = 0;
  let count = 0;
  const words = 2 * s.seats;
  for (let w = 0; w < words; w += 2) {
    const hl = s.hands[w];
    const hh = s.hands[w + 1];
    const wl = s.won[w];
    const wh = s.won[w + 1];
    lo |= hl | wl;
    hi |= hh | wh;
    count += popcount(hl) + popcount(hh) + popcount(wl) + popcount(wh);
  }
  lo |= s.skat[0];
  hi |= s.skat[1];
  count += popcount(s.skat[0]) + popcount(s.skat[1]);
  const held = s.held;
  if (held !== undefined) {
    for (let w = 0; w < words; w += 2) {
      lo |= held[w];
      hi |= held[w + 1];
      count += popcount(held[w]) + popcount(held[w + 1]);
    }
  }
  const history = s.history;
  for (let i = s.winners.length * ctx.active; i < history.length; i++) {
    const id = history[i];
    if (id < 32) lo |= 1 << id;
    else hi |= 1 << (id - 32);
    count++;
  }
  const size = ctx.deck.size;
  const union = popcount(lo) + popcount(hi);
  if (count === size && union === size) return null;
  if (union < size)
    return `${size - union} cards of the deck are nowhere (hands, held, won, skat, trick)`;
  return `${count - union} cards are in two places at once`;
}

/**
 * Card points in the hands, the cards won, the skat and the current trick: the deck's
 * total whenever cards are conserved.
 *
 * @example
 * pointsInPlay(rules.ctx, state) === rules.ctx.deck.totalPoints; // true
 */
export function pointsInPlay(ctx: KernelContext<unknown>, s: GameState<unknown>): number {
  const deck = ctx.deck;
  let sum = deck.pointsOf(s.skat[0], s.skat[1]);
  for (let w = 0; w < 2 * s.seats; w += 2)
    sum += deck.pointsOf(s.hands[w], s.hands[w + 1]) + deck.pointsOf(s.won[w], s.won[w + 1]);
  for (let i = s.winners.length * ctx.active; i < s.history.length; i++)
    sum += deck.points[s.history[i]];
  if (s.held !== undefined)
    for (let w = 0; w < s.held.length; w += 2) sum += deck.pointsOf(s.held[w], s.held[w + 1]);
  return sum;
}
