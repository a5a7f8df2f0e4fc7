import * as z from 'zod/mini';

const Int0 = () => z.number().check(z.int(), z.minimum(0));

/**
 * The largest WebSocket message the server reads, in bytes; a larger one closes the
 * connection (close code 1009).
 *
 * @example
 * MAX_MESSAGE_BYTES; // 16384
 */
export const MAX_MESSAGE_BYTES = 16_384;

/**
 * The longest chat line a client may send, in characters.
 *
 * @example
 * MAX_CHAT_LENGTH; // 200
 */
export const MAX_CHAT_LENGTH = 200;

/**
 * An action as it travels: flat JSON with the action's `type` and the acting `seat`
 * (the server reads it once with core's `readAction`).
 *
 * @example
 * WireActionSchema.parse({ type: 'play', seat: 0, card: 'CJ' });
 */
export const WireActionSchema = /* @__PURE__ */ z.looseObject({
  type: z.string().check(z.minLength(1), z.maxLength(64)),
  seat: Int0(),
});

/**
 * What a client sends over the WebSocket, one JSON text per message:
 * - `hello`: bind this connection to the seat of `token`; `lastSeq` (the last `seq`
 *   received before a reconnect) asks for the missed messages.
 * - `watch`: follow a table as a spectator (public information only).
 * - `action`: take an action for the connection's own seat at `step` (the step of the
 *   last view received).
 * - `sync`: ask for the full state again (welcome, sheet, view).
 * - `chat`: a line for the table's chat (a seat's connection only; at most
 *   {@link MAX_CHAT_LENGTH} characters, no control characters, a few a minute).
 * - `next`: this person has seen the review of the finished deal `deal` and is ready
 *   for the next one.
 *
 * @example
 * ClientMessageSchema.parse({ type: 'action', step: 12, action: { type: 'play', seat: 2, card: 'HA' } });
 */
export const ClientMessageSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hello'),
    token: z.string().check(z.minLength(1), z.maxLength(128)),
    lastSeq: z.optional(Int0()),
  }),
  z.strictObject({
    type: z.literal('watch'),
    table: z.string().check(z.minLength(1), z.maxLength(64)),
    lastSeq: z.optional(Int0()),
  }),
  z.strictObject({ type: z.literal('action'), step: Int0(), action: WireActionSchema }),
  z.strictObject({ type: z.literal('sync') }),
  z.strictObject({
    type: z.literal('chat'),
    text: z.string().check(z.minLength(1), z.maxLength(MAX_CHAT_LENGTH)),
  }),
  z.strictObject({ type: z.literal('next'), deal: Int0() }),
]);

/**
 * A message from a client, see {@link ClientMessageSchema}.
 *
 * @example
 * const hello: ClientMessage = { type: 'hello', token };
 */
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
