import { type ActionOf, defineAction, field } from '../fields/fields';
import { type ActionSchema, actionSchema } from '../fields/fieldsSchema';

/**
 * The declaration of {@link BidAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [BID_ACTION, ...otherActions] });
 */
export const BID_ACTION = /* @__PURE__ */ defineAction('bid', { value: field.int() });
/**
 * The declaration of {@link HoldAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [HOLD_ACTION, ...otherActions] });
 */
export const HOLD_ACTION = /* @__PURE__ */ defineAction('hold');
/**
 * The declaration of {@link PassAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [PASS_ACTION, ...otherActions] });
 */
export const PASS_ACTION = /* @__PURE__ */ defineAction('pass');

/**
 * Call a value in the auction (the caller's move).
 *
 * @example
 * BidActionSchema.parse({ type: 'bid', seat: 2, value: 18 });
 */
export const BidActionSchema: ActionSchema<typeof BID_ACTION> =
  /* @__PURE__ */ actionSchema(BID_ACTION);
/**
 * Call a value in the auction.
 *
 * @example
 * const call: BidAction = { type: 'bid', seat: 2, value: 18 };
 */
export type BidAction = ActionOf<typeof BID_ACTION>;

/**
 * Accept the value called, staying in the auction (the responder's move; "yes").
 *
 * @example
 * HoldActionSchema.parse({ type: 'hold', seat: 1 });
 */
export const HoldActionSchema: ActionSchema<typeof HOLD_ACTION> =
  /* @__PURE__ */ actionSchema(HOLD_ACTION);
/**
 * Accept the value called.
 *
 * @example
 * const yes: HoldAction = { type: 'hold', seat: 1 };
 */
export type HoldAction = ActionOf<typeof HOLD_ACTION>;

/**
 * Leave the auction.
 *
 * @example
 * PassActionSchema.parse({ type: 'pass', seat: 0 });
 */
export const PassActionSchema: ActionSchema<typeof PASS_ACTION> =
  /* @__PURE__ */ actionSchema(PASS_ACTION);
/**
 * Leave the auction.
 *
 * @example
 * const pass: PassAction = { type: 'pass', seat: 0 };
 */
export type PassAction = ActionOf<typeof PASS_ACTION>;

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
