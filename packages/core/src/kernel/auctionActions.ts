import * as z from 'zod/mini';

const seat = /* @__PURE__ */ (() => z.number().check(z.int(), z.minimum(0), z.maximum(7)))();

/**
 * Call a value in the auction (the caller's move).
 *
 * @example
 * BidActionSchema.parse({ type: 'bid', seat: 2, value: 18 });
 */
export const BidActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.literal('bid'),
    seat,
    value: z.number().check(z.int()),
  }))();
/**
 * Call a value in the auction.
 *
 * @example
 * const call: BidAction = { type: 'bid', seat: 2, value: 18 };
 */
export type BidAction = z.infer<typeof BidActionSchema>;

/**
 * Accept the value called, staying in the auction (the responder's move; "yes").
 *
 * @example
 * HoldActionSchema.parse({ type: 'hold', seat: 1 });
 */
export const HoldActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({ type: z.literal('hold'), seat }))();
/**
 * Accept the value called.
 *
 * @example
 * const yes: HoldAction = { type: 'hold', seat: 1 };
 */
export type HoldAction = z.infer<typeof HoldActionSchema>;

/**
 * Leave the auction.
 *
 * @example
 * PassActionSchema.parse({ type: 'pass', seat: 0 });
 */
export const PassActionSchema = /* @__PURE__ */ (() =>
  z.strictObject({ type: z.literal('pass'), seat }))();
/**
 * Leave the auction.
 *
 * @example
 * const pass: PassAction = { type: 'pass', seat: 0 };
 */
export type PassAction = z.infer<typeof PassActionSchema>;

/**
 * Action code of holding.
 *
 * @example
 * rules.decode(state, HOLD_CODE); // { type: 'hold', seat: 1 }
 */
export const HOLD_CODE = 132;
/**
 * Action code of passing.
 *
 * @example
 * rules.decode(state, PASS_CODE); // { type: 'pass', seat: 2 }
 */
export const PASS_CODE = 133;
/**
 * Bids are coded from here on: `BID_BASE + index` into the value ladder.
 *
 * @example
 * rules.decode(state, BID_BASE + 0); // the lowest call, e.g. { type: 'bid', seat: 2, value: 18 }
 */
export const BID_BASE = 256;
