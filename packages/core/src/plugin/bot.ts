import type { BaseAction } from '../kernel/actions';
import type { SeatSight } from '../kernel/sight';
import type { SeatView } from '../kernel/spec';
import type { Rng } from '../rng/rng';

/**
 * A player that decides from its own seat's view only: it never sees the full game
 * state, so it cannot know another seat's hidden cards.
 *
 * @typeParam A - the variant's actions
 * @typeParam V - the extra its views carry (the variant's `viewExtra`), so a bot reads `view.extra` without casts
 * @example
 * const echo: Bot = { name: 'first', choose: (view) => view.legalActions[0] };
 * // A bot that answers out of turn with the first action offered, and never declines.
 * const eager: Bot = { ...echo, chooseOutOfTurn: (view) => view.legalActions[0] };
 */
export interface Bot<A extends BaseAction = BaseAction, V = unknown> {
  /** A short name for displays and logs. */
  readonly name: string;
  /**
   * Picks one of `view.legalActions`. Called only when the seat has at least one legal
   * action. Randomness comes from `rng`, so a seeded game plays the same way every time.
   */
  choose(view: SeatView<A, V>, rng: Rng): A;
  /**
   * The fast way to decide on the seat's turn, where a bot has one: picks one of
   * `sight.legal` (a kernel code; the seat's {@link SeatSight} holds the same facts as its
   * view, as numbers), or returns -1 to be asked {@link Bot.choose} with a view instead.
   * Drivers that play many deals (`stich simulate`, `playDeal`) ask it first on the
   * seat's turns in trick play (see `askOnTurn`). It must
   * decide as `choose` would on the same turn, drawing the same numbers from `rng`, so a
   * seeded game is the same whichever way the bot was asked. A bot made by spreading
   * another keeps this: drop it (`chooseCode: undefined`) when you change `choose`.
   */
  chooseCode?(sight: SeatSight<V>, rng: Rng): number;
  /**
   * Out of turn: picks one of `view.legalActions`, here the actions the rules offer the
   * seat while another seat is to act (`Rules.outOfTurn`, e.g. a Re in answer to a Kontra
   * said just now), or declines with `null`. Called only when that list is not empty,
   * before the seat to act is asked (see `OfferOrder`); a seat that declines is asked again
   * only after the next action. A bot without it declines every offer, unasked.
   */
  chooseOutOfTurn?(view: SeatView<A, V>, rng: Rng): A | null;
}
