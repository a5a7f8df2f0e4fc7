import type { Result } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';

/**
 * A memo of the kernel's `check` for the last (state, event) pair, so that a guard and the
 * action that follows it validate an event once. Keyed by identity: any other pair
 * recomputes, so actors sharing one machine stay correct.
 *
 * @example
 * const checkOnce = createCheckOnce(rules);
 * checkOnce(state, event).ok; // guard
 * checkOnce(state, event); // action: the same result, not computed again
 */
export function createCheckOnce<X, A extends BaseAction>(
  rules: Pick<Rules<unknown, X, unknown, A>, 'check'>,
): (game: GameState<X>, event: { readonly action: A }) => Result<number> {
  let lastGame: GameState<X> | undefined;
  let lastEvent: { readonly action: A } | undefined;
  let last: Result<number> = { ok: true, value: 0 };
  return (game, event) => {
    if (game !== lastGame || event !== lastEvent) {
      last = rules.check(game, event.action);
      lastGame = game;
      lastEvent = event;
    }
    return last;
  };
}
