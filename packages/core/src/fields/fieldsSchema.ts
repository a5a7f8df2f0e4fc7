import * as z from 'zod/mini';
import { englishZod } from './englishZod';
import { type ActionDecl, type Field, type Fields, SEAT_FIELD, type ValueOf } from './fields';

/** The zod type of a field whose values are `T`: optional where `T` takes `undefined`. */
type ZodField<T> = undefined extends T
  ? z.ZodMiniOptional<z.ZodMiniType<Exclude<T, undefined>>>
  : z.ZodMiniType<T>;

/**
 * The zod/mini schema of named fields: a strict object.
 *
 * @typeParam F - the named fields (see `field`)
 * @example
 * type Options = z.infer<FieldsSchema<typeof KALTER_SCHLAG_OPTIONS>>;
 */
export type FieldsSchema<F extends Fields> = z.ZodMiniObject<
  {
    -readonly [K in keyof F]: F[K] extends { readonly default: unknown }
      ? z.ZodMiniDefault<z.ZodMiniType<ValueOf<F[K]>>>
      : ZodField<ValueOf<F[K]>>;
  },
  z.core.$strict
>;

/**
 * The zod/mini schema of a declared action: a strict object of `type`, `seat` and its fields.
 *
 * @typeParam D - an action declaration (see `defineAction`)
 * @example
 * const schema: ActionSchema<typeof PLAY_ACTION> = actionSchema(PLAY_ACTION);
 */
export type ActionSchema<D extends ActionDecl> = z.ZodMiniObject<
  { type: z.ZodMiniLiteral<D['type']>; seat: z.ZodMiniNumber<number> } & {
    -readonly [K in keyof D['fields']]: ZodField<ValueOf<D['fields'][K]>>;
  },
  z.core.$strict
>;

/**
 * The zod/mini schema of a list of declared actions: a union discriminated by `type`.
 *
 * @typeParam D - the action declarations, in order (see {@link @stich/core!index.defineAction})
 * @example
 * const schema: ActionsSchema<typeof CORE_ACTIONS> = actionsSchema(CORE_ACTIONS);
 */
export type ActionsSchema<D extends readonly ActionDecl[]> = z.ZodMiniDiscriminatedUnion<
  { -readonly [K in keyof D]: ActionSchema<D[K]> },
  'type'
>;

/** The zod/mini schema of one field: the same checks, defaults and descriptions. */
function fieldSchema(f: Field): z.ZodMiniType {
  let s: z.ZodMiniType;
  switch (f.kind) {
    case 'boolean':
      s = z.boolean();
      break;
    case 'string':
      s = z.string();
      break;
    case 'number': {
      const checks: Parameters<z.ZodMiniNumber['check']> = [];
      if (f.int) checks.push(z.int());
      if (f.gt !== undefined) checks.push(z.gt(f.gt));
      if (f.min !== undefined) checks.push(z.gte(f.min));
      if (f.max !== undefined) checks.push(z.lte(f.max));
      s = checks.length > 0 ? z.number().check(...checks) : z.number();
      break;
    }
    case 'enum':
      s = z.enum(f.values as [string, ...string[]]);
      break;
    case 'literal':
      // One value is a plain literal, so zod words its issue as core does ('expected false').
      s =
        f.values.length === 1 ? z.literal(f.values[0]) : z.union(f.values.map((v) => z.literal(v)));
      break;
    case 'array': {
      const checks: Parameters<z.ZodMiniArray['check']> = [];
      if (f.min !== undefined) checks.push(z.minLength(f.min));
      if (f.max !== undefined) checks.push(z.maxLength(f.max));
      const array = z.array(fieldSchema(f.item));
      s = checks.length > 0 ? array.check(...checks) : array;
      break;
    }
    case 'object': {
      const object = z.strictObject(shapeOf(f.fields));
      s = f.partial ? z.partial(object) : object;
      break;
    }
  }
  if (f.nullable) s = z.nullable(s);
  if (f.optional) s = z.optional(s);
  if ('default' in f) s = z._default(s, f.default);
  return f.describe === undefined ? s : s.check(z.describe(f.describe));
}

const shapeOf = (fields: Fields): Record<string, z.ZodMiniType> =>
  Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, fieldSchema(f)]));

/**
 * The zod/mini schema of named fields (a strict object): what JSON Schema is generated
 * from, and what an application may parse with. It reads exactly as core's own check.
 *
 * @typeParam F - the named fields (see `field`)
 * @example
 * import { optionsSchema } from '@stich/core';
 * import { KALTER_SCHLAG_OPTIONS } from '@stich/kalter-schlag';
 *
 * const schema = optionsSchema(KALTER_SCHLAG_OPTIONS);
 * schema.parse({}).target; // 2000
 */
export function optionsSchema<F extends Fields>(fields: F): FieldsSchema<F> {
  englishZod();
  return z.strictObject(shapeOf(fields)) as unknown as FieldsSchema<F>;
}

/**
 * The zod/mini schema of one declared action: a strict object of `type`, `seat` and its
 * own fields.
 *
 * @typeParam D - the action declaration
 * @example
 * import { actionSchema, PLAY_ACTION } from '@stich/core/kernel';
 *
 * const PlayActionSchema = actionSchema(PLAY_ACTION);
 * PlayActionSchema.parse({ type: 'play', seat: 1, card: 'HA' });
 */
export function actionSchema<D extends ActionDecl>(decl: D): ActionSchema<D> {
  englishZod();
  return z.strictObject({
    type: z.literal(decl.type),
    seat: fieldSchema(SEAT_FIELD),
    ...shapeOf(decl.fields),
  }) as unknown as ActionSchema<D>;
}

/**
 * The zod/mini schema of a variant's actions: a discriminated union on `type`.
 *
 * @typeParam D - the action declarations, in order
 * @example
 * import { actionsSchema } from '@stich/core';
 * import { DOUBLE_ACTION, PLAY_ACTION } from '@stich/core/kernel';
 *
 * const CoreActionSchema = actionsSchema([PLAY_ACTION, DOUBLE_ACTION]);
 * CoreActionSchema.parse({ type: 'double', seat: 2 });
 */
export function actionsSchema<const D extends readonly ActionDecl[]>(decls: D): ActionsSchema<D> {
  const options = decls.map((d) => actionSchema(d));
  return z.discriminatedUnion('type', options as never) as never;
}
