import * as z from 'zod/mini';

/**
 * Bot strengths a seat may have: `random` (any legal action), `rules` (the game's rules
 * bot; random where a game has none), `pimc` (sampling and solving, for games with a
 * PIMC adapter; `thinkMs` is its time budget per card).
 *
 * @example
 * BOT_KINDS.includes('pimc'); // true
 */
export const BOT_KINDS = ['random', 'rules', 'pimc'] as const;

/**
 * The longest think budget a PIMC seat may have, in milliseconds.
 *
 * @example
 * MAX_THINK_MS; // 2000
 */
export const MAX_THINK_MS = 2000;

/**
 * A seat as the creator of a table asks for it: for a person, or a bot of a strength.
 *
 * @example
 * SeatSpecSchema.parse({ kind: 'bot', bot: 'pimc', thinkMs: 300 });
 */
export const SeatSpecSchema = /* @__PURE__ */ z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human') }),
  z.strictObject({
    kind: z.literal('bot'),
    bot: z.enum(BOT_KINDS),
    thinkMs: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_THINK_MS))),
  }),
]);

/**
 * A seat request, see {@link SeatSpecSchema}.
 *
 * @example
 * const seat: SeatSpec = { kind: 'human' };
 */
export type SeatSpec = z.infer<typeof SeatSpecSchema>;

/**
 * A seat as everyone may see it: who sits there and whether they are connected.
 *
 * @example
 * SeatInfoSchema.parse({ seat: 0, kind: 'human', bot: null, name: 'Anna', taken: true, connected: false });
 */
export const SeatInfoSchema = /* @__PURE__ */ z.strictObject({
  seat: z.number().check(z.int(), z.minimum(0)),
  kind: z.enum(['human', 'bot']),
  bot: z.nullable(z.enum(BOT_KINDS)),
  /** The name the person joined with (a bot's strength for a bot). */
  name: z.nullable(z.string()),
  /** Whether a person has joined the seat (always true for a bot). */
  taken: z.boolean(),
  /** Whether the seat has a live connection (always true for a bot). */
  connected: z.boolean(),
});

/**
 * A seat's public description, see {@link SeatInfoSchema}.
 *
 * @example
 * const info: SeatInfo = { seat: 1, kind: 'bot', bot: 'rules', name: 'rules', taken: true, connected: true };
 */
export type SeatInfo = z.infer<typeof SeatInfoSchema>;
