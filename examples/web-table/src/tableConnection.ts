import { FRENCH_NAMES } from '@stich/core/plugin';
import {
  type SeatInfo,
  type ServerMessage,
  type ServerMessageOf,
  ServerMessageSchema,
} from '@stich/server/protocol';
import { useCardNames } from './cardElement';
import { t } from './language';

/** Everything the table page draws, as the server has told it so far. */
export interface TableState {
  readonly table: string;
  /** `connecting` until the welcome, `open` while bound, `closed` when given up. */
  status: 'connecting' | 'open' | 'closed';
  game: string | null;
  /** The game's name for people (`Kalter Schlag`), else its id. */
  gameName: string | null;
  /** The seat this page plays, or `null` for a spectator. */
  seat: number | null;
  seatCount: number;
  seats: SeatInfo[];
  /** Whether play has begun (every person seated, or the host started the table). */
  started: boolean;
  /** Why the table is gone for this page (closed, seat taken over ...), for people. */
  notice: { readonly title: string; readonly text: string } | null;
  /** The latest view message (view, labels of the legal actions, step, deadline). */
  view: ServerMessageOf<'view'> | null;
  /** The latest score sheet. */
  sheet: ServerMessageOf<'sheet'> | null;
  /** Finished deals heard of while connected (record and outcome), newest last. */
  finished: ServerMessageOf<'dealFinished'>[];
  /** The table's chat lines heard so far (in memory only), oldest first. */
  chat: ServerMessageOf<'chat'>[];
  /** The latest notice that the timer made the bot act for this seat, until it acts again. */
  timedOut: ServerMessageOf<'timedOut'> | null;
  /** The end-of-deal review in progress, or `null`. */
  review: ServerMessageOf<'review'> | null;
  /** The last refusal, or why the connection was given up. */
  error: string | null;
  /** An action was sent and its view has not come yet. */
  pending: boolean;
}

/** How a page binds to a table: a seat's token, or watching. */
export type Binding = { readonly token: string } | { readonly watch: string };

/** Close codes after which the page does not reconnect by itself, and what it says then. */
const FINAL_CLOSES: Readonly<Record<number, (reason: string) => string>> = {
  4000: () => t('otherTab'),
  1008: () => t('flood'),
  4001: () => t('takenOver'),
  // The table was closed by its host, expired, or its session is over: the server says which.
  4002: (reason) => reason,
};

/**
 * The page's WebSocket to a table: binds with `hello` (a seat's token) or `watch`,
 * keeps the state from the server's messages, and reconnects when the connection drops,
 * asking with `lastSeq` for the messages it missed. A fresh page (a reload) asks for
 * the full state instead, since it remembers nothing.
 *
 * @example
 * const conn = new TableConnection('t-abc', { token }, () => draw(conn.state));
 * conn.act(conn.state.view!.view.legalActions[0]);
 */
export class TableConnection {
  readonly state: TableState;
  private ws: WebSocket | null = null;
  private lastSeq = 0;
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    table: string,
    private readonly binding: Binding,
    private readonly onChange: (conn: TableConnection) => void,
    private readonly onBadToken: () => void = () => {},
  ) {
    this.state = {
      table,
      status: 'connecting',
      game: null,
      gameName: null,
      seat: null,
      seatCount: 0,
      seats: [],
      started: true,
      notice: null,
      view: null,
      sheet: null,
      finished: [],
      chat: [],
      timedOut: null,
      review: null,
      error: null,
      pending: false,
    };
    this.open();
  }

  /** Sends an action of the page's seat at the step of the latest view. */
  act(action: unknown): void {
    const view = this.state.view;
    if (view === null || this.ws?.readyState !== WebSocket.OPEN || this.state.pending) return;
    this.state.pending = true;
    this.state.error = null;
    this.state.timedOut = null;
    this.ws.send(JSON.stringify({ type: 'action', step: view.step, action }));
    this.onChange(this);
  }

  /** Says a line in the table's chat. */
  say(text: string): void {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.ws.send(JSON.stringify({ type: 'chat', text }));
  }

  /** Tells the server this person has seen the review of deal `deal`. */
  next(deal: number): void {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.ws.send(JSON.stringify({ type: 'next', deal }));
  }

  /** Closes the connection for good (leaving the table page). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.ws?.close();
  }

  private open(): void {
    const url = new URL('/ws', location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      const lastSeq = this.lastSeq > 0 ? { lastSeq: this.lastSeq } : {};
      const hello =
        'token' in this.binding
          ? { type: 'hello', token: this.binding.token, ...lastSeq }
          : { type: 'watch', table: this.binding.watch, ...lastSeq };
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (event) => {
      const parsed = ServerMessageSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) return this.receive(parsed.data);
      // A message this page cannot read: say so rather than wait for ever.
      console.error('unreadable server message', parsed.error.issues);
      this.state.error = 'the server sent a message this page cannot read';
      this.onChange(this);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws || this.stopped) return;
      this.state.pending = false;
      const final = FINAL_CLOSES[event.code];
      if (final !== undefined || this.state.status === 'closed') {
        this.state.status = 'closed';
        if (final !== undefined) {
          this.state.notice = { title: t('closedNotice'), text: final(event.reason) };
          if (event.code === 4001 || event.code === 4002) this.onBadToken();
        }
        this.onChange(this);
        return;
      }
      this.state.status = 'connecting';
      this.onChange(this);
      const wait = Math.min(5000, 250 * 2 ** this.retries++);
      this.timer = setTimeout(() => this.open(), wait);
    };
  }

  private receive(m: ServerMessage): void {
    const s = this.state;
    if ('seq' in m && m.type !== 'welcome') this.lastSeq = Math.max(this.lastSeq, m.seq);
    switch (m.type) {
      case 'welcome':
        this.retries = 0;
        if (m.resumed === 'full') s.review = null;
        s.status = 'open';
        s.game = m.game;
        s.gameName = m.gameName ?? m.game;
        useCardNames(m.cardNames ?? FRENCH_NAMES);
        s.seat = m.seat;
        s.seatCount = m.seatCount;
        if (m.resumed === 'full') this.lastSeq = m.seq;
        break;
      case 'view':
        s.view = m;
        s.pending = false;
        break;
      case 'seats':
        s.seats = m.seats;
        s.started = m.started ?? true;
        break;
      case 'sheet':
        s.sheet = m;
        break;
      case 'dealFinished':
        s.finished = [...s.finished.slice(-3), m];
        break;
      case 'chat':
        // A replay after a reconnect or a full resend may repeat a line: keep it once.
        if (!s.chat.some((c) => c.at === m.at && c.seat === m.seat && c.text === m.text)) {
          s.chat = [...s.chat.slice(-49), m];
        }
        break;
      case 'timedOut':
        s.timedOut = m;
        break;
      case 'review':
        s.review = m.waiting.length > 0 ? m : null;
        break;
      case 'error':
        s.pending = false;
        s.error = m.message;
        if (['BAD_TOKEN', 'UNKNOWN_TABLE', 'TABLE_CLOSED'].includes(m.code)) {
          s.status = 'closed';
          s.notice = { title: t('closedNotice'), text: m.message };
          s.error = null;
          this.ws?.close();
          if (m.code === 'BAD_TOKEN') this.onBadToken();
        }
        break;
    }
    this.onChange(this);
  }
}
