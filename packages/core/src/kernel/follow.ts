import type { KernelContext } from './context';
import type { GameState } from './state';

/**
 * The cards `seat` may play now by the follow rule alone, as two words `[lo, hi]`: its
 * whole hand when it leads or cannot follow, else its cards of the led group (trumps
 * are a group of their own). Variant restrictions (`restrictPlay`) come on top.
 *
 * @example
 * const [lo, hi] = followableCards(ctx, state, seat);
 * cardIds(lo, hi); // the card ids seat may play
 */
export function followableCards(
  ctx: KernelContext<unknown>,
  s: GameState<unknown>,
  seat: number,
): [number, number] {
  const lo = s.hands[2 * seat];
  const hi = s.hands[2 * seat + 1];
  const start = s.winners.length * ctx.active;
  if (s.history.length === start) return [lo, hi];
  const table = ctx.tables[s.trump];
  const g = table.group[s.history[start]];
  const flo = lo & table.groupLo[g];
  const fhi = hi & table.groupHi[g];
  return (flo | fhi) === 0 ? [lo, hi] : [flo, fhi];
}
