import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type StichServer, type TableInfo, type TableStore } from '../src/index';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, post, type TestClient } from './helpers/wsClient';

let server: StichServer;
let store: TableStore;
beforeAll(async () => {
  store = await openStore({});
  server = await testServer({ store });
}, 60_000);
afterAll(() => server.close());

const people = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' }));
const create = async (game: string, seats: unknown[]) => {
  const made = await post(`${server.url}/api/tables`, { game, seed: 8, firstDealer: 0, seats });
  expect(made.status).toBe(201);
  return made.body as TableInfo & {
    hostToken: string;
    invites: { seat: number; invite: string }[];
  };
};
const join = (id: string, body: unknown) => post(`${server.url}/api/tables/${id}/join`, body);
const info = async (id: string) =>
  (await (await fetch(`${server.url}/api/tables/${id}`)).json()) as TableInfo;
async function seat(token: string): Promise<TestClient> {
  const c = await connect(server.url);
  c.send({ type: 'hello', token });
  await c.next((m) => m.type === 'view');
  return c;
}

describe('a table starts', () => {
  test('only when every person is seated; before that an action is NOT_STARTED', async () => {
    const t = await create('skat', people(3));
    expect(t.started).toBe(false);
    expect(t.invites.map((i) => i.seat)).toEqual([0, 1, 2]);
    const a = await join(t.id, { name: 'Anna' });
    await join(t.id, { name: 'Bert' });
    expect((await info(t.id)).started).toBe(false);
    const c = await seat(a.body.token);
    const view = lastView(c) as View;
    const turn = view.view.turn as number;
    c.send({ type: 'action', step: 0, action: { type: 'pass', seat: 0 } });
    expect(await c.next((m) => m.type === 'error')).toMatchObject({ code: 'NOT_STARTED' });
    expect(view.deadline).toBeNull();
    await join(t.id, { name: 'Cora' });
    expect((await info(t.id)).started).toBe(true);
    expect(turn).toBeGreaterThanOrEqual(0);
    await c.close();
  });

  test('when its host starts it with bots in the empty seats; others are NOT_HOST', async () => {
    const t = await create('skat', people(3));
    const a = await join(t.id, { name: 'Anna', seat: 0 });
    const start = (host: string) => post(`${server.url}/api/tables/${t.id}/start`, { host });
    const wrong = await start(a.body.token);
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'NOT_HOST']);
    const c = await seat(a.body.token);
    const started = await start(t.hostToken);
    expect(started.status).toBe(200);
    expect(started.body.started).toBe(true);
    expect(started.body.seats.map((s: { kind: string }) => s.kind)).toEqual([
      'human',
      'bot',
      'bot',
    ]);
    // The bots play; the person gets a view where it is their turn, or sees bot actions.
    await c.next((m) => m.type === 'view' && m.step > 0, 0, 10_000);
    await c.close();
  });
});

describe('invites, no-shows, leaving, closing and expiry', () => {
  test('an invite seats its seat; used again on another device it takes the seat over', async () => {
    const t = await create('skat', people(3));
    const invite = t.invites[1].invite;
    const first = await join(t.id, { name: 'Bert', invite });
    expect(first.body.seat).toBe(1);
    const phone = await seat(first.body.token);
    const again = await join(t.id, { name: 'Bert', invite });
    expect(again.body.seat).toBe(1);
    expect(again.body.token).not.toBe(first.body.token);
    expect(await phone.closed).toBe(4001);
    const stale = await connect(server.url);
    stale.send({ type: 'hello', token: first.body.token });
    expect(await stale.next((m) => m.type === 'error')).toMatchObject({ code: 'BAD_TOKEN' });
    await (await seat(again.body.token)).close();
    const bad = await join(t.id, { name: 'X', invite: 'nope' });
    expect([bad.status, bad.body.error.code, bad.body.error.path]).toEqual([
      400,
      'BAD_TOKEN',
      ['invite'],
    ]);
    await stale.close();
  });

  test('the host swaps a no-show for a bot, never a connected person', async () => {
    const t = await create('skat', people(3));
    const tokens = [];
    for (const name of ['Anna', 'Bert', 'Cora'])
      tokens.push((await join(t.id, { name })).body.token);
    const clients = [await seat(tokens[0]), await seat(tokens[1])];
    const swap = (s: number) =>
      post(`${server.url}/api/tables/${t.id}/seats/${s}/bot`, { host: t.hostToken });
    const refused = await swap(1);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'SEAT_TAKEN']);
    const swapped = await swap(2);
    expect(swapped.body.seats[2]).toMatchObject({ kind: 'bot', bot: 'rules', taken: true });
    // Cora's token plays no more; the people play on with the bot until a deal ends.
    const cora = await connect(server.url);
    cora.send({ type: 'hello', token: tokens[2] });
    expect(await cora.next((m) => m.type === 'error')).toMatchObject({ code: 'BAD_TOKEN' });
    for (const [s, c] of clients.entries()) {
      const act = () => {
        const v = lastView(c) as View;
        if (v.view.turn === s && v.view.legalActions.length > 0) {
          c.send({ type: 'action', step: v.step, action: v.view.legalActions[0] });
        }
      };
      c.ws.on('message', act);
      act();
    }
    await clients[0].next((m) => m.type === 'dealFinished', 0, 30_000);
    await Promise.all([...clients, cora].map((c) => c.close()));
  });

  test('leaving before the start frees the seat; the host closes the table, whose log stays', async () => {
    const t = await create('skat', people(3));
    const a = await join(t.id, { name: 'Anna' });
    const left = await post(`${server.url}/api/tables/${t.id}/leave`, { token: a.body.token });
    expect(left.body.seats[0]).toMatchObject({ taken: false, name: null });
    const b = await join(t.id, { name: 'Bert' });
    expect(b.body.seat).toBe(0);
    const c = await seat(b.body.token);
    const closed = await post(`${server.url}/api/tables/${t.id}/close`, { host: t.hostToken });
    expect(closed.status).toBe(200);
    expect(await c.closed).toBe(4002);
    const lobby = (await (await fetch(`${server.url}/api/tables?limit=200`)).json()) as {
      tables: TableInfo[];
    };
    expect(lobby.tables.map((x: TableInfo) => x.id)).not.toContain(t.id);
    const gone = await fetch(`${server.url}/api/tables/${t.id}`);
    expect([gone.status, ((await gone.json()) as { error: { code: string } }).error.code]).toEqual([
      410,
      'TABLE_CLOSED',
    ]);
    expect((await store.table(t.id))?.closed).toBe('host');
  });

  test('an idle table is closed and leaves the lobby; a finished one leaves memory', async () => {
    const t = await create('kalter-schlag', people(4));
    const bots = await create('skat', Array(3).fill({ kind: 'bot', bot: 'random' }));
    const hub = server.hub;
    // Not yet idle long enough.
    expect(
      await hub.expire(Date.now(), { idleMs: 3_600_000, finishedMs: 3_600_000 }),
    ).not.toContain(t.id);
    const released = await hub.expire(Date.now() + 7_200_000, {
      idleMs: 3_600_000,
      finishedMs: 3_600_000,
    });
    expect(released).toContain(t.id);
    expect(hub.tables.has(t.id)).toBe(false);
    expect((await store.table(t.id))?.closed).toBe('idle');
    expect((await store.openTables()).map((r) => r.id)).not.toContain(t.id);
    // A table of bots is never idle-closed while it plays (it acts); a finished one goes.
    const table = hub.tables.get(bots.id);
    if (table !== undefined && !table.over) expect(released).not.toContain(bots.id);
  });
});
