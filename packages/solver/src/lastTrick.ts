import type { GameState } from '@stich/core';
import { lowestCard } from '@stich/core/kernel';
import { type CardOrder, takesLead } from './cardOrder';
import type { CompiledQuery } from './query';

/**
 * The last trick, at its start: every active seat holds one card, so the play is
 * forced. What the side takes in it (its weight or 1 trick, and the last-trick bonus).
 *
 * @example
 * lastTrick(state, order, query, 3); // e.g. 21: the side's ace takes the ten
 */
export function lastTrick(
  s: GameState,
  order: CardOrder,
  query: CompiledQuery,
  active: number,
): number {
  const { group, power, weight } = order;
  let seat = s.turn;
  let led = -1;
  let bestPower = -1;
  let winner = seat;
  let sum = 0;
  for (let k = 0; k < active; k++) {
    const lo = s.hands[2 * seat];
    const hi = s.hands[2 * seat + 1];
    const c = lowestCard(lo, hi);
    sum += weight[c];
    if (k === 0) led = group[c];
    if (k === 0 || takesLead(order, c, led, bestPower)) {
      bestPower = power[c];
      winner = seat;
    }
    seat = s.next[seat];
  }
  if (query.inSide[winner] === 0) return 0;
  return (query.count === 'tricks' ? 1 : sum) + query.lastTrick;
}
