import type { z } from 'zod';
import { err, ok, type Result } from '../errors/errors';
import { englishZod } from '../fields/englishZod';
import { zodError } from '../fields/zodError';

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

/**
 * Reads a record (JSON text or a value) and checks it against a schema; a malformed one
 * is refused with `INVALID_RECORD` and the path of the first bad part.
 *
 * @example
 * parseJsonWith(DealRecordSchema, text);
 */
export function parseJsonWith<T>(schema: z.ZodType<T>, input: unknown): Result<T> {
  const json = readJson(input);
  if (!json.ok) return json;
  englishZod();
  const parsed = schema.safeParse(json.value);
  return parsed.success
    ? ok(parsed.data)
    : { ok: false, error: zodError('INVALID_RECORD', parsed.error) };
}
