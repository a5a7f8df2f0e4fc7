import { ok, type Result } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import { readAction } from '../kernel/readAction';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';

/**
 * An event's action, checked: the kernel's answer, and the action as it was read once
 * into a plain copy (`null` when the input could not be read at all), or the kernel's own
 * frozen action when the event carried one that `legalActions` handed out (`issued`).
 *
 * @example
 * const { result, action } = checkOnce(state, event);
 * if (result.ok) rules.applyFor(copy, action!.seat, result.value);
 */
export interface CheckedAction {
  readonly result: Result<number>;
  readonly action: BaseAction | null;
  /** `action` is the very object `legalActions` issued: frozen, in the kernel's canonical form. */
  readonly issued: boolean;
}

/**
 * A memo of the kernel's `check` for the last (state, event) pair, so that a guard and the
 * action that follows it validate an event once, and both read the same plain copy of
 * the action (never the sender's object again). Keyed by identity: any other pair
 * recomputes, so actors sharing one machine stay correct. An action the kernel issued
 * for this state (see `rules.issuedCode`) is trusted as it is: nothing to read or parse.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * const checkOnce = createCheckOnce(rules);
 * checkOnce(state, event).result.ok; // guard
 * checkOnce(state, event).action?.seat; // action: the same result and copy, not computed again
 */
export function createCheckOnce<X, A extends BaseAction>(
  rules: Pick<Rules<unknown, X, unknown, A>, 'check' | 'issuedCode'>,
): (game: GameState<X>, event: { readonly action: A }) => CheckedAction {
  let lastGame: GameState<X> | undefined;
  let lastEvent: { readonly action: A } | undefined;
  let last: CheckedAction = { result: ok(0), action: null, issued: false };
  return (game, event) => {
    if (game !== lastGame || event !== lastEvent) {
      const input = event.action;
      const code = rules.issuedCode(game, input);
      if (code >= 0) last = { result: ok(code), action: input, issued: true };
      else {
        const read = readAction(input);
        last = read.ok
          ? { result: rules.check(game, read.value as A), action: read.value, issued: false }
          : { result: rules.check(game, input), action: null, issued: false };
      }
      lastGame = game;
      lastEvent = event;
    }
    return last;
  };
}
