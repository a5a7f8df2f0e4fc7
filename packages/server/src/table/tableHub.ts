import { randomBytes, randomInt } from 'node:crypto';
import { tryCreateSession } from '@stich/core';
import { quote } from '@stich/core/tools';
import { type ServerError, serverError } from '../protocol/errorCodes';
import type {
  Created,
  CreateTable,
  HostRequest,
  Join,
  Joined,
  Leave,
  TableInfo,
} from '../protocol/httpSchemas';
import type { BOT_KINDS } from '../protocol/seatSchemas';
import type { TablePatch, TableRow, TableStore } from '../storage/tableStore';
import type { GameLookup } from './gameLookup';
import { HostedTable, type TableBehaviour } from './hostedTable';
import { type LobbyQuery, lobbyPage } from './lobbyPage';
import { seatBot } from './seatBot';
import { hashToken, newToken } from './tokens';

type BotKind = (typeof BOT_KINDS)[number];

/**
 * When tables leave memory: a finished one `finishedMs` after its end, an idle one (no
 * action and nobody connected) after `idleMs`.
 *
 * @example
 * await hub.expire(Date.now(), { idleMs: 2 * 3600_000, finishedMs: 600_000 });
 */
export interface Expiry {
  readonly idleMs: number;
  readonly finishedMs: number;
}

/** A table's review time, kept in its setup (read by `HostedTable`). */
const reviewOf = ({ reviewSeconds }: CreateTable) =>
  reviewSeconds === undefined ? {} : { reviewSeconds };

const isError = (x: unknown): x is ServerError =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

/**
 * Every table of a server: creating, joining, listing, finding a seat by its token, and
 * resuming the stored tables on start.
 *
 * @example
 * const hub = new TableHub(games, store, { botDelayMs: 300, log: console.error });
 * await hub.resume();
 */
export class TableHub {
  readonly tables = new Map<string, HostedTable>();
  private readonly tokens = new Map<string, { table: HostedTable; seat: number }>();
  /** Tables released from memory since the start, and why: what a later request is told. */
  private readonly released = new Map<string, ServerError>();

  constructor(
    private readonly games: GameLookup,
    private readonly store: TableStore,
    private readonly behaviour: TableBehaviour,
  ) {}

  /** A game's name for people and its seat count under the default options; `null` if unknown. */
  gameInfo(game: string): { name: string; seats: number | null } | null {
    const entry = this.games(game);
    return entry === undefined
      ? null
      : { name: entry.variant.name, seats: HostedTable.seatCount(entry) };
  }

  /** Opens every stored table that is not over; resolves to how many were resumed. */
  async resume(): Promise<number> {
    for (const row of await this.store.openTables()) {
      const entry = this.games(row.game);
      if (entry === undefined) {
        this.behaviour.log(`table ${row.id}: game '${row.game}' is not known; left stored`);
        continue;
      }
      const table = await HostedTable.open(row, entry, this.store, this.behaviour);
      if (table instanceof HostedTable) this.add(table);
      else this.behaviour.log(`table ${row.id} does not resume: ${table.error}`);
    }
    return this.tables.size;
  }

  /**
   * Creates and stores a table, with a host token for its creator and an invite for each
   * person's seat; it starts at once when it has no person's seat.
   */
  async create(request: CreateTable): Promise<Created | ServerError> {
    const entry = this.games(request.game);
    if (entry === undefined) {
      return serverError('UNKNOWN_GAME', `no game ${quote(request.game)} here`, ['game']);
    }
    const seed = request.seed ?? randomInt(2 ** 31);
    const setup = {
      options: request.options ?? {},
      seed,
      firstDealer: request.firstDealer,
      deals: request.deals,
    };
    const made = tryCreateSession(entry.variant, setup);
    if (!made.ok) {
      const { message, path = [] } = made.error;
      return serverError('INVALID_OPTIONS', message, path);
    }
    const session = made.value;
    const firstDealer = session.dealer();
    const rules = session.rules as never;
    session.actor.stop();
    const seats = (session.rules as { ctx: { seats: number } }).ctx.seats;
    if (request.seats.length !== seats) {
      return serverError(
        'BAD_SEATS',
        `${request.game} has ${seats} seats, not ${request.seats.length}`,
        ['seats'],
      );
    }
    for (const [i, spec] of request.seats.entries()) {
      const bot = seatBot(spec, entry, rules);
      if (bot.error !== undefined) return serverError('BAD_SEATS', bot.error, ['seats', i]);
    }
    const hostToken = newToken();
    const invites = request.seats.flatMap((spec, seat) =>
      spec.kind === 'human' ? [{ seat, invite: newToken() }] : [],
    );
    const row: TableRow = {
      started: invites.length === 0,
      closed: null,
      hostHash: hashToken(hostToken),
      invites: Object.fromEntries(invites.map((i) => [String(i.seat), hashToken(i.invite)])),
      id: `t-${randomBytes(9).toString('base64url')}`,
      game: request.game,
      name: request.name ?? '',
      setup: { ...setup, firstDealer, ...reviewOf(request) },
      seats: request.seats,
      turnSeconds: request.turnSeconds ?? null,
      over: false,
      created: new Date(),
    };
    await this.store.createTable(row);
    const table = await HostedTable.open(row, entry, this.store, this.behaviour);
    if (!(table instanceof HostedTable)) return serverError('STORAGE', table.error);
    this.add(table);
    return { ...table.info(), hostToken, invites };
  }

