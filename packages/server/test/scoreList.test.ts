import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createServer,
  ScoreListSchema,
  type ServerMessageOf,
  ServerMessageSchema,
  type StichServer,
} from '../src/index';
import { GAME_IDS, games } from './helpers/games';
import { connect, post } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await createServer({ games, gameIds: GAME_IDS, port: 0, botDelayMs: 0, log: () => {} });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A Skat table of three rules bots for a Liste of `deals` deals, Seeger-Fabian scoring. */
async function botTable(deals: number): Promise<string> {
  const created = await post(`${server.url}/api/tables`, {
    game: 'skat',
    seed: 7,
    firstDealer: 0,
    options: { deals, tournament: true },
    seats: Array.from({ length: 3 }, () => ({ kind: 'bot', bot: 'rules' })),
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.id as string;
}

test('the sheet carries the Spielliste in both languages, and the API serves it', async () => {
  const id = await botTable(3);
  const watcher = await connect(server.url);
  watcher.send({ type: 'watch', table: id });
  const sheet = (await watcher.next(
    (m) => m.type === 'sheet' && m.over,
    0,
    30_000,
  )) as ServerMessageOf<'sheet'>;
  await watcher.close();
  expect(ServerMessageSchema.safeParse(JSON.parse(JSON.stringify(sheet))).success).toBe(true);
  const en = sheet.list?.en;
  const de = sheet.list?.de;
  expect(en?.columns.map((c) => c.label)).toEqual([
    '#',
    'game',
    'declarer',
    'bid',
    'result',
    'value',
    'Bot 1',
    'Bot 2',
    'Bot 3',
  ]);
  expect(de?.columns.map((c) => c.label).slice(0, 6)).toEqual([
    'Nr.',
    'Spiel',
    'Alleinspieler',
    'Reizwert',
    'Ergebnis',
    'Wert',
  ]);
  expect(en?.rows.map((r) => r.deal)).toEqual([1, 2, 3]);
  expect(en?.rows.map((r) => r.dealer)).toEqual([0, 1, 2]);
  expect(en?.totals).toEqual((sheet.result as { totals: number[] }).totals);

  const json = await fetch(`${server.url}/api/tables/${id}/list?lang=de`);
  expect(json.status).toBe(200);
  const list = ScoreListSchema.parse(await json.json());
  expect(list).toEqual(de);

  const csv = await fetch(`${server.url}/api/tables/${id}/list.csv`);
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(csv.headers.get('content-disposition')).toBe(
    `attachment; filename="stich-skat-${id}-en.csv"`,
  );
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toBe('#,game,declarer,bid,result,value,Bot 1,Bot 2,Bot 3');
  expect(lines).toHaveLength(3 + 2 + 1);
  expect(lines[4]).toBe(`total,,,,,,${en?.totals.join(',')}`);
  const same = await fetch(`${server.url}/api/tables/${id}/list?format=csv&lang=de`);
  expect((await same.text()).split('\r\n')[0]).toMatch(/^Nr\.,Spiel,Alleinspieler,/);

  const record = await fetch(`${server.url}/api/tables/${id}/record`);
  const body = (await record.json()) as { variant: string; deals: unknown[]; result?: unknown };
  expect(body.variant).toBe('skat');
  expect(body.deals).toHaveLength(3);
  expect(body.result).toBeDefined();
}, 60_000);

test('a table in play gives its finished deals only, and no seed', async () => {
  const id = await botTable(36);
  const record = await fetch(`${server.url}/api/tables/${id}/record`);
  const body = (await record.json()) as { seed?: unknown; deals: { outcome?: unknown }[] };
  expect(body.seed).toBeUndefined();
  for (const deal of body.deals) expect(deal.outcome).toBeDefined();
  const close = await fetch(`${server.url}/api/tables/${id}/list?lang=fr`);
  expect(close.status).toBe(400);
  const format = await fetch(`${server.url}/api/tables/${id}/list?format=xml`);
  expect(format.status).toBe(400);
  expect((await fetch(`${server.url}/api/tables/nope/list`)).status).toBe(404);
});
