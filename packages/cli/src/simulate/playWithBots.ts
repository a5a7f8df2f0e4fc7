import type { Bot } from '@stich/bots';
import { type BaseAction, type GameState, type Rng, unwrap } from '@stich/core';
import { MAX_ACTIONS, type Rules, SeatSight } from '@stich/core/kernel';
import { askOnTurn, askOutOfTurn, OfferOrder } from '@stich/core/plugin';

/** The sight the bots of `playWithBots` decide on, by the number of seats (refilled per turn). */
const sights = new Map<number, SeatSight>();

/**
 * Plays a deal to its end, in place: a seat with a bot chooses from its own sight or
 * view (copies; see `askOnTurn`), and its action is checked and applied to `state`; a seat without one (`null`)
 * plays a uniformly random legal action on the kernel, on its turn only. After each
 * action, bots offered actions out of turn are asked first, in the order of an
 * `OfferOrder` (see `Bot.chooseOutOfTurn`). Returns `state`, finished. A bot's illegal
 * action throws, with `state` as it was before it.
 *
 * @example
 * const done = playWithBots(rules, rules.deal({ dealer: 0, rng }), [bot, null, null, null], rng);
 */
export function playWithBots<X>(
  rules: Rules<unknown, X, unknown, BaseAction>,
  state: GameState<X>,
  bots: readonly (Bot | null)[],
  rng: Rng,
): GameState<X> {
  const s = state;
  // Checked first (the seat's own action, legal now), then applied without a copy.
  const apply = (action: BaseAction) =>
    rules.applyFor(s, action.seat, unwrap(rules.check(s, action)));
  const seats = rules.ctx.seats;
  let sight = sights.get(seats);
  if (sight === undefined) sights.set(seats, (sight = new SeatSight(seats, MAX_ACTIONS)));
  const order = new OfferOrder(rules.ctx.seats);
  // Only a bot that may answer out of turn is offered anything; a random seat never is.
  const offered = (seat: number) =>
    bots[seat]?.chooseOutOfTurn !== undefined && rules.outOfTurn(s, seat).length > 0;
  while (!rules.isTerminal(s)) {
    const turn = rules.toAct(s);
    const seat = order.next(turn, offered);
    const bot = bots[seat];
    if (seat !== turn) {
      const action = askOutOfTurn(rules, s, seat, bot!, rng);
      if (action === null) order.decline(seat);
      else {
        apply(action);
        order.acted(seat);
      }
      continue;
    }
    if (bot === null) rules.applyCode(s, rules.randomCode(s, rng));
    else rules.applyFor(s, seat, askOnTurn(rules, s, bot, rng, sight));
    order.acted(seat);
  }
  return s;
}
