import type { BaseAction } from '../kernel/actions';
import type { SeatView } from '../kernel/spec';
import type { Rng } from '../rng/rng';

/**
 * A player that decides from its own seat's view only: it never sees the full game
 * state, so it cannot know another seat's hidden cards.
 *
 * @typeParam A - the variant's actions
 * @example
 * const echo: Bot = { name: 'first', choose: (view) => view.legalActions[0] };
 */
export interface Bot<A extends BaseAction = BaseAction> {
  /** A short name for displays and logs. */
  readonly name: string;
  /**
   * Picks one of `view.legalActions`. Called only when the seat has at least one legal
   * action. Randomness comes from `rng`, so a seeded game plays the same way every time.
   */
  choose(view: SeatView<A>, rng: Rng): A;
}
