import type { SeatSpec } from '../protocol/seatSchemas';
import { appendBatcher } from './appendBatcher';
import { migrate } from './migrations';
import { type ListeningClient, type SharedStore, sqlSharedStore } from './sharedStore';
import { isUniqueViolation, type SqlClient } from './sqlClient';

/**
 * A table as stored: everything needed to rebuild its session from the action log.
 *
 * @example
 * const row: TableRow = { id: 't1', game: 'skat', name: '', setup: { seed: 1, firstDealer: 0 }, seats, turnSeconds: null, over: false, created: new Date() };
 */
export interface TableRow {
  readonly id: string;
  readonly game: string;
  readonly name: string;
  /** The session setup: options, seed and first dealer (always filled in). */
  readonly setup: { options?: Record<string, unknown>; seed: number | string; firstDealer: number };
  readonly seats: readonly SeatSpec[];
  readonly turnSeconds: number | null;
  readonly over: boolean;
  readonly created: Date;
  /** Whether play has begun (every person seated, or the host started it). Old rows: true. */
  readonly started: boolean;
  /** Why the table left the lobby before its end (`host`: closed; `idle`: expired), or null. */
  readonly closed: TableClosed | null;
  /** The hash of the host's token (the creator's), or null (tables from older servers). */
  readonly hostHash: string | null;
  /** The hash of each person's seat's invite, by seat. */
  readonly invites: Readonly<Record<string, string>>;
}

/**
 * Why a table was closed before its end.
 *
 * @example
 * const why: TableClosed = 'idle';
 */
export type TableClosed = 'host' | 'idle';

/**
 * What may change of a stored table after it is created.
 *
 * @example
 * await store.updateTable('t1', { started: true });
 */
export type TablePatch = Partial<Pick<TableRow, 'seats' | 'started' | 'closed'>>;

/** A row as older servers wrote it: the later fields get their defaults. */
export function withDefaults(
  row: Omit<TableRow, 'started' | 'closed' | 'hostHash' | 'invites'> & Partial<TableRow>,
): TableRow {
  return {
    ...row,
    started: row.started ?? true,
    closed: row.closed ?? null,
    hostHash: row.hostHash ?? null,
    invites: row.invites ?? {},
  };
}

/**
 * A seat a person has joined: their name and the hash of their token.
 *
 * @example
 * const joined: JoinedSeat = { seat: 0, name: 'Anna', tokenHash: 'ab12...' };
 */
export interface JoinedSeat {
  readonly seat: number;
  readonly name: string;
  readonly tokenHash: string;
}

/**
 * Where tables live: rows, joined seats, and an append-only action log per table with a
 * step number. `append` for a step already taken rejects with {@link StepTakenError}.
 * Appends of many tables that arrive together are committed together (group commit).
 *
 * @example
 * await store.append('t1', 0, { type: 'bid', seat: 1, value: 18 });
 */
