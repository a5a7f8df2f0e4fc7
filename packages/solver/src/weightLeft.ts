import type { GameState } from '@stich/core';
import type { CardOrder } from './cardOrder';

/**
 * The weight of every card not yet in a finished trick: in the hands and on the table.
 *
 * @example
 * weightLeft(state, order, 3); // 120 less the skat at the start of a Skat game
 */
export function weightLeft(s: GameState, order: CardOrder, active: number): number {
  const weight = order.weight;
  let sum = 0;
  for (let i = s.winners.length * active; i < s.history.length; i++) sum += weight[s.history[i]];
  for (let i = 0; i < s.hands.length; i++) {
    let w = s.hands[i];
    while (w !== 0) {
      sum += weight[32 * (i & 1) + 31 - Math.clz32(w & -w)];
      w &= w - 1;
    }
  }
  return sum;
}
