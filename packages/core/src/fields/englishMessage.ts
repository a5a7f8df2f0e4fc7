// Units of the sized kinds, for "Too small: expected array to have >=1 items".
const UNITS: Record<string, string> = { string: 'characters', array: 'items', set: 'items' };

// What zod calls the type of a value ("array", "null", a class name ...).
function parsedType(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const proto = Object.getPrototypeOf(value);
  return proto !== Object.prototype && value.constructor ? value.constructor.name : 'object';
}

const literal = (v: unknown): string =>
  typeof v === 'bigint' ? `${v}n` : typeof v === 'string' ? `"${v}"` : `${v}`;

const typeName = (type: string, input?: unknown): string =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : type === 'nan'
      ? 'NaN'
      : type;

const bound = (iss: RawIssue, word: string, value: unknown, strict: string): string => {
  const origin = (iss as { origin?: string }).origin ?? 'value';
  const { exact, inclusive } = iss as { exact?: boolean; inclusive?: boolean };
  const adj = exact ? 'exactly ' : inclusive ? `${strict}=` : strict;
  const unit = UNITS[origin];
  return unit
    ? `Too ${word}: expected ${origin} to have ${adj}${value} ${unit}`
    : `Too ${word}: expected ${origin} to be ${adj}${value}`;
};

/**
 * An issue as zod reports it before its message is made (its raw form): what
 * {@link englishMessage} reads. Core's own field checker makes the same.
 *
 * @example
 * const issue: RawIssue = { code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: -1 };
 */
export interface RawIssue {
  readonly code: string;
  readonly input?: unknown;
}

/**
 * zod's messages in English, word for word as zod's own English locale writes them for
 * the checks Stich uses (types, values, bounds, patterns, unions, unknown keys). Free of
 * zod, so core's own field checker (`checkFields`) words its issues with it too.
 *
 * @example
 * englishMessage({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: -1 }); // 'Too small: expected number to be >0'
 */
export function englishMessage(iss: RawIssue): string {
  const i = iss as RawIssue & {
    readonly expected: string;
    readonly values: readonly unknown[];
    readonly keys: readonly unknown[];
    readonly options?: unknown;
    readonly [key: string]: unknown;
  };
  switch (iss.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(i.expected)}, received ${typeName(parsedType(iss.input), iss.input)}`;
    case 'invalid_value':
      return i.values.length === 1
        ? `Invalid input: expected ${literal(i.values[0])}`
        : `Invalid option: expected one of ${i.values.map(literal).join('|')}`;
    case 'too_big':
      return bound(iss, 'big', i.maximum, '<');
    case 'too_small':
      return bound(iss, 'small', i.minimum, '>');
    case 'invalid_format':
      return i.format === 'regex'
        ? `Invalid string: must match pattern ${i.pattern}`
        : `Invalid ${i.format}`;
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${i.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${i.keys.length > 1 ? 's' : ''}: ${i.keys.map(literal).join(', ')}`;
    case 'invalid_key':
      return `Invalid key in ${i.origin}`;
    case 'invalid_element':
      return `Invalid value in ${i.origin}`;
    case 'invalid_union':
      if (Array.isArray(i.options) && i.options.length > 0)
        return `Invalid discriminator value. Expected ${(i.options as string[]).map((o) => `'${o}'`).join(' | ')}`;
      return i.inclusive === false
        ? 'Invalid input: more than one option matched'
        : 'Invalid input';
    default:
      return 'Invalid input';
  }
}