export interface TableStore {
  /** Which store and where, for the server's log (`PGlite in ./stich-data/pglite`). */
  readonly label?: string;
  /**
   * What server instances on this store's database share (PostgreSQL only): with it, the
   * lobby is read from the database and tables move between instances by leases.
   */
  readonly shared?: SharedStore;
  createTable(row: TableRow): Promise<void>;
  /** Every table not over and not closed, oldest first. */
  openTables(): Promise<TableRow[]>;
  /** Changes a table's seats, whether it has started, or closes it. */
  updateTable(id: string, patch: TablePatch): Promise<void>;
  /** Gives a joined seat a new token (a person back from another device). */
  rejoinSeat(table: string, seat: JoinedSeat): Promise<void>;
  /** Frees a joined seat: its token no longer plays it. */
  leaveSeat(table: string, seat: number): Promise<void>;
  table(id: string): Promise<TableRow | undefined>;
  /** Records a person on a seat; false when the seat was taken already. */
  joinSeat(table: string, seat: JoinedSeat): Promise<boolean>;
  seats(table: string): Promise<JoinedSeat[]>;
  /** Appends the action of `step`; rejects with {@link StepTakenError} when that step exists. */
  append(table: string, step: number, action: unknown): Promise<void>;
  /** The table's actions in step order. */
  actions(table: string): Promise<unknown[]>;
  markOver(table: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The refusal of an append for a step that another writer has taken already.
 *
 * @example
 * new StepTakenError('t1', 4).message; // "table 't1' has a step 4 already"
 */
export class StepTakenError extends Error {
  constructor(
    readonly table: string,
    readonly step: number,
  ) {
    super(`table '${table}' has a step ${step} already`);
    this.name = 'StepTakenError';
  }
}

const json = (value: unknown) => JSON.stringify(value);

type Row = Record<string, unknown>;
const tableOf = (r: Row): TableRow => ({
  id: r.id as string,
  game: r.game as string,
  name: r.name as string,
  setup: r.setup as TableRow['setup'],
  seats: r.seats as SeatSpec[],
  turnSeconds: (r.turn_seconds as number | null) ?? null,
  over: r.over as boolean,
  created: new Date(r.created as Date | string),
  started: r.started as boolean,
  closed: (r.closed as TableClosed | null) ?? null,
  hostHash: (r.host_hash as string | null) ?? null,
  invites: (r.invites as Record<string, string> | null) ?? {},
});

/**
 * A {@link TableStore} on any {@link SqlClient} (PGlite or PostgreSQL, the same SQL),
 * migrated to the latest schema before it is returned. A client that listens on channels
 * (PostgreSQL) gives the store its {@link SharedStore} part.
 *
 * @example
 * const store = await sqlTableStore(await openPglite('./data'));
 */
export async function sqlTableStore(client: SqlClient | ListeningClient): Promise<TableStore> {
  await migrate(client);
  const q = client.query.bind(client);
  const append = appendBatcher(client);
  return {
    ...('listen' in client ? { shared: sqlSharedStore(client) } : {}),
    async createTable(t) {
      await q(
        `INSERT INTO stich_tables (id, game, name, setup, seats, turn_seconds, over, created,
           started, closed, host_hash, invites)
         VALUES ($1, $2, $3, $4::text::jsonb, $5::text::jsonb, $6, $7, $8, $9, $10, $11,
           $12::text::jsonb)`,
        [
          t.id,
          t.game,
          t.name,
          json(t.setup),
          json(t.seats),
          t.turnSeconds,
          t.over,
          t.created,
          t.started,
          t.closed,
          t.hostHash,
          json(t.invites),
        ],
      );
    },
    openTables: async () =>
      (
        await q('SELECT * FROM stich_tables WHERE NOT over AND closed IS NULL ORDER BY created, id')
      ).map(tableOf),
    async updateTable(id, patch) {
      if (patch.seats !== undefined) {
        await q('UPDATE stich_tables SET seats = $2::text::jsonb WHERE id = $1', [
          id,
          json(patch.seats),
        ]);
      }
      if (patch.started !== undefined) {
        await q('UPDATE stich_tables SET started = $2 WHERE id = $1', [id, patch.started]);
      }
      if (patch.closed !== undefined) {
        await q('UPDATE stich_tables SET closed = $2 WHERE id = $1', [id, patch.closed]);
      }
    },
    async rejoinSeat(table, { seat, name, tokenHash }) {
      await q(
        'UPDATE stich_seats SET name = $3, token_hash = $4 WHERE table_id = $1 AND seat = $2',
        [table, seat, name, tokenHash],
      );
    },
    async leaveSeat(table, seat) {
      await q('DELETE FROM stich_seats WHERE table_id = $1 AND seat = $2', [table, seat]);
    },
    async table(id) {
      const [row] = await q('SELECT * FROM stich_tables WHERE id = $1', [id]);
      return row === undefined ? undefined : tableOf(row);
    },
    async joinSeat(table, { seat, name, tokenHash }) {
      try {
        await q(
          'INSERT INTO stich_seats (table_id, seat, name, token_hash) VALUES ($1, $2, $3, $4)',
          [table, seat, name, tokenHash],
        );
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },
    seats: async (table) =>
      (
        await q<Row>(
          'SELECT seat, name, token_hash FROM stich_seats WHERE table_id = $1 ORDER BY seat',
          [table],
        )
      ).map((r) => ({
        seat: r.seat as number,
        name: r.name as string,
        tokenHash: r.token_hash as string,
      })),
    async append(table, step, action) {
      if (!(await append(table, step, json(action)))) throw new StepTakenError(table, step);
    },
    actions: async (table) =>
      (
        await q<Row>('SELECT action FROM stich_actions WHERE table_id = $1 ORDER BY step', [table])
      ).map((r) => r.action),
    async markOver(table) {
      await q('UPDATE stich_tables SET over = true WHERE id = $1', [table]);
    },
    close: () => client.close(),
  };
}
