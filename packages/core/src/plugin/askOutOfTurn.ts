import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import type { Rng } from '../rng/rng';
import type { Bot } from './bot';

/**
 * Asks a seat's bot about the actions the rules offer it out of turn
 * (`rules.outOfTurn(s, seat)`): the bot's `chooseOutOfTurn` gets the seat's view with
 * those as its legal actions. Returns the action chosen, or `null` when the bot declines,
 * has no `chooseOutOfTurn`, or nothing is offered (then the bot is not called). Throws a
 * `RangeError` when the bot picks an action it was not offered (a bug in the bot).
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns)
 * @example
 * import { askOutOfTurn, OfferOrder } from '@stich/core/plugin';
 *
 * const order = new OfferOrder(rules.ctx.seats);
 * const seat = order.next(s.turn, (other) => rules.outOfTurn(s, other).length > 0);
 * const answer = seat === s.turn ? null : askOutOfTurn(rules, s, seat, bots[seat], rng);
 * if (answer === null) order.decline(seat); // e.g. no Re this time
 */
export function askOutOfTurn<X, A extends BaseAction, V>(
  rules: Rules<unknown, X, unknown, A, V>,
  s: GameState<X>,
  seat: number,
  bot: Bot<A, V>,
  rng: Rng,
): A | null {
  if (bot.chooseOutOfTurn === undefined) return null;
  const offered = rules.outOfTurn(s, seat);
  if (offered.length === 0) return null;
  const view = { ...rules.view(s, seat), legalActions: offered };
  const action = bot.chooseOutOfTurn(view, rng);
  if (action === null || offered.includes(action)) return action;
  const wanted = JSON.stringify(action);
  const match = offered.find((a) => JSON.stringify(a) === wanted);
  if (match !== undefined) return match;
  throw new RangeError(
    `bot ${bot.name} of seat ${seat} chose ${wanted} out of turn, which it was not offered`,
  );
}
