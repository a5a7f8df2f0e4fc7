import type { Bot } from '@stich/bots';
import { type BaseAction, type GameState, type Rng, type Rules, unwrap } from '@stich/core';

/**
 * Plays a deal to its end: a seat with a bot chooses from its own view; a seat without
 * one (`null`) plays a uniformly random legal action on the kernel, in place. Returns the
 * finished state (a copy once a bot has acted).
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
  let s = state;
  while (!rules.isTerminal(s)) {
    const seat = rules.toAct(s);
    const bot = bots[seat];
    if (bot === null) rules.applyCode(s, rules.randomCode(s, rng));
    else s = unwrap(rules.applyAction(s, bot.choose(rules.view(s, seat), rng)));
  }
  return s;
}
