import { z } from 'zod';

const seat = z.number().int().min(0).max(7);

/** Play a card from the hand. */
export const PlayActionSchema = z.strictObject({
  type: z.literal('play'),
  seat,
  card: z.string(),
});
/** Play a card from the hand. */
export type PlayAction = z.infer<typeof PlayActionSchema>;

/** Double the deal's value: the next step of the variant's doubling ladder (kontra, re, ...). */
export const DoubleActionSchema = z.strictObject({
  type: z.literal('double'),
  seat,
});
/** Double the deal's value. */
export type DoubleAction = z.infer<typeof DoubleActionSchema>;

/** The actions core's trick phase understands. */
export const CoreActionSchema = z.discriminatedUnion('type', [
  PlayActionSchema,
  DoubleActionSchema,
]);
/** The actions core's trick phase understands. */
export type CoreAction = z.infer<typeof CoreActionSchema>;

/** Any action: a type, the seat that takes it, and its fields. Variants narrow this. */
export interface BaseAction {
  readonly type: string;
  readonly seat: number;
}

/** Action code of a doubling; card plays use the card id (0-63) as their code. */
export const DOUBLE_CODE = 64;
/** First action code free for variant phases. */
export const FIRST_VARIANT_CODE = 128;
