import type { StichError } from '@stich/core';
import { CliError } from '../cliError';

/**
 * A refused record as one line for stderr (exit code 1): the message, then the code and
 * where the bad part is: `solve: action 17: ... (MUST_FOLLOW_SUIT at actions.17.card)`.
 *
 * @example
 * throw recordError({ code: 'INVALID_RECORD', message: 'a record is a JSON object', path: [] });
 */
export function recordError(e: StichError): CliError {
  const where = e.path !== undefined && e.path.length > 0 ? ` at ${e.path.join('.')}` : '';
  return new CliError(`solve: ${e.message} (${e.code}${where})`);
}
