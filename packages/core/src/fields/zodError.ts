import type { core } from 'zod/mini';
import type { StichError } from '../errors/errors';
import { issueError } from './issueError';

/**
 * Turns a zod failure into a {@link StichError} with the path of the first bad part.
 *
 * @example
 * import { zodError } from '@stich/core/tools';
 *
 * zodError('INVALID_RECORD', schema.safeParse(input).error!, ['record']);
 */
export function zodError(
  code: StichError['code'],
  error: core.$ZodError,
  prefix: readonly (string | number)[] = [],
): StichError {
  return issueError(code, error.issues[0], prefix);
}
