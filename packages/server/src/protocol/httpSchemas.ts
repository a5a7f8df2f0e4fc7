import * as z from 'zod/mini';
import { SERVER_ERROR_CODES } from './errorCodes';
import { BOT_KINDS, SeatInfoSchema, SeatSpecSchema } from './seatSchemas';

const Int0 = () => z.number().check(z.int(), z.minimum(0));
const Id = () => z.string().check(z.minLength(1), z.maxLength(64));
/** A name of people: no control characters (see `CONTROL_CHARACTERS`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const Name = (min: number, max: number) =>
  z.string().check(z.minLength(min), z.maxLength(max), z.regex(NO_CONTROL));

/**
 * The longest turn time a table may set, in seconds (one hour).
 *
 * @example
 * MAX_TURN_SECONDS; // 3600
 */
export const MAX_TURN_SECONDS = 3600;

/**
 * The longest end-of-deal review a table may set, in seconds.
 *
 * @example
 * MAX_REVIEW_SECONDS; // 600
 */
export const MAX_REVIEW_SECONDS = 600;

/**
 * How long the end-of-deal review lasts at most when a table does not say, in seconds.
 *
 * @example
 * DEFAULT_REVIEW_SECONDS; // 30
 */
export const DEFAULT_REVIEW_SECONDS = 30;

/**
 * `POST /api/tables`: the game, its options, the seats, and an optional turn timer.
 *
 * @example
 * CreateTableSchema.parse({ game: 'skat', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'rules' }, { kind: 'bot', bot: 'rules' }] });
 */
export const CreateTableSchema = /* @__PURE__ */ z.strictObject({
  game: Id(),
  /** The game's options (checked by the game). */
  options: z.optional(z.record(z.string(), z.unknown())),
  /** The session's seed (random when absent). */
  seed: z.optional(z.union([z.number().check(z.int()), z.string().check(z.maxLength(64))])),
  /** The first dealer (drawn from the seed when absent). */
  firstDealer: z.optional(Int0()),
  /**
   * Fixed deals for the first deals of the session (a prepared or tournament deal):
   * each the cards of every hand and of the skat. Later deals are shuffled from the seed.
   */
  deals: z.optional(
    z
      .array(
        z.strictObject({
          hands: z.array(z.array(z.string().check(z.maxLength(8))).check(z.maxLength(32))),
          skat: z.optional(z.array(z.string().check(z.maxLength(8))).check(z.maxLength(8))),
        }),
      )
      .check(z.maxLength(64)),
  ),
  /** One entry per seat of the game, in seat order. */
  seats: z.array(SeatSpecSchema).check(z.minLength(1), z.maxLength(8)),
  /** Seconds a person has per turn; when they run out, the game's rules bot acts for the seat. */
  turnSeconds: z.optional(z.number().check(z.minimum(1), z.maximum(MAX_TURN_SECONDS))),
  /** A name for the lobby. */
  name: z.optional(Name(0, 60)),
  /**
   * Seconds the end-of-deal review may last at most: the next deal begins when every
   * person pressed "next", or after this time (0: no review; default 30).
   */
  reviewSeconds: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_REVIEW_SECONDS))),
});

/**
 * A create-table request, see {@link CreateTableSchema}.
 *
 * @example
 * const req: CreateTable = { game: 'kalter-schlag', seats: Array(4).fill({ kind: 'human' }) };
 */
export type CreateTable = z.infer<typeof CreateTableSchema>;

/**
 * A table as the lobby shows it (`GET /api/tables`, `GET /api/tables/:id`, the reply to
 * `POST /api/tables`).
 *
 * @example
 * TableInfoSchema.shape.step; // the number of accepted actions so far
 */
export const TableInfoSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  game: z.string(),
  name: z.string(),
  seats: z.array(SeatInfoSchema),
  /** Accepted actions so far over the whole session (the next action's step). */
  step: Int0(),
  /** Index of the deal in play. */
  deal: Int0(),
  over: z.boolean(),
  turnSeconds: z.nullable(z.number()),
  /** ISO time of creation. */
  created: z.string(),
  /**
   * Whether play has begun: every person's seat is taken, or the host started the table
   * with bots in the empty seats (absent from older servers: true).
   */
  started: z.optional(z.boolean()),
});

