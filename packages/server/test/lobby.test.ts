import { afterAll, beforeAll, expect, test } from 'vitest';
import { LOBBY_PAGE, type StichServer, type TableInfo } from '../src/index';
import { testServer } from './helpers/testServer';
import { post } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server.close());

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read reply fields freely
  return { status: res.status, body: (await res.json()) as any };
};

test('the lobby pages newest first by cursor, each table once, with its name', async () => {
  const names: string[] = [];
  for (let i = 0; i < 7; i++) {
    const name = `Stammtisch ${i}`;
    const made = await post(`${server.url}/api/tables`, {
      game: 'kalter-schlag',
      name,
      seats: Array(4).fill({ kind: 'human' }),
    });
    expect(made.body.name).toBe(name);
    names.push(name);
  }
  const seen: TableInfo[] = [];
  let cursor: string | null = null;
  const sizes: number[] = [];
  do {
    const page = await get(`/api/tables?limit=3${cursor === null ? '' : `&cursor=${cursor}`}`);
    expect(page.status).toBe(200);
    sizes.push(page.body.tables.length);
    seen.push(...page.body.tables);
    cursor = page.body.next;
  } while (cursor !== null);
  expect(sizes).toEqual([3, 3, 1]);
  expect(seen.map((t) => t.name)).toEqual([...names].reverse());
  const all = await get('/api/tables');
  expect(all.body.tables.map((t: TableInfo) => t.id)).toEqual(seen.map((t) => t.id));
  expect(all.body.next).toBeNull();
});

test.each([
  ['limit=0', ['limit']],
  [`limit=${LOBBY_PAGE.max + 1}`, ['limit']],
  ['limit=2.5', ['limit']],
  ['limit=x', ['limit']],
  ['cursor=nonsense', ['cursor']],
])('GET /api/tables?%s is a 400 with the parameter as path', async (query, path) => {
  const res = await get(`/api/tables?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatchObject({ code: 'BAD_MESSAGE', path });
});
