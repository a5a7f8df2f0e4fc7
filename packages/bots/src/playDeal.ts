import type { BaseAction, GameState, Rng, Rules } from '@stich/core';
import { unwrap } from '@stich/core';
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
 * view. Returns the final state; the input state is not changed.
 * Throws if a bot picks an illegal action (a bug in the bot).
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
  while (!rules.isTerminal(s)) {
    const seat = rules.toAct(s);
    const action = bots[seat].choose(rules.view(s, seat), rng);
    const next = unwrap(rules.applyAction(s, action));
    onAction?.(action, s, next);
    s = next;
  }
  return s;
}
