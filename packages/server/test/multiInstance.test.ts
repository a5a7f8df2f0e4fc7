import { createSession } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgres, type ServerMessage } from '../src/index';
import { type Cluster, postgresMissing, startCluster } from './helpers/postgresCluster';
import { type ServerProcess, startInstance } from './helpers/serverProcess';
import { connect, lastView, post, type TestClient } from './helpers/wsClient';

// Two instances of the built server, as separate processes, on one PostgreSQL. Leases are
// short here (a second, renewed every 250 ms) so that a take-over comes quickly.
const LEASE = { leaseMs: 1000, renewMs: 250 };
const SEED = 11;

type View = Extract<ServerMessage, { type: 'view' }>;

const missing = postgresMissing();
let cluster: Cluster | undefined;
const procs: ServerProcess[] = [];

/** A new database on the cluster, for one test. */
async function database(name: string): Promise<string> {
  const admin = openPostgres(cluster!.url, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  return cluster!.url.replace(/\/postgres$/, `/${name}`);
}

async function instances(db: string): Promise<[ServerProcess, ServerProcess]> {
  // One after the other: both migrate the new database otherwise, which the lock handles,
  // but the test then depends on who wins.
  const a = await startInstance(db, LEASE);
  procs.push(a);
  const b = await startInstance(db, LEASE);
  procs.push(b);
  return [a, b];
}

/** Creates a Kalter Schlag table of four people on `url` and seats them; their tokens. */
async function seatedTable(url: string, joinAt: string): Promise<{ id: string; tokens: string[] }> {
  const created = await post(`${url}/api/tables`, {
    game: 'kalter-schlag',
    seed: SEED,
    firstDealer: 0,
    seats: Array(4).fill({ kind: 'human' }),
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const tokens: string[] = [];
  for (let s = 0; s < 4; s++) {
    const joined = await post(`${joinAt}/api/tables/${id}/join`, { name: `P${s}` });
    expect(joined.status).toBe(200);
    tokens.push(joined.body.token as string);
  }
  return { id, tokens };
}

/** Connects a client per token to `url`; resolves once each has its view. */
async function seatClients(url: string, tokens: string[]): Promise<TestClient[]> {
  const clients = await Promise.all(tokens.map(() => connect(url)));
  for (const [s, c] of clients.entries()) c.send({ type: 'hello', token: tokens[s] });
  await Promise.all(clients.map((c) => c.next((m) => m.type === 'view')));
  return clients;
}

/** The seat to act sends its first legal action; resolves once every seat saw the next step. */
async function actOnce(clients: TestClient[], sent: unknown[]): Promise<void> {
  const turn = (lastView(clients[0]) as View).view.turn as number;
  const view = lastView(clients[turn]) as View;
  const action = view.view.legalActions[0];
  sent[view.step] = action;
  clients[turn].send({ type: 'action', step: view.step, action });
  await Promise.all(
    clients.map((c) => c.next((m) => m.type === 'view' && m.step === view.step + 1)),
  );
}

/** The stored actions of a table, checked to be steps 0, 1, 2 ... without a gap. */
async function storedLog(db: string, id: string): Promise<unknown[]> {
  const client = openPostgres(db, 1);
  const rows = await client.query<{ step: number; action: unknown }>(
    'SELECT step, action FROM stich_actions WHERE table_id = $1 ORDER BY step',
    [id],
  );
  await client.close();
  expect(rows.map((r) => r.step)).toEqual(rows.map((_, i) => i));
  return rows.map((r) => r.action);
}

/**
 * Opens a server-sent event stream (the server listens once the headers are here);
 * `next` reads on until `match` accepts an event's data.
 */
async function openEvents(
  url: string,
): Promise<{ next(match: (data: unknown) => boolean): Promise<unknown>; stop(): void }> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    async next(match) {
      for (;;) {
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const [k, block] of blocks.entries()) {
          const line = block.split('\n').find((l) => l.startsWith('data: '));
          if (line === undefined) continue;
          const data: unknown = JSON.parse(line.slice(6));
          if (match(data)) {
            text = [...blocks.slice(k + 1), text].join('\n\n');
            return data;
          }
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += decoder.decode(value, { stream: true });
      }
    },
    stop: () => controller.abort(),
  };
}

/** Connects to `url` with the token until a view comes (while the lease of a dead host runs out). */
async function reconnect(url: string, token: string): Promise<TestClient> {
  for (let attempt = 0; ; attempt++) {
    const client = await connect(url);
    client.send({ type: 'hello', token });
    const first = await Promise.race([
      client.next((m) => m.type === 'view').then(() => 'view' as const),
      client.closed.then(() => 'closed' as const),
    ]);
    if (first === 'view') return client;
    if (attempt > 50) throw new Error(`no view from ${url} after ${attempt} attempts`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(missing !== undefined)(`two instances on one PostgreSQL ${missing ?? ''}`, () => {
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    cluster?.stop();
  });

  test('a table created on A after both started is listed, announced and served by B', async () => {
    const db = await database('lobby');
    const [a, b] = await instances(db);
    const events = await openEvents(`${b.url}/api/tables/events`);
    const { id, tokens } = await seatedTable(a.url, b.url);
    const created = await events.next((d) => (d as { change: string }).change === 'created');
    expect(created).toEqual({ table: id, change: 'created' });
    // A seat taken through B (relayed to A) is announced too.
    expect(await events.next((d) => (d as { change: string }).change === 'seated')).toEqual({
      table: id,
      change: 'seated',
    });
    events.stop();
    const lobby = (await (await fetch(`${b.url}/api/tables`)).json()) as {
      tables: { id: string; started: boolean }[];
    };
    expect(lobby.tables.map((t) => t.id)).toEqual([id]);

    // People play through B's WebSocket; A hosts the table and B relays.
    const clients = await seatClients(b.url, tokens);
    const sent: unknown[] = [];
    for (let i = 0; i < 6; i++) await actOnce(clients, sent);
    const info = (await (await fetch(`${b.url}/api/tables/${id}`)).json()) as { step: number };
    expect(info.step).toBe(6);
    // A hosts it (B relayed every action to it), and the log holds each action once.
    const atA = (await (await fetch(`${a.url}/api/tables/${id}`)).json()) as { step: number };
    expect(atA.step).toBe(6);
    expect(await storedLog(db, id)).toEqual(sent);
    await Promise.all(clients.map((c) => c.close()));
  });

  test('A killed mid-deal: the people reconnect to B and play on; the log does not fork', async () => {
    const db = await database('failover');
    const [a, b] = await instances(db);
    const { id, tokens } = await seatedTable(a.url, a.url);
    let clients = await seatClients(a.url, tokens);
    const sent: unknown[] = [];
    for (let i = 0; i < 8; i++) await actOnce(clients, sent);

    a.child.kill('SIGKILL');
    expect((await a.exited).signal).toBe('SIGKILL');
    await Promise.all(clients.map((c) => c.closed));
    clients = [];
    for (const token of tokens) clients.push(await reconnect(b.url, token));
    expect((lastView(clients[0]) as View).step).toBe(8);
    while (!clients[0].messages.some((m) => m.type === 'dealFinished')) {
      await actOnce(clients, sent).catch(async (e) => {
        if (clients[0].messages.some((m) => m.type === 'dealFinished')) return;
        throw e;
      });
    }

    // Every step once, in order, each the action sent for it.
    const log = await storedLog(db, id);
    expect(log).toEqual(sent.slice(0, log.length));
    expect(log.length).toBeGreaterThan(8);

    // No seat was ever told a card of another seat's hand before it was played.
    const { hands } = createSession(kalterSchlag, { seed: SEED, firstDealer: 0 }).snapshot()
      .deals[0] as unknown as { hands: string[][] };
    for (const [seat, client] of clients.entries()) {
      for (const m of client.messages) {
        if (m.type !== 'view') continue;
        const played = new Set(sent.slice(0, m.step).map((x) => (x as { card?: string }).card));
        const text = JSON.stringify(m.view);
        const leaked = hands
          .flatMap((hand, s) => (s === seat ? [] : hand))
          .filter((card) => !played.has(card) && text.includes(`"${card}"`));
        expect(leaked).toEqual([]);
      }
    }
    await Promise.all(clients.map((c) => c.close()));
    b.child.kill('SIGTERM');
    expect((await b.exited).code).toBe(0);
  });
});
