import type { BaseAction, Rng, SeatView } from '@stich/core';
import type { Bot } from './bot';

/**
 * A bot that picks uniformly among the seat's legal actions; out of turn, among the
 * actions offered and declining.
 *
 * @example
 * const action = randomBot.choose(rules.view(state, state.turn), new Rng(1));
 */
export const randomBot = {
  name: 'random',
  /** A legal action of the seat, uniformly at random. */
  choose<A extends BaseAction>(view: SeatView<A>, rng: Rng): A {
    const legal = view.legalActions;
    if (legal.length === 0) throw new RangeError(`seat ${view.seat} has no legal action`);
    return legal[rng.below(legal.length)];
  },
  /** Out of turn: one of the actions offered, or declining (`null`), uniformly at random. */
  chooseOutOfTurn<A extends BaseAction>(view: SeatView<A>, rng: Rng): A | null {
    const offered = view.legalActions;
    const k = rng.below(offered.length + 1);
    return k === offered.length ? null : offered[k];
  },
} satisfies Bot;
