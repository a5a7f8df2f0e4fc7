import { type Bot, randomBot } from '@stich/bots';
import {
  type BaseAction,
  Rng,
  type SeatView,
  type Session,
  type SessionRecord,
  type SessionSetup,
  tryCreateSession,
} from '@stich/core';
import { readAction } from '@stich/core/kernel';
import {
  askOutOfTurn,
  buildScoreList,
  OfferOrder,
  type PluginTexts,
  pluginTexts,
  type ScoreList,
  type TextContext,
} from '@stich/core/plugin';
import { quote } from '@stich/core/tools';
import { type ServerError, serverError } from '../protocol/errorCodes';
import { DEFAULT_REVIEW_SECONDS, type TableInfo } from '../protocol/httpSchemas';
import type { SeatInfo } from '../protocol/seatSchemas';
import type { JoinedSeat, TableRow, TableStore } from '../storage/tableStore';
import { actionLabel } from './actionLabel';
import { canonicalAction } from './canonicalAction';
import { handOrder } from './cardOrder';
import type { GameEntry } from './gameLookup';
import { MessageStream, type Sink } from './messageStream';
import { SaidLog } from './saidLog';
import { seatBot } from './seatBot';
import { spectatorView } from './spectatorView';
import { TableChat } from './tableChat';

/**
 * How a hosted table behaves: how long its bots wait before acting (milliseconds), and
 * what it reports.
 *
 * @example
 * const behaviour: TableBehaviour = { botDelayMs: 300, log: console.error };
 */
export interface TableBehaviour {
  readonly botDelayMs: number;
  readonly log: (line: string) => void;
  /** How long a table waits before it asks a failed store again (milliseconds; default 1000). */
  readonly storeRetryMs?: number;
}

type AnySession = Session<unknown, unknown, unknown, BaseAction>;

/** What a seat is told when its action could not be stored. */
const STORAGE_MESSAGE =
  'the game could not be saved, so that action was not taken; the table carries on when the store is back';

/** A card on the table and the seat that played it. */
type Placed = { seat: number; card: string };

/**
 * The deal's last trick, from the view before the deal's last action and that action:
 * the trick in progress with the action's card, or (a deal ended by a claim or a
 * resignation) the last finished trick; `null` when there is none.
 */
function lastTrickOf(before: SeatView, action: BaseAction): Placed[] | null {
  const card = (action as { card?: unknown }).card;
  const trick = before.trick ?? [];
  if (typeof card === 'string') return [...trick, { seat: action.seat, card }];
  const last = before.tricks?.at(-1);
  return last === undefined ? null : [...last.cards];
}

/** What the table keeps in its setup besides the session's: the review's length. */
type TableSetup = TableRow['setup'] & { readonly reviewSeconds?: number };

/** The session a table row describes, with its log replayed; an error when it cannot be. */
function sessionOf(row: TableRow, entry: GameEntry, actions: readonly unknown[]) {
  const { reviewSeconds: _review, ...setup } = row.setup as TableSetup;
  const made = tryCreateSession(entry.variant, setup as SessionSetup);
  if (!made.ok) return made;
  const session = made.value as AnySession;
  for (let i = 0; i < actions.length; i++) {
    const applied = session.apply(actions[i] as BaseAction);
    if (!applied.ok) {
      session.actor.stop();
      return { ok: false as const, error: { ...applied.error, index: i } };
    }
  }
  return { ok: true as const, value: session };
}

/**
 * One table in play: its session (the only full copy of the game), the people and bots
 * at its seats, and the message streams of each seat and of its spectators. Actions come
 * in through {@link HostedTable.submit}, one at a time, from people and bots alike; an
 * accepted action is appended to the store before any seat hears of it.
 *
 * @example
 * const table = await HostedTable.open(row, entry, store, behaviour);
 * await table.submit(0, table.step, action); // undefined when taken, else the refusal
 */
