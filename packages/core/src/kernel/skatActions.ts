import * as z from 'zod/mini';

const seat = /* @__PURE__ */ (() => z.number().check(z.int(), z.minimum(0), z.maximum(7)))();

/**
 * Take up the skat into the hand (then discard).
 *
 * @example
 * PickUpSkatActionSchema.parse({ type: 'pickUpSkat', seat: 1 });
 */
export const PickUpSkatActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({ type: z.literal('pickUpSkat'), seat }))();
/**
 * Take up the skat into the hand (then discard).
 *
 * @example
 * const take: PickUpSkatAction = { type: 'pickUpSkat', seat: 1 };
 */
export type PickUpSkatAction = z.infer<typeof PickUpSkatActionSchema>;

/**
 * Pass the skat on unseen (Schieberamsch), or leave it (a hand game).
 *
 * @example
 * PushSkatActionSchema.parse({ type: 'pushSkat', seat: 2 });
 */
export const PushSkatActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({ type: z.literal('pushSkat'), seat }))();
/**
 * Pass the skat on unseen.
 *
 * @example
 * const push: PushSkatAction = { type: 'pushSkat', seat: 2 };
 */
export type PushSkatAction = z.infer<typeof PushSkatActionSchema>;

/**
 * Lay cards from the hand into the skat after taking it up.
 *
 * @example
 * DiscardActionSchema.parse({ type: 'discard', seat: 1, cards: ['ST', 'H8'] });
 */
export const DiscardActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.literal('discard'),
    seat,
    cards: z.array(z.string()).check(z.minLength(1), z.maxLength(8)),
  }))();
/**
 * Lay cards from the hand into the skat.
 *
 * @example
 * const away: DiscardAction = { type: 'discard', seat: 1, cards: ['ST', 'H8'] };
 */
export type DiscardAction = z.infer<typeof DiscardActionSchema>;

/**
 * Action code of taking up the skat.
 *
 * @example
 * rules.decode(state, PICK_UP_CODE); // { type: 'pickUpSkat', seat: 1 }
 */
export const PICK_UP_CODE = 130;
/**
 * Action code of pushing the skat on.
 *
 * @example
 * rules.decode(state, PUSH_CODE); // { type: 'pushSkat', seat: 1 }
 */
export const PUSH_CODE = 131;
/**
 * Discards are coded from here on: `DISCARD_BASE + id1 * 64 + id2` (two cards, id1 < id2).
 *
 * @example
 * const code = DISCARD_BASE + st * 64 + h8; // ids st < h8: lay ST and H8 away
 */
export const DISCARD_BASE = 1024;
