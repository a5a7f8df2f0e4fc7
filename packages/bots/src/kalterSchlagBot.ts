import type { BaseAction, CardCode, CoreAction, KernelContext, Rng, SeatView } from '@stich/core';
import type { Bot } from './bot';
import { cardFacts } from './cardFacts';
import { safeToDouble } from './doubleChoice';
import { followChoice } from './followChoice';
import { leadChoice } from './leadChoice';
import { trickStanding } from './trickStanding';

/**
 * A sensible Kalter Schlag player (it suits any game where card points hurt, such as
 * Ramsch). It reads only its own view plus the rules' card facts:
 * - following: plays the highest card under the current winner, or when void dumps its
 *   card with most points; when it must take the trick, it sheds its strongest card if
 *   it plays last, else its weakest;
 * - leading: low cards of short suits, never a card nobody can beat;
 * - doubling: only with a clearly safe hand (see {@link safeToDouble}).
 * Actions it does not know (other phases) are chosen at random.
 *
 * @example
 * const rules = kalterSchlag.rules();
 * const bot = kalterSchlagBot(rules);
 * bot.choose(rules.view(state, state.turn), new Rng(1)); // e.g. { type: 'play', seat: 1, card: 'S7' }
 */
export function kalterSchlagBot<A extends BaseAction = CoreAction>(rules: {
  readonly ctx: KernelContext<unknown>;
}): Bot<A> {
  const facts = cardFacts(rules.ctx);
  const active = rules.ctx.active;
  return {
    name: 'rules',
    choose(view: SeatView<A>, rng: Rng): A {
      const legal = view.legalActions;
      if (legal.length === 0) throw new RangeError(`seat ${view.seat} has no legal action`);
      const table = facts.table(view.trumpMode);
      const double = legal.find((a) => a.type === 'double');
      if (double !== undefined && safeToDouble(facts, table, view.hand)) return double;
      const plays = legal.filter(
        (a): a is A & { card: CardCode } => a.type === 'play' && 'card' in a,
      );
      if (plays.length === 0) return legal[rng.below(legal.length)];
      const cards = plays.map((a) => a.card);
      let card: CardCode;
      if (view.trick.length === 0) {
        const played = view.tricks.flatMap((t) => t.cards.map((c) => c.card));
        card = leadChoice(facts, table, view.hand, cards, facts.unseen(view.hand, played));
      } else {
        const trick = view.trick.map((t) => t.card);
        const standing = trickStanding(facts, table, trick);
        card = followChoice(facts, table, standing, cards, trick.length === active - 1);
      }
      return plays.find((a) => a.card === card)!;
    },
  };
}
