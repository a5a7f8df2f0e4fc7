import { unwrap } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { SessionSpec } from '../kernel/spec';
import type { GameState } from '../kernel/state';
import { Rng } from '../rng/rng';
import { dealSeed } from '../rng/seeds';
import type { DealCards } from './sessionTypes';

/**
 * How a session deals: the dealer rotation (the variant's `nextDealer`, clockwise by
 * default) and the cards of deal `index` (the supplied deal, or a shuffle seeded with
 * `` `${seed}/${index}` ``). Pure.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const dealing = sessionDealing(rules, variant.session);
 * const state = dealing.dealAt({ seed: 42 }, 0, 1);
 * dealing.nextDealer(3); // 0 at a four-seat table
 */
export function sessionDealing<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  session: Pick<SessionSpec<O, R, unknown, unknown>, 'nextDealer' | 'dealSetup'>,
): {
  /** The dealer after `dealer`, with the session's data after the deal just played. */
  nextDealer(dealer: number, data?: unknown): number;
  /** The start state of deal `index`, dealt by `dealer`, set up from the session's `data`. */
  dealAt(
    source: { readonly seed: number | string; readonly deals?: readonly DealCards[] },
    index: number,
    dealer: number,
    data?: unknown,
  ): GameState<X>;
} {
  const seats = rules.ctx.seats;
  const options = rules.options;
  const hook = session.nextDealer;
  const setupOf = session.dealSetup;
  const nextDealer = hook
    ? (dealer: number, data?: unknown) => hook({ seats, dealer, data })
    : (dealer: number) => (dealer + 1) % seats;
  return {
    nextDealer,
    dealAt(source, index, dealer, data) {
      const setup = setupOf?.({ options, seats, data, dealer });
      const cards = source.deals?.[index];
      if (cards === undefined)
        return rules.deal({ dealer, rng: new Rng(dealSeed(source.seed, index)), setup });
      return unwrap(rules.fromDeal({ dealer, hands: cards.hands, skat: cards.skat, setup }));
    },
  };
}
