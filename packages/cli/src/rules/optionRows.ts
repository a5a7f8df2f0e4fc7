import type { Variant } from '@stich/core';
import { optionsJsonSchema } from '@stich/core/tools';

/**
 * One rule option as `stich rules`, `stich compare` and the rule pages list it. A field of
 * an object option is a row of its own, named `parent.field`.
 *
 * @example
 * const row: OptionRow = { name: 'stake', type: 'number >= 0', defaultValue: 1, meaning: '' };
 */
export interface OptionRow {
  readonly name: string;
  /** The type in words: `one of "ten", "five"`, `integer > 0`, `boolean`, `object`. */
  readonly type: string;
  /** The default, or `undefined` for a field of an object option that has none of its own. */
  readonly defaultValue: unknown;
  /** The option's description from its schema, or `''` when it has none. */
  readonly meaning: string;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  description?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

const oneOf = (values: readonly unknown[]) =>
  `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;

/** A JSON Schema type in words. */
function typeText(s: JsonSchema): string {
  if (s.enum) return oneOf(s.enum);
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) {
    const consts = s.anyOf.filter((a) => a.const !== undefined);
    if (consts.length === s.anyOf.length) return oneOf(consts.map((a) => a.const));
    return s.anyOf.map(typeText).join(' or ');
  }
  const base = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any value');
  const bounds: string[] = [];
  if (s.exclusiveMinimum !== undefined) bounds.push(`> ${s.exclusiveMinimum}`);
  if (s.minimum !== undefined) bounds.push(`>= ${s.minimum}`);
  if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER)
    bounds.push(`<= ${s.maximum}`);
  if (s.exclusiveMaximum !== undefined) bounds.push(`< ${s.exclusiveMaximum}`);
  return [base, ...bounds].join(' ');
}

/**
 * The variant's options, read from its zod schema (through core's `optionsJsonSchema`):
 * name, type, default, and the description the schema gives (`.describe()` or `.meta()`).
 * An object option is followed by a row for each of its fields (`ramsch.skatTo`).
 *
 * @example
 * optionRows(kalterSchlag)[0]; // { name: 'rounding', type: 'one of "ten", "five"', defaultValue: 'ten', meaning: '' }
 */
export function optionRows(variant: Variant): OptionRow[] {
  const rows: OptionRow[] = [];
  const walk = (schema: JsonSchema, defaults: unknown, prefix: string) => {
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      // A field of an object option that is not set by default: its own default, which
      // applies once the object is given (`{ armut: {} }`).
      const own = optionValue(defaults, name);
      const value = own === undefined && defaults === undefined ? prop.default : own;
      rows.push({
        name: `${prefix}${name}`,
        type: prop.properties ? 'object' : typeText(prop),
        defaultValue: value,
        meaning: prop.description ?? '',
      });
      if (prop.properties) walk(prop, value, `${prefix}${name}.`);
    }
  };
  walk(optionsJsonSchema(variant) as JsonSchema, variant.defaults, '');
  return rows;
}

/**
 * The value of an option row's name (`kontra`, `ramsch.skatTo`) in an options object, or
 * `undefined` where it is not set.
 *
 * @example
 * optionValue({ ramsch: { tensLow: true } }, 'ramsch.tensLow'); // true
 */
export function optionValue(options: unknown, name: string): unknown {
  let value = options;
  for (const key of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