export class HostedTable {
  /** Accepted actions so far (the step the next action must name). */
  step: number;
  /** Whether an action is being stored (the session is then a step ahead of `step`). */
  private appending = false;
  /** Whole-state sends asked for while an action was being stored. */
  private readonly waitingFull: (() => void)[] = [];
  private session: AnySession;
  private bots: Bot[];
  private readonly joined = new Map<number, JoinedSeat>();
  private readonly streams: (MessageStream | undefined)[];
  /** When an action was last taken or a person came or went (ms since 1970). */
  lastActive = Date.now();
  /** When the session ended (ms since 1970), or null. */
  overAt: number | null = null;
  private readonly spectators = new MessageStream();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private deadline: number | null = null;
  private closed = false;
  /** The accepted actions, as stored: what the table falls back on when an append fails. */
  private actions: unknown[];
  /** Set while the store is failing: the timer that asks it again. */
  private retry: NodeJS.Timeout | undefined;
  /** The seat of the last action taken, or -1 before the first: where the `OfferOrder` starts. */
  private lastSeat: number;
  /** What each seat (then the spectators, last) saw said in the deal's bidding. */
  private readonly saidLogs: SaidLog[];
  private readonly chatLines = new TableChat();
  /** The latest deal's `dealFinished` message (sent again to a page that loads during its review). */
  private lastFinished: Parameters<MessageStream['push']>[0] | null = null;
  /** The end-of-deal review in progress: the people still to press "next", and its timer. */
  private review: {
    deal: number;
    waiting: Set<number>;
    until: number;
    timer: NodeJS.Timeout;
  } | null = null;

  private constructor(
    public row: TableRow,
    private readonly entry: GameEntry,
    private readonly store: TableStore,
    private readonly behaviour: TableBehaviour,
    session: AnySession,
    joined: readonly JoinedSeat[],
  ) {
    this.session = session;
    const actions = session.snapshot().deals.flatMap((d) => d.actions);
    this.actions = [...actions];
    this.step = actions.length;
    this.lastSeat = actions.length === 0 ? -1 : actions[actions.length - 1].seat;
    this.bots = row.seats.map((spec) => seatBot(spec, entry, session.rules).bot ?? randomBot);
    this.streams = row.seats.map((s) => (s.kind === 'human' ? new MessageStream() : undefined));
    for (const j of joined) this.joined.set(j.seat, j);
    this.saidLogs = [...row.seats, null].map(() => new SaidLog());
  }

  /**
   * Rebuilds a stored table: its session from the setup and the action log, its joined
   * seats; then schedules whoever is to act. Resolves to an error when the log does not
   * replay (the game changed under it).
   */
  static async open(
    row: TableRow,
    entry: GameEntry,
    store: TableStore,
    behaviour: TableBehaviour,
  ): Promise<HostedTable | { error: string }> {
    const [actions, joined] = await Promise.all([store.actions(row.id), store.seats(row.id)]);
    const session = sessionOf(row, entry, actions);
    if (!session.ok) return { error: `${session.error.code}: ${session.error.message}` };
    const table = new HostedTable(row, entry, store, behaviour, session.value, joined);
    table.schedule();
    return table;
  }

  /**
   * How many seats a game has under `options` (its defaults for the rest); `null` when
   * the options are refused.
   */
  static seatCount(entry: GameEntry, options: Record<string, unknown> = {}): number | null {
    const made = tryCreateSession(entry.variant, { options, seed: 0 });
    if (!made.ok) return null;
    made.value.actor.stop();
    return (made.value.rules as { ctx: { seats: number } }).ctx.seats;
  }

  get over(): boolean {
    return this.session.isOver();
  }

  /** The seats people have joined. */
  joinedSeats(): JoinedSeat[] {
    return [...this.joined.values()];
  }

  /** Resolves once every action submitted so far has been handled. */
  idle(): Promise<unknown> {
    return this.queue;
  }

  /** Seats as everyone may see them. */
  seatInfos(): SeatInfo[] {
    return this.row.seats.map((spec, seat) => {
      const joined = this.joined.get(seat);
      const isBot = spec.kind === 'bot';
      return {
        seat,
        kind: spec.kind,
        bot: isBot ? spec.bot : null,
        name: isBot ? spec.bot : (joined?.name ?? null),
        taken: isBot || joined !== undefined,
        connected: isBot || (this.streams[seat]?.sinks.size ?? 0) > 0,
      };
    });
  }

