import type { BaseAction, GameState, Rng } from '@stich/core';
import { unwrap } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { askOnTurn, askOutOfTurn, OfferOrder } from '@stich/core/plugin';
import type { Bot } from './bot';

/**
 * Called after each action while bots play a deal.
 *
 * @example
 * const log: ActionListener<undefined, CoreAction> = (action) => console.log(action);
 */
export type ActionListener<X, A> = (action: A, before: GameState<X>, after: GameState<X>) => void;

/**
 * Plays a deal to its end through the pure rules API: each seat's bot sees only its own
 * sight or view (see `askOnTurn`). After each action, the bots of seats offered actions out of turn (a Re in answer
 * to a Kontra) are asked first, in the order of an `OfferOrder`, through their
 * `chooseOutOfTurn`; then the bot of the seat to act. Returns the final state; the input
 * state is not changed. Throws if a bot picks an illegal action (a bug in the bot).
 *
 * @example
 * const end = playDeal(rules, rules.deal({ dealer: 0, seed: 1 }), [bot, randomBot, randomBot, randomBot], new Rng(1));
 * rules.outcome(end);
 */
export function playDeal<X, A extends BaseAction>(
  rules: Rules<unknown, X, unknown, A>,
  state: GameState<X>,
  bots: readonly Bot<A>[],
  rng: Rng,
  onAction?: ActionListener<X, A>,
): GameState<X> {
  let s = state;
  const order = new OfferOrder(rules.ctx.seats);
  // Only a bot that may answer out of turn is offered anything.
  const offered = (seat: number) =>
    bots[seat].chooseOutOfTurn !== undefined && rules.outOfTurn(s, seat).length > 0;
  while (!rules.isTerminal(s)) {
    const turn = rules.toAct(s);
    const seat = order.next(turn, offered);
    const action =
      seat === turn
        ? rules.decode(s, askOnTurn(rules, s, bots[seat], rng))
        : askOutOfTurn(rules, s, seat, bots[seat], rng);
    if (action === null) {
      order.decline(seat);
      continue;
    }
    const next = unwrap(rules.applyAction(s, action));
    onAction?.(action, s, next);
    s = next;
    order.acted(seat);
  }
  return s;
}
