import * as z from 'zod/mini';

const seat = /* @__PURE__ */ (() => z.number().check(z.int(), z.minimum(0), z.maximum(7)))();

/**
 * Play a card from the hand.
 *
 * @example
 * PlayActionSchema.parse({ type: 'play', seat: 1, card: 'HA' });
 */
export const PlayActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.literal('play'),
    seat,
    card: z.string(),
  }))();
/**
 * Play a card from the hand.
 *
 * @example
 * const play: PlayAction = { type: 'play', seat: 1, card: 'HA' };
 */
export type PlayAction = z.infer<typeof PlayActionSchema>;

/**
 * Double the deal's value: the next step of the variant's doubling ladder (kontra, re, ...).
 *
 * @example
 * DoubleActionSchema.safeParse({ type: 'double', seat: 2 }).success; // true
 */
export const DoubleActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.literal('double'),
    seat,
  }))();
/**
 * Double the deal's value.
 *
 * @example
 * const kontra: DoubleAction = { type: 'double', seat: 2 };
 */
export type DoubleAction = z.infer<typeof DoubleActionSchema>;

/**
 * The actions core's trick phase understands.
 *
 * @example
 * CoreActionSchema.parse(JSON.parse(body)); // a play or a doubling
 */
export const CoreActionSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [PlayActionSchema, DoubleActionSchema]))();
/**
 * The actions core's trick phase understands.
 *
 * @example
 * const actions: CoreAction[] = [{ type: 'double', seat: 1 }, { type: 'play', seat: 1, card: 'CJ' }];
 */
export type CoreAction = z.infer<typeof CoreActionSchema>;

/**
 * Any action: a type, the seat that takes it, and its fields. Variants narrow this.
 *
 * @example
 * const pass: BaseAction = { type: 'pass', seat: 0 };
 */
export interface BaseAction {
  readonly type: string;
  readonly seat: number;
}

/**
 * Action code of a doubling; card plays use the card id (0-63) as their code.
 *
 * @example
 * rules.applyCode(state, DOUBLE_CODE); // the seat to act doubles
 */
export const DOUBLE_CODE = 64;
/**
 * First action code free for variant phases.
 *
 * @example
 * const MY_CODE = FIRST_VARIANT_CODE + 7; // a variant's own action code
 */
export const FIRST_VARIANT_CODE = 128;
