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
import type { Lease, LobbyChange } from '../storage/sharedStore';
import type { TablePatch, TableRow, TableStore } from '../storage/tableStore';
import type { GameLookup } from './gameLookup';
import { HostedTable, type TableBehaviour } from './hostedTable';
import { LeaseKeeper, type Sharing } from './leaseKeeper';
import { LobbyBoard } from './lobbyBoard';
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
 * What a client of a table that moved to another instance is told as it is closed (code
 * 1001): it reconnects, to any instance.
 *
 * @example
 * ws.on('close', (code, why) => { if (String(why) === MOVED_REASON) reconnect(); });
 */
export const MOVED_REASON = 'the table moved to another instance; reconnect';

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
  /** This instance's id in the lease rows. */
  readonly instance = `i-${randomBytes(6).toString('base64url')}`;
  /** Set once the hub shares its tables (see `share`). */
  private leases: LeaseKeeper | undefined;
  private readonly board: LobbyBoard;
  private readonly loading = new Map<string, Promise<HostedTable | ServerError | Lease>>();
  /** Orphaned tables that did not load here (told once in the log). */
  private readonly unadopted = new Set<string>();

  constructor(
    private readonly games: GameLookup,
    private readonly store: TableStore,
    private readonly behaviour: TableBehaviour,
  ) {
    this.board = new LobbyBoard(this.instance, behaviour.log);
  }

  /**
   * Shares tables with the other instances on the store's PostgreSQL (a store without a
   * `shared` part ignores it): from now on the lobby is read from the database, a table is
   * hosted by the instance that holds its lease, and lobby changes of every instance reach
   * {@link TableHub.onLobby}.
   */
  async share(sharing: Sharing): Promise<void> {
    const shared = this.store.shared;
    if (shared === undefined) return;
    this.leases = new LeaseKeeper(shared, this.instance, sharing, this.behaviour.log);
    await this.board.share(shared);
  }

  /** Whether this hub shares its tables with other instances (see {@link TableHub.share}). */
  get sharesTables(): boolean {
    return this.leases !== undefined;
  }

  /**
   * Calls `listener` with every change of the lobby (of every instance when shared);
   * returns the call that stops it.
   */
  onLobby(listener: (change: LobbyChange) => void): () => void {
    return this.board.onLobby(listener);
  }

  /** Writes a hosted table's lobby entry (shared) and tells of the change. */
  private announce(table: HostedTable, change: LobbyChange['change']): Promise<void> {
    return this.board.announce(table.info(), change);
  }

  /** A game's name for people and its seat count under the default options; `null` if unknown. */
  gameInfo(game: string): { name: string; seats: number | null } | null {
    const entry = this.games(game);
    return entry === undefined
      ? null
      : { name: entry.variant.name, seats: HostedTable.seatCount(entry) };
  }

  /**
   * Opens every stored table that is not over (shared: every one no live lease covers);
   * resolves to how many this instance hosts.
   */
  async resume(): Promise<number> {
    if (this.leases !== undefined) {
      await this.adoptOrphans(this.leases);
      return this.tables.size;
    }
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
    if (this.leases !== undefined && (await this.leases.take(row.id)).owner !== this.instance) {
      return serverError('STORAGE', 'the new table was taken');
    }
    const table = await HostedTable.open(row, entry, this.store, this.behaviour);
    if (!(table instanceof HostedTable)) return serverError('STORAGE', table.error);
    this.add(table);
    await this.announce(table, 'created');
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
        await this.announce(table, 'seated');
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
    await this.announce(table, table.row.started ? 'started' : 'seated');
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
      await this.announce(table, 'started');
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
    const started = table.row.started;
    await this.change(table, { ...table.row, seats });
    await this.startIfSeated(table);
    await this.announce(table, table.row.started && !started ? 'started' : 'seated');
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
    await this.announce(table, 'seated');
    return table.info();
  }

  /** The host closes the table: it leaves the lobby and memory; its log stays stored. */
  async closeTable(id: string, request: HostRequest): Promise<TableInfo | ServerError> {
    const table = this.hosted(id, request.host);
    if (isError(table)) return table;
    await this.store.updateTable(id, { closed: 'host' });
    const info = table.info();
    this.release(table, 'the host closed the table');
    this.board.tell(id, 'closed');
    return info;
  }

  /** Drops a table from memory, closing its connections (code 4002) and its tokens. */
  private release(table: HostedTable, reason: string): void {
    const code = table.over ? 'TABLE_OVER' : 'TABLE_CLOSED';
    this.released.set(table.row.id, serverError(code, reason));
    table.close(4002, reason);
    this.forget(table);
    void this.leases?.drop(table.row.id);
  }

  /** Drops a table from the maps of this instance. */
  private forget(table: HostedTable): void {
    const id = table.row.id;
    if (this.tables.get(id) === table) this.tables.delete(id);
    this.leases?.forget(id);
    this.board.forget(id);
    for (const j of table.joinedSeats()) {
      if (this.tokens.get(j.tokenHash)?.table === table) this.tokens.delete(j.tokenHash);
    }
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
        this.board.tell(table.row.id, 'closed');
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

  /**
   * A page of the lobby: the open tables, newest first, after the cursor. Shared, it is
   * read from the database (the entries their hosts wrote; this instance's own tables as
   * they stand now).
   */
  async lobby(query: LobbyQuery): Promise<{ tables: TableInfo[]; next: string | null }> {
    const shared = await this.board.page(query, (id) => this.tables.get(id)?.info());
    if (shared !== undefined) return shared;
    return lobbyPage(
      [...this.tables.values()].filter((t) => !t.over).map((t) => t.info()),
      query,
    );
  }

  /**
   * A table by id, loaded from the store when this instance shares tables and nobody
   * else holds it live (this instance takes its lease); else the lease of the instance
   * that hosts it, or the refusal.
   */
  async locate(id: string): Promise<HostedTable | ServerError | Lease> {
    const held = this.tables.get(id);
    const leases = this.leases;
    if (held !== undefined || leases === undefined) return held ?? this.table(id);
    let pending = this.loading.get(id);
    if (pending === undefined) {
      pending = this.load(id, leases).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /**
   * The table and seat a token plays (loaded as by `locate`), the lease of the instance
   * that hosts it, or `undefined`.
   */
  async locateSeat(
    token: string,
  ): Promise<{ table: HostedTable; seat: number } | Lease | undefined> {
    const hash = hashToken(token);
    const found = this.tokens.get(hash);
    if (found !== undefined || this.leases === undefined) return found;
    const id = await this.leases.shared.tableOfToken(hash);
    if (id === undefined) return undefined;
    const table = await this.locate(id);
    if (isError(table)) return undefined;
    return table instanceof HostedTable ? this.tokens.get(hash) : table;
  }

  /** Takes a stored table's lease and loads it; the holder's lease when another holds it. */
  private async load(id: string, leases: LeaseKeeper): Promise<HostedTable | ServerError | Lease> {
    const row = await this.store.table(id);
    if (row === undefined) return serverError('UNKNOWN_TABLE', `no table ${quote(id)}`);
    if (row.closed !== null) return serverError('TABLE_CLOSED', 'the table was closed');
    const entry = this.games(row.game);
    if (entry === undefined) {
      return serverError('UNKNOWN_GAME', `no game ${quote(row.game)} here`, ['game']);
    }
    const lease = await leases.take(id);
    if (lease.owner !== this.instance) return lease;
    // Read again under the lease: the last host may have changed it meanwhile.
    const latest = (await this.store.table(id)) ?? row;
    if (latest.closed !== null) {
      await leases.drop(id);
      return serverError('TABLE_CLOSED', 'the table was closed');
    }
    if (latest.over) {
      await leases.drop(id);
      return serverError('TABLE_OVER', 'the session at this table is over');
    }
    const table = await HostedTable.open(latest, entry, this.store, this.behaviour);
    if (!(table instanceof HostedTable)) {
      await leases.drop(id);
      return serverError('STORAGE', `the table does not load: ${table.error}`);
    }
    this.add(table);
    await this.announce(table, 'changed');
    return table;
  }

  /**
   * Loads every open table no live lease covers (its host died), for at most `budgetMs`
   * (the rest on the next heartbeat, so that the leases held are renewed in time).
   */
  private async adoptOrphans(leases: LeaseKeeper, budgetMs = Infinity): Promise<void> {
    const start = Date.now();
    for (const id of await leases.shared.orphans()) {
      if (Date.now() - start > budgetMs) return;
      if (this.tables.has(id)) continue;
      const table = await this.locate(id);
      if (isError(table) && !this.unadopted.has(id)) {
        this.unadopted.add(id);
        this.behaviour.log(`table ${id} is not taken over: ${table.message}`);
      }
    }
  }

  /**
   * Renews this instance's leases, lets go of the tables whose lease another instance
   * took (their clients are closed with code 1001 and {@link MOVED_REASON}, to reconnect),
   * writes the lobby entries that changed, and takes over the tables of instances that
   * died. Without sharing it does nothing.
   */
  async heartbeat(): Promise<void> {
    const leases = this.leases;
    if (leases === undefined) return;
    const lost = await leases.renew();
    for (const table of [...this.tables.values()]) {
      if (lost(table.row.id)) this.lose(table);
    }
    for (const table of [...this.tables.values()]) {
      const info = table.info();
      if (this.board.stale(info)) await this.announce(table, info.over ? 'finished' : 'changed');
    }
    await this.adoptOrphans(leases, leases.sharing.leaseMs / 3);
  }

  /** Stops hosting a table whose lease went to another instance. */
  private lose(table: HostedTable): void {
    this.behaviour.log(`table ${table.row.id}: the lease went to another instance`);
    table.close(1001, MOVED_REASON);
    this.forget(table);
  }

  /** A table by id (in this instance's memory), or the refusal. */
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
    this.released.delete(table.row.id);
    for (const j of table.joinedSeats()) this.tokens.set(j.tokenHash, { table, seat: j.seat });
  }

  /**
   * Closes every table (their connections and timers) after their pending actions; shared,
   * it gives their leases up, so that another instance takes them over at once.
   */
  async close(): Promise<void> {
    for (const table of this.tables.values()) table.close();
    await Promise.all([...this.tables.values()].map((t) => t.idle()));
    const leases = this.leases;
    if (leases !== undefined) for (const id of this.tables.keys()) await leases.drop(id);
  }
}