  /** The table's lobby entry. */
  info(): TableInfo {
    const { id, game, name, turnSeconds, created } = this.row;
    return {
      id,
      game,
      name,
      seats: this.seatInfos(),
      step: this.step,
      deal: this.session.dealsPlayed,
      over: this.over,
      turnSeconds,
      created: created.toISOString(),
      started: this.row.started,
    };
  }

  /** Whether every person's seat is taken. */
  peopleSeated(): boolean {
    return this.row.seats.every((spec, seat) => spec.kind === 'bot' || this.joined.has(seat));
  }

  /** How many people are connected. */
  connectedPeople(): number {
    return this.streams.reduce((n, stream) => n + (stream?.sinks.size ?? 0), 0);
  }

  /**
   * Takes the table's new row (already stored): seats that became bots lose their person
   * (their connection is closed with code 4001) and get their bot; a table that started
   * tells every seat its view and begins. Resolves to the token hashes that no longer play.
   */
  update(row: TableRow): string[] {
    const gone: string[] = [];
    const wasStarted = this.row.started;
    this.row = row;
    for (const [seat, spec] of row.seats.entries()) {
      if (spec.kind !== 'bot') continue;
      const joined = this.joined.get(seat);
      if (joined !== undefined) gone.push(joined.tokenHash);
      this.joined.delete(seat);
      const stream = this.streams[seat];
      for (const sink of stream?.sinks ?? []) sink.close(4001, 'a bot plays this seat now');
      this.streams[seat] = undefined;
      this.bots[seat] = seatBot(spec, this.entry, this.session.rules).bot ?? randomBot;
    }
    this.lastActive = Date.now();
    this.presenceChanged();
    if (this.review !== null) {
      for (const seat of this.review.waiting) if (row.seats[seat].kind === 'bot') this.ready(seat);
    }
    if (row.started && !wasStarted) this.pushViews();
    this.schedule();
    return gone;
  }

  /** A person took their seat over with a new token: the older connection is closed (4001). */
  rejoined(joined: JoinedSeat): void {
    this.joined.set(joined.seat, joined);
    const stream = this.streams[joined.seat];
    for (const sink of stream?.sinks ?? []) sink.close(4001, 'the seat was taken over');
    stream?.sinks.clear();
    this.presenceChanged();
  }

  /** A person left a seat of a table that has not started: the seat is free again. */
  unseated(seat: number): void {
    this.joined.delete(seat);
    const stream = this.streams[seat];
    for (const sink of stream?.sinks ?? []) sink.close(4001, 'you left the seat');
    stream?.sinks.clear();
    this.presenceChanged();
  }

  /** The first free seat for a person (or `seat` if free); a refusal otherwise. */
  freeSeat(seat?: number): number | ServerError {
    const free = (s: number) => this.row.seats[s]?.kind === 'human' && !this.joined.has(s);
    if (seat !== undefined) {
      return free(seat)
        ? seat
        : serverError('SEAT_TAKEN', `seat ${quote(seat)} is not free for a person`, ['seat']);
    }
    const first = this.row.seats.findIndex((_, s) => free(s));
    return first >= 0 ? first : serverError('NO_FREE_SEAT', 'the table has no free seat');
  }

  /** Seats a person (already stored) and tells everyone. */
  seated(joined: JoinedSeat): void {
    this.joined.set(joined.seat, joined);
    const seats = this.seatsMessage();
    this.pushAll((stream) => stream.push(seats));
  }

  /**
   * Binds a connection to a seat's stream (`null`: the spectators'), replacing an older
   * connection of that seat, and sends the welcome, then the missed messages after
   * `lastSeq` or the full state.
   */
  attach(sink: Sink, seat: number | null, lastSeq?: number): void {
    const stream = seat === null ? this.spectators : this.streams[seat];
    if (stream === undefined) {
      sink.close(4001, 'a bot plays this seat now');
      return;
    }
    if (seat !== null) {
      for (const old of stream.sinks) old.close(4000, 'replaced by a newer connection');
      stream.sinks.clear();
    }
    const missed = lastSeq === undefined ? undefined : stream.since(lastSeq);
    sink.send(
      JSON.stringify({
        type: 'welcome',
        table: this.row.id,
        game: this.row.game,
        gameName: this.entry.variant.name,
        seat,
        seatCount: this.row.seats.length,
        seq: stream.seq,
        resumed: missed === undefined ? 'full' : 'replay',
        turnSeconds: this.row.turnSeconds,
        cardNames: this.session.rules.ctx.deck.names,
      }),
    );
    if (missed === undefined) this.sendFull(sink, seat);
    else for (const text of missed) sink.send(text);
    stream.sinks.add(sink);
    if (seat !== null) {
      this.lastActive = Date.now();
      this.presenceChanged();
    }
  }

