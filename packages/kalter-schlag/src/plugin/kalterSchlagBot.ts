import { pointAvoidingBot, safeToDouble } from '@stich/bots';
import type { BaseAction, Bot, CoreAction, KernelContext } from '@stich/core';

/**
 * A sensible Kalter Schlag player, from its own view plus the rules' card facts:
 * - following: plays the highest card under the current winner, or when void dumps its
 *   card with most points; when it must take the trick, it sheds its strongest card if
 *   it plays last, else its weakest;
 * - leading: low cards of short suits, never a card nobody can beat;
 * - doubling: only with a clearly safe hand (see {@link safeToDouble}).
 * Actions it does not know (other phases) are chosen at random.
 *
 * @typeParam A - the variant's actions
 * @example
 * const rules = kalterSchlag.rules();
 * const bot = kalterSchlagBot(rules);
 * bot.choose(rules.view(state, state.turn), new Rng(1)); // e.g. { type: 'play', seat: 1, card: 'S7' }
 */
export function kalterSchlagBot<A extends BaseAction = CoreAction>(rules: {
  readonly ctx: KernelContext<unknown>;
}): Bot<A> {
  return pointAvoidingBot<A>(rules, {
    name: 'rules',
    before({ view, facts, table }) {
      const double = view.legalActions.find((a) => a.type === 'double');
      return double !== undefined && safeToDouble(facts, table, view.hand) ? double : undefined;
    },
  });
}
