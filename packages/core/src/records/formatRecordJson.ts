/**
 * Writes a record as JSON text that reads well and diffs well: small values (an
 * action, the options, a list of cards or hands) stay on one line; larger ones open
 * one line per entry. Keys keep their order. The text ends with a newline.
 *
 * @example
 * formatRecordJson({ variant: 'kalter-schlag', dealer: 0, actions: [{ type: 'play', seat: 1, card: 'CJ' }] });
 * // {
 * //   "variant": "kalter-schlag",
 * //   "dealer": 0,
 * //   "actions": [
 * //     {"type":"play","seat":1,"card":"CJ"}
 * //   ]
 * // }
 */
export function formatRecordJson(value: unknown): string {
  return `${write(value, '')}\n`;
}

/**
 * A copy of `value` with the keys of `order` first, in that order (e.g. a schema's
 * `shape`), then any others; undefined values are dropped.
 *
 * @example
 * Object.keys(inKeyOrder({ b: 1, a: 2 }, { a: 0, b: 0 })); // ['a', 'b']
 */
export function inKeyOrder<T extends object>(value: T, order: object): T {
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key of [...Object.keys(order), ...Object.keys(value)]) {
    if (!(key in out) && source[key] !== undefined) out[key] = source[key];
  }
  return out as T;
}

/** A scalar, or an object or array whose entries are scalars or arrays of scalars (a hand, the hands). */
function isFlat(value: unknown): boolean {
  if (!isContainer(value)) return true;
  const items = Array.isArray(value) ? value : Object.values(value as object);
  return items.every(
    (item) => !isContainer(item) || (Array.isArray(item) && !item.some(isContainer)),
  );
}

function isContainer(value: unknown): boolean {
  return value !== null && typeof value === 'object';
}

function write(value: unknown, indent: string): string {
  if (isFlat(value)) return JSON.stringify(value) ?? 'null';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + write(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  if (entries.length === 0) return '{}';
  const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
