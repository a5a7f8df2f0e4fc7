import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MOVED_REASON, openPostgres, type StichServer } from '../src/index';
import { lobbyOrder } from '../src/table/lobbyPage';
import { type Cluster, postgresMissing, startCluster } from './helpers/postgresCluster';
import { humanTable } from './helpers/tableOf';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, type TestClient } from './helpers/wsClient';

/** The change events of a lobby stream, as they come. */
async function lobbyEvents(url: string): Promise<{ seen: string[]; stop(): void }> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/tables/events`, { signal: controller.signal });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const seen: string[] = [];
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      const blocks = text.split('\n\n');
      text = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (data === undefined) continue;
        const { table, change } = JSON.parse(data.slice(6)) as { table: string; change: string };
        seen.push(`${change} ${table}`);
      }
    }
  })();
  return { seen, stop: () => controller.abort() };
}

const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((resolve) => setTimeout(resolve, 10));
};

test('one process (PGlite): the lobby stream tells of a table created, started and closed', async () => {
  const server = await testServer();
  try {
    const events = await lobbyEvents(server.url);
    const created = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'skat',
        seats: [{ kind: 'human' }, ...Array(2).fill({ kind: 'bot', bot: 'random' })],
      }),
    });
    const { id, hostToken } = (await created.json()) as { id: string; hostToken: string };
    await fetch(`${server.url}/api/tables/${id}/join`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Anna' }),
    });
    await fetch(`${server.url}/api/tables/${id}/close`, {
      method: 'POST',
      body: JSON.stringify({ host: hostToken }),
    });
    await until(() => events.seen.length >= 3);
    expect(events.seen).toEqual([`created ${id}`, `started ${id}`, `closed ${id}`]);
    events.stop();
  } finally {
    await server.close();
  }
});

const missing = postgresMissing();
describe.skipIf(missing !== undefined)(`leases on PostgreSQL 15 ${missing ?? ''}`, () => {
  let cluster: Cluster;
  const servers: StichServer[] = [];
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) await s.close();
    cluster?.stop();
  });

  test('the shared lobby pages through the tables of every instance, newest first', async () => {
    const admin = openPostgres(cluster.url, 1);
    await admin.query('CREATE DATABASE paged');
    await admin.close();
    const db = cluster.url.replace(/\/postgres$/, '/paged');
    const a = await testServer({ db });
    servers.push(a);
    const b = await testServer({ db });
    servers.push(b);
    const made: { id: string; created: string }[] = [];
    for (const server of [a, b, a, b, a]) {
      const res = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        body: JSON.stringify({ game: 'skat', seats: Array(3).fill({ kind: 'human' }) }),
      });
      made.push((await res.json()) as { id: string; created: string });
    }
    const expected = [...made].sort(lobbyOrder).map((t) => t.id);
    for (const server of [a, b]) {
      const seen: string[] = [];
      let cursor = '';
      do {
        const res = await fetch(`${server.url}/api/tables?limit=2&cursor=${cursor}`);
        const page = (await res.json()) as { tables: { id: string }[]; next: string | null };
        expect(page.tables.length).toBeLessThanOrEqual(2);
        seen.push(...page.tables.map((t) => t.id));
        cursor = page.next ?? '';
      } while (cursor !== '');
      expect(seen).toEqual(expected);
    }
  });

  test('an instance whose lease ran out lets the table go; its client reconnects and is relayed', async () => {
    // A renews only when the test says (its lease lasts 300 ms); B renews on its own.
    const a = await testServer({ db: cluster.url, leaseMs: 300, leaseRenewMs: 600_000 });
    servers.push(a);
    const b = await testServer({ db: cluster.url, leaseMs: 5000, leaseRenewMs: 200 });
    servers.push(b);
    const { id, tokens, clients } = await humanTable(a, 'skat', 3);
    const turn = (lastView(clients[0]) as View).view.turn as number;
    await new Promise((resolve) => setTimeout(resolve, 400));

    // B gets a request for the table whose lease expired: B takes it and loads its log.
    const info = await fetch(`${b.url}/api/tables/${id}`);
    expect(info.status).toBe(200);
    expect(b.hub.tables.has(id)).toBe(true);
    const leases = openPostgres(cluster.url, 1);
    const rows = await leases.query('SELECT owner FROM stich_leases WHERE table_id = $1', [id]);
    await leases.close();
    expect(rows).toEqual([{ owner: b.hub.instance }]);

    // A's heartbeat finds the lease gone: it stops acting and tells its clients to reconnect.
    const closed = new Promise<[number, string]>((resolve) =>
      clients[turn].ws.on('close', (code, reason) => resolve([code, String(reason)])),
    );
    await a.hub.heartbeat();
    expect(a.hub.tables.has(id)).toBe(false);
    expect(await closed).toEqual([1001, MOVED_REASON]);

    // The client reconnects to A, which relays it to B; its action is B's to take.
    const again: TestClient = await connect(a.url);
    again.send({ type: 'hello', token: tokens[turn] });
    const view = (await again.next((m) => m.type === 'view')) as View;
    again.send({ type: 'action', step: view.step, action: view.view.legalActions[0] });
    await again.next((m) => m.type === 'view' && m.step === view.step + 1);
    expect(b.hub.tables.get(id)?.step).toBe(view.step + 1);
    expect(a.hub.tables.has(id)).toBe(false);
    await Promise.all([again, ...clients].map((c) => c.close()));
  });
});
