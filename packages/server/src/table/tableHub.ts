import { randomBytes, randomInt } from 'node:crypto';
import { quote, tryCreateSession } from '@stich/core';
import { type ServerError, serverError } from '../protocol/errorCodes';
import type { CreateTable, Join, Joined, TableInfo } from '../protocol/httpSchemas';
import type { TableRow, TableStore } from '../storage/tableStore';
import type { GameLookup } from './gameLookup';
import { HostedTable, type TableBehaviour } from './hostedTable';
import { type LobbyQuery, lobbyPage } from './lobbyPage';
import { seatBot } from './seatBot';
import { hashToken, newToken } from './tokens';

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

  constructor(
    private readonly games: GameLookup,
    private readonly store: TableStore,
    private readonly behaviour: TableBehaviour,
  ) {}

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

  /** Creates and stores a table; its bots start playing. */
  async create(request: CreateTable): Promise<TableInfo | ServerError> {
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
    const row: TableRow = {
      id: `t-${randomBytes(9).toString('base64url')}`,
      game: request.game,
      name: request.name ?? '',
      setup: { ...setup, firstDealer },
      seats: request.seats,
      turnSeconds: request.turnSeconds ?? null,
      over: false,
      created: new Date(),
    };
    await this.store.createTable(row);
    const table = await HostedTable.open(row, entry, this.store, this.behaviour);
    if (!(table instanceof HostedTable)) return serverError('STORAGE', table.error);
    this.add(table);
    return table.info();
  }

  /** Seats a person; the reply holds the seat's secret token. */
  async join(id: string, request: Join): Promise<Joined | ServerError> {
    const table = this.table(id);
    if (isError(table)) return table;
    const seat = table.freeSeat(request.seat);
    if (isError(seat)) return seat;
    const token = newToken();
    const joined = { seat, name: request.name, tokenHash: hashToken(token) };
    if (!(await this.store.joinSeat(id, joined))) {
      return serverError('SEAT_TAKEN', `seat ${seat} was taken meanwhile`, ['seat']);
    }
    table.seated(joined);
    this.tokens.set(joined.tokenHash, { table, seat });
    return { table: id, seat, token };
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
    return table ?? serverError('UNKNOWN_TABLE', `no table ${quote(id)}`);
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
