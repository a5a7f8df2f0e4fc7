import { err, type StichError } from '../errors/errors';

/**
 * A refusal found inside a snapshot, as `INVALID_SNAPSHOT`: the cause's code and message
 * go into the message, its path goes under `prefix`, and `index` names a refused action.
 *
 * @example
 * snapshotError({ code: 'CARD_NOT_HELD', message: '...', path: ['card'] }, ['actions', 4], 4);
 * // { ok: false, error: { code: 'INVALID_SNAPSHOT', path: ['actions', 4, 'card'], index: 4, ... } }
 */
export function snapshotError(
  cause: StichError,
  prefix: readonly (string | number)[] = [],
  index?: number,
): { readonly ok: false; readonly error: StichError } {
  const where = index === undefined ? '' : `action ${index}: `;
  return err('INVALID_SNAPSHOT', `${where}${cause.code}: ${cause.message}`, {
    path: [...prefix, ...(cause.path ?? [])],
    ...(index === undefined ? {} : { index }),
  });
}
