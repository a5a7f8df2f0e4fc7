import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './dataLock';
import { JOURNAL_FILE, openJournalStore } from './journalStore';
import { sqlTableStore, type TableStore } from './tableStore';

/**
 * Where to store tables: a PostgreSQL URL (`db`), else the folder `data`, else memory
 * (nothing survives the process).
 *
 * @example
 * const where: StoreOptions = { data: './stich-data' };
 */
export interface StoreOptions {
  readonly db?: string;
  readonly data?: string;
}

/** Opens a SQL store: PostgreSQL at `db`, else PGlite in `dir` (or in memory). */
async function sqlStore(
  how: { db: string } | { pglite: string | undefined },
  label: string,
): Promise<TableStore> {
  if ('db' in how) {
    const { openPostgres } = await import('./postgresClient');
    return { ...(await sqlTableStore(openPostgres(how.db))), label };
  }
  const { openPglite } = await import('./pgliteClient');
  return { ...(await sqlTableStore(await openPglite(how.pglite))), label };
}

/** The server part of a PostgreSQL URL, without the password. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the --db URL';
  }
}

/** PGlite when it is installed (and the folder holds no journal), else the journal. */
async function folderStore(data: string): Promise<TableStore> {
  const pgliteDir = join(data, 'pglite');
  if (existsSync(join(data, JOURNAL_FILE))) return openJournalStore(data);
  const { loadPglite } = await import('./pgliteClient');
  if ((await loadPglite()) !== undefined)
    return sqlStore({ pglite: pgliteDir }, `PGlite in ${pgliteDir}`);
  if (existsSync(pgliteDir)) {
    throw new Error(
      `${pgliteDir} holds PGlite tables, and PGlite is not installed: npm i @electric-sql/pglite`,
    );
  }
  const store = await openJournalStore(data);
  return { ...store, label: `${store.label} (PGlite is not installed)` };
}

/**
 * Opens (and migrates) the store: PostgreSQL for `db`; for `data` (the folder locked for
 * this process) PGlite in `data/pglite` when `@electric-sql/pglite` is installed, else
 * the journal file `data/tables.jsonl` (a folder that holds a journal keeps it); without
 * either, PGlite in memory, or memory alone without PGlite. The store's `label` says
 * which it is. Each driver is loaded only when it is used.
 *
 * @example
 * const store = await openStore({ data: './stich-data' });
 * store.label; // 'PGlite in stich-data/pglite'
 */
export async function openStore(options: StoreOptions): Promise<TableStore> {
  if (options.db !== undefined) {
    return sqlStore({ db: options.db }, `PostgreSQL at ${hostOf(options.db)}`);
  }
  if (options.data === undefined) {
    const { loadPglite } = await import('./pgliteClient');
    return (await loadPglite()) === undefined
      ? { ...(await openJournalStore()), label: 'memory (PGlite is not installed)' }
      : sqlStore({ pglite: undefined }, 'PGlite in memory (nothing survives the process)');
  }
  const release = lockDataDir(options.data);
  try {
    const store = await folderStore(options.data);
    return {
      ...store,
      close: () => store.close().finally(release),
    };
  } catch (e) {
    release();
    throw e;
  }
}
