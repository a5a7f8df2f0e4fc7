import type { SqlQuery } from './sqlClient';

/** Most actions one statement appends. */
const MAX_BATCH = 500;

interface Pending {
  readonly table: string;
  readonly step: number;
  readonly json: string;
  resolve(taken: boolean): void;
  reject(error: unknown): void;
}

/**
 * How long the first append of a batch waits for others, in milliseconds: a commit costs
 * far more than a row (PGlite: about 1.7 ms for one row, 0.3 ms a row for ten, measured
 * on a loaded 2-core machine), so a busy server trades this much latency for throughput.
 *
 * @example
 * appendBatcher(client, APPEND_WINDOW_MS);
 */
export const APPEND_WINDOW_MS = 4;

/**
 * Group commit for the action log: appends that arrive within `windowMs` of the first,
 * or while a write is under way, are written together by one statement (`INSERT ... ON
 * CONFLICT DO NOTHING RETURNING`), one commit for many tables. Each append resolves once
 * its statement has committed: `true` when its row went in, `false` when its step was
 * taken already.
 *
 * @example
 * const append = appendBatcher(client);
 * await append('t1', 4, '{"type":"play","seat":0,"card":"CJ"}'); // true
 */
export function appendBatcher(
  sql: SqlQuery,
  windowMs = APPEND_WINDOW_MS,
): (table: string, step: number, json: string) => Promise<boolean> {
  let queue: Pending[] = [];
  let writing = false;
  let waiting = false;

  async function flush(): Promise<void> {
    waiting = false;
    writing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      const rows = batch.map(
        (_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3}::text::jsonb)`,
      );
      const params = batch.flatMap((p) => [p.table, p.step, p.json]);
      try {
        const inserted = await sql.query<{ table_id: string; step: number }>(
          `INSERT INTO stich_actions (table_id, step, action) VALUES ${rows.join(', ')}
           ON CONFLICT (table_id, step) DO NOTHING RETURNING table_id, step`,
          params,
        );
        const went = new Set(inserted.map((r) => `${r.table_id}\u0000${r.step}`));
        for (const p of batch) p.resolve(went.delete(`${p.table}\u0000${p.step}`));
      } catch (e) {
        for (const p of batch) p.reject(e);
      }
    }
    writing = false;
  }

  return (table, step, json) =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ table, step, json, resolve, reject });
      if (writing || waiting) return;
      waiting = true;
      setTimeout(() => void flush(), windowMs);
    });
}
