import { quote } from '@stich/core/tools';
import { type ServerError, type ServerErrorCode, serverError } from '../protocol/errorCodes';

interface Issue {
  readonly code: string;
  readonly message: string;
  readonly path: readonly PropertyKey[];
  readonly keys?: readonly string[];
}

/** A path element as an error may show it (`serverError` cuts long keys). */
const shortKey = (k: PropertyKey) => (typeof k === 'number' ? k : String(k));

/**
 * A refusal from the first issue of a failed zod parse: its message (an unknown key
 * quoted short) and its path.
 *
 * @example
 * const r = ClientMessageSchema.safeParse(input);
 * if (!r.success) send(zodRefusal('BAD_MESSAGE', r.error));
 */
export function zodRefusal(
  code: ServerErrorCode,
  error: { issues: readonly Issue[] },
): ServerError {
  const issue = error.issues[0];
  const path = issue.path.map(shortKey);
  const where = path.length > 0 ? ` at ${quote(path.join('.'))}` : '';
  const message =
    issue.code === 'unrecognized_keys' && issue.keys !== undefined
      ? `unknown key ${quote(issue.keys[0])}`
      : issue.message.slice(0, 200);
  return serverError(code, `${message}${where}`, path);
}