  /** Unbinds a connection. */
  detach(sink: Sink, seat: number | null): void {
    const stream = seat === null ? this.spectators : this.streams[seat];
    if (stream?.sinks.delete(sink) && seat !== null) {
      this.lastActive = Date.now();
      this.presenceChanged();
    }
  }

  /** An append is over: the whole-state sends that waited for it go out. */
  private settled(): void {
    this.appending = false;
    const waiting = this.waitingFull.splice(0);
    for (const send of waiting) send();
  }

  /**
   * Sends the current seats, sheet and view to one connection; while an action is being
   * stored, once it is (the view and its step must agree).
   */
  sendFull(sink: Sink, seat: number | null): void {
    if (this.appending) {
      this.waitingFull.push(() => this.sendFull(sink, seat));
      return;
    }
    const stream = seat === null ? this.spectators : this.streams[seat];
    if (stream === undefined) {
      sink.close(4001, 'a bot plays this seat now');
      return;
    }
    sink.send(stream.current(this.seatsMessage()));
    sink.send(stream.current(this.sheet()));
    const view = this.viewMessage(seat);
    const said = this.saidLogs[seat ?? this.row.seats.length].said();
    sink.send(stream.current({ ...view, said }));
    for (const line of this.chatLines.recent()) sink.send(stream.current(line));
    if (this.review !== null && this.lastFinished !== null) {
      sink.send(stream.current(this.lastFinished));
      sink.send(stream.current(this.reviewMessage()));
    }
  }

  /**
   * A line of a person's chat, to every seat and spectator; kept in memory only (the last
   * few, for pages that load afresh). The caller has checked its length and characters.
   */
  chat(seat: number, text: string): void {
    const name = this.names()[seat] ?? `Seat ${seat + 1}`;
    const line = { type: 'chat' as const, seat, name, text, at: Date.now() };
    this.chatLines.add(line);
    this.pushAll((stream) => stream.push(line));
  }

  /**
   * A person has seen the review of deal `deal`: once every person has (or the table's
   * review time is up), the next deal goes on. A `next` for another deal is ignored.
   */
  next(seat: number, deal: number): void {
    if (this.review?.deal === deal) this.ready(seat);
  }

  private ready(seat: number): void {
    const review = this.review;
    if (review === null || !review.waiting.delete(seat)) return;
    if (review.waiting.size === 0) {
      this.endReview();
      return;
    }
    const message = this.reviewMessage();
    this.pushAll((stream) => stream.push(message));
  }

  /** Starts the review of a finished deal, when people sit at the table and it has a review time. */
  private startReview(deal: number): void {
    const seconds = (this.row.setup as TableSetup).reviewSeconds ?? DEFAULT_REVIEW_SECONDS;
    const people = this.joinedSeats()
      .map((j) => j.seat)
      .filter((seat) => this.row.seats[seat]?.kind === 'human');
    if (seconds <= 0 || people.length === 0) return;
    const timer = setTimeout(() => this.endReview(), seconds * 1000);
    timer.unref?.();
    this.review = { deal, waiting: new Set(people), until: Date.now() + seconds * 1000, timer };
    const message = this.reviewMessage();
    this.pushAll((stream) => stream.push(message));
  }

  /** Ends the review: everyone hears so, and play goes on. */
  private endReview(): void {
    const review = this.review;
    if (review === null) return;
    clearTimeout(review.timer);
    this.review = null;
    if (this.closed) return;
    const message = { type: 'review' as const, deal: review.deal, waiting: [], until: null };
    this.pushAll((stream) => stream.push(message));
    this.pushViews();
    this.schedule();
  }

