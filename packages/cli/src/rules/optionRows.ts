import { optionsJsonSchema, type Variant } from '@stich/core';

/**
 * One rule option as `stich rules` lists it.
 *
 * @example
 * const row: OptionRow = { name: 'stake', type: 'number >= 0', defaultValue: 1, meaning: '' };
 */
export interface OptionRow {
  readonly name: string;
  /** The type in words: `one of "ten", "five"`, `integer > 0`, `boolean`. */
  readonly type: string;
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
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};

/** A JSON Schema type in words. */
function typeText(s: JsonSchema): string {
  if (s.enum) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return `always ${JSON.stringify(s.const)}`;
  if (s.anyOf) return s.anyOf.map(typeText).join(' or ');
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
 *
 * @example
 * optionRows(kalterSchlag)[0]; // { name: 'rounding', type: 'one of "ten", "five"', defaultValue: 'ten', meaning: '' }
 */
export function optionRows(variant: Variant): OptionRow[] {
  const schema = optionsJsonSchema(variant) as JsonSchema;
  const defaults = variant.defaults as Record<string, unknown>;
  return Object.entries(schema.properties ?? {}).map(([name, prop]) => ({
    name,
    type: typeText(prop),
    defaultValue: defaults[name],
    meaning: prop.description ?? '',
  }));
}
