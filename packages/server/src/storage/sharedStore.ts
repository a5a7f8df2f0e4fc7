import type { TableInfo } from '../protocol/httpSchemas';
import type { LobbyQuery } from '../table/lobbyPage';
import type { SqlClient } from './sqlClient';

/**
 * What changed at a table, as the lobby learns it: `changed` covers the rest (a step,
 * a deal, a person connecting).
 *
 * @example
 * const change: LobbyChange = { table: 't-1', change: 'seated', from: 'i-abc' };
 */
export interface LobbyChange {
  readonly table: string;
  readonly change: 'created' | 'seated' | 'started' | 'finished' | 'closed' | 'changed';
  /** The instance that made the change. */
  readonly from: string;
}

/**
 * Who hosts a table live: the instance id and the URL other instances reach it at.
 *
 * @example
 * const lease: Lease = { owner: 'i-abc', url: 'http://10.0.0.2:8080' };
 */
export interface Lease {
  readonly owner: string;
  readonly url: string;
}

/**
 * The PostgreSQL channel of {@link LobbyChange}s.
 *
 * @example
 * await client.query('SELECT pg_notify($1, $2)', [LOBBY_CHANNEL, JSON.stringify(change)]);
 */
export const LOBBY_CHANNEL = 'stich_lobby';

/**
 * What server instances on one PostgreSQL share: the lobby (each table's entry, written
 * by its host), a lease per table (who hosts it live, until when), and a channel that
 * tells every instance of a lobby change (`LISTEN`/`NOTIFY`).
 *
 * @example
 * const lease = await shared.takeLease('t-1', { owner: 'i-abc', url }, 6000);
 */
export interface SharedStore {
  /** A page of the open tables, newest first: each id with the entry its host wrote. */
  lobby(query: LobbyQuery): Promise<{ id: string; info: TableInfo | null }[]>;
  /** Writes a table's lobby entry and tells every instance. */
  publish(info: TableInfo, change: LobbyChange): Promise<void>;
  /** Tells every instance of a change (`NOTIFY`). */
  notify(change: LobbyChange): Promise<void>;
  /**
   * Takes the table's lease for `ms` when nobody holds it, it expired, or `lease.owner`
   * holds it already (one statement); resolves to the lease as it stands after.
   */
  takeLease(table: string, lease: Lease, ms: number): Promise<Lease>;
  /** Extends every lease of `owner` by `ms`; resolves to the tables it still holds. */
  renewLeases(owner: string, ms: number): Promise<string[]>;
  /** Gives a table's lease up, if `owner` holds it. */
  dropLease(table: string, owner: string): Promise<void>;
  /** The open tables that no live lease covers (their host died, or none was ever). */
  orphans(): Promise<string[]>;
  /** The table a seat token's hash plays at, if any. */
  tableOfToken(tokenHash: string): Promise<string | undefined>;
  /** Calls `listener` with every lobby change of every instance (this one's too). */
  listen(listener: (change: LobbyChange) => void): Promise<void>;
}

/**
 * A client that can listen on a channel: PostgreSQL's `LISTEN`, which the shared store
 * needs (postgres.js offers it; PGlite, one process, does not need it).
 *
 * @example
 * await client.listen('stich_lobby', (payload) => console.log(payload));
 */
export interface ListeningClient extends SqlClient {
  listen(channel: string, listener: (payload: string) => void): Promise<void>;
}

const isChange = (x: unknown): x is LobbyChange =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as LobbyChange).table === 'string' &&
  typeof (x as LobbyChange).change === 'string' &&
  typeof (x as LobbyChange).from === 'string';

/**
 * The {@link SharedStore} of a PostgreSQL database; the clock is the database's
 * (`now()`), so instances need not agree on the time.
 *
 * @example
 * const shared = sqlSharedStore(openPostgres(url));
 */
export function sqlSharedStore(client: ListeningClient): SharedStore {
  const q = client.query.bind(client);
  return {
    async lobby({ limit, after }) {
      const open = 'NOT over AND closed IS NULL';
      const rows =
        after === undefined
          ? await q<{ id: string; lobby: TableInfo | null }>(
              `SELECT id, lobby FROM stich_tables WHERE ${open}
               ORDER BY created DESC, id COLLATE "C" DESC LIMIT $1`,
              [limit],
            )
          : await q<{ id: string; lobby: TableInfo | null }>(
              `SELECT id, lobby FROM stich_tables WHERE ${open}
                 AND (created < $2::timestamptz OR (created = $2::timestamptz AND id COLLATE "C" < $3))
               ORDER BY created DESC, id COLLATE "C" DESC LIMIT $1`,
              [limit, after.created, after.id],
            );
      return rows.map((r) => ({ id: r.id, info: r.lobby }));
    },
    async publish(info, change) {
      await q('UPDATE stich_tables SET lobby = $2::text::jsonb WHERE id = $1', [
        info.id,
        JSON.stringify(info),
      ]);
      await this.notify(change);
    },
    async notify(change) {
      await q('SELECT pg_notify($1, $2)', [LOBBY_CHANNEL, JSON.stringify(change)]);
    },
    async takeLease(table, { owner, url }, ms) {
      const [taken] = await q<Lease>(
        `INSERT INTO stich_leases (table_id, owner, url, expires)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
         ON CONFLICT (table_id) DO UPDATE
           SET owner = EXCLUDED.owner, url = EXCLUDED.url, expires = EXCLUDED.expires
           WHERE stich_leases.expires < now() OR stich_leases.owner = EXCLUDED.owner
         RETURNING owner, url`,
        [table, owner, url, ms],
      );
      if (taken !== undefined) return taken;
      const [held] = await q<Lease>('SELECT owner, url FROM stich_leases WHERE table_id = $1', [
        table,
      ]);
      // Dropped between the two statements: free again, so ask once more.
      return held ?? this.takeLease(table, { owner, url }, ms);
    },
    renewLeases: async (owner, ms) =>
      (
        await q<{ table_id: string }>(
          `UPDATE stich_leases SET expires = now() + $2 * interval '1 millisecond'
           WHERE owner = $1 RETURNING table_id`,
          [owner, ms],
        )
      ).map((r) => r.table_id),
    async dropLease(table, owner) {
      await q('DELETE FROM stich_leases WHERE table_id = $1 AND owner = $2', [table, owner]);
    },
    orphans: async () =>
      (
        await q<{ id: string }>(
          `SELECT t.id FROM stich_tables t LEFT JOIN stich_leases l ON l.table_id = t.id
           WHERE NOT t.over AND t.closed IS NULL AND (l.table_id IS NULL OR l.expires < now())
           ORDER BY t.created, t.id`,
        )
      ).map((r) => r.id),
    async tableOfToken(tokenHash) {
      const [row] = await q<{ table_id: string }>(
        'SELECT table_id FROM stich_seats WHERE token_hash = $1',
        [tokenHash],
      );
      return row?.table_id;
    },
    listen: (listener) =>
      client.listen(LOBBY_CHANNEL, (payload) => {
        try {
          const change: unknown = JSON.parse(payload);
          if (isChange(change)) listener(change);
        } catch {
          // Not ours: another program on the channel.
        }
      }),
  };
}
