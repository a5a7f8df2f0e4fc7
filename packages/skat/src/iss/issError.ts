import type { ErrorCode, StichError } from '@stich/core';

/**
 * A refusal while reading or replaying an ISS record: a stable code, a sentence, the path
 * (`['MV', 12]` for the 13th move, `['R']` for the result), the move's `index` in `MV`
 * (the deal is move 0) and the 0-based `column` in the line, where known.
 *
 * @example
 * const r = parseIssRecord('(;GM[Skat]ID[1] ;)');
 * if (!r.ok) r.error.path; // ['P0']
 */
export interface IssError extends StichError {
  /** 0-based character position in the record line. */
  readonly column?: number;
}

/** Where in a record a problem lies. */
export interface IssWhere {
  readonly path?: readonly (string | number)[];
  readonly index?: number;
  readonly column?: number;
}

/**
 * A failed ISS result.
 *
 * @example
 * issErr('INVALID_RECORD', 'an odd number of move tokens', { path: ['MV'], column: 80 });
 */
export function issErr(
  code: ErrorCode,
  message: string,
  where: IssWhere = {},
): { readonly ok: false; readonly error: IssError } {
  return { ok: false, error: { code, message, ...where } };
}