  private reviewMessage() {
    const review = this.review;
    return {
      type: 'review' as const,
      deal: review?.deal ?? 0,
      waiting: [...(review?.waiting ?? [])].sort((a, b) => a - b),
      until: review?.until ?? null,
    };
  }

  /**
   * Takes an action for `seat` at `step`, after the previous one has been handled:
   * refused unless it is one of the seat's legal actions at the current step; stored,
   * then told to every seat. Resolves to `undefined` when taken, else the refusal.
   * The caller has checked that the connection plays `seat`.
   */
  submit(seat: number, step: number, action: unknown): Promise<ServerError | undefined> {
    const run = this.queue
      .then(() => this.take(seat, step, action))
      .catch((e: unknown) => {
        this.behaviour.log(`table ${this.row.id}: step ${step} failed: ${String(e)}`);
        return serverError('STORAGE', STORAGE_MESSAGE);
      });
    this.queue = run;
    return run;
  }

  /** Whether the table is waiting for a failed store to come back. */
  get storeFailing(): boolean {
    return this.retry !== undefined;
  }

  /**
   * Stops timers and closes every connection (code 1001 when the server stops; 4002 when
   * the table was closed or expired).
   */
  close(code = 1001, reason = 'the server is stopping'): void {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.review !== null) clearTimeout(this.review.timer);
    clearTimeout(this.retry);
    this.pushAll((stream) => {
      for (const sink of stream.sinks) sink.close(code, reason);
    });
    this.session.actor.stop();
  }

  private async take(seat: number, step: number, input: unknown): Promise<ServerError | undefined> {
    if (this.closed) return serverError('STORAGE', 'the server is stopping');
    if (this.over) return serverError('TABLE_OVER', 'the session at this table is over');
    if (!this.row.started) {
      return serverError('NOT_STARTED', 'the table waits for its people or for its host');
    }
    if (this.review !== null) {
      return serverError(
        'IN_REVIEW',
        'the table shows the finished deal until every person pressed "next"',
      );
    }
    if (step !== this.step) {
      return serverError('STALE_STEP', `the table is at step ${this.step}, not ${step}`);
    }
    const read = readAction(input);
    const legal = this.session.legalActions(seat);
    const wanted = read.ok ? canonicalAction(read.value) : '';
    const action = legal.find((a) => canonicalAction(a) === wanted);
    if (action === undefined) {
      const what = read.ok ? quote(wanted) : 'the action';
      return serverError(
        'ILLEGAL_ACTION',
        `${what} is not one of seat ${seat}'s ${legal.length} legal actions at step ${step}`,
        ['action'],
      );
    }
    const dealer = this.session.dealer();
    // The cards on the table before this action (public): the last trick, should it end the deal.
    const before = this.session.view(seat);
    const applied = this.session.apply(action);
    if (!applied.ok) return serverError('ILLEGAL_ACTION', applied.error.message, ['action']);
    // Until the store has the action, the session is ahead of the step: a connection that
    // asks for the whole state meanwhile gets it once the append is settled.
    this.appending = true;
    try {
      await this.store.append(this.row.id, step, applied.value.action);
    } catch (e) {
      this.behaviour.log(`table ${this.row.id}: append of step ${step} failed: ${String(e)}`);
      // The action is not taken: back to the accepted log, then to the store's when it answers.
      this.rebuild(this.actions);
      this.settled();
      if (!(await this.reload())) this.retryStore();
      return serverError('STORAGE', STORAGE_MESSAGE);
    }
    this.actions.push(applied.value.action);
    this.step++;
    this.settled();
    this.lastActive = Date.now();
    this.lastSeat = seat;
    const { deal, dealOver, sessionOver } = applied.value;
    if (dealOver) this.dealFinished(deal, dealer, lastTrickOf(before, applied.value.action));
    if (dealOver && !sessionOver) this.startReview(deal);
    this.pushViews(seat);
    if (sessionOver) {
      this.overAt = Date.now();
      await this.store.markOver(this.row.id).catch((e) => this.behaviour.log(String(e)));
    }
    this.schedule();
    return undefined;
  }

  /**
   * After a failed append: the session as the store has it (another writer may have taken
   * the step), told to every seat. False when the store does not answer.
   */
  private async reload(): Promise<boolean> {
    let actions: unknown[];
    try {
      actions = await this.store.actions(this.row.id);
    } catch (e) {
      this.behaviour.log(`table ${this.row.id}: the store does not answer: ${String(e)}`);
      return false;
    }
    if (this.closed) return true;
    if (!this.rebuild(actions)) return true;
    this.pushViews();
    this.schedule();
    return true;
  }

  /** Replaces the session by one replayed from `actions`; false when they do not replay. */
  private rebuild(actions: readonly unknown[]): boolean {
    const session = sessionOf(this.row, this.entry, actions);
    if (!session.ok) {
      this.behaviour.log(`table ${this.row.id} does not reload: ${session.error.message}`);
      return false;
    }
    this.session.actor.stop();
    this.session = session.value;
    this.actions = [...actions];
    this.step = actions.length;
    this.lastSeat = actions.length === 0 ? -1 : (actions[actions.length - 1] as BaseAction).seat;
    return true;
  }

  /**
   * While the store fails, the table stands still (no bot acts, no timer runs) and asks
   * the store again every `storeRetryMs`, in turn with the actions; once it answers, the
   * table takes the log it holds and plays on.
   */
  private retryStore(): void {
    clearTimeout(this.timer);
    if (this.closed || this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      const run = this.queue.then(async () => {
        this.retry = undefined;
        if (this.closed) return;
        if (await this.reload()) this.behaviour.log(`table ${this.row.id}: the store is back`);
        else this.retryStore();
      });
      this.queue = run.catch(() => {});
    }, this.behaviour.storeRetryMs ?? 1000);
    this.retry.unref?.();
  }

  private dealFinished(deal: number, dealer: number, lastTrick: Placed[] | null): void {
    const record = this.session.record();
    const played = record.deals[deal];
    const outcome = this.session.outcomes[deal];
    const options = record.options === undefined ? {} : { options: record.options };
    const dealRecord = { variant: record.variant, ...options, dealer, ...played };
    const lines = this.entry.dealText?.(outcome, this.names());
    const text = lines === undefined ? {} : { text: [...lines] };
    const told = {
      lines: {
        en: this.texts('en').outcomeLines(outcome),
        de: this.texts('de').outcomeLines(outcome),
      },
    };
    const finished = {
      type: 'dealFinished' as const,
      deal,
      record: dealRecord,
      outcome,
      ...text,
      ...told,
      ...(lastTrick === null ? {} : { lastTrick }),
    };
    this.lastFinished = finished;
    this.pushAll((stream) => stream.push(finished));
    const sheet = this.sheet();
    this.pushAll((stream) => stream.push(sheet));
  }

  private sheet() {
    return {
      type: 'sheet' as const,
      deals: [...this.session.outcomes],
      result: this.session.result(),
      over: this.over,
      list: { en: this.scoreList('en'), de: this.scoreList('de') },
    };
  }

  /**
   * The game's score list (Spielliste) of the finished deals in a language, seats named
   * as the table names them.
   */
  scoreList(language: 'en' | 'de'): ScoreList {
    const { options, firstDealer } = this.row.setup;
    const plugin = {
      variant: this.entry.variant,
      presentation: this.entry.scoreList === undefined ? {} : { scoreList: this.entry.scoreList },
    };
    const outcomes = this.session.outcomes;
    return buildScoreList({ plugin, options, firstDealer, outcomes }, this.textContext(language));
  }

  /**
   * The session record of the finished deals, which every seat has seen in full: the deal
   * in play, and the session's seed (from which the deals to come follow), are left out
   * until the session is over.
   */
  sessionRecord(): SessionRecord {
    const record = this.session.record();
    if (this.over) return record;
    const { seed: _seed, ...rest } = record;
    return { ...rest, deals: record.deals.slice(0, this.session.dealsPlayed) };
  }

  private viewMessage(seat: number | null) {
    const views = () => this.row.seats.map((_, s) => this.session.view(s));
    const live = seat === null ? null : this.session.view(seat);
    // During a review nothing is offered: the next deal waits for it (IN_REVIEW).
    const own = live !== null && this.review !== null ? { ...live, legalActions: [] } : live;
    const view = own ?? spectatorView(views());
    return {
      type: 'view' as const,
      step: this.step,
      deal: this.over ? this.session.dealsPlayed - 1 : this.session.dealsPlayed,
      view: view as never,
      labels: own === null ? [] : this.labels(own),
      deadline: this.deadline,
      ...this.prompt(own),
      ...handOrder(this.session.rules.ctx, view.trumpMode),
      texts: {
        en: this.viewTexts('en', view as SeatView, own),
        de: this.viewTexts('de', view as SeatView, own),
      },
    };
  }

  /** The game's texts in a language, seats named as the table names them. */
  private texts(language: 'en' | 'de'): PluginTexts {
    const ctx = this.textContext(language);
    return this.entry.texts?.(ctx) ?? pluginTexts({ variant: this.entry.variant }, ctx);
  }

  /** What the game's texts are written for: the language, seats named as the table does. */
  private textContext(language: 'en' | 'de'): TextContext {
    const names = this.names();
    return {
      language,
      seatName: (seat) => names[seat] ?? `Seat ${seat + 1}`,
      deck: this.session.rules.ctx.deck,
    };
  }

  /** A view's facts and its legal actions' labels in a language. */
  private viewTexts(language: 'en' | 'de', view: SeatView, own: SeatView | null) {
    const texts = this.texts(language);
    const { deck } = this.session.rules.ctx;
    const labels =
      own === null
        ? []
        : own.legalActions.map(
            (a) =>
              texts.actionLabel(a, own) ?? this.entry.describe?.(a, own) ?? actionLabel(a, deck),
          );
    return { facts: texts.viewFacts(view), labels };
  }

  /** The game's lines on a seat's decision, if it has any. */
  private prompt(view: SeatView | null): { prompt?: string[] } {
    const lines = view === null ? null : (this.entry.prompt?.(view, this.names()) ?? null);
    return lines === null || lines.length === 0 ? {} : { prompt: [...lines] };
  }

  /** The seats' names for the game's texts: a person's name, `Bot N`, or `Seat N`. */
  private names(): string[] {
    return this.row.seats.map((spec, seat) =>
      spec.kind === 'bot' ? `Bot ${seat + 1}` : (this.joined.get(seat)?.name ?? `Seat ${seat + 1}`),
    );
  }

  /** A label for each legal action of a seat's view: the game's, else the generic one. */
  private labels(view: SeatView): string[] {
    const describe = this.entry.describe;
    const { deck } = this.session.rules.ctx;
    return view.legalActions.map((a) => describe?.(a, view) ?? actionLabel(a, deck));
  }

  /** Tells every seat and the spectators their views after an action of `actor` (if any). */
  private pushViews(actor: number | null = null): void {
    this.deadline = this.nextDeadline();
    const told = (seat: number | null) => {
      const message = this.viewMessage(seat);
      const { texts } = message;
      const view = message.view as SeatView;
      const bidding = (view.tricks?.length ?? 0) === 0 && (view.trick?.length ?? 0) === 0;
      const log = this.saidLogs[seat ?? this.row.seats.length];
      log.saw(message.deal, actor, bidding, { en: texts.en.facts, de: texts.de.facts });
      return { ...message, said: log.said() };
    };
    for (const [seat, stream] of this.streams.entries()) stream?.push(told(seat));
    if (this.spectators.sinks.size > 0) this.spectators.push(told(null));
    else {
      told(null);
      this.spectators.skip();
    }
  }

  private pushAll(fn: (stream: MessageStream) => void): void {
    for (const stream of this.streams) if (stream !== undefined) fn(stream);
    fn(this.spectators);
  }

  private presenceChanged(): void {
    const seats = this.seatsMessage();
    this.pushAll((stream) => stream.push(seats));
  }

  /** Who sits where, and whether play has begun. */
  private seatsMessage() {
    return { type: 'seats' as const, seats: this.seatInfos(), started: this.row.started };
  }

  private nextDeadline(): number | null {
    const turn = this.session.turn();
    const seconds = this.row.turnSeconds;
    if (
      !this.row.started ||
      this.review !== null ||
      seconds === null ||
      turn === null ||
      this.row.seats[turn].kind !== 'human'
    )
      return null;
    return Date.now() + seconds * 1000;
  }

  /**
   * Arms a bot that answers out of turn (see `answerOutOfTurn`); else the bot of the seat
   * to act, or the turn timer of a person.
   */
  private schedule(): void {
    clearTimeout(this.timer);
    const turn = this.session.turn();
    if (this.closed || turn === null || this.retry !== undefined || !this.row.started) return;
    if (this.review !== null) return;
    const answer = this.answerOutOfTurn(turn);
    if (answer !== null) {
      const step = this.step;
      this.timer = setTimeout(
        () => this.botSubmits(answer.seat, step, answer.action),
        this.behaviour.botDelayMs,
      );
      this.timer.unref?.();
      return;
    }
    const isBot = this.row.seats[turn].kind === 'bot';
    if (!isBot && this.deadline === null && this.row.turnSeconds !== null) {
      this.deadline = this.nextDeadline();
    }
    const wait = isBot ? this.behaviour.botDelayMs : this.deadline && this.deadline - Date.now();
    if (wait === null) return;
    const step = this.step;
    this.timer = setTimeout(() => this.botActs(turn, step), Math.max(0, wait));
    this.timer.unref?.();
  }

  /**
   * The action a bot seat takes out of turn now, if any: the bot seats the rules offer
   * actions while another seat is to act (a Re in answer to a Kontra) are asked in the
   * order of an `OfferOrder` from the seat that acted last, each drawing from
   * `${seed}/bot/${step}/${seat}`; the first that does not decline acts. People's seats
   * are not asked: their views list what they may do.
   */
  private answerOutOfTurn(turn: number): { seat: number; action: BaseAction } | null {
    const { rules } = this.session;
    const state = this.session.state();
    const order = new OfferOrder(this.row.seats.length);
    if (this.lastSeat >= 0) order.acted(this.lastSeat);
    const offered = (seat: number) =>
      this.row.seats[seat].kind === 'bot' &&
      this.bots[seat].chooseOutOfTurn !== undefined &&
      rules.outOfTurn(state, seat).length > 0;
    for (;;) {
      const seat = order.next(turn, offered);
      if (seat === turn) return null;
      const rng = new Rng(`${this.row.setup.seed}/bot/${this.step}/${seat}`);
      const action = askOutOfTurn(rules, state, seat, this.bots[seat], rng);
      if (action !== null) return { seat, action };
      order.decline(seat);
    }
  }

  /** The seat's bot decides from the seat's own view and acts through `submit`. */
  private botActs(seat: number, step: number): void {
    if (this.closed || step !== this.step || this.session.turn() !== seat) return;
    const view = this.session.view(seat);
    if (view.legalActions.length === 0) return;
    let action: BaseAction;
    try {
      action = this.bots[seat].choose(view, new Rng(`${this.row.setup.seed}/bot/${step}`));
    } catch (e) {
      this.behaviour.log(`table ${this.row.id}: bot of seat ${seat} failed: ${String(e)}`);
      return;
    }
    // A person's timer ran out: the seat is told what the bot did for it.
    const told =
      this.row.seats[seat].kind === 'human'
        ? () => this.streams[seat]?.push(this.timedOut(step, action, view))
        : undefined;
    this.botSubmits(seat, step, action, told);
  }

  /** The notice to a seat whose timer made the bot take `action` at `step`. */
  private timedOut(step: number, action: BaseAction, view: SeatView) {
    const { deck } = this.session.rules.ctx;
    const label = (language: 'en' | 'de') =>
      this.texts(language).actionLabel(action, view) ??
      this.entry.describe?.(action, view) ??
      actionLabel(action, deck);
    return {
      type: 'timedOut' as const,
      step,
      action: { ...action },
      labels: { en: label('en'), de: label('de') },
    };
  }

  /** Submits a bot's action; a refusal other than a stale step is logged. */
  private botSubmits(seat: number, step: number, action: BaseAction, taken?: () => void): void {
    if (this.closed || step !== this.step) return;
    void this.submit(seat, step, action).then((refusal) => {
      if (refusal === undefined) taken?.();
      else if (refusal.code !== 'STALE_STEP') {
        this.behaviour.log(`table ${this.row.id}: bot of seat ${seat}: ${refusal.message}`);
      }
    });
  }
}
