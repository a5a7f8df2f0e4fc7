import type { CardCode } from '../cards/atoms';
import type { KernelContext } from './context';
import { codesOf } from './rules';
import type { GameState } from './state';

/**
 * A seat's cards as a record lists them: its hand, then the packets still held back where
 * the deal pauses (see `DealStep`), so the first cards are those dealt before the pause.
 * In a deal that does not pause, or after the pause, this is the hand.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * import { dealtHand } from '@stich/core/kernel';
 *
 * dealtHand(rules.ctx, start, 0); // e.g. ['CA', 'SJ', 'H7', 'D9', 'CQ', 'ST', 'HK', 'D8']: four in hand, four held
 */
export function dealtHand<X>(
  ctx: KernelContext<unknown>,
  s: GameState<X>,
  seat: number,
): CardCode[] {
  const hand = codesOf(ctx, s.hands[2 * seat], s.hands[2 * seat + 1]);
  if (s.held === undefined) return hand;
  return [...hand, ...codesOf(ctx, s.held[2 * seat], s.held[2 * seat + 1])];
}
