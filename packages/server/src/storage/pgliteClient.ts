import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQuery } from './sqlClient';

/**
 * Opens PGlite (PostgreSQL compiled to WebAssembly) in a data folder, or in memory when
 * `dir` is undefined. The folder is created on first use (that takes a few seconds);
 * keep one client per folder (see `lockDataDir`).
 *
 * @example
 * const client = await openPglite('./stich-data');
 */
export async function openPglite(dir?: string): Promise<SqlClient> {
  const db = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  const wrap = (q: Pick<PGlite, 'query'>): SqlQuery => ({
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await q.query<T>(sql, [...params])).rows,
  });
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
