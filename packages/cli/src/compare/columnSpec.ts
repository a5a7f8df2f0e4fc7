import { err, ok, type Result } from '@stich/core';

/**
 * One column of `stich compare` as typed: a variant id and the options given for it
 * (not yet checked by the variant's schema).
 *
 * @example
 * const spec: ColumnSpec = { id: 'skat', options: { seats: 4, kontra: true } };
 */
export interface ColumnSpec {
  readonly id: string;
  readonly options: Readonly<Record<string, unknown>>;
}

const KEY = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const BARE = /^[\w.+-]+$/;

/** Splits at commas outside JSON strings, arrays and objects. */
function splitPairs(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A value as JSON where it parses, else the text itself (`five` is the string "five"). */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Parses a column of `stich compare`: `id` or `id:key=value,key=value`. Values are JSON
 * where they parse (`4`, `true`, `null`, `{"tensLow":true}`), else plain text (`five`); a
 * dotted key sets a field of an object option (`ramsch.tensLow=true`).
 *
 * @example
 * parseColumnSpec('skat:seats=4,kontra=true'); // ok({ id: 'skat', options: { seats: 4, kontra: true } })
 * parseColumnSpec('skat:seats'); // err('INVALID_OPTIONS', "'seats' has no value: write seats=VALUE")
 */
export function parseColumnSpec(text: string): Result<ColumnSpec> {
  const colon = text.indexOf(':');
  const id = colon < 0 ? text : text.slice(0, colon);
  if (id === '') return err('UNKNOWN_VARIANT', `'${text}' names no variant`);
  const options: Record<string, unknown> = {};
  if (colon < 0) return ok({ id, options });
  for (const pair of splitPairs(text.slice(colon + 1))) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (!KEY.test(key)) return err('INVALID_OPTIONS', `'${pair}' is not key=value`);
    if (eq < 0) return err('INVALID_OPTIONS', `'${key}' has no value: write ${key}=VALUE`);
    const path = key.split('.');
    let target = options;
    for (const part of path.slice(0, -1)) {
      if (!Object.hasOwn(target, part)) target[part] = {};
      const next = target[part];
      if (!isPlainObject(next)) return err('INVALID_OPTIONS', `'${key}' is given twice`);
      target = next;
    }
    const last = path[path.length - 1];
    if (Object.hasOwn(target, last)) return err('INVALID_OPTIONS', `'${key}' is given twice`);
    target[last] = parseValue(pair.slice(eq + 1));
  }
  return ok({ id, options });
}

/** A value as `parseColumnSpec` reads it back: bare text where that is unambiguous. */
function valueText(value: unknown): string {
  if (typeof value === 'string' && BARE.test(value) && parseValue(value) === value) return value;
  return JSON.stringify(value);
}

/** `key=value` pairs; fields of a non-empty object option as dotted keys. */
function pairs(options: Readonly<Record<string, unknown>>, prefix: string): string[] {
  return Object.entries(options).flatMap(([key, value]) =>
    isPlainObject(value) && Object.keys(value).length > 0
      ? pairs(value, `${prefix}${key}.`)
      : [`${prefix}${key}=${valueText(value)}`],
  );
}

/**
 * The options of a column as `key=value` pairs, or `''` for none.
 *
 * @example
 * formatColumnOptions({ seats: 4, ramsch: { tensLow: true } }); // 'seats=4,ramsch.tensLow=true'
 */
export function formatColumnOptions(options: Readonly<Record<string, unknown>>): string {
  return pairs(options, '').join(',');
}

/**
 * Writes a column as `parseColumnSpec` reads it.
 *
 * @example
 * formatColumnSpec({ id: 'kalter-schlag', options: { rounding: 'five' } }); // 'kalter-schlag:rounding=five'
 */
export function formatColumnSpec(spec: ColumnSpec): string {
  const options = formatColumnOptions(spec.options);
  return options === '' ? spec.id : `${spec.id}:${options}`;
}

/**
 * A column's heading: the variant's name, with the options given after it.
 *
 * @example
 * columnLabel(skat, { seats: 4, kontra: true }); // 'Skat (seats=4, kontra=true)'
 */
export function columnLabel(
  variant: { readonly name: string },
  given: Readonly<Record<string, unknown>>,
): string {
  const options = pairs(given, '');
  return options.length === 0 ? variant.name : `${variant.name} (${options.join(', ')})`;
}
