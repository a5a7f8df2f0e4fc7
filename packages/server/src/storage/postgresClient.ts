import postgres from 'postgres';
import type { ListeningClient } from './sharedStore';
import type { SqlQuery } from './sqlClient';

/**
 * Connects to a PostgreSQL server (`postgres://user@host:port/db`) with postgres.js, a
 * pool of up to `max` connections (and one more while something listens on a channel).
 *
 * @example
 * const client = openPostgres('postgres://stich@127.0.0.1:5432/stich');
 */
export function openPostgres(url: string, max = 10): ListeningClient {
  const sql = postgres(url, { max, onnotice: () => {} });
  type Run = Pick<typeof sql, 'unsafe'>;
  const wrap = (run: Run): SqlQuery => ({
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await run.unsafe(text, params as never[])) as unknown as T[],
  });
  return {
    ...wrap(sql),
    transaction: async (fn) => (await sql.begin((tx) => fn(wrap(tx as unknown as Run)))) as never,
    async listen(channel, listener) {
      await sql.listen(channel, listener);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