/**
 * A lobby entry, see {@link TableInfoSchema}.
 *
 * @example
 * const open = (t: TableInfo) => !t.over && t.seats.some((s) => !s.taken);
 */
export type TableInfo = z.infer<typeof TableInfoSchema>;

/**
 * `POST /api/tables/:id/join`: a name, and the seat wanted (the first free one when absent).
 *
 * @example
 * JoinSchema.parse({ name: 'Anna', seat: 0 });
 */
export const JoinSchema = /* @__PURE__ */ z.strictObject({
  name: Name(1, 40),
  seat: z.optional(Int0()),
  /**
   * A seat's invite (from the host): joins that seat; when it is taken already, the
   * person takes it over with a new token (back from another device).
   */
  invite: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

/**
 * A join request, see {@link JoinSchema}.
 *
 * @example
 * const join: Join = { name: 'Anna' };
 */
export type Join = z.infer<typeof JoinSchema>;

/**
 * The reply to a join: the seat and its secret token. Keep the token: it is the only way
 * to act for the seat and to reconnect.
 *
 * @example
 * JoinedSchema.parse({ table: 't1', seat: 0, token: 'k3...' });
 */
export const JoinedSchema = /* @__PURE__ */ z.strictObject({
  table: z.string(),
  seat: Int0(),
  token: z.string(),
});

/**
 * A join reply, see {@link JoinedSchema}.
 *
 * @example
 * const { token } = (await res.json()) as Joined;
 */
export type Joined = z.infer<typeof JoinedSchema>;

/**
 * The reply to `POST /api/tables`: the lobby entry, the host's secret token (for
 * starting, swapping a seat for a bot, closing), and an invite for each person's seat.
 *
 * @example
 * const { hostToken, invites } = CreatedSchema.parse(await res.json());
 */
export const CreatedSchema = /* @__PURE__ */ z.strictObject({
  ...TableInfoSchema.shape,
  hostToken: z.string(),
  invites: z.array(z.strictObject({ seat: Int0(), invite: z.string() })),
});

/**
 * A create reply, see {@link CreatedSchema}.
 *
 * @example
 * const link = `${location.origin}/?table=${created.id}&invite=${created.invites[0].invite}`;
 */
export type Created = z.infer<typeof CreatedSchema>;

const Secret = () => z.string().check(z.minLength(1), z.maxLength(128));

/**
 * The body of the host's requests: `POST /api/tables/:id/start`, `.../close`, and
 * `.../seats/:seat/bot` (with the bot's strength, `rules` when absent).
 *
 * @example
 * HostRequestSchema.parse({ host: created.hostToken, bot: 'rules' });
 */
export const HostRequestSchema = /* @__PURE__ */ z.strictObject({
  host: Secret(),
  bot: z.optional(z.enum(BOT_KINDS)),
});

/**
 * A host's request, see {@link HostRequestSchema}.
 *
 * @example
 * const start: HostRequest = { host: hostToken };
 */
export type HostRequest = z.infer<typeof HostRequestSchema>;

/**
 * `POST /api/tables/:id/leave`: the seat's token. Before the table starts the seat is
 * free again; after, the game's rules bot plays it.
 *
 * @example
 * LeaveSchema.parse({ token });
 */
export const LeaveSchema = /* @__PURE__ */ z.strictObject({ token: Secret() });

/**
 * A leave request, see {@link LeaveSchema}.
 *
 * @example
 * const leave: Leave = { token };
 */
export type Leave = z.infer<typeof LeaveSchema>;

/**
 * The body of every HTTP error reply (status 4xx or 5xx).
 *
 * @example
 * HttpErrorSchema.parse({ error: { code: 'UNKNOWN_GAME', message: "no game 'x'" } });
 */
export const HttpErrorSchema = /* @__PURE__ */ z.strictObject({
  error: z.strictObject({
    code: z.enum(SERVER_ERROR_CODES),
    message: z.string(),
    path: z.optional(z.array(z.union([z.string(), z.number()]))),
  }),
});
