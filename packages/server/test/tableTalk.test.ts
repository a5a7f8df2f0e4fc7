import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ServerMessage, StichServer, TableInfo } from '../src/index';
import { testServer, type View } from './helpers/testServer';
import { connect, lastView, post, type TestClient } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server.close());

type Created = TableInfo & { hostToken: string; invites: { seat: number; invite: string }[] };
const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot', bot: 'rules' }));
const create = async (game: string, seats: unknown[], extra: object = {}) => {
  const made = await post(`${server.url}/api/tables`, {
    game,
    seed: 8,
    firstDealer: 0,
    seats,
    ...extra,
  });
  expect(made.status).toBe(201);
  return made.body as Created;
};
const join = (id: string, name: string) => post(`${server.url}/api/tables/${id}/join`, { name });
async function seat(token: string): Promise<TestClient> {
  const c = await connect(server.url);
  c.send({ type: 'hello', token });
  await c.next((m) => m.type === 'view');
  return c;
}
async function watch(table: string): Promise<TestClient> {
  const c = await connect(server.url);
  c.send({ type: 'watch', table });
  await c.next((m) => m.type === 'view');
  return c;
}
const of = <T extends ServerMessage['type']>(c: TestClient, type: T) =>
  c.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);

test('GET /api/games gives each game its name and seat count under the default options', async () => {
  const games = (await (await fetch(`${server.url}/api/games`)).json()) as {
    seats: Record<string, number>;
    names: Record<string, string>;
  };
  expect(games.seats).toMatchObject({ skat: 3, 'kalter-schlag': 4, ramsch: 3, skatkopf: 4 });
  expect(games.names).toMatchObject({ skat: 'Skat', 'kalter-schlag': 'Kalter Schlag' });
});

test('the seats message tells whether play has begun', async () => {
  const t = await create('skat', [{ kind: 'human' }, { kind: 'human' }, ...bots(1)]);
  const anna = await seat((await join(t.id, 'Anna')).body.token);
  expect(of(anna, 'seats').at(-1)?.started).toBe(false);
  await join(t.id, 'Bert');
  const seats = await anna.next((m) => m.type === 'seats' && m.started === true);
  expect(seats).toMatchObject({ started: true });
  await anna.close();
});

describe('the table chat', () => {
  test('a line goes to every seat and spectator; bad lines are refused; floods are limited', async () => {
    const t = await create('skat', [{ kind: 'human' }, { kind: 'human' }, ...bots(1)]);
    const anna = await seat((await join(t.id, 'Anna')).body.token);
    const bert = await seat((await join(t.id, 'Bert')).body.token);
    const dora = await watch(t.id);
    anna.send({ type: 'chat', text: 'Gut Blatt! <b>hi</b>' });
    for (const c of [anna, bert, dora]) {
      const line = await c.next((m) => m.type === 'chat');
      expect(line).toMatchObject({ seat: 0, name: 'Anna', text: 'Gut Blatt! <b>hi</b>' });
    }
    anna.send({ type: 'chat', text: 'a\u0000b' });
    expect(await anna.next((m) => m.type === 'error')).toMatchObject({
      code: 'CONTROL_CHARACTER',
      path: ['text'],
    });
    const from = anna.messages.length;
    anna.send({ type: 'chat', text: 'x'.repeat(201) });
    expect(await anna.next((m) => m.type === 'error', from)).toMatchObject({
      code: 'BAD_MESSAGE',
    });
    dora.send({ type: 'chat', text: 'hello' });
    expect(await dora.next((m) => m.type === 'error')).toMatchObject({ code: 'SPECTATOR' });
    // Five lines in a burst (one was said already), then the sixth is refused.
    const burst = bert.messages.length;
    for (let i = 0; i < 6; i++) bert.send({ type: 'chat', text: `line ${i}` });
    expect(await bert.next((m) => m.type === 'error', burst)).toMatchObject({
      code: 'RATE_LIMITED',
    });
    // A page that loads afresh gets the lines kept in memory.
    const late = await watch(t.id);
    expect(of(late, 'chat').map((m) => m.text)).toContain('Gut Blatt! <b>hi</b>');
    for (const c of [anna, bert, dora, late]) await c.close();
  });
});

test('a seat whose timer ran out is told what the bot did for it', async () => {
  const t = await create('skat', [{ kind: 'human' }, ...bots(2)], { turnSeconds: 1 });
  const anna = await seat((await join(t.id, 'Anna')).body.token);
  const told = await anna.next((m) => m.type === 'timedOut', 0, 20_000);
  if (told.type !== 'timedOut') throw new Error('not a timedOut message');
  expect(told.action.seat).toBe(0);
  expect(told.labels.en.length).toBeGreaterThan(0);
  expect(told.labels.de.length).toBeGreaterThan(0);
  await anna.close();
}, 30_000);

