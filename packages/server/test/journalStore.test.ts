import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  JOURNAL_FILE,
  openJournalStore,
  openStore,
  StepTakenError,
  type TableRow,
} from '../src/index';

const root = mkdtempSync(join(tmpdir(), 'stich-journal-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const folder = () => join(root, String(folders++));

const row = (id: string, minute: number): TableRow => ({
  id,
  game: 'kalter-schlag',
  name: id,
  setup: { seed: 7, firstDealer: 0 },
  seats: [{ kind: 'human' }, { kind: 'bot', bot: 'rules' }],
  turnSeconds: null,
  over: false,
  created: new Date(Date.UTC(2026, 11, 2, 3, minute)),
  started: true,
  closed: null,
  hostHash: null,
  invites: {},
});

describe('the journal store', () => {
  test('a reopened journal holds every table, seat, action and ending', async () => {
    const dir = folder();
    const first = await openJournalStore(dir);
    await first.createTable(row('late', 5));
    await first.createTable(row('early', 1));
    await first.createTable(row('done', 0));
    await first.joinSeat('early', { seat: 1, name: 'Bert', tokenHash: 'h1' });
    await Promise.all([0, 1, 2].map((step) => first.append('early', step, { type: 'pass', step })));
    await first.markOver('done');
    await first.close();

    const again = await openJournalStore(dir);
    expect((await again.openTables()).map((t) => t.id)).toEqual(['early', 'late']);
    expect(await again.table('early')).toEqual(row('early', 1));
    expect((await again.table('done'))?.over).toBe(true);
    expect(await again.seats('early')).toEqual([{ seat: 1, name: 'Bert', tokenHash: 'h1' }]);
    expect(await again.actions('early')).toEqual([0, 1, 2].map((step) => ({ type: 'pass', step })));
    await expect(again.append('early', 2, { type: 'pass' })).rejects.toBeInstanceOf(StepTakenError);
    expect(await again.joinSeat('early', { seat: 1, name: 'Cleo', tokenHash: 'h2' })).toBe(false);
    await again.close();
    // One line per change, each written once.
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8').split('\n')).toHaveLength(9);
  });

  test('a line torn by a crash mid-write is cut off; the lines before it count', async () => {
    const dir = folder();
    const first = await openJournalStore(dir);
    await first.createTable(row('t', 0));
    await first.append('t', 0, { type: 'pass' });
    await first.close();
    appendFileSync(join(dir, JOURNAL_FILE), '{"k":"action","table":"t","st');

    const again = await openJournalStore(dir);
    expect(await again.actions('t')).toEqual([{ type: 'pass' }]);
    await again.append('t', 1, { type: 'bid' });
    await again.close();
    const reread = await openJournalStore(dir);
    expect(await reread.actions('t')).toEqual([{ type: 'pass' }, { type: 'bid' }]);
    await reread.close();
  });

  test('a damaged line inside the journal stops the open with its line number', async () => {
    const dir = folder();
    const first = await openJournalStore(dir);
    await first.close();
    writeFileSync(join(dir, JOURNAL_FILE), '{"k":"over","table":"x"}\nnot json\n');
    await expect(openJournalStore(dir)).rejects.toThrow(`${JOURNAL_FILE}:2: not a journal line`);
  });
});

describe('openStore', () => {
  test('a folder that holds a journal keeps it, even with PGlite installed', async () => {
    const dir = folder();
    await (await openJournalStore(dir)).close();
    const store = await openStore({ data: dir });
    expect(store.label).toBe(`journal file ${join(dir, JOURNAL_FILE)}`);
    await store.close();
  });

  test('a new folder gets PGlite when it is installed (it is in this repository)', async () => {
    const dir = folder();
    const store = await openStore({ data: dir });
    expect(store.label).toBe(`PGlite in ${join(dir, 'pglite')}`);
    await store.close();
  });
});
