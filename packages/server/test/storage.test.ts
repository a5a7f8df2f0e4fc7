import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  MIGRATIONS,
  migrate,
  openJournalStore,
  openPglite,
  openPostgres,
  type SqlClient,
  StepTakenError,
  sqlTableStore,
  type TableRow,
  type TableStore,
} from '../src/index';
import { type Cluster, postgresMissing, startCluster } from './helpers/postgresCluster';

const row = (id: string): TableRow => ({
  id,
  game: 'skat',
  name: 'Thursday',
  setup: { options: { x: [1, 2] }, seed: 'club', firstDealer: 1 },
  seats: [
    { kind: 'human' },
    { kind: 'bot', bot: 'rules' },
    { kind: 'bot', bot: 'pimc', thinkMs: 5 },
  ],
  turnSeconds: 30,
  over: false,
  created: new Date('2026-11-24T20:00:00Z'),
  started: true,
  closed: null,
  hostHash: null,
  invites: {},
});

interface Opened {
  readonly store: TableStore;
  /** The SQL client under a SQL store. */
  readonly client?: SqlClient;
}

const sqlStore = async (client: SqlClient): Promise<Opened> => ({
  store: await sqlTableStore(client),
  client,
});

/**
 * The same checks on every backend: the SQL must behave alike on PGlite and PostgreSQL,
 * and the journal store like both.
 */
function storeTests(name: string, open: () => Promise<Opened>, cleanup = () => {}) {
  describe(`the table store on ${name}`, () => {
    let client: SqlClient | undefined;
    let store: TableStore;
    beforeAll(async () => {
      ({ store, client } = await open());
    }, 60_000);
    afterAll(async () => {
      await store?.close();
      cleanup();
    });

    test.skipIf(name.startsWith('the journal'))(
      'migrations are versioned and applied once',
      async () => {
        if (client === undefined) throw new Error('a SQL store has a client');
        expect(await migrate(client)).toBe(MIGRATIONS.at(-1)?.version);
        const rows = await client.query<{ version: number }>(
          'SELECT version FROM stich_migrations',
        );
        expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      },
    );

    test('a table comes back as it was stored', async () => {
      await store.createTable(row('a'));
      expect(await store.table('a')).toEqual(row('a'));
      expect((await store.openTables()).map((t) => t.id)).toContain('a');
      expect(await store.table('nope')).toBeUndefined();
    });

    test('the action log appends in step order and refuses a step taken', async () => {
      await store.createTable(row('b'));
      const actions = [
        { type: 'bid', seat: 1, value: 18 },
        { type: 'pass', seat: 2 },
        { type: 'discard', seat: 1, cards: ['CJ', 'HA'] },
      ];
      for (const [step, a] of actions.entries()) await store.append('b', step, a);
      await expect(store.append('b', 1, { type: 'pass', seat: 0 })).rejects.toBeInstanceOf(
        StepTakenError,
      );
      expect(await store.actions('b')).toEqual(actions);
    });

    test('two writers racing for one step: exactly one wins, the log does not fork', async () => {
      await store.createTable(row('c'));
      const results = await Promise.allSettled(
        [0, 1, 2, 3].map((seat) => store.append('c', 0, { type: 'play', seat })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.actions('c')).toHaveLength(1);
    });

    test('a seat is joined once; a finished table leaves the open list', async () => {
      await store.createTable(row('d'));
      expect(await store.joinSeat('d', { seat: 0, name: 'Anna', tokenHash: 'h1' })).toBe(true);
      expect(await store.joinSeat('d', { seat: 0, name: 'Bert', tokenHash: 'h2' })).toBe(false);
      expect(await store.seats('d')).toEqual([{ seat: 0, name: 'Anna', tokenHash: 'h1' }]);
      await store.markOver('d');
      expect((await store.openTables()).map((t) => t.id)).not.toContain('d');
    });
  });
}

storeTests('PGlite', async () => sqlStore(await openPglite()));
const journalDir = mkdtempSync(join(tmpdir(), 'stich-journal-'));
storeTests(
  'the journal file',
  async () => ({ store: await openJournalStore(journalDir) }),
  () => rmSync(journalDir, { recursive: true, force: true }),
);
storeTests('the journal in memory', async () => ({ store: await openJournalStore() }));

const missing = postgresMissing();
let cluster: Cluster | undefined;
describe.skipIf(missing !== undefined)(`PostgreSQL 15 ${missing ?? ''}`, () => {
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());
  storeTests(
    'PostgreSQL',
    async () => sqlStore(openPostgres(cluster!.url)),
    () => {},
  );

  test('two server instances on one new database migrate once and cannot fork a table', async () => {
    const admin = openPostgres(cluster!.url, 1);
    await admin.query('CREATE DATABASE twins');
    await admin.close();
    const url = cluster!.url.replace(/\/postgres$/, '/twins');
    const [one, two] = await Promise.all([
      sqlTableStore(openPostgres(url, 2)),
      sqlTableStore(openPostgres(url, 2)),
    ]);
    try {
      await one.createTable(row('shared'));
      const first = await Promise.allSettled([
        one.append('shared', 0, { type: 'play', seat: 0, card: 'CJ' }),
        two.append('shared', 0, { type: 'play', seat: 0, card: 'SJ' }),
      ]);
      expect(first.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect(await two.actions('shared')).toEqual(await one.actions('shared'));
    } finally {
      await one.close();
      await two.close();
    }
  });
});
