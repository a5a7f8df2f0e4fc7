import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ServerMessage, StichServer } from '../src/index';
import { humanTable } from './helpers/tableOf';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, post, type TestClient } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server.close());

/** Lets the seat to act play its first legal action; resolves once every client has the next view. */
async function playOne(clients: TestClient[]): Promise<void> {
  const views = clients.map((c) => lastView(c) as View);
  const turn = views[0].view.turn as number;
  const { step } = views[turn];
  clients[turn].send({ type: 'action', step, action: views[turn].view.legalActions[0] });
  await Promise.all(clients.map((c) => c.next((m) => m.type === 'view' && m.step === step + 1)));
}

describe('a connection acts for its own seat only', () => {
  test('an action for another seat is refused alike whether it is legal or not; nothing changes', async () => {
    const { clients } = await humanTable(server, 'kalter-schlag', 4);
    const views = clients.map((c) => lastView(c) as View);
    const turn = views[0].view.turn as number;
    const other = (turn + 1) % 4;
    const legal = views[turn].view.legalActions[0];
    const before = clients.map((c) => c.messages.length);
    clients[other].send({ type: 'action', step: views[other].step, action: legal });
    const first = await clients[other].next((m) => m.type === 'error', before[other]);
    const bogus = { ...legal, card: 'XX' };
    clients[other].send({ type: 'action', step: views[other].step, action: bogus });
    const second = await clients[other].next(
      (m) => m.type === 'error' && m !== first,
      before[other],
    );
    expect(first).toMatchObject({ code: 'NOT_YOUR_SEAT', step: views[other].step });
    expect(second).toEqual(first);
    // Nobody heard anything, and the seat to act can still take that very action.
    expect(clients.map((c) => c.messages.length)).toEqual(
      before.map((n, s) => (s === other ? n + 2 : n)),
    );
    await playOne(clients);
    await Promise.all(clients.map((c) => c.close()));
  });

  test('an illegal action, a stale step and a spectator action are refused with their codes', async () => {
    const { id, clients } = await humanTable(server, 'kalter-schlag', 4);
    const view = lastView(clients[0]) as View;
    const turn = view.view.turn as number;
    const c = clients[turn];
    const n = c.messages.length;
    c.send({ type: 'action', step: view.step, action: { type: 'play', seat: turn, card: 'ZZ' } });
    c.send({ type: 'action', step: view.step + 5, action: lastView(c)?.view.legalActions[0] });
    await c.next((m) => m.type === 'error' && m.code === 'STALE_STEP', n);
    const codes = c.messages.slice(n).map((m) => m.type === 'error' && m.code);
    expect(codes).toEqual(['ILLEGAL_ACTION', 'STALE_STEP']);
    const watcher = await connect(server.url);
    watcher.send({ type: 'watch', table: id });
    await watcher.next((m) => m.type === 'view');
    watcher.send({
      type: 'action',
      step: view.step,
      action: { type: 'play', seat: 0, card: 'HA' },
    });
    expect(await watcher.next((m) => m.type === 'error')).toMatchObject({ code: 'SPECTATOR' });
    await Promise.all([...clients, watcher].map((x) => x.close()));
  });
});

describe('reconnecting', () => {
  test('replays the missed messages in order, or resends the full state', async () => {
    const { tokens, clients } = await humanTable(server, 'kalter-schlag', 4);
    await playOne(clients);
    const gone = clients[2];
    const lastSeq = Math.max(...gone.messages.map((m) => ('seq' in m ? m.seq : 0)));
    await gone.close();
    const rest = [clients[0], clients[1], clients[3]];
    // Seat 2 may be to act: the others' actions go on only while it is not.
    for (let i = 0; i < 3 && (lastView(clients[0]) as View).view.turn !== 2; i++) {
      const seatViews = rest.map((c) => lastView(c) as View);
      const turn = seatViews[0].view.turn as number;
      const actor = rest.find((c) => (lastView(c) as View).view.seat === turn) as TestClient;
      const { step } = seatViews[0];
      actor.send({ type: 'action', step, action: (lastView(actor) as View).view.legalActions[0] });
      await Promise.all(rest.map((c) => c.next((m) => m.type === 'view' && m.step === step + 1)));
    }
    const back = await connect(server.url);
    back.send({ type: 'hello', token: tokens[2], lastSeq });
    const welcome = await back.next((m) => m.type === 'welcome');
    expect(welcome).toMatchObject({ resumed: 'replay', seat: 2 });
    const seqs = back.messages.slice(1).map((m) => ('seq' in m ? m.seq : -1));
    expect(seqs).toEqual(seqs.map((_, i) => lastSeq + 1 + i));
    // ... up to the welcome's seq, then the seats message that says seat 2 is back.
    expect(seqs.at(-1)).toBe((welcome as { seq: number }).seq + 1);
    expect(back.messages.at(-1)).toMatchObject({ type: 'seats' });
    // The replayed state is the state: a full resync says the same.
    const replayed = lastView(back) as View;
    const n = back.messages.length;
    back.send({ type: 'sync' });
    const full = (await back.next((m) => m.type === 'view', n)) as View;
    expect(full.view).toEqual(replayed.view);
    expect(full.step).toBe(replayed.step);
    expect(full.step).toBe((lastView(clients[0]) as View).step);
    // A lastSeq the server never sent, or one it no longer keeps: the full state.
    const again = await connect(server.url);
    again.send({ type: 'hello', token: tokens[2], lastSeq: 10_000 });
    expect(await again.next((m) => m.type === 'welcome')).toMatchObject({ resumed: 'full' });
    await again.next((m) => m.type === 'view');
    // The newer connection replaced the older one.
    expect(await back.closed).toBe(4000);
    await Promise.all([...clients, again].map((c) => c.close()));
  });
});

