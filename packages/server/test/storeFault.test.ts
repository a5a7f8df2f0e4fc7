import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type StichServer, type TableStore } from '../src/index';
import { type Cluster, postgresMissing, startCluster } from './helpers/postgresCluster';
import { humanTable } from './helpers/tableOf';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, post, type TestClient } from './helpers/wsClient';

// A store that fails on demand, as a PostgreSQL restart looks to the server: every
// call rejects while `down` is set.
function faultyStore(inner: TableStore): TableStore & { down: boolean } {
  const faulty = { ...inner, down: false };
  for (const key of Object.keys(inner) as (keyof TableStore)[]) {
    const method = inner[key];
    if (typeof method !== 'function' || key === 'close') continue;
    (faulty as Record<string, unknown>)[key] = async (...args: unknown[]) => {
      if (faulty.down) throw new Error('connection refused (the test stopped the store)');
      return (method as (...a: unknown[]) => Promise<unknown>).apply(inner, args);
    };
  }
  return faulty;
}

// Every unhandled rejection during these tests is a failure: it would end a real server.
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});
afterEach(() => expect(unhandled).toEqual([]));

/** The seat to act sends its first legal action; returns the seat, step and action. */
function act(clients: TestClient[]) {
  const turn = (lastView(clients[0]) as View).view.turn as number;
  const view = lastView(clients[turn]) as View;
  const action = view.view.legalActions[0];
  clients[turn].send({ type: 'action', step: view.step, action });
  return { turn, step: view.step, action };
}

/** A seat's state as the server has it now: the view of a fresh `sync`. */
async function synced(client: TestClient): Promise<View> {
  const from = client.messages.length;
  client.send({ type: 'sync' });
  return (await client.next((m) => m.type === 'view', from)) as View;
}

describe('a failing store (PGlite behind a switch)', () => {
  let server: StichServer;
  let store: TableStore & { down: boolean };
  const lines: string[] = [];
  beforeAll(async () => {
    store = faultyStore(await openStore({}));
    server = await testServer({ store, storeRetryMs: 20, log: (l) => lines.push(l) });
  }, 60_000);
  afterAll(async () => {
    store.down = false;
    await server.close();
  });

  test('a person whose action cannot be stored gets STORAGE; nothing changes; the retry goes in', async () => {
    const { id, clients } = await humanTable(server, 'kalter-schlag', 4);
    act(clients);
    await Promise.all(clients.map((c) => c.next((m) => m.type === 'view' && m.step === 1)));
    store.down = true;
    const before = clients.map((c) => c.messages.length);
    const { turn, step, action } = act(clients);
    const refusal = await clients[turn].next((m) => m.type === 'error', before[turn]);
    expect(refusal).toMatchObject({ code: 'STORAGE', step });
    // The server is up, the table is where it was, and nobody heard of the action.
    expect((await fetch(`${server.url}/api/games`)).status).toBe(200);
    expect((await synced(clients[turn])).step).toBe(step);
    for (const [s, c] of clients.entries()) {
      const views = c.messages.slice(before[s]).filter((m) => m.type === 'view') as View[];
      expect(views.every((v) => v.step === step)).toBe(true);
    }
    store.down = false;
    clients[turn].send({ type: 'action', step, action });
    await Promise.all(clients.map((c) => c.next((m) => m.type === 'view' && m.step === step + 1)));
    expect(await store.actions(id)).toHaveLength(step + 1);
    await Promise.all(clients.map((c) => c.close()));
  });

  test('a table of bots stands still while the store fails and plays on once it is back', async () => {
    const created = await post(`${server.url}/api/tables`, {
      game: 'kalter-schlag',
      seed: 21,
      seats: Array(4).fill({ kind: 'bot', bot: 'random' }),
    });
    const id = created.body.id as string;
    const watcher = await connect(server.url);
    watcher.send({ type: 'watch', table: id });
    await watcher.next((m) => m.type === 'view' && m.step >= 3);
    const failedBefore = lines.length;
    store.down = true;
    // Wait until a bot's append has failed (the server logs it) and the table retries.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (lines.slice(failedBefore).some((l) => l.includes(`table ${id}: append of step`))) {
          clearInterval(poll);
          resolve();
        }
      }, 5);
    });
    expect(server.hub.tables.get(id)?.storeFailing).toBe(true);
    const stuck = (await synced(watcher)).step;
    store.down = false;
    await watcher.next((m) => m.type === 'view' && m.step > stuck + 2);
    expect(lines.some((l) => l === `table ${id}: the store is back`)).toBe(true);
    // The stored log is the one the watcher saw, without a gap or a fork.
    await server.hub.tables.get(id)?.idle();
    const stored = await store.actions(id);
    expect(stored.length).toBeGreaterThanOrEqual(stuck + 3);
    await watcher.close();
  });
});

const missing = postgresMissing();
describe.skipIf(missing !== undefined)(`PostgreSQL 15 stopped mid-game ${missing ?? ''}`, () => {
  let cluster: Cluster;
  let server: StichServer;
  beforeAll(async () => {
    cluster = await startCluster();
    server = await testServer({ db: cluster.url, storeRetryMs: 50 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    cluster?.stop();
  });

  test('the server stays up, the client gets STORAGE, and the table goes on after the restart', async () => {
    const { id, clients } = await humanTable(server, 'skat', 3);
    act(clients);
    await Promise.all(clients.map((c) => c.next((m) => m.type === 'view' && m.step === 1)));
    cluster.halt();
    const from = clients.map((c) => c.messages.length);
    const { turn, step, action } = act(clients);
    expect(await clients[turn].next((m) => m.type === 'error', from[turn], 30_000)).toMatchObject({
      code: 'STORAGE',
    });
    expect((await fetch(`${server.url}/api/tables/${id}`)).status).toBe(200);
    expect((await synced(clients[turn])).step).toBe(step);
    cluster.restart();
    clients[turn].send({ type: 'action', step, action });
    await Promise.all(
      clients.map((c) => c.next((m) => m.type === 'view' && m.step === step + 1, 0, 30_000)),
    );
    await Promise.all(clients.map((c) => c.close()));
  }, 90_000);
});

describe('a slow store', () => {
  let server: StichServer;
  // Appends wait for `held` to settle; `hold` makes them wait until `release`.
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  const hold = () => {
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  beforeAll(async () => {
    const inner = await openStore({});
    const slow: TableStore = {
      ...inner,
      append: async (...args) => {
        await held;
        return inner.append(...args);
      },
    };
    server = await testServer({ store: slow });
  }, 60_000);
  afterAll(async () => {
    release();
    await server.close();
  });

  test('the whole state asked for while an action is stored comes with the step it belongs to', async () => {
    const { clients } = await humanTable(server, 'kalter-schlag', 4);
    hold();
    const { turn, step } = act(clients);
    // The action is applied but not yet stored: a sync now must not pair the new state
    // with the old step (a client would then act on a step that is gone).
    await new Promise((r) => setTimeout(r, 30));
    const from = clients[turn].messages.length;
    clients[turn].send({ type: 'sync' });
    await new Promise((r) => setTimeout(r, 50));
    expect(clients[turn].messages.slice(from).filter((m) => m.type === 'view')).toEqual([]);
    release();
    const view = (await clients[turn].next((m) => m.type === 'view', from)) as View;
    expect(view.step).toBe(step + 1);
    await Promise.all(clients.map((c) => c.close()));
  });
});
