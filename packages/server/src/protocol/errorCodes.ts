/**
 * The stable error codes of the server, over HTTP (`{ error: { code, ... } }`) and over
 * the WebSocket (`{ type: 'error', code, ... }`).
 *
 * @example
 * SERVER_ERROR_CODES.includes('STALE_STEP'); // true
 */
export const SERVER_ERROR_CODES = [
  /** The text is not JSON. */
  'BAD_JSON',
  /** JSON, but not a message or request of the protocol (path says where). */
  'BAD_MESSAGE',
  /** The message or request body is larger than the limit. */
  'TOO_LARGE',
  /** Too many messages or requests in a short time; this one was dropped. */
  'RATE_LIMITED',
  /** The connection must say `hello` (or `watch`) first. */
  'HELLO_FIRST',
  /** The token belongs to no seat. */
  'BAD_TOKEN',
  /** A text (a name, a seed, an option key ...) holds a control character; `path` says which. */
  'CONTROL_CHARACTER',
  /** No table with that id. */
  'UNKNOWN_TABLE',
  /** No game with that id on this server. */
  'UNKNOWN_GAME',
  /** The game refused the options or the seed. */
  'INVALID_OPTIONS',
  /** The seats do not fit the game (count, bot strength, think budget). */
  'BAD_SEATS',
  /** The seat asked for is a bot's or already taken. */
  'SEAT_TAKEN',
  /** The table has no free seat for people. */
  'NO_FREE_SEAT',
  /** The action names another seat than the connection's own. */
  'NOT_YOUR_SEAT',
  /** A spectator sent an action. */
  'SPECTATOR',
  /** The action was sent for another step than the table's current one. */
  'STALE_STEP',
  /** The action is not one of the seat's legal actions now. */
  'ILLEGAL_ACTION',
  /** The table's session is over. */
  'TABLE_OVER',
  /** The table waits for its people (or for its host to start it with bots). */
  'NOT_STARTED',
  /** The table shows the finished deal until every person sent `next` (or its time is up). */
  'IN_REVIEW',
  /** Only the table's host (its creator) may do that; the host token is wrong or absent. */
  'NOT_HOST',
  /** The table was closed by its host or expired; it is no longer played. */
  'TABLE_CLOSED',
  /** Storage refused or failed; the action was not taken. */
  'STORAGE',
  /** No such HTTP route. */
  'NOT_FOUND',
] as const;

/**
 * One of {@link SERVER_ERROR_CODES}.
 *
 * @example
 * const code: ServerErrorCode = 'NOT_YOUR_SEAT';
 */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * A refusal by the server: a stable code, a sentence for people (quoting at most
 * `QUOTE_LIMIT` characters of the bad input), and where the bad part is.
 *
 * @example
 * const e: ServerError = { code: 'BAD_MESSAGE', message: 'unknown message type', path: ['type'] };
 */
export interface ServerError {
  readonly code: ServerErrorCode;
  readonly message: string;
  readonly path?: readonly (string | number)[];
}

/** How many characters of a key an error path shows (as core's `QUOTE_LIMIT`). */
const PATH_KEY_LIMIT = 60;

/**
 * Builds a {@link ServerError}; a path key longer than 60 characters is cut short.
 *
 * @example
 * serverError('UNKNOWN_TABLE', "no table 'x'"); // { code: 'UNKNOWN_TABLE', message: "no table 'x'" }
 */
export function serverError(
  code: ServerErrorCode,
  message: string,
  path?: readonly (string | number)[],
): ServerError {
  if (path === undefined || path.length === 0) return { code, message };
  const short = path.map((k) =>
    typeof k === 'string' && k.length > PATH_KEY_LIMIT ? `${k.slice(0, PATH_KEY_LIMIT)}…` : k,
  );
  return { code, message, path: short };
}
