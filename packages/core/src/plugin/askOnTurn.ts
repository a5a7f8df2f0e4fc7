import { unwrap } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import { type SeatSight, seatSight } from '../kernel/sight';
import type { GameState } from '../kernel/state';
import type { Rng } from '../rng/rng';
import type { Bot } from './bot';

/**
 * Asks the bot of the seat to act for its action and returns its legal code: in trick
 * play first on the seat's sight (`Bot.chooseCode`, refreshed into `sight`), then, when
 * the bot has no fast way or returns -1, and before trick play, on the seat's view
 * (`Bot.choose`, checked). Throws when the bot picks
 * an action that is not legal (a bug in the bot); the state is not changed.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns)
 * @example
 * import { askOnTurn } from '@stich/core/plugin';
 *
 * const sight = new SeatSight(rules.ctx.seats, MAX_ACTIONS); // one per driver, reused
 * rules.applyFor(s, s.turn, askOnTurn(rules, s, bots[s.turn], rng, sight));
 */
export function askOnTurn<X, A extends BaseAction, V>(
  rules: Rules<unknown, X, unknown, A, V>,
  s: GameState<X>,
  bot: Bot<A, V>,
  rng: Rng,
  sight?: SeatSight<V>,
): number {
  const seat = s.turn;
  if (bot.chooseCode !== undefined && rules.inTrickPlay(s)) {
    const seen = seatSight(rules, s as GameState, seat, sight);
    const code = bot.chooseCode(seen, rng);
    if (code >= 0) {
      for (let i = 0; i < seen.legalCount; i++) if (seen.legal[i] === code) return code;
      throw new RangeError(
        `bot ${bot.name} of seat ${seat} chose code ${code}, which is not legal`,
      );
    }
  }
  const action = bot.choose(rules.view(s, seat), rng);
  if (action.seat !== seat)
    throw new RangeError(`bot ${bot.name} of seat ${seat} chose an action for seat ${action.seat}`);
  return unwrap(rules.check(s, action));
}
