import * as z from 'zod';

/**
 * A variant id, kebab-case (`kalter-schlag`).
 *
 * @example
 * VariantIdSchema.parse('kalter-schlag');
 */
export const VariantIdSchema = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'a variant id is kebab-case, e.g. "kalter-schlag"')
    .meta({ description: 'The variant id, kebab-case, e.g. "kalter-schlag".' }))();

/**
 * A card's text code, ISS style (`CJ`, `HA`, `D7`) or an extra card such as `JK`.
 *
 * @example
 * CardCodeSchema.parse('CJ');
 */
export const CardCodeSchema = /* @__PURE__ */ (() =>
  z.string().min(1).meta({
    description:
      'A card code, ISS style: suit C S H D then rank A T K Q J 9 8 7 6 5 (e.g. "CJ"), or an extra card such as "JK".',
  }))();

/**
 * One hand per seat, as card codes; empty for a seat that sits out. Identical cards repeat their code.
 *
 * @example
 * HandsSchema.parse([['CJ', 'HA'], ['SJ', 'D7']]);
 */
export const HandsSchema = /* @__PURE__ */ (() =>
  z
    .array(z.array(CardCodeSchema))
    .meta({ description: 'One hand per seat (card codes), empty for a seat that sits out.' }))();

/**
 * The skat (kitty) as card codes.
 *
 * @example
 * SkatSchema.parse(['C7', 'S7']);
 */
export const SkatSchema = /* @__PURE__ */ (() =>
  z.array(CardCodeSchema).meta({ description: 'The skat (kitty), card codes.' }))();

/**
 * A seed for the deterministic shuffle.
 *
 * @example
 * SeedSchema.parse(42); // or 'partie-1'
 */
export const SeedSchema = /* @__PURE__ */ (() =>
  z.union([z.int(), z.string()]).meta({
    description: 'Seed of the deterministic shuffle; the deal when no hands are given.',
  }))();

/**
 * A seat index, 0-based and clockwise.
 *
 * @example
 * SeatSchema.parse(3);
 */
export const SeatSchema = /* @__PURE__ */ (() =>
  z.int().min(0).meta({ description: 'A seat index, 0-based, clockwise.' }))();

/**
 * An action as a record stores it: a type, the seat that takes it, and the variant's
 * fields. The variant's own action schema checks the rest when the record is replayed.
 *
 * @example
 * RecordActionSchema.parse({ type: 'play', seat: 1, card: 'CJ' });
 */
export const RecordActionSchema = /* @__PURE__ */ (() =>
  z.looseObject({ type: z.string().min(1), seat: SeatSchema }).meta({
    description:
      'An action: its type, the seat that takes it, and the variant\'s fields (e.g. "card").',
  }))();

/**
 * Rule options as written: the variant's schema fills in defaults when the record is
 * replayed; `null` means every default, as `createGame` and the CLI's `--options null` read it.
 *
 * @example
 * RecordOptionsSchema.parse({ rounding: 'five' });
 */
export const RecordOptionsSchema = /* @__PURE__ */ (() =>
  z.record(z.string(), z.unknown()).nullable().meta({
    description:
      "The variant's rule options; missing ones take their defaults, and null means all defaults (as in createGame and the CLI). See <variant>.options.schema.json.",
  }))();

/**
 * Free data: players' names, dates, places, comments. Replay ignores it.
 *
 * @example
 * MetaSchema.parse({ players: ['Anne', 'Bert', 'Christina', 'Dieter'] });
 */
export const MetaSchema = /* @__PURE__ */ (() =>
  z
    .record(z.string(), z.unknown())
    .meta({ description: 'Free data (names, date, place, comments); replay ignores it.' }))();

/**
 * An action as a record stores it.
 *
 * @example
 * const action: RecordAction = { type: 'double', seat: 0 };
 */
export type RecordAction = z.infer<typeof RecordActionSchema>;

/**
 * JSON Schema for "the hands, or a seed to deal them", which zod checks with a refinement.
 *
 * @example
 * DealRecordSchema.meta(HANDS_OR_SEED);
 */
export const HANDS_OR_SEED = { anyOf: [{ required: ['hands'] }, { required: ['seed'] }] };
