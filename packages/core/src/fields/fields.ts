/** Carries a field's value type; never set at run time. */
declare const valueType: unique symbol;

/**
 * What a field holds, before `optional`, `nullable` and `default`.
 *
 * @example
 * const kind: FieldKind = { kind: 'number', int: true, min: 0, max: 7 };
 */
export type FieldKind =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'string' }
  | {
      readonly kind: 'number';
      readonly int?: boolean;
      /** Greater than (exclusive). */
      readonly gt?: number;
      /** At least (inclusive). */
      readonly min?: number;
      /** At most (inclusive). */
      readonly max?: number;
    }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'literal'; readonly values: readonly (number | boolean)[] }
  | { readonly kind: 'array'; readonly item: Field; readonly min?: number; readonly max?: number }
  | { readonly kind: 'object'; readonly fields: Fields; readonly partial?: boolean };

/**
 * How a field may be left out or empty, and what it says about itself.
 *
 * @typeParam T - the field's value type
 * @example
 * const mods: FieldMods<number> = { default: 2000, describe: 'penalty total that loses the Partie' };
 */
export interface FieldMods<T> {
  /** Shown in JSON Schema and rule pages. */
  readonly describe?: string;
  /** The value when the field is absent (every option needs one); `null` needs `nullable`. */
  readonly default?: T | null;
  /** The field may be absent (no default). */
  readonly optional?: boolean;
  /** `null` is a value too. */
  readonly nullable?: boolean;
}

/**
 * One field of a variant's options or of an action: plain data that core checks without
 * zod (so a bundle of the rules kernel carries no schema library) and that
 * `optionsSchema`/`actionSchema` turn into zod schemas and JSON Schema where needed.
 * `T` is the value type. Build fields with {@link field}.
 *
 * @typeParam T - the value type the field describes
 * @example
 * const target: Field<number> = field.int({ gt: 0, default: 2000 });
 */
export type Field<T = unknown> = FieldKind &
  FieldMods<unknown> & { readonly [valueType]?: { readonly value: T } };

/**
 * Named fields: a variant's options, or an action's own fields.
 *
 * @example
 * const options: Fields = { stake: field.number({ min: 0, default: 1 }) };
 */
export type Fields = { readonly [key: string]: Field };

/**
 * The fields of an options object `O`, each with its value type.
 *
 * @typeParam O - the variant's options
 * @example
 * const fields: OptionFields<{ stake: number }> = { stake: field.number({ min: 0, default: 1 }) };
 */
export type OptionFields<O> = { readonly [K in keyof O]-?: Field<O[K]> };

/**
 * The value type of a field.
 *
 * @typeParam F - a field (see `field`)
 * @example
 * type Rounding = ValueOf<typeof KALTER_SCHLAG_OPTIONS.rounding>; // 'ten' | 'five'
 */
export type ValueOf<F> = F extends Field<infer T> ? T : never;

type Flat<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: undefined extends ValueOf<F[K]> ? K : never;
}[keyof F];

/**
 * The object that named fields describe (optional fields are optional keys).
 *
 * @typeParam F - the named fields (see `field`)
 * @example
 * type Options = ValuesOf<typeof RAMSCH_OPTIONS>; // { skatTo: 'lastTrick' | 'loser'; ... }
 */
export type ValuesOf<F extends Fields> = Flat<
  { -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: ValueOf<F[K]> } & {
    -readonly [K in OptionalKeys<F>]?: ValueOf<F[K]>;
  }
>;

/** A field's value type after its mods. */
type Typed<T, M> =
  | (M extends { readonly nullable: true } ? T | null : T)
  | (M extends { readonly default: unknown }
      ? never
      : M extends { readonly optional: true }
        ? undefined
        : never);

/**
 * The bounds a number field may take besides its mods: greater than `gt`, at least `min`,
 * at most `max`.
 *
 * @example
 * const stake = field.int({ gt: 0, max: 100, default: 1 });
 */
export type NumberBounds = { readonly gt?: number; readonly min?: number; readonly max?: number };

const make = <T, M>(kind: FieldKind, mods: M | undefined): Field<Typed<T, M>> => ({
  ...kind,
  ...mods,
});

/**
 * Builds {@link Field}s: each takes the field's own settings and its mods (`default`,
 * `optional`, `nullable`, `describe`) in one object.
 *
 * @example
 * const options = {
 *   rounding: field.enum(['ten', 'five'], { default: 'ten', describe: 'how penalties round' }),
 *   target: field.int({ gt: 0, default: 2000 }),
 *   bierlachs: field.int({ gt: 0, nullable: true, default: null }),
 * };
 */
