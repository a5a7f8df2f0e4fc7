import type { CardCode } from '../cards/atoms';
import type { BaseAction } from '../kernel/actions';
import { dealtHand } from '../kernel/dealtHand';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';

/**
 * The cards of a deal's start state as codes: one hand per seat and the skat.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * dealCardsOf(rules, rules.deal({ dealer: 0, seed: 1 })); // { hands: [[...8 codes], ...], skat: [] }
 */
export function dealCardsOf<X>(
  rules: Pick<Rules<unknown, X, unknown, BaseAction>, 'ctx'>,
  start: GameState<X>,
): { hands: CardCode[][]; skat: CardCode[] } {
  const ctx = rules.ctx as Rules<unknown, unknown, unknown, BaseAction>['ctx'];
  const hands: CardCode[][] = [];
  for (let seat = 0; seat < start.seats; seat++) {
    hands.push(dealtHand(ctx as never, start, seat));
  }
  return { hands, skat: start.skatOrder.map((id) => ctx.deck.codes[id]) };
}
