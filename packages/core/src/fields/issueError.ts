import type { StichError } from '../errors/errors';
import { quote } from '../errors/quote';

/**
 * What {@link issueError} reads of an issue: zod's, or core's own field checker's.
 *
 * @example
 * const issue: PathIssue = { code: 'unrecognized_keys', message: 'Unrecognized key: "taget"', path: [], keys: ['taget'] };
 */
export interface PathIssue {
  readonly code: string;
  readonly message: string;
  readonly path: readonly PropertyKey[];
  readonly keys?: readonly string[];
}

/**
 * Turns an issue into a {@link StichError} with the path of the bad part: unknown keys as
 * "unknown key 'x' in options" (at most five quoted), anything else as "path: message".
 *
 * @example
 * issueError('INVALID_OPTIONS', { code: 'too_small', message: 'Too small: expected number to be >0', path: ['target'] }, ['options']);
 * // { code: 'INVALID_OPTIONS', message: 'options.target: Too small: expected number to be >0', path: ['options', 'target'] }
 */
export function issueError(
  code: StichError['code'],
  issue: PathIssue,
  prefix: readonly (string | number)[] = [],
): StichError {
  const path = [...prefix, ...(issue.path as (string | number)[])];
  if (issue.code === 'unrecognized_keys' && issue.keys !== undefined) {
    const keys = issue.keys;
    return {
      code,
      message: `unknown ${keys.length === 1 ? 'key' : 'keys'} ${keys
        .slice(0, 5)
        .map(quote)
        .join(', ')}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}${
        path.length ? ` in ${path.join('.')}` : ''
      }`,
      path: [...path, keys[0]],
    };
  }
  const where = path.length ? `${path.join('.')}: ` : '';
  return { code, message: `${where}${issue.message}`, path };
}