  /**
   * Seats a person; the reply holds the seat's secret token. With an invite, the invite's
   * seat: taken over with a new token when it is taken already (the older token stops
   * playing). The table starts once every person's seat is taken.
   */
  async join(id: string, request: Join): Promise<Joined | ServerError> {
    const table = this.table(id);
    if (isError(table)) return table;
    let wanted = request.seat;
    if (request.invite !== undefined) {
      const hash = hashToken(request.invite);
      const entry = Object.entries(table.row.invites).find(([, h]) => h === hash);
      if (entry === undefined || table.row.seats[Number(entry[0])]?.kind !== 'human') {
        return serverError('BAD_TOKEN', 'the invite is not one of this table', ['invite']);
      }
      wanted = Number(entry[0]);
      const old = table.joinedSeats().find((j) => j.seat === wanted);
      if (old !== undefined) {
        const token = newToken();
        const joined = { seat: wanted, name: request.name, tokenHash: hashToken(token) };
        await this.store.rejoinSeat(id, joined);
        this.tokens.delete(old.tokenHash);
        this.tokens.set(joined.tokenHash, { table, seat: wanted });
        table.rejoined(joined);
        return { table: id, seat: wanted, token };
      }
    }
    const seat = table.freeSeat(wanted);
    if (isError(seat)) return seat;
    const token = newToken();
    const joined = { seat, name: request.name, tokenHash: hashToken(token) };
    if (!(await this.store.joinSeat(id, joined))) {
      return serverError('SEAT_TAKEN', `seat ${seat} was taken meanwhile`, ['seat']);
    }
    table.seated(joined);
    this.tokens.set(joined.tokenHash, { table, seat });
    await this.startIfSeated(table);
    return { table: id, seat, token };
  }

  /** The table, if `host` is its host token; else the refusal. */
  private hosted(id: string, host: string): HostedTable | ServerError {
    const table = this.table(id);
    if (isError(table)) return table;
    if (table.row.hostHash === null || table.row.hostHash !== hashToken(host)) {
      return serverError('NOT_HOST', 'only the host of the table may do that', ['host']);
    }
    return table;
  }

  /** Stores a table's new row and hands it to the table. */
  private async change(table: HostedTable, row: TableRow): Promise<void> {
    const patch: TablePatch = { seats: row.seats, started: row.started };
    await this.store.updateTable(table.row.id, patch);
    for (const hash of table.update(row)) this.tokens.delete(hash);
  }

  /** Starts a table whose people are all seated. */
  private async startIfSeated(table: HostedTable): Promise<void> {
    if (!table.row.started && table.peopleSeated()) {
      await this.change(table, { ...table.row, started: true });
    }
  }

  /** The host starts the table: the game's rules bot takes every empty person's seat. */
  async start(id: string, request: HostRequest): Promise<TableInfo | ServerError> {
    const table = this.hosted(id, request.host);
    if (isError(table)) return table;
    if (!table.row.started) {
      const taken = new Set(table.joinedSeats().map((j) => j.seat));
      const bot = request.bot ?? 'rules';
      const seats = table.row.seats.map((spec, seat) =>
        spec.kind === 'human' && !taken.has(seat) ? ({ kind: 'bot', bot } as const) : spec,
      );
      await this.change(table, { ...table.row, seats, started: true });
    }
    return table.info();
  }

  /** The host gives a person's seat whose person is not connected (a no-show) to a bot. */
  async toBot(id: string, seat: number, request: HostRequest): Promise<TableInfo | ServerError> {
    const table = this.hosted(id, request.host);
    if (isError(table)) return table;
    const info = table.seatInfos()[seat];
    if (info === undefined || info.kind !== 'human') {
      return serverError('BAD_SEATS', `seat ${quote(seat)} is not a person's seat`, ['seat']);
    }
    if (info.connected) {
      return serverError('SEAT_TAKEN', `seat ${seat} is connected: only a no-show is swapped`, [
        'seat',
      ]);
    }
    await this.seatToBot(table, seat, request.bot ?? 'rules');
    return table.info();
  }

