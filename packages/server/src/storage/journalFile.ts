import { closeSync, fsyncSync, openSync } from 'node:fs';
import { type FileHandle, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { JoinedSeat, TablePatch, TableRow } from './tableStore';

/**
 * One line of the journal: a new table, a joined seat, an action at a step, a table over.
 *
 * @example
 * const e: JournalEntry = { k: 'action', table: 't1', step: 0, action: { type: 'pass', seat: 1 } };
 */
export type JournalEntry =
  | {
      readonly k: 'table';
      readonly row: Omit<TableRow, 'created' | 'started' | 'closed' | 'hostHash' | 'invites'> &
        Partial<TableRow> & { created: string };
    }
  | { readonly k: 'seat'; readonly table: string; readonly seat: JoinedSeat }
  | {
      readonly k: 'action';
      readonly table: string;
      readonly step: number;
      readonly action: unknown;
    }
  | { readonly k: 'over'; readonly table: string }
  | { readonly k: 'update'; readonly table: string; readonly patch: TablePatch }
  | { readonly k: 'rejoin'; readonly table: string; readonly seat: JoinedSeat }
  | { readonly k: 'leave'; readonly table: string; readonly seat: number };

/**
 * An open journal file: the entries it held, and writes that resolve once on disk.
 *
 * @example
 * const file = await openJournalFile('./stich-data/tables.jsonl');
 * await file.write({ k: 'over', table: 't1' });
 */
export interface JournalFile {
  readonly entries: readonly JournalEntry[];
  write(entry: JournalEntry): Promise<void>;
  close(): Promise<void>;
}

interface Pending {
  readonly line: string;
  resolve(): void;
  reject(error: unknown): void;
}

/** Flushes a folder's entry list, so a file created in it survives a crash (not on Windows). */
function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Folders cannot be opened for fsync on every platform.
  }
}

/** Reads the journal's complete lines; a torn last line (a crash mid-write) is cut off. */
async function readEntries(fh: FileHandle, path: string): Promise<JournalEntry[]> {
  const text = (await fh.readFile()).toString('utf8');
  const end = text.lastIndexOf('\n') + 1;
  if (end < text.length) {
    await fh.truncate(Buffer.byteLength(text.slice(0, end)));
    await fh.datasync();
  }
  return text
    .slice(0, end)
    .split('\n')
    .slice(0, -1)
    .map((line, i) => {
      try {
        return JSON.parse(line) as JournalEntry;
      } catch {
        throw new Error(`${path}:${i + 1}: not a journal line`);
      }
    });
}

/**
 * Opens (or creates) an append-only JSON-lines file. Writes that arrive while a flush is
 * under way are written and flushed together (group commit); each resolves after its
 * `datasync`. After a failed write the file refuses further writes.
 *
 * @example
 * const file = await openJournalFile('./stich-data/tables.jsonl');
 */
export async function openJournalFile(path: string): Promise<JournalFile> {
  await mkdir(dirname(path), { recursive: true });
  const fh = await open(path, 'a+');
  syncFolder(dirname(path));
  let entries: JournalEntry[];
  try {
    entries = await readEntries(fh, path);
  } catch (e) {
    await fh.close();
    throw e;
  }
  let queue: Pending[] = [];
  let flushing: Promise<void> | undefined;
  let broken: unknown;

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        if (broken !== undefined) throw broken;
        await fh.appendFile(batch.map((p) => p.line).join(''));
        await fh.datasync();
        for (const p of batch) p.resolve();
      } catch (e) {
        broken ??= e;
        for (const p of batch) p.reject(e);
      }
    }
    flushing = undefined;
  }

  return {
    entries,
    write: (entry) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ line: `${JSON.stringify(entry)}\n`, resolve, reject });
        flushing ??= Promise.resolve().then(flush);
      }),
    async close() {
      await flushing;
      await fh.close();
    },
  };
}
