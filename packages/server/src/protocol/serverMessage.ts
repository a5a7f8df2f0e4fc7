import * as z from 'zod/mini';
import { SERVER_ERROR_CODES } from './errorCodes';
import { SeatInfoSchema } from './seatSchemas';

const Int0 = () => z.number().check(z.int(), z.minimum(0));
const Seq = () => Int0();
const Json = () => z.unknown();
const Placed = () => z.strictObject({ seat: Int0(), card: z.string() });
const Action = () => z.looseObject({ type: z.string(), seat: Int0() });
const Said = () => z.strictObject({ seat: Int0(), text: z.string() });
const Forms = () => z.strictObject({ en: z.string(), de: z.string(), short: z.string() });

/**
 * The names of the table's deck (core's `CardNameSet`: `french` or `german`): what a
 * client shows for a suit letter or a card code, long (`en`, `de`) and short.
 *
 * @example
 * CardNamesSchema.parse(SCHAFKOPF_DECK.names).suits.C?.de; // 'Eichel'
 */
export const CardNamesSchema = /* @__PURE__ */ z.strictObject({
  id: z.string(),
  suits: z.record(z.string(), Forms()),
  ranks: z.record(z.string(), Forms()),
});

/**
 * A seat's view as core's `view(seat)` builds it; a spectator's has `seat: null`, an
 * empty hand, no skat and no legal actions, and keeps only what every seat sees alike.
 *
 * @example
 * SeatViewSchema.shape.legalActions; // what this seat may do now
 */
export const SeatViewSchema = /* @__PURE__ */ z.looseObject({
  variant: z.string(),
  seat: z.nullable(Int0()),
  phase: z.nullable(z.string()),
  dealer: z.nullable(Int0()),
  trumpMode: z.nullable(z.string()),
  turn: z.nullable(Int0()),
  hand: z.array(z.string()),
  handSizes: z.nullable(z.array(Int0())),
  openHands: z.array(z.nullable(z.array(z.string()))),
  skat: z.nullable(z.array(z.string())),
  skatSize: z.nullable(Int0()),
  trick: z.nullable(z.array(Placed())),
  tricks: z.nullable(
    z.array(z.looseObject({ leader: Int0(), cards: z.array(Placed()), winner: Int0() })),
  ),
  tricksWon: z.nullable(z.array(Int0())),
  doublings: z.nullable(z.array(z.looseObject({ seat: Int0(), name: z.string() }))),
  legalActions: z.array(Action()),
  terminal: z.nullable(z.boolean()),
  /** The game's own part of the view (auction, contract, calls ...); absent in games without one. */
  extra: z.optional(Json()),
});

/** Labelled texts for people (`{ label, value }`), as the game's presentation writes them. */
const Facts = () => z.array(z.strictObject({ label: z.string(), value: z.string() }));

const Cell = () => z.union([z.string(), z.number(), z.null()]);

/**
 * A game's score list (its Spielliste) in one language, as core's `buildScoreList` makes
 * it: the columns (a stable `id`, the heading, `text` or `number`, the seat of a per-seat
 * column), a row of cells per finished deal, each seat's totals and the footer's cells.
 *
 * @example
 * ScoreListSchema.parse(list).columns[0].label; // '#' or 'Nr.'
 */
export const ScoreListSchema = /* @__PURE__ */ z.strictObject({
  language: z.enum(['en', 'de']),
  columns: z.array(
    z.strictObject({
      id: z.string(),
      label: z.string(),
      kind: z.enum(['text', 'number']),
      seat: z.optional(Int0()),
    }),
  ),
  rows: z.array(z.strictObject({ deal: Int0(), dealer: Int0(), cells: z.array(Cell()) })),
  totals: z.array(z.number()),
  footer: z.array(Cell()),
});

/**
 * What the server sends over the WebSocket. Every message but `welcome` and `error`
 * belongs to the recipient's stream (its seat's, or the table's spectator stream) and
 * carries `seq`, counting from 1; after a reconnect, `hello` with `lastSeq` replays the
 * messages missed in order, or resends the current `seats`, `sheet` and `view` (with the
 * stream's latest `seq`) when they are no longer kept:
 * - `welcome`: the connection is bound (`seat`, or `null` for a spectator); `cardNames`
 *   are the names of the deck in play (French or German suits), for showing cards.
 * - `view`: the recipient's view at `step` (accepted actions so far), with its legal
 *   actions and a label for each (`labels`: the game's text, else one built from the
 *   action's fields, e.g. `bid 18`); `deadline` is when the seat to act runs out of time (ms since 1970) or null;
 *   `prompt`, the game's lines on the seat's decision; `order`, the hand order and the
 *   trumps under the trump mode in force.
 * - `seats`: who sits where, who is connected, and whether play has begun (`started`:
 *   false until every person's seat is taken or the host starts the table).
 * - `dealFinished`: a finished deal's record (all cards, all actions) and outcome, and
 *   the outcome in the game's words (`text`) where it has them.
 * - `sheet`: the score sheet: each finished deal's outcome and the session's result.
 * - `error`: a refusal of the recipient's own message; nothing changed. `step` is the
 *   table's current step where there is a table.
 * - `chat`: a line of the table's chat, from a seat (`seat`, `name`), to every seat and
 *   spectator. The server keeps the last lines in memory only, never stored.
 * - `timedOut`: to a seat only: its turn timer ran out and the game's rules bot took the
 *   action at `step` for it (`action`, and `labels`, its label per language).
 * - `review`: the end-of-deal review of deal `deal`: the next deal waits until every
 *   person in `waiting` has sent `next`, or until `until` (ms since 1970); `waiting`
 *   empty: the review is over and play goes on.
 *
 * @example
 * const m = ServerMessageSchema.parse(JSON.parse(text));
 * if (m.type === 'view') render(m.view);
 */
