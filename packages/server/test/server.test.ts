import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type StichServer, type TableStore } from '../src/index';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, post } from './helpers/wsClient';

let server: StichServer;
let store: TableStore;
beforeAll(async () => {
  store = await openStore({});
  server = await testServer({ store });
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('a Skat table with one person and two bots', () => {
  test('plays a whole deal through the WebSocket', async () => {
    const created = await post(`${server.url}/api/tables`, {
      game: 'skat',
      seed: 5,
      firstDealer: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'rules' }, { kind: 'bot', bot: 'random' }],
    });
    expect(created.status).toBe(201);
    const joined = await post(`${server.url}/api/tables/${created.body.id}/join`, { name: 'Anna' });
    expect(joined.body.seat).toBe(0);
    const client = await connect(server.url);
    client.send({ type: 'hello', token: joined.body.token });
    await client.next((m) => m.type === 'welcome');
    let seen = 0;
    while (!client.messages.some((m) => m.type === 'dealFinished')) {
      const view = await client.next(
        (m) => m.type === 'dealFinished' || (m.type === 'view' && m.view.legalActions.length > 0),
        seen,
      );
      seen = client.messages.length;
      const latest = lastView(client);
      if (view.type !== 'view' || latest === undefined) break;
      if (latest.view.legalActions.length === 0 || latest.view.turn !== 0) continue;
      client.send({ type: 'action', step: latest.step, action: latest.view.legalActions[0] });
    }
    const finished = client.messages.find((m) => m.type === 'dealFinished');
    expect(finished?.type === 'dealFinished' && finished.record.variant).toBe('skat');
    expect(lastView(client)?.view.seat).toBe(0);
    expect(client.messages.filter((m) => m.type === 'error')).toEqual([]);
    await client.close();
  });
});

describe('turn timers and spectators', () => {
  test('a person who runs out of time has the rules bot act for them', async () => {
    const created = await post(`${server.url}/api/tables`, {
      game: 'kalter-schlag',
      seed: 2,
      firstDealer: 3,
      turnSeconds: 1,
      seats: Array(4).fill({ kind: 'human' }),
    });
    // A table starts once every person's seat is taken; nobody connects.
    for (const name of ['A', 'B', 'C', 'D']) {
      await post(`${server.url}/api/tables/${created.body.id}/join`, { name });
    }
    const watcher = await connect(server.url);
    watcher.send({ type: 'watch', table: created.body.id });
    const first = (await watcher.next((m) => m.type === 'view')) as {
      step: number;
      deadline: number;
    };
    expect(first.deadline).toBeGreaterThan(Date.now());
    const next = await watcher.next((m) => m.type === 'view' && m.step === first.step + 1, 0, 5000);
    expect(next).toMatchObject({ type: 'view' });
    await watcher.close();
  });

  test('a spectator of a table of bots (PIMC among them) sees no hand, no skat, no legal actions', async () => {
    const created = await post(`${server.url}/api/tables`, {
      game: 'skat',
      seed: 4,
      seats: [
        { kind: 'bot', bot: 'pimc', thinkMs: 20 },
        { kind: 'bot', bot: 'rules' },
        { kind: 'bot', bot: 'random' },
      ],
    });
    expect(created.status).toBe(201);
    const watcher = await connect(server.url);
    watcher.send({ type: 'watch', table: created.body.id });
    // Until a deal with card play (a deal everybody passes has none).
    await watcher.next(
      (m) => m.type === 'dealFinished' && (m.record.actions as unknown[]).length > 10,
      0,
      30_000,
    );
    const views = watcher.messages.filter((m) => m.type === 'view');
    expect(views.length).toBeGreaterThan(20);
    for (const m of views) {
      if (m.type !== 'view') continue;
      expect(m.view.seat).toBeNull();
      expect(m.view.hand).toEqual([]);
      expect(m.view.legalActions).toEqual([]);
      expect(m.view.skat).toBeNull();
    }
    await watcher.close();
  });
});

describe('static files', () => {
  test('serves the folder at / and nothing outside it', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'stich-static-'));
    writeFileSync(join(dir, 'index.html'), '<h1>table</h1>');
    // A second server on the same store, which it leaves open for the first.
    const shared = { ...store, close: async () => {} };
    const site = await testServer({ staticDir: dir, store: shared });
    try {
      const home = await fetch(`${site.url}/`);
      expect([home.status, home.headers.get('content-type'), await home.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<h1>table</h1>',
      ]);
      for (const path of ['/../package.json', '/%2e%2e/package.json', '/nope.js', '/%E0%A4%A']) {
        expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
      }
    } finally {
      await site.close();
    }
  });
});

describe('two servers on one store', () => {
  test('cannot fork a table: the later append is refused, and that server reloads the log', async () => {
    const created = await post(`${server.url}/api/tables`, {
      game: 'kalter-schlag',
      seed: 9,
      firstDealer: 0,
      seats: Array(4).fill({ kind: 'human' }),
    });
    const id = created.body.id as string;
    const tokens: string[] = [];
    for (let s = 0; s < 4; s++) {
      tokens.push(
        (await post(`${server.url}/api/tables/${id}/join`, { name: `P${s}` })).body.token,
      );
    }
    const twin = await testServer({ store: { ...store, close: async () => {} } });
    try {
      const seatOn = async (url: string, seat: number) => {
        const c = await connect(url);
        c.send({ type: 'hello', token: tokens[seat] });
        return { c, view: (await c.next((m) => m.type === 'view')) as View };
      };
      const turn = (await seatOn(server.url, 0)).view.view.turn as number;
      const one = await seatOn(server.url, turn);
      const two = await seatOn(twin.url, turn);
      const [a, b] = one.view.view.legalActions;
      one.c.send({ type: 'action', step: 0, action: a });
      await one.c.next((m) => m.type === 'view' && m.step === 1);
      two.c.send({ type: 'action', step: 0, action: b ?? a });
      expect(await two.c.next((m) => m.type === 'error')).toMatchObject({ code: 'STORAGE' });
      // The twin now holds the stored log: step 1, the first server's action taken.
      const reloaded = (await two.c.next((m) => m.type === 'view' && m.step === 1)) as View;
      expect(reloaded.view).toEqual((lastView(one.c) as View).view);
      await Promise.all([one.c.close(), two.c.close()]);
    } finally {
      await twin.close();
    }
  });
});
