import { englishMessage, type RawIssue } from './englishMessage';
import { type ActionDecl, type Field, type Fields, SEAT_FIELD } from './fields';

/**
 * The first thing wrong with a value against its fields: zod's issue code, zod's English
 * message, the path of the bad part, and for unknown keys the keys.
 *
 * @example
 * const issue: FieldIssue = { code: 'too_small', message: 'Too small: expected number to be >0', path: ['target'] };
 */
export interface FieldIssue {
  readonly code: string;
  readonly message: string;
  readonly path: readonly (string | number)[];
  readonly keys?: readonly string[];
}

/**
 * A value read against its fields: the value with defaults filled in, or the first issue.
 *
 * @example
 * const read: FieldRead = readFields(KALTER_SCHLAG_OPTIONS, {});
 */
export type FieldRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly issue: FieldIssue };

type Path = readonly (string | number)[];
type Raw = RawIssue & Record<string, unknown>;

const issue = (raw: Raw, path: Path): FieldIssue => ({
  code: raw.code,
  message: englishMessage(raw),
  path,
  ...(Array.isArray(raw.keys) ? { keys: raw.keys } : {}),
});
const typeIssue = (expected: string, input: unknown, path: Path) =>
  issue({ code: 'invalid_type', expected, input }, path);
const fail = (bad: FieldIssue): FieldRead => ({ ok: false, issue: bad });
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function numberIssue(f: Field & { kind: 'number' }, v: unknown, path: Path) {
  if (typeof v !== 'number' || !Number.isFinite(v)) return typeIssue('number', v, path);
  const bound = (code: string, origin: string, limit: number, inclusive: boolean) =>
    issue(
      { code, origin, inclusive, input: v, [code === 'too_big' ? 'maximum' : 'minimum']: limit },
      path,
    );
  if (f.int) {
    if (!Number.isInteger(v)) return typeIssue('int', v, path);
    if (v > MAX_SAFE) return bound('too_big', 'int', MAX_SAFE, true);
    if (v < -MAX_SAFE) return bound('too_small', 'int', -MAX_SAFE, true);
  }
  if (f.gt !== undefined && !(v > f.gt)) return bound('too_small', 'number', f.gt, false);
  if (f.min !== undefined && v < f.min) return bound('too_small', 'number', f.min, true);
  if (f.max !== undefined && v > f.max) return bound('too_big', 'number', f.max, true);
  return undefined;
}

function arrayIssue(f: Field & { kind: 'array' }, v: unknown, path: Path) {
  if (!Array.isArray(v)) return typeIssue('array', v, path);
  for (let i = 0; i < v.length; i++) {
    const bad = valueIssue(f.item, v[i], [...path, i]);
    if (bad !== undefined) return bad;
  }
  const length = (code: string, limit: number) =>
    issue(
      {
        code,
        origin: 'array',
        inclusive: true,
        input: v,
        [code === 'too_big' ? 'maximum' : 'minimum']: limit,
      },
      path,
    );
  if (f.min !== undefined && v.length < f.min) return length('too_small', f.min);
  if (f.max !== undefined && v.length > f.max) return length('too_big', f.max);
  return undefined;
}

/** The first issue of a present value (not `undefined`, unless the field needs one). */
function valueIssue(f: Field, v: unknown, path: Path): FieldIssue | undefined {
  if (v === undefined && (f.optional || 'default' in f)) return undefined;
  if (v === null && f.nullable) return undefined;
  switch (f.kind) {
    case 'boolean':
    case 'string':
      return typeof v === f.kind ? undefined : typeIssue(f.kind, v, path);
    case 'number':
      return numberIssue(f, v, path);
    case 'enum':
      return f.values.includes(v as string)
        ? undefined
        : issue({ code: 'invalid_value', values: f.values, input: v }, path);
    case 'literal':
      // As the zod schema reads it: one value is a literal, several a union of them.
      if (f.values.includes(v as number)) return undefined;
      return f.values.length === 1
        ? issue({ code: 'invalid_value', values: f.values, input: v }, path)
        : issue({ code: 'invalid_union', input: v }, path);
    case 'array':
      return arrayIssue(f, v, path);
    case 'object': {
      const read = readFields(f.fields, v, path, f.partial);
      return read.ok ? undefined : read.issue;
    }
  }
}

