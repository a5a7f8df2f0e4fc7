import { cardIds } from '../cards/cardSet';
import type { KernelContext } from '../kernel/context';
import type { GameState } from '../kernel/state';

/**
 * A state with every card written as its code, so that two states that differ only in
 * which copy of an identical card (two `JK`) a seat holds compare equal. A snapshot or
 * record gives the copies out in order, so its replay may swap them.
 *
 * @example
 * expect(canonicalState(ctx, restored.state())).toEqual(canonicalState(ctx, game.state()));
 */
export function canonicalState(
  ctx: KernelContext<unknown>,
  s: GameState<unknown>,
): Record<string, unknown> {
  const codes = ctx.deck.codes;
  const set = (words: readonly number[], i: number) =>
    cardIds(words[i], words[i + 1]).map((id) => codes[id]);
  const perSeat = (words: readonly number[]) =>
    Array.from({ length: s.seats }, (_, seat) => set(words, 2 * seat));
  return {
    phase: s.phase,
    dealer: s.dealer,
    next: s.next,
    hands: perSeat(s.hands),
    won: perSeat(s.won),
    tricks: s.tricks,
    skat: set(s.skat, 0),
    trump: s.trump,
    lead0: s.lead0,
    leader: s.leader,
    turn: s.turn,
    history: s.history.map((id) => codes[id]),
    winners: s.winners,
    doublers: s.doublers,
    ...(s.held === undefined ? {} : { held: perSeat(s.held) }),
    x: s.x,
  };
}
