import { join } from 'node:path';
import { lockDataDir } from './dataLock';
import { openPglite } from './pgliteClient';
import { openPostgres } from './postgresClient';
import { sqlTableStore, type TableStore } from './tableStore';

/**
 * Where to store tables: a PostgreSQL URL (`db`), else PGlite in the folder `data`,
 * else PGlite in memory (nothing survives the process).
 *
 * @example
 * const where: StoreOptions = { data: './stich-data' };
 */
export interface StoreOptions {
  readonly db?: string;
  readonly data?: string;
}

/**
 * Opens and migrates the store: PostgreSQL for `db`, PGlite in `data/pglite` (the
 * folder locked for this process) for `data`, PGlite in memory otherwise.
 *
 * @example
 * const store = await openStore({ data: './stich-data' });
 */
export async function openStore(options: StoreOptions): Promise<TableStore> {
  if (options.db !== undefined) return sqlTableStore(openPostgres(options.db));
  if (options.data === undefined) return sqlTableStore(await openPglite());
  const release = lockDataDir(options.data);
  try {
    const store = await sqlTableStore(await openPglite(join(options.data, 'pglite')));
    return {
      ...store,
      close: () => store.close().finally(release),
    };
  } catch (e) {
    release();
    throw e;
  }
}