/** Never ends a deal early, and says something in the bidding (so that a deal is played). */
const SKIPPED = new Set(['pass', 'resign', 'claim']);

/**
 * Plays the seat's first legal action whenever it may act (not a pass, claim or
 * resignation where it has another), until `until` holds.
 */
async function playUntil(c: TestClient, until: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !until(); i++) {
    const from = c.messages.length;
    const view = lastView(c) as View;
    const legal = view.view.legalActions;
    const action = legal.find((a) => !SKIPPED.has(a.type)) ?? legal[0];
    if (action !== undefined && of(c, 'review').at(-1)?.waiting.length !== 1) {
      c.send({ type: 'action', step: view.step, action });
    }
    await c.next((m) => m.type === 'view' || m.type === 'review' || m.type === 'error', from);
  }
}

describe('the end-of-deal review', () => {
  test('holds the next deal until every person says next; the deal is told first', async () => {
    const t = await create('skat', [{ kind: 'human' }, ...bots(2)], { reviewSeconds: 600 });
    const anna = await seat((await join(t.id, 'Anna')).body.token);
    const dora = await watch(t.id);
    await playUntil(anna, () => of(anna, 'review').length > 0);
    const finished = of(anna, 'dealFinished')[0];
    expect(finished.deal).toBe(0);
    expect(finished.lastTrick?.length ?? 0).toBeGreaterThan(0);
    expect(of(anna, 'review')[0]).toMatchObject({ deal: 0, waiting: [0] });
    expect(await dora.next((m) => m.type === 'review')).toMatchObject({ waiting: [0] });
    // During the review nothing is offered, an action is refused, and no bot plays.
    const view = lastView(anna) as View;
    expect(view.view.legalActions).toEqual([]);
    expect(view.labels).toEqual([]);
    let from = anna.messages.length;
    anna.send({ type: 'action', step: view.step, action: { type: 'pass', seat: 0 } });
    expect(await anna.next((m) => m.type === 'error', from)).toMatchObject({ code: 'IN_REVIEW' });
    // A `next` for another deal changes nothing; for this deal it ends the review, and
    // the views of the next deal offer its actions again.
    from = anna.messages.length;
    anna.send({ type: 'next', deal: 5 });
    anna.send({ type: 'next', deal: 0 });
    const ended = await anna.next((m) => m.type === 'review' && m.waiting.length === 0, from);
    expect(ended).toMatchObject({ deal: 0, until: null });
    const after = (await anna.next((m) => m.type === 'view', from)) as View;
    expect(after.view.turn === 0).toBe(after.view.legalActions.length > 0);
    await Promise.all([anna.close(), dora.close()]);
  }, 30_000);

  test('ends by itself after the time the table set', async () => {
    const t = await create('skat', [{ kind: 'human' }, ...bots(2)], { reviewSeconds: 1 });
    const anna = await seat((await join(t.id, 'Anna')).body.token);
    await playUntil(anna, () => of(anna, 'review').length > 0);
    const ended = await anna.next((m) => m.type === 'review' && m.waiting.length === 0);
    expect(ended).toMatchObject({ deal: 0 });
    await anna.close();
  }, 30_000);
});

test("the bidding as a seat saw it: who acted and what changed in the seat's own facts", async () => {
  const t = await create('skat', [{ kind: 'human' }, ...bots(2)], { reviewSeconds: 0 });
  const anna = await seat((await join(t.id, 'Anna')).body.token);
  const dora = await watch(t.id);
  // Until the first card: the bidding is over.
  await playUntil(anna, () => ((lastView(anna) as View).view.trick?.length ?? 0) > 0);
  const said = (lastView(anna) as View).said;
  expect(said?.en.length ?? 0).toBeGreaterThan(0);
  expect(said?.de.length).toBe(said?.en.length);
  for (const line of said?.en ?? []) {
    expect(line.seat).toBeGreaterThanOrEqual(0);
    expect(line.text).toMatch(/^[a-z' ]+: /);
  }
  // A spectator's lines tell only what its own facts show: never a card of a hand or the skat.
  const watched = (lastView(dora) as View).said?.en ?? [];
  const hand = new Set((lastView(anna) as View).view.hand);
  for (const line of watched) for (const card of hand) expect(line.text).not.toContain(card);
  await Promise.all([anna.close(), dora.close()]);
}, 30_000);
