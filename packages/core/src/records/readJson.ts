import { err, ok, type Result } from '../errors/errors';

/**
 * Accepts a record as JSON text or as an already parsed value. Text that is not JSON
 * is refused with `INVALID_RECORD`; any other value passes through for the schema to check.
 *
 * @example
 * readJson('{"variant":"kalter-schlag"}'); // { ok: true, value: { variant: 'kalter-schlag' } }
 * readJson('{oops'); // { ok: false, error: { code: 'INVALID_RECORD', ... } }
 */
export function readJson(input: unknown): Result<unknown> {
  if (typeof input !== 'string') return ok(input);
  try {
    return ok(JSON.parse(input) as unknown);
  } catch (e) {
    return err('INVALID_RECORD', `the record is not JSON: ${(e as Error).message}`, { path: [] });
  }
}
