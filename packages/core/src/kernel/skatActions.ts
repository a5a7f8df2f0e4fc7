import { type ActionOf, defineAction, field } from '../fields/fields';
import { type ActionSchema, actionSchema } from '../fields/fieldsSchema';

/**
 * The declaration of {@link PickUpSkatAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [PICK_UP_SKAT_ACTION, ...otherActions] });
 */
export const PICK_UP_SKAT_ACTION = /* @__PURE__ */ defineAction('pickUpSkat');
/**
 * The declaration of {@link PushSkatAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [PUSH_SKAT_ACTION, ...otherActions] });
 */
export const PUSH_SKAT_ACTION = /* @__PURE__ */ defineAction('pushSkat');
/**
 * The declaration of {@link DiscardAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [DISCARD_ACTION, ...otherActions] });
 */
export const DISCARD_ACTION = /* @__PURE__ */ defineAction('discard', {
  cards: field.array(field.string(), { min: 1, max: 8 }),
});

/**
 * Take up the skat into the hand (then discard).
 *
 * @example
 * PickUpSkatActionSchema.parse({ type: 'pickUpSkat', seat: 1 });
 */
export const PickUpSkatActionSchema: ActionSchema<typeof PICK_UP_SKAT_ACTION> =
  /* @__PURE__ */ actionSchema(PICK_UP_SKAT_ACTION);
/**
 * Take up the skat into the hand (then discard).
 *
 * @example
 * const take: PickUpSkatAction = { type: 'pickUpSkat', seat: 1 };
 */
export type PickUpSkatAction = ActionOf<typeof PICK_UP_SKAT_ACTION>;

/**
 * Pass the skat on unseen (Schieberamsch), or leave it (a hand game).
 *
 * @example
 * PushSkatActionSchema.parse({ type: 'pushSkat', seat: 2 });
 */
export const PushSkatActionSchema: ActionSchema<typeof PUSH_SKAT_ACTION> =
  /* @__PURE__ */ actionSchema(PUSH_SKAT_ACTION);
/**
 * Pass the skat on unseen.
 *
 * @example
 * const push: PushSkatAction = { type: 'pushSkat', seat: 2 };
 */
export type PushSkatAction = ActionOf<typeof PUSH_SKAT_ACTION>;

/**
 * Lay cards from the hand into the skat after taking it up.
 *
 * @example
 * DiscardActionSchema.parse({ type: 'discard', seat: 1, cards: ['ST', 'H8'] });
 */
export const DiscardActionSchema: ActionSchema<typeof DISCARD_ACTION> =
  /* @__PURE__ */ actionSchema(DISCARD_ACTION);
/**
 * Lay cards from the hand into the skat.
 *
 * @example
 * const away: DiscardAction = { type: 'discard', seat: 1, cards: ['ST', 'H8'] };
 */
export type DiscardAction = ActionOf<typeof DISCARD_ACTION>;

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
