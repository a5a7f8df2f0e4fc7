import { FRENCH_NAMES } from '@stich/core/plugin';
import {
  type SeatInfo,
  type ServerMessage,
  type ServerMessageOf,
  ServerMessageSchema,
} from '@stich/server/protocol';
import { useCardNames } from './cardElement';

/** Everything the table page draws, as the server has told it so far. */
export interface TableState {
  readonly table: string;
  /** `connecting` until the welcome, `open` while bound, `closed` when given up. */
  status: 'connecting' | 'open' | 'closed';
  game: string | null;
  /** The seat this page plays, or `null` for a spectator. */
  seat: number | null;
  seatCount: number;
  seats: SeatInfo[];
  /** The latest view message (view, labels of the legal actions, step, deadline). */
  view: ServerMessageOf<'view'> | null;
  /** The latest score sheet. */
  sheet: ServerMessageOf<'sheet'> | null;
  /** Finished deals heard of while connected (record and outcome), newest last. */
  finished: ServerMessageOf<'dealFinished'>[];
  /** The last refusal, or why the connection was given up. */
  error: string | null;
  /** An action was sent and its view has not come yet. */
  pending: boolean;
}

/** How a page binds to a table: a seat's token, or watching. */
export type Binding = { readonly token: string } | { readonly watch: string };

/** Close codes after which the page does not reconnect by itself. */
const FINAL_CLOSES: Readonly<Record<number, string>> = {
  4000: 'this seat was opened in another tab or window',
  1008: 'the server disconnected this page for sending too much',
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
      seat: null,
      seatCount: 0,
      seats: [],
      view: null,
      sheet: null,
      finished: [],
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
    this.ws.send(JSON.stringify({ type: 'action', step: view.step, action }));
    this.onChange(this);
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
        this.state.error ??= final ?? null;
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
        s.status = 'open';
        s.game = m.game;
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
        break;
      case 'sheet':
        s.sheet = m;
        break;
      case 'dealFinished':
        s.finished = [...s.finished.slice(-3), m];
        break;
      case 'error':
        s.pending = false;
        s.error = m.message;
        if (m.code === 'BAD_TOKEN' || m.code === 'UNKNOWN_TABLE') {
          s.status = 'closed';
          this.ws?.close();
          if (m.code === 'BAD_TOKEN') this.onBadToken();
        }
        break;
    }
    this.onChange(this);
  }
}
