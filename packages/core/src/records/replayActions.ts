import { err, ok, type Result } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import type { RecordAction } from './recordParts';

/**
 * Applies a record's actions in order through the pure kernel API. An illegal action is
 * refused with the kernel's code (e.g. `MUST_FOLLOW_SUIT`), `index` = its 0-based
 * position in `actions`, and the path `[...prefix, 'actions', index, ...]`.
 *
 * @example
 * replayActions(rules, start, record.actions, [], ''); // { ok: true, value: finalState }
 */
export function replayActions<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  start: GameState<X>,
  actions: readonly RecordAction[],
  prefix: readonly (string | number)[],
  label: string,
): Result<GameState<X>> {
  let state = start;
  for (let index = 0; index < actions.length; index++) {
    const next = rules.applyAction(state, actions[index] as unknown as A);
    if (!next.ok) {
      const { code, message, path = [] } = next.error;
      return err(code, `${label}action ${index}: ${message}`, {
        path: [...prefix, 'actions', index, ...path],
        index,
      });
    }
    state = next.value;
  }
  return ok(state);
}
