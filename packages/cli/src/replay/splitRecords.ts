import type { StichError } from '@stich/core';

/**
 * One record read from the input: its parsed JSON, or why it could not be read.
 *
 * @example
 * for (const input of splitRecords(text)) if ('error' in input) console.log(input.error.message);
 */
export type RecordInput = { readonly value: unknown } | { readonly error: StichError };

const notJson = (what: string, e: unknown): { error: StichError } => ({
  error: {
    code: 'INVALID_RECORD',
    message: `${what} is not JSON: ${(e as Error).message}`,
    path: [],
  },
});

/**
 * Splits input text into records: one JSON document (a record, or an array of records),
 * else JSON Lines (one record a line; blank lines skipped). Text that is neither is one
 * malformed record; so is each line of JSON Lines that is not JSON.
 *
 * @example
 * splitRecords('{"a":1}\n{oops\n{"b":2}'); // [{ value: { a: 1 } }, { error: { code: 'INVALID_RECORD', ... } }, { value: { b: 2 } }]
 */
export function splitRecords(text: string): RecordInput[] {
  const trimmed = text.trim();
  if (trimmed === '')
    return [{ error: { code: 'INVALID_RECORD', message: 'the input holds no record', path: [] } }];
  try {
    const value = JSON.parse(trimmed) as unknown;
    return Array.isArray(value) ? value.map((v) => ({ value: v })) : [{ value }];
  } catch (e) {
    const lines = text.split('\n').map((line, i) => ({ line: line.trim(), n: i + 1 }));
    const filled = lines.filter((l) => l.line !== '');
    // A document that starts with a lone brace is one (malformed) pretty-printed record.
    if (filled.length < 2 || filled[0].line === '{' || filled[0].line === '[')
      return [notJson('the record', e)];
    return filled.map(({ line, n }) => {
      try {
        return { value: JSON.parse(line) as unknown };
      } catch (lineError) {
        return notJson(`line ${n}`, lineError);
      }
    });
  }
}
