import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { BaseAction } from './actions';

/** Limits on an action read from untrusted input. */
const MAX_FIELDS = 16;
const MAX_TEXT = 64;
const MAX_ITEMS = 16;

/** A field value an action may carry: plain JSON scalars, or a short array of them. */
type Scalar = string | number | boolean | null | undefined;

const bad = (message: string, path: (string | number)[] = []) =>
  err('INVALID_ACTION', message, { path });

/** Reads one own data property without calling getters; `undefined` in `found` when absent. */
function own(target: object, key: string | number): Result<{ found: boolean; value: unknown }> {
  let d: PropertyDescriptor | undefined;
  try {
    d = Object.getOwnPropertyDescriptor(target, key);
  } catch {
    return bad(`the field ${quote(key)} cannot be read`);
  }
  if (d === undefined) return ok({ found: false, value: undefined });
  if (!('value' in d)) return bad(`the field ${quote(key)} is a getter; an action is plain data`);
  return ok({ found: true, value: d.value });
}

function scalar(value: unknown, path: (string | number)[]): Result<Scalar> {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT
      ? bad(`${quote(value)} is longer than ${MAX_TEXT} characters`, path)
      : ok(value);
  }
  if (
    value === null ||
    value === undefined ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return ok(value);
  }
  return bad(`a ${typeof value} is not a value an action may hold`, path);
}

function isArray(value: unknown): Result<boolean> {
  try {
    return ok(Array.isArray(value));
  } catch {
    return bad('a revoked proxy is not an action');
  }
}

function field(value: unknown, key: string): Result<Scalar | Scalar[]> {
  if (typeof value !== 'object' || value === null) return scalar(value, [key]);
  const array = isArray(value);
  if (!array.ok) return array;
  if (!array.value) return bad(`the field ${quote(key)} holds an object; an action is flat`, [key]);
  const length = own(value, 'length');
  if (!length.ok) return length;
  const n = length.value.value;
  if (typeof n !== 'number' || n > MAX_ITEMS) {
    return bad(`the field ${quote(key)} holds more than ${MAX_ITEMS} items`, [key]);
  }
  const out: Scalar[] = [];
  for (let i = 0; i < n; i++) {
    const item = own(value, i);
    if (!item.ok) return bad(item.error.message, [key, i]);
    const v = scalar(item.value.value, [key, i]);
    if (!v.ok) return v;
    out.push(v.value);
  }
  return ok(out);
}

/**
 * Reads untrusted input once into a fresh plain action: own data fields only (no getter
 * is called, the prototype and symbol keys are ignored), at most 16 fields, each a JSON
 * scalar or an array of at most 16 of them, strings at most 64 characters. Whatever the
 * input (a Proxy, a revoked proxy, a cyclic or huge object, an array), it returns a
 * result and never throws; the schema check comes after.
 *
 * @example
 * import { readAction } from '@stich/core/kernel';
 *
 * readAction({ type: 'play', seat: 1, card: 'HA' }); // { ok: true, value: { type: 'play', seat: 1, card: 'HA' } }
 * readAction({ get type() { throw 1; }, seat: 1 }).ok; // false: INVALID_ACTION
 */
export function readAction(input: unknown): Result<BaseAction> {
  if (typeof input !== 'object' || input === null) {
    return bad(`an action is an object, not ${input === null ? 'null' : `a ${typeof input}`}`);
  }
  const array = isArray(input);
  if (!array.ok) return array;
  if (array.value) return bad('an action is an object, not an array');
  let keys: string[];
  try {
    // Own string keys, as `Reflect.ownKeys` without the symbols (which are ignored), and
    // about ten times faster in V8.
    keys = Object.getOwnPropertyNames(input);
  } catch {
    return bad('the action cannot be read');
  }
  if (keys.length > MAX_FIELDS) return bad(`an action has at most ${MAX_FIELDS} fields`);
  // Scalars are read inline (no result object per field): every action of every step of a
  // statechart or a facade passes through here.
  const out: Record<string, Scalar | Scalar[]> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (key.length > MAX_TEXT) return bad(`${quote(key)} is not a field of any action`);
    let d: PropertyDescriptor | undefined;
    try {
      d = Object.getOwnPropertyDescriptor(input, key);
    } catch {
      return bad(`the field ${quote(key)} cannot be read`, [key]);
    }
    if (d === undefined) continue;
    if (!('value' in d)) {
      return bad(`the field ${quote(key)} is a getter; an action is plain data`, [key]);
    }
    const v = d.value;
    let value: Scalar | Scalar[];
    if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) value = v;
    else if (typeof v === 'string' && v.length <= MAX_TEXT) value = v;
    else {
      const read = field(v, key);
      if (!read.ok) return read;
      value = read.value;
    }
    // Defined, not assigned, so a '__proto__' key stays a field (and is refused later).
    if (key === '__proto__')
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[key] = value;
  }
  return ok(out as unknown as BaseAction);
}
