import type { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQuery } from './sqlClient';

/** The module `@electric-sql/pglite`, an optional peer dependency. */
type PgliteModule = typeof import('@electric-sql/pglite');

/** Whether `error` says that the package `name` is not installed. */
export function isMissingPackage(error: unknown, name: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') &&
    typeof message === 'string' &&
    message.includes(`'${name}'`)
  );
}

/**
 * PGlite if it is installed (`npm i @electric-sql/pglite`), else `undefined`. It is
 * loaded only here, when a store needs it.
 *
 * @example
 * if ((await loadPglite()) === undefined) console.log('no PGlite: the journal store it is');
 */
export async function loadPglite(): Promise<PgliteModule | undefined> {
  try {
    return await import('@electric-sql/pglite');
  } catch (e) {
    if (isMissingPackage(e, '@electric-sql/pglite')) return undefined;
    throw e;
  }
}

/**
 * Opens PGlite (PostgreSQL compiled to WebAssembly) in a data folder, or in memory when
 * `dir` is undefined. The folder is created on first use (that takes a few seconds);
 * keep one client per folder (see `lockDataDir`). PGlite is an optional peer dependency:
 * without it this rejects with a message that says what to install.
 *
 * @example
 * const client = await openPglite('./stich-data');
 */
export async function openPglite(dir?: string): Promise<SqlClient> {
  const pglite = await loadPglite();
  if (pglite === undefined) {
    throw new Error('PGlite is not installed: npm i @electric-sql/pglite');
  }
  const db = dir === undefined ? await pglite.PGlite.create() : await pglite.PGlite.create(dir);
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
