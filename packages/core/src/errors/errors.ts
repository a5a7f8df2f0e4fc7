/**
 * Stable error codes. Every refusal carries one of these.
 *
 * @example
 * ERROR_CODES.includes('MUST_FOLLOW_SUIT'); // true
 */
export const ERROR_CODES = [
  'OUT_OF_TURN',
  'CARD_NOT_HELD',
  'MUST_FOLLOW_SUIT',
  'PLAY_RESTRICTED',
  'DOUBLE_NOT_ALLOWED',
  'ANNOUNCEMENT_NOT_ALLOWED',
  'ALREADY_DOUBLED',
  'UNKNOWN_CARD',
  'UNKNOWN_ACTION',
  'ACTION_NOT_ALLOWED',
  'GAME_OVER',
  'SESSION_OVER',
  'INVALID_ACTION',
  'INVALID_BID',
  'INVALID_CONTRACT',
  'KONTRA_NOT_ALLOWED',
  'INVALID_DEAL',
  'INVALID_OPTIONS',
  'INVALID_RECORD',
  'UNFINISHED_DEAL',
  'INVALID_SNAPSHOT',
  'UNKNOWN_VARIANT',
  'INVALID_PLUGIN',
] as const;

/**
 * A stable error code.
 *
 * @example
 * const code: ErrorCode = 'OUT_OF_TURN';
 */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A refusal: a stable code, a sentence for people, and where the bad part is.
 *
 * @example
 * const e: StichError = { code: 'INVALID_OPTIONS', message: "unknown key 'taget' in options", path: ['options', 'taget'] };
 */
export interface StichError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Path of the bad part inside the input, e.g. `['options', 'rounding']` or `['actions', 4, 'card']`. */
  readonly path?: readonly (string | number)[];
  /** 0-based index of the offending action, where there is one. */
  readonly index?: number;
}

/**
 * A typed result: the value, or an error with a code. Nothing throws for bad input.
 *
 * @typeParam T - the value of a success
 * @typeParam E - the error of a failure (a `StichError` unless given)
 * @example
 * const r: Result<number> = n > 0 ? ok(n) : err('INVALID_ACTION', 'n must be positive');
 * if (!r.ok) console.log(r.error.code, r.error.message);
 */
export type Result<T, E = StichError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/**
 * A successful result.
 *
 * @typeParam T - the value
 * @example
 * import { ok } from '@stich/core';
 *
 * ok(3); // { ok: true, value: 3 }
 */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** The longest message `err` keeps; longer ones are cut. */
const MAX_MESSAGE = 400;

/**
 * A failed result.
 *
 * @example
 * import { err } from '@stich/core';
 *
 * err('OUT_OF_TURN', 'it is seat 2 to play, not seat 0'); // { ok: false, error: { code: 'OUT_OF_TURN', ... } }
 */
export function err(
  code: ErrorCode,
  message: string,
  where: { path?: readonly (string | number)[]; index?: number } = {},
): { readonly ok: false; readonly error: StichError } {
  // A safety net under `quote`: no message carries a large piece of its input.
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  const error: StichError = { code, message: text, ...where };
  return { ok: false, error };
}

/**
 * An `Error` carrying a {@link StichError}, for the few APIs that throw (programmer errors,
 * or the `...OrThrow` conveniences).
 *
 * @example
 * try { game.applyOrThrow(action) } catch (e) { if (e instanceof StichRuleError) console.log(e.code) }
 */
export class StichRuleError extends Error {
  readonly code: ErrorCode;
  readonly detail: StichError;
  constructor(detail: StichError) {
    super(`${detail.code}: ${detail.message}`);
    this.name = 'StichRuleError';
    this.code = detail.code;
    this.detail = detail;
  }
}

/**
 * Unwraps a result or throws a {@link StichRuleError}.
 *
 * @typeParam T - the value of a success
 * @example
 * import { unwrap } from '@stich/core';
 *
 * const state = unwrap(rules.applyAction(state0, action));
 */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new StichRuleError(result.error);
}