describe('hostile and flooding clients', () => {
  const errorOf = async (c: TestClient, text: string) => {
    const n = c.messages.length;
    c.sendText(text);
    return (await c.next((m) => m.type === 'error', n)) as Extract<
      ServerMessage,
      { type: 'error' }
    >;
  };

  test('bad, deep and long messages get short errors; the server carries on', async () => {
    const c = await connect(server.url);
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    const deepAction = `{"type":"action","step":0,"action":{"type":"play","seat":0,"x":${'['.repeat(7000)}${']'.repeat(7000)}}}`;
    const cases: [string, string][] = [
      ['not json {', 'BAD_JSON'],
      [deep, 'BAD_MESSAGE'],
      [deepAction, 'HELLO_FIRST'],
      [JSON.stringify({ type: 'hello', token: 'x'.repeat(10_000) }), 'BAD_MESSAGE'],
      [JSON.stringify({ type: 'sync', ['k'.repeat(5000)]: 1 }), 'BAD_MESSAGE'],
      ['{"type":"sync","__proto__":{"polluted":1}}', 'BAD_MESSAGE'],
      [JSON.stringify({ type: 'hello', token: 'no-such-token' }), 'BAD_TOKEN'],
      [JSON.stringify({ type: 'watch', table: 'no-such-table' }), 'UNKNOWN_TABLE'],
      [JSON.stringify({ type: 'sync' }), 'HELLO_FIRST'],
    ];
    for (const [text, code] of cases) {
      const error = await errorOf(c, text);
      expect(error.code, text.slice(0, 40)).toBe(code);
      expect(JSON.stringify(error).length).toBeLessThan(320);
    }
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
    // A deep action from a seated connection is read once and refused.
    const { clients } = await humanTable(server, 'kalter-schlag', 4);
    const view = lastView(clients[0]) as View;
    const turn = view.view.turn as number;
    const deepSeated = deepAction
      .replace('"step":0', `"step":${view.step}`)
      .replace('"seat":0', `"seat":${turn}`);
    expect((await errorOf(clients[turn], deepSeated)).code).toBe('ILLEGAL_ACTION');
    // Over 16 KiB closes the connection (1009); the server still answers.
    c.sendText(JSON.stringify({ type: 'sync', pad: 'x'.repeat(20_000) }));
    expect(await c.closed).toBe(1009);
    await playOne(clients);
    await Promise.all(clients.map((x) => x.close()));
  });

  test('a flood is limited, then disconnected; others are not affected', async () => {
    const { clients } = await humanTable(server, 'kalter-schlag', 4);
    const flooder = clients[0];
    for (let i = 0; i < 300; i++) flooder.send({ type: 'sync' });
    expect(await flooder.closed).toBe(1008);
    const limited = flooder.messages.filter((m) => m.type === 'error' && m.code === 'RATE_LIMITED');
    expect(limited).toHaveLength(1);
    const others = clients.slice(1);
    const view = lastView(others[0]) as View;
    const actor = others.find((c) => (lastView(c) as View).view.seat === view.view.turn);
    if (actor !== undefined) {
      actor.send({
        type: 'action',
        step: view.step,
        action: (lastView(actor) as View).view.legalActions[0],
      });
      await others[0].next((m) => m.type === 'view' && m.step === view.step + 1);
    }
    await Promise.all(clients.map((c) => c.close()));
  });

  test('HTTP: bad bodies get their codes and short messages', async () => {
    const big = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      body: 'x'.repeat(70_000),
    });
    expect(big.status).toBe(413);
    const cases: [unknown, number, string][] = [
      ['{', 400, 'BAD_JSON'],
      [{ game: 'chess', seats: [{ kind: 'human' }] }, 400, 'UNKNOWN_GAME'],
      [{ game: 'skat', seats: [{ kind: 'human' }] }, 400, 'BAD_SEATS'],
      [{ game: 'skat', seats: [{ kind: 'bot', bot: 'god' }] }, 400, 'BAD_MESSAGE'],
      [
        {
          game: 'skat',
          options: { ['o'.repeat(500)]: 1 },
          seats: Array(3).fill({ kind: 'human' }),
        },
        400,
        'INVALID_OPTIONS',
      ],
      [
        { game: 'skat', seats: Array(3).fill({ kind: 'human' }), x: 'y'.repeat(9000) },
        400,
        'BAD_MESSAGE',
      ],
    ];
    for (const [body, status, code] of cases) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await fetch(`${server.url}/api/tables`, { method: 'POST', body: text });
      const reply = (await res.json()) as { error: { code: string } };
      expect([res.status, reply.error.code]).toEqual([status, code]);
      expect(JSON.stringify(reply).length, JSON.stringify(reply)).toBeLessThan(320);
    }
    expect((await fetch(`${server.url}/api/tables/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
    const joinBot = await post(`${server.url}/api/tables`, {
      game: 'skat',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
    });
    const taken = await post(`${server.url}/api/tables/${joinBot.body.id}/join`, {
      name: 'A',
      seat: 1,
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SEAT_TAKEN']);
  });
});