/** A field's default, a fresh copy of an object or array. */
function defaultOf(f: Field): unknown {
  const d = f.default;
  return Array.isArray(d) ? [...d] : isObject(d) ? { ...d } : d;
}

/**
 * Reads an object against named fields, as zod reads a strict object of them: fields in
 * their declared order (defaults filled in, an absent optional field left out), then
 * unknown keys. Returns a fresh object, or the first issue with its path.
 *
 * @example
 * readFields({ stake: field.number({ min: 0, default: 1 }) }, {}); // { ok: true, value: { stake: 1 } }
 * readFields({ stake: field.number({ min: 0, default: 1 }) }, { stake: -1 }).ok; // false: Too small
 */
export function readFields(
  fields: Fields,
  input: unknown,
  path: readonly (string | number)[] = [],
  partial = false,
): FieldRead {
  // Hostile input (a throwing getter, a revoked proxy) is refused, never thrown.
  try {
    return readObject(fields, input, path, partial);
  } catch {
    return fail({ code: 'unreadable', message: 'the value cannot be read', path });
  }
}

function readObject(fields: Fields, input: unknown, path: Path, partial: boolean): FieldRead {
  if (!isObject(input)) return fail(typeIssue('object', input, path));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const f = fields[key];
    let v: unknown;
    try {
      v = input[key];
    } catch {
      return fail({
        code: 'unreadable',
        message: 'the value cannot be read',
        path: [...path, key],
      });
    }
    if (v === undefined) {
      if ('default' in f) out[key] = defaultOf(f);
      else if (!(partial || f.optional)) return fail(valueIssue(f, v, [...path, key])!);
      else if (key in input) out[key] = undefined;
      continue;
    }
    if (f.kind === 'object' && !(v === null && f.nullable)) {
      const read = readFields(f.fields, v, [...path, key], f.partial);
      if (!read.ok) return read;
      out[key] = read.value;
      continue;
    }
    const bad = valueIssue(f, v, [...path, key]);
    if (bad !== undefined) return fail(bad);
    out[key] = Array.isArray(v) ? [...v] : v;
  }
  const unknown: string[] = [];
  for (const key in input) if (!Object.hasOwn(fields, key)) unknown.push(key);
  if (unknown.length > 0)
    return fail(issue({ code: 'unrecognized_keys', keys: unknown, input }, path));
  return { ok: true, value: out };
}

/**
 * Compiles a check of actions against their declarations, as zod checks a discriminated
 * union on `type` of strict objects: the type, then `seat`, then the action's own fields
 * in order, then unknown keys. Returns the first issue, or `undefined` when the action fits
 * (absent fields with a default are then filled in, in place: pass a fresh copy).
 *
 * @example
 * const check = actionCheck([PLAY_ACTION, DOUBLE_ACTION]);
 * check({ type: 'play', seat: 1, card: 5 })?.message; // 'Invalid input: expected string, received number'
 */
export function actionCheck(
  decls: readonly ActionDecl[],
): (action: unknown) => FieldIssue | undefined {
  const byType = new Map(decls.map((d) => [d.type, d]));
  const options = decls.map((d) => d.type);
  return (action) => {
    if (!isObject(action)) return typeIssue('object', action, []);
    const decl = byType.get(action.type as string);
    if (decl === undefined) {
      return issue({ code: 'invalid_union', options, input: action.type }, ['type']);
    }
    const seat = valueIssue(SEAT_FIELD, action.seat, ['seat']);
    if (seat !== undefined) return seat;
    const { fields } = decl;
    for (const key in fields) {
      const bad = valueIssue(fields[key], action[key], [key]);
      if (bad !== undefined) return bad;
    }
    let unknown: string[] | undefined;
    for (const key in action) {
      if (key !== 'type' && key !== 'seat' && !Object.hasOwn(fields, key))
        (unknown ??= []).push(key);
    }
    if (unknown !== undefined) {
      return issue({ code: 'unrecognized_keys', keys: unknown, input: action }, []);
    }
    for (const key in fields)
      if (action[key] === undefined && 'default' in fields[key])
        action[key] = defaultOf(fields[key]);
    return undefined;
  };
}