export const field = {
  /**
   * `true` or `false`.
   *
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  boolean: <const M extends FieldMods<boolean>>(mods?: M) =>
    make<boolean, M>({ kind: 'boolean' }, mods),
  /**
   * Any string.
   *
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  string: <const M extends FieldMods<string>>(mods?: M) =>
    make<string, M>({ kind: 'string' }, mods),
  /**
   * A finite number.
   *
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  number: <const M extends FieldMods<number>>(spec?: M & NumberBounds) =>
    make<number, M>({ kind: 'number' }, spec),
  /**
   * A safe integer.
   *
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  int: <const M extends FieldMods<number>>(spec?: M & NumberBounds) =>
    make<number, M>({ kind: 'number', int: true }, spec),
  /**
   * One of these strings.
   *
   * @typeParam V - the strings, as literals
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  enum: <const V extends readonly string[], const M extends FieldMods<V[number]>>(
    values: V,
    mods?: M,
  ) => make<V[number], M>({ kind: 'enum', values }, mods),
  /**
   * One of these numbers or booleans (a union of literals).
   *
   * @typeParam V - the values, as literals
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  literal: <const V extends readonly (number | boolean)[], const M extends FieldMods<V[number]>>(
    values: V,
    mods?: M,
  ) => make<V[number], M>({ kind: 'literal', values }, mods),
  /**
   * An array of items, `min` to `max` of them.
   *
   * @typeParam T - an item's value type
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  array: <T, const M extends FieldMods<T[]>>(
    item: Field<T>,
    spec?: M & { readonly min?: number; readonly max?: number },
  ) => make<T[], M>({ kind: 'array', item }, spec),
  /**
   * A strict object of named fields; `partial` makes every field optional.
   *
   * @typeParam F - the object's named fields
   * @typeParam M - its mods as written (`default`, `optional`, `nullable`, `describe`), which
   *   shape the value type
   */
  object: <const F extends Fields, const M extends FieldMods<Partial<ValuesOf<F>>>>(
    fields: F,
    spec?: M & { readonly partial?: boolean },
  ) =>
    make<M extends { readonly partial: true } ? Partial<ValuesOf<F>> : ValuesOf<F>, M>(
      { kind: 'object', fields },
      spec,
    ),
};

/**
 * An action's declaration: its `type` (the kind's name) and its own fields (every action
 * also has `seat`, a seat number 0-7). A variant lists its actions; core checks them
 * without zod, and gives each kind its own range of integer codes for the kernel (see
 * `KernelContext.codes`), so a variant never writes a code and no two kinds share one.
 *
 * @typeParam T - the kind's name, the action's `type` (a string literal)
 * @typeParam F - the kind's own fields
 *
 * @example
 * const PLAY_ACTION: ActionDecl<'play', { card: Field<string> }> = defineAction('play', { card: field.string() });
 */
export interface ActionDecl<T extends string = string, F extends Fields = Fields> {
  readonly type: T;
  readonly fields: F;
  /**
   * How many kernel codes the kind takes: one per distinct action of this kind that a
   * phase lists as legal (e.g. 4 for "name a suit", 8 for one per seat). Default 1.
   */
  readonly codes?: number;
  /**
   * Whether tools stop to offer this kind to a seat when it is legal out of turn (see
   * `Rules.outOfTurn`). Default `true`: an answer that cannot wait (a Re to a Kontra said
   * just now) is offered. `false` for a kind a seat may take whenever it likes (Skat's
   * claim and resignation): tools ask for it only on the seat's own turn, and a program or
   * a server's client may still send it out of turn.
   */
  readonly offerOutOfTurn?: boolean;
}

/**
 * Declares an action kind: its name, its own fields, how many kernel codes it takes
 * (`codes`, default 1), and whether tools offer it out of turn (`offerOutOfTurn`, default
 * `true`; see `ActionDecl`). Core assigns the codes themselves when the variant is defined.
 *
 * @typeParam T - the kind's name, the action's `type` (a string literal)
 * @typeParam F - the kind's own fields
 *
 * @example
 * import { type ActionOf, defineAction, field } from '@stich/core';
 *
 * export const CALL_ACTION = defineAction('call', { card: field.string() }, { codes: 64 });
 * type CallAction = ActionOf<typeof CALL_ACTION>; // { type: 'call'; seat: number; card: string }
 * // Taken whenever the seat likes: tools ask for it on the seat's own turn only.
 * export const RESIGN_ACTION = defineAction('resign', {}, { codes: 8, offerOutOfTurn: false });
 */
export function defineAction<const T extends string, const F extends Fields = Record<never, never>>(
  type: T,
  fields?: F,
  options?: { readonly codes?: number; readonly offerOutOfTurn?: boolean },
): ActionDecl<T, F> {
  const decl: ActionDecl<T, F> = { type, fields: fields ?? ({} as F) };
  const codes = options?.codes === undefined ? {} : { codes: options.codes };
  const offer =
    options?.offerOutOfTurn === undefined ? {} : { offerOutOfTurn: options.offerOutOfTurn };
  return { ...decl, ...codes, ...offer };
}

/**
 * The action a declaration describes.
 *
 * @typeParam D - an action declaration (see `defineAction`)
 * @example
 * const play: ActionOf<typeof PLAY_ACTION> = { type: 'play', seat: 1, card: 'HA' };
 */
export type ActionOf<D> =
  D extends ActionDecl<infer T, infer F> ? Flat<{ type: T; seat: number } & ValuesOf<F>> : never;

/**
 * The seat of every action: an integer 0-7.
 *
 * @example
 * import { readFields, SEAT_FIELD } from '@stich/core/kernel';
 *
 * readFields({ seat: SEAT_FIELD }, { seat: 8 }).ok; // false: Too big
 */
export const SEAT_FIELD = /* @__PURE__ */ field.int({ min: 0, max: 7 });
