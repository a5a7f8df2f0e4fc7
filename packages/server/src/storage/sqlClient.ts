/**
 * The little a store needs from a PostgreSQL driver: parameterised queries (`$1`, `$2`
 * ...) returning rows, transactions, and closing. PGlite and postgres.js both fit it,
 * so the same SQL runs on either.
 *
 * @example
 * const rows = await client.query<{ n: number }>('SELECT $1::int AS n', [1]);
 */
export interface SqlClient {
  /** Runs one statement; resolves to its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: all of it is committed, or none of it. */
  transaction<T>(fn: (tx: SqlQuery) => Promise<T>): Promise<T>;
  /** Waits for pending writes and releases the database. */
  close(): Promise<void>;
}

/**
 * The query part of a {@link SqlClient}, as a transaction offers it.
 *
 * @example
 * await client.transaction((tx) => tx.query('DELETE FROM t'));
 */
export type SqlQuery = Pick<SqlClient, 'query'>;

/**
 * Whether a driver error is PostgreSQL's unique violation (SQLSTATE 23505), the same
 * code on PGlite and on a server.
 *
 * @example
 * try { await append(); } catch (e) { if (isUniqueViolation(e)) console.log('step taken'); }
 */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