export const ServerMessageSchema = /* @__PURE__ */ z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('welcome'),
    table: z.string(),
    game: z.string(),
    seat: z.nullable(Int0()),
    seatCount: Int0(),
    seq: Seq(),
    resumed: z.enum(['replay', 'full']),
    turnSeconds: z.nullable(z.number()),
    /** The game's name for people, e.g. `Kalter Schlag` (absent from older servers). */
    gameName: z.optional(z.string()),
    /** The names of the deck in play, for showing cards (absent from older servers: French). */
    cardNames: z.optional(CardNamesSchema),
  }),
  z.strictObject({
    type: z.literal('view'),
    seq: Seq(),
    step: Int0(),
    deal: Int0(),
    view: SeatViewSchema,
    /** A label for people for each of `view.legalActions`, in the same order. */
    labels: z.array(z.string()),
    deadline: z.nullable(z.number()),
    /** Lines from the game telling the seat about its decision or the game in play (absent: none). */
    prompt: z.optional(z.array(z.string())),
    /**
     * How a hand is held under the trump mode in force: every card once, trumps first
     * (the first `trumps` of `cards`), each group highest first (absent from older servers).
     */
    order: z.optional(z.strictObject({ cards: z.array(z.string()), trumps: Int0() })),
    /**
     * What was said in the deal so far, before its first card, as this seat saw it: the
     * seat that acted and what its action changed in the seat's facts, per language
     * (absent from older servers).
     */
    said: z.optional(z.strictObject({ en: z.array(Said()), de: z.array(Said()) })),
    /** The game's texts for people per language: the view's facts and the action labels (absent from older servers). */
    texts: z.optional(
      z.strictObject({
        en: z.strictObject({ facts: Facts(), labels: z.array(z.string()) }),
        de: z.strictObject({ facts: Facts(), labels: z.array(z.string()) }),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('seats'),
    seq: Seq(),
    seats: z.array(SeatInfoSchema),
    /** Whether play has begun (absent from older servers: true). */
    started: z.optional(z.boolean()),
  }),
  z.strictObject({
    type: z.literal('dealFinished'),
    seq: Seq(),
    deal: Int0(),
    /** A deal record (see deal-record.schema.json). */
    record: z.record(z.string(), Json()),
    outcome: Json(),
    /** The outcome in the game's words: a headline, then notes (absent: the game gives none). */
    text: z.optional(z.array(z.string())),
    /** The outcome as labelled lines per language (absent from older servers). */
    lines: z.optional(z.strictObject({ en: Facts(), de: Facts() })),
    /** The deal's last trick as it lay on the table (absent: none, or an older server). */
    lastTrick: z.optional(z.array(Placed())),
  }),
  z.strictObject({
    type: z.literal('sheet'),
    seq: Seq(),
    /** Each finished deal's outcome, in order. */
    deals: z.array(Json()),
    /** The game's session result so far (totals, winner ...). */
    result: Json(),
    over: z.boolean(),
    /** The game's score list (Spielliste) per language (absent from older servers). */
    list: z.optional(z.strictObject({ en: ScoreListSchema, de: ScoreListSchema })),
  }),
  z.strictObject({
    type: z.literal('chat'),
    seq: Seq(),
    seat: Int0(),
    name: z.string(),
    text: z.string(),
    /** When it was said (ms since 1970). */
    at: z.number(),
  }),
  z.strictObject({
    type: z.literal('timedOut'),
    seq: Seq(),
    step: Int0(),
    action: Action(),
    labels: z.strictObject({ en: z.string(), de: z.string() }),
  }),
  z.strictObject({
    type: z.literal('review'),
    seq: Seq(),
    deal: Int0(),
    waiting: z.array(Int0()),
    until: z.nullable(z.number()),
  }),
  z.strictObject({
    type: z.literal('error'),
    code: z.enum(SERVER_ERROR_CODES),
    message: z.string(),
    path: z.optional(z.array(z.union([z.string(), z.number()]))),
    step: z.optional(Int0()),
  }),
]);

/**
 * A message from the server, see {@link ServerMessageSchema}.
 *
 * @example
 * const m: ServerMessage = { type: 'error', code: 'STALE_STEP', message: 'the table is at step 13', step: 13 };
 */
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/**
 * A server message of one type.
 *
 * @example
 * const view: ServerMessageOf<'view'> = { type: 'view', seq: 3, step: 2, deal: 0, view, labels: [], deadline: null };
 */
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
