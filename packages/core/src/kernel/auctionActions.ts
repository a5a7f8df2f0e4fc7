import { z } from 'zod';

const seat = z.number().int().min(0).max(7);

/** Call a value in the auction (the caller's move). */
export const BidActionSchema = z.strictObject({
  type: z.literal('bid'),
  seat,
  value: z.number().int(),
});
/** Call a value in the auction. */
export type BidAction = z.infer<typeof BidActionSchema>;

/** Accept the value called, staying in the auction (the responder's move; "yes"). */
export const HoldActionSchema = z.strictObject({ type: z.literal('hold'), seat });
/** Accept the value called. */
export type HoldAction = z.infer<typeof HoldActionSchema>;

/** Leave the auction. */
export const PassActionSchema = z.strictObject({ type: z.literal('pass'), seat });
/** Leave the auction. */
export type PassAction = z.infer<typeof PassActionSchema>;

/** Action code of holding. */
export const HOLD_CODE = 132;
/** Action code of passing. */
export const PASS_CODE = 133;
/** Bids are coded from here on: `BID_BASE + index` into the value ladder. */
export const BID_BASE = 256;
