import { z } from 'zod';

const seat = z.number().int().min(0).max(7);

/** Take up the skat into the hand (then discard). */
export const PickUpSkatActionSchema = z.strictObject({ type: z.literal('pickUpSkat'), seat });
/** Take up the skat into the hand (then discard). */
export type PickUpSkatAction = z.infer<typeof PickUpSkatActionSchema>;

/** Pass the skat on unseen (Schieberamsch), or leave it (a hand game). */
export const PushSkatActionSchema = z.strictObject({ type: z.literal('pushSkat'), seat });
/** Pass the skat on unseen. */
export type PushSkatAction = z.infer<typeof PushSkatActionSchema>;

/** Lay cards from the hand into the skat after taking it up. */
export const DiscardActionSchema = z.strictObject({
  type: z.literal('discard'),
  seat,
  cards: z.array(z.string()).min(1).max(8),
});
/** Lay cards from the hand into the skat. */
export type DiscardAction = z.infer<typeof DiscardActionSchema>;

/** Action code of taking up the skat. */
export const PICK_UP_CODE = 130;
/** Action code of pushing the skat on. */
export const PUSH_CODE = 131;
/** Discards are coded from here on: `DISCARD_BASE + id1 * 64 + id2` (two cards, id1 < id2). */
export const DISCARD_BASE = 1024;
