import * as z from 'zod';
import { optionsSchema } from '../fields/fieldsSchema';
import type { Variant } from '../variant/defineVariant';
import { DealRecordSchema } from './dealRecord';
import { SessionRecordSchema } from './sessionRecord';

/**
 * A JSON Schema document (draft 2020-12).
 *
 * @example
 * const schema: JsonSchema = dealRecordJsonSchema();
 */
export type JsonSchema = Record<string, unknown>;

/**
 * A generated schema file: its name under `docs/schema/` and its schema.
 *
 * @example
 * const [first]: SchemaFile[] = schemaFiles([]); // { file: 'deal-record.schema.json', schema: {...} }
 */
export interface SchemaFile {
  readonly file: string;
  readonly schema: JsonSchema;
}

/**
 * The JSON Schema of deal records, generated from {@link DealRecordSchema}.
 *
 * @example
 * dealRecordJsonSchema().title; // 'Stich deal record'
 */
export function dealRecordJsonSchema(): JsonSchema {
  return z.toJSONSchema(DealRecordSchema) as JsonSchema;
}

/**
 * The JSON Schema of session records, generated from {@link SessionRecordSchema}.
 *
 * @example
 * sessionRecordJsonSchema().required; // ['variant', 'firstDealer', 'deals']
 */
export function sessionRecordJsonSchema(): JsonSchema {
  return z.toJSONSchema(SessionRecordSchema) as JsonSchema;
}

/**
 * The JSON Schema of a variant's options as a user writes them: every field optional,
 * with its default; unknown keys refused.
 *
 * @example
 * import { optionsJsonSchema } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * optionsJsonSchema(kalterSchlag).properties; // { rounding: { default: 'ten', enum: ['ten', 'five'], ... }, ... }
 */
export function optionsJsonSchema(variant: Variant): JsonSchema {
  const schema = z.toJSONSchema(optionsSchema(variant.options), { io: 'input' }) as JsonSchema;
  return {
    ...schema,
    title: `${variant.name} options`,
    description: `Rule options of ${variant.name} (variant id '${variant.id}').`,
  };
}

/**
 * Every schema file for `docs/schema/`: the deal and session records, and the options
 * of each variant given (`<id>.options.schema.json`).
 *
 * @example
 * import { schemaFiles } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * schemaFiles([kalterSchlag]).map((f) => f.file);
 * // ['deal-record.schema.json', 'session-record.schema.json', 'kalter-schlag.options.schema.json']
 */
export function schemaFiles(variants: readonly Variant[]): SchemaFile[] {
  return [
    { file: 'deal-record.schema.json', schema: dealRecordJsonSchema() },
    { file: 'session-record.schema.json', schema: sessionRecordJsonSchema() },
    ...variants.map((v) => ({ file: `${v.id}.options.schema.json`, schema: optionsJsonSchema(v) })),
  ];
}

/**
 * The text a schema file holds: two-space JSON and a final newline.
 *
 * @example
 * import { schemaText } from '@stich/core/tools';
 *
 * writeFileSync(`docs/schema/${f.file}`, schemaText(f.schema));
 */
export function schemaText(schema: JsonSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
