import type { Result } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import { readAction } from '../kernel/readAction';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';

/**
 * An event's action, checked: the kernel's answer, and the action as it was read once
 * into a plain copy (`null` when the input could not be read at all).
 *
 * @example
 * const { result, action } = checkOnce(state, event);
 * if (result.ok) rules.applyFor(copy, action!.seat, result.value);
 */
export interface CheckedAction {
  readonly result: Result<number>;
  readonly action: BaseAction | null;
}

/**
 * A memo of the kernel's `check` for the last (state, event) pair, so that a guard and the
 * action that follows it validate an event once, and both read the same plain copy of
 * the action (never the sender's object again). Keyed by identity: any other pair
 * recomputes, so actors sharing one machine stay correct.
 *
 * @example
 * const checkOnce = createCheckOnce(rules);
 * checkOnce(state, event).result.ok; // guard
 * checkOnce(state, event).action?.seat; // action: the same result and copy, not computed again
 */
export function createCheckOnce<X, A extends BaseAction>(
  rules: Pick<Rules<unknown, X, unknown, A>, 'check'>,
): (game: GameState<X>, event: { readonly action: A }) => CheckedAction {
  let lastGame: GameState<X> | undefined;
  let lastEvent: { readonly action: A } | undefined;
  let last: CheckedAction = { result: { ok: true, value: 0 }, action: null };
  return (game, event) => {
    if (game !== lastGame || event !== lastEvent) {
      const read = readAction(event.action);
      last = read.ok
        ? { result: rules.check(game, read.value as A), action: read.value }
        : { result: rules.check(game, event.action), action: null };
      lastGame = game;
      lastEvent = event;
    }
    return last;
  };
}
