import { join } from 'node:path';
import { type JournalEntry, openJournalFile } from './journalFile';
import {
  type JoinedSeat,
  StepTakenError,
  type TableRow,
  type TableStore,
  withDefaults,
} from './tableStore';

/**
 * The journal's file name in a data folder.
 *
 * @example
 * join('./stich-data', JOURNAL_FILE); // 'stich-data/tables.jsonl'
 */
export const JOURNAL_FILE = 'tables.jsonl';

interface Held {
  row: TableRow;
  readonly seats: Map<number, JoinedSeat>;
  readonly actions: Map<number, unknown>;
}

type StoredRow = Omit<TableRow, 'created' | 'started' | 'closed' | 'hostHash' | 'invites'> &
  Partial<TableRow> & { created: string };
const rowOf = (r: StoredRow): TableRow => withDefaults({ ...r, created: new Date(r.created) });

/**
 * A {@link TableStore} without a database: every change is one JSON line appended to
 * `tables.jsonl` in `dir` and flushed to disk (fsync) before it is acknowledged; on
 * open the journal is read back into memory. Appends that arrive together share one
 * flush. Without `dir` it keeps the tables in memory only. Keep one store per folder
 * (see `lockDataDir`).
 *
 * @example
 * const store = await openJournalStore('./stich-data');
 */
export async function openJournalStore(dir?: string): Promise<TableStore> {
  const tables = new Map<string, Held>();
  const held = (id: string): Held => {
    const t = tables.get(id);
    if (t === undefined) throw new Error(`no table '${id}'`);
    return t;
  };
  // Applies an entry to memory; false when it conflicts (a seat or step taken).
  const apply = (e: JournalEntry): boolean => {
    switch (e.k) {
      case 'table':
        if (tables.has(e.row.id)) throw new Error(`table '${e.row.id}' exists already`);
        tables.set(e.row.id, {
          row: rowOf(e.row),
          seats: new Map(),
          actions: new Map(),
        });
        return true;
      case 'seat': {
        const t = held(e.table);
        if (t.seats.has(e.seat.seat)) return false;
        t.seats.set(e.seat.seat, e.seat);
        return true;
      }
      case 'action': {
        const t = held(e.table);
        if (t.actions.has(e.step)) return false;
        t.actions.set(e.step, e.action);
        return true;
      }
      case 'over':
        held(e.table).row = { ...held(e.table).row, over: true };
        return true;
      case 'update':
        held(e.table).row = { ...held(e.table).row, ...e.patch };
        return true;
      case 'rejoin':
        held(e.table).seats.set(e.seat.seat, e.seat);
        return true;
      case 'leave':
        held(e.table).seats.delete(e.seat);
        return true;
    }
  };
  const file = dir === undefined ? undefined : await openJournalFile(join(dir, JOURNAL_FILE));
  for (const e of file?.entries ?? []) apply(e);
  const write = (e: JournalEntry): Promise<void> => file?.write(e) ?? Promise.resolve();
  const copy = (r: TableRow): TableRow => rowOf(JSON.parse(JSON.stringify(r)) as StoredRow);

  return {
    label:
      dir === undefined
        ? 'memory (nothing survives the process)'
        : `journal file ${join(dir, JOURNAL_FILE)}`,
    async createTable(row) {
      const e: JournalEntry = { k: 'table', row: JSON.parse(JSON.stringify(row)) };
      apply(e);
      await write(e);
    },
    openTables: async () =>
      [...tables.values()]
        .filter((t) => !t.row.over && t.row.closed === null)
        .map((t) => copy(t.row))
        .sort((a, b) => a.created.getTime() - b.created.getTime() || (a.id < b.id ? -1 : 1)),
    table: async (id) => {
      const t = tables.get(id);
      return t === undefined ? undefined : copy(t.row);
    },
    async joinSeat(table, seat) {
      const e: JournalEntry = { k: 'seat', table, seat: { ...seat } };
      if (!apply(e)) return false;
      await write(e);
      return true;
    },
    seats: async (table) =>
      [...(tables.get(table)?.seats.values() ?? [])]
        .sort((a, b) => a.seat - b.seat)
        .map((s) => ({ ...s })),
    async append(table, step, action) {
      const e: JournalEntry = {
        k: 'action',
        table,
        step,
        action: JSON.parse(JSON.stringify(action)),
      };
      if (!apply(e)) throw new StepTakenError(table, step);
      await write(e);
    },
    actions: async (table) => {
      const log = tables.get(table)?.actions ?? new Map<number, unknown>();
      return [...log.keys()]
        .sort((a, b) => a - b)
        .map((step) => JSON.parse(JSON.stringify(log.get(step))));
    },
    async updateTable(table, patch) {
      const e: JournalEntry = { k: 'update', table, patch: JSON.parse(JSON.stringify(patch)) };
      if (!tables.has(table)) return;
      apply(e);
      await write(e);
    },
    async rejoinSeat(table, seat) {
      const e: JournalEntry = { k: 'rejoin', table, seat: { ...seat } };
      apply(e);
      await write(e);
    },
    async leaveSeat(table, seat) {
      const e: JournalEntry = { k: 'leave', table, seat };
      apply(e);
      await write(e);
    },
    async markOver(table) {
      const e: JournalEntry = { k: 'over', table };
      if (!tables.has(table)) return;
      apply(e);
      await write(e);
    },
    close: async () => {
      await file?.close();
    },
  };
}