  private async seatToBot(table: HostedTable, seat: number, bot: BotKind): Promise<void> {
    if (table.joinedSeats().some((j) => j.seat === seat)) {
      await this.store.leaveSeat(table.row.id, seat);
    }
    const seats = table.row.seats.map((spec, s) =>
      s === seat ? { kind: 'bot' as const, bot } : spec,
    );
    await this.change(table, { ...table.row, seats });
    await this.startIfSeated(table);
  }

  /**
   * A person leaves: before the table starts the seat is free again; after, the game's
   * rules bot plays it. Either way the token no longer plays.
   */
  async leave(id: string, request: Leave): Promise<TableInfo | ServerError> {
    const table = this.table(id);
    if (isError(table)) return table;
    const found = this.tokens.get(hashToken(request.token));
    if (found === undefined || found.table !== table) {
      return serverError('BAD_TOKEN', 'the token plays no seat at this table', ['token']);
    }
    if (table.row.started)
      return this.seatToBot(table, found.seat, 'rules').then(() => table.info());
    await this.store.leaveSeat(id, found.seat);
    this.tokens.delete(hashToken(request.token));
    table.unseated(found.seat);
    return table.info();
  }

  /** The host closes the table: it leaves the lobby and memory; its log stays stored. */
  async closeTable(id: string, request: HostRequest): Promise<TableInfo | ServerError> {
    const table = this.hosted(id, request.host);
    if (isError(table)) return table;
    await this.store.updateTable(id, { closed: 'host' });
    const info = table.info();
    this.release(table, 'the host closed the table');
    return info;
  }

  /** Drops a table from memory, closing its connections (code 4002) and its tokens. */
  private release(table: HostedTable, reason: string): void {
    const code = table.over ? 'TABLE_OVER' : 'TABLE_CLOSED';
    this.released.set(table.row.id, serverError(code, reason));
    table.close(4002, reason);
    this.tables.delete(table.row.id);
    for (const j of table.joinedSeats()) this.tokens.delete(j.tokenHash);
  }

  /**
   * Releases finished tables `finishedMs` after their end, and closes tables where
   * nothing happened and nobody was connected for `idleMs` (they leave the lobby; their
   * logs stay stored). Resolves to the ids released.
   */
  async expire(now: number, { idleMs, finishedMs }: Expiry): Promise<string[]> {
    const released: string[] = [];
    for (const table of [...this.tables.values()]) {
      if (table.over && table.overAt !== null && now - table.overAt >= finishedMs) {
        this.release(table, 'the session is over');
        released.push(table.row.id);
      } else if (!table.over && table.connectedPeople() === 0 && now - table.lastActive >= idleMs) {
        try {
          await this.store.updateTable(table.row.id, { closed: 'idle' });
        } catch (e) {
          this.behaviour.log(`table ${table.row.id}: not expired: ${String(e)}`);
          continue;
        }
        this.release(table, 'the table was idle too long');
        released.push(table.row.id);
      }
    }
    return released;
  }

  /** The open tables (not over), newest first. */
  list(): TableInfo[] {
    return lobbyPage(
      [...this.tables.values()].filter((t) => !t.over).map((t) => t.info()),
      { limit: Number.MAX_SAFE_INTEGER },
    ).tables;
  }

  /** A page of the lobby: the open tables, newest first, after the cursor. */
  async lobby(query: LobbyQuery): Promise<{ tables: TableInfo[]; next: string | null }> {
    return lobbyPage(
      [...this.tables.values()].filter((t) => !t.over).map((t) => t.info()),
      query,
    );
  }

  /** A table by id, or the refusal. */
  table(id: string): HostedTable | ServerError {
    const table = this.tables.get(id);
    return table ?? this.released.get(id) ?? serverError('UNKNOWN_TABLE', `no table ${quote(id)}`);
  }

  /** The table and seat a token plays, or `undefined`. */
  seatOfToken(token: string): { table: HostedTable; seat: number } | undefined {
    return this.tokens.get(hashToken(token));
  }

  private add(table: HostedTable): void {
    this.tables.set(table.row.id, table);
    for (const j of table.joinedSeats()) this.tokens.set(j.tokenHash, { table, seat: j.seat });
  }

  /** Closes every table (their connections and timers) after their pending actions. */
  async close(): Promise<void> {
    for (const table of this.tables.values()) table.close();
    await Promise.all([...this.tables.values()].map((t) => t.idle()));
  }
}
