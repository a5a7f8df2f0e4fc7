import { type ActionOf, defineAction, field } from '../fields/fields';
import {
  type ActionSchema,
  type ActionsSchema,
  actionSchema,
  actionsSchema,
} from '../fields/fieldsSchema';

/**
 * The declaration of {@link PlayAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [PLAY_ACTION, ...otherActions] });
 */
export const PLAY_ACTION = /* @__PURE__ */ defineAction('play', { card: field.string() });
/**
 * The declaration of {@link DoubleAction}: its type and fields (core checks actions against it).
 *
 * @example
 * defineVariant({ ...spec, actions: [DOUBLE_ACTION, ...otherActions] });
 */
export const DOUBLE_ACTION = /* @__PURE__ */ defineAction('double');

/**
 * Play a card from the hand.
 *
 * @example
 * PlayActionSchema.parse({ type: 'play', seat: 1, card: 'HA' });
 */
export const PlayActionSchema: ActionSchema<typeof PLAY_ACTION> =
  /* @__PURE__ */ actionSchema(PLAY_ACTION);
/**
 * Play a card from the hand.
 *
 * @example
 * const play: PlayAction = { type: 'play', seat: 1, card: 'HA' };
 */
export type PlayAction = ActionOf<typeof PLAY_ACTION>;

/**
 * Double the deal's value: the next step of the variant's doubling ladder (kontra, re, ...).
 *
 * @example
 * DoubleActionSchema.safeParse({ type: 'double', seat: 2 }).success; // true
 */
export const DoubleActionSchema: ActionSchema<typeof DOUBLE_ACTION> =
  /* @__PURE__ */ actionSchema(DOUBLE_ACTION);
/**
 * Double the deal's value.
 *
 * @example
 * const kontra: DoubleAction = { type: 'double', seat: 2 };
 */
export type DoubleAction = ActionOf<typeof DOUBLE_ACTION>;

/**
 * The declarations of the actions core's trick phase understands: a play and a doubling.
 *
 * @example
 * defineVariant({ ...spec, actions: CORE_ACTIONS });
 */
export const CORE_ACTIONS = [PLAY_ACTION, DOUBLE_ACTION] as const;

/**
 * The actions core's trick phase understands.
 *
 * @example
 * CoreActionSchema.parse(JSON.parse(body)); // a play or a doubling
 */
export const CoreActionSchema: ActionsSchema<typeof CORE_ACTIONS> =
  /* @__PURE__ */ actionsSchema(CORE_ACTIONS);
/**
 * The actions core's trick phase understands.
 *
 * @example
 * const actions: CoreAction[] = [{ type: 'double', seat: 1 }, { type: 'play', seat: 1, card: 'CJ' }];
 */
export type CoreAction = ActionOf<(typeof CORE_ACTIONS)[number]>;

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
 * Action code of a doubling; card plays use the card id (0-63) as their code. Internal to
 * the kernel: phases read it as `ctx.codes.double`.
 */
export const DOUBLE_CODE = 64;
