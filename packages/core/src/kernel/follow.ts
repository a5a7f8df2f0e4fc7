import type { KernelContext } from './context';
import type { GameState } from './state';

/**
 * The follow rule, on one word of a hand: the cards of the led group (`led`, that word of
 * the group) when the seat holds any card of that group (`held`, over both words, is not
 * 0), else the whole word. With nothing led (`led` and `held` 0) the whole word. Trumps
 * are a group of their own. Branch-free: where to follow is about as often yes as no.
 * The one statement of the rule: the general path and the fused playout both call it.
 *
 * @example
 * follows(hand, groupLo[g], hand & groupLo[g]); // the cards of a one-word hand that may be played to group g
 */
export function follows(word: number, led: number, held: number): number {
  return word ^ ((word ^ (word & led)) & ((held | -held) >> 31));
}

/**
 * Word `word` (0: ids 0-31, 1: ids 32-63) of the cards `seat` may play now by the follow
 * rule alone: its whole hand when it leads or cannot follow, else its cards of the led
 * group.
 *
 * @example
 * const lo = followableWord(ctx, state, seat, 0);
 */
export function followableWord(
  ctx: KernelContext<unknown>,
  s: GameState<unknown>,
  seat: number,
  word: 0 | 1,
): number {
  const lo = s.hands[2 * seat];
  const hi = s.hands[2 * seat + 1];
  const start = s.winners.length * ctx.active;
  if (s.history.length === start) return word === 0 ? lo : hi;
  const table = ctx.tables[s.trump];
  const g = table.group[s.history[start]];
  const ledLo = table.groupLo[g];
  const ledHi = table.groupHi[g];
  return follows(word === 0 ? lo : hi, word === 0 ? ledLo : ledHi, (lo & ledLo) | (hi & ledHi));
}

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
  return [followableWord(ctx, s, seat, 0), followableWord(ctx, s, seat, 1)];
}
