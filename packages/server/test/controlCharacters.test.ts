import { afterAll, beforeAll, expect, test } from 'vitest';
import { controlCharacterAt, type StichServer } from '../src/index';
import { testServer } from './helpers/testServer';
import { post } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await testServer();
}, 60_000);
afterAll(() => server.close());

const seats = [{ kind: 'human' }, { kind: 'bot', bot: 'rules' }, { kind: 'bot', bot: 'rules' }];

test.each([
  ['a table name with NUL', { name: 'Do\u0000nnerstag' }, ['name'], 'U+0000'],
  ['a table name with a newline', { name: 'club\n' }, ['name'], 'U+000A'],
  ['a table name with DEL', { name: '\u007f' }, ['name'], 'U+007F'],
  ['a table name with a C1 control', { name: 'a\u0085' }, ['name'], 'U+0085'],
  ['a seed with NUL', { seed: 'x\u0000' }, ['seed'], 'U+0000'],
  ['an option key with NUL', { options: { 'k\u0000': 1 } }, ['options', 'k\u0000'], 'U+0000'],
])(
  'creating a table with %s is a 400 CONTROL_CHARACTER with the path',
  async (_, extra, path, char) => {
    const res = await post(`${server.url}/api/tables`, { game: 'skat', seats, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'CONTROL_CHARACTER', path });
    expect(res.body.error.message).toContain(char);
  },
);

test('joining with a player name holding NUL or a tab is a 400 with the path; a plain name joins', async () => {
  const made = await post(`${server.url}/api/tables`, { game: 'skat', seats, name: 'Müller & Co' });
  expect(made.status).toBe(201);
  for (const name of ['An\u0000na', 'An\tna', '\u001b[31mAnna']) {
    const res = await post(`${server.url}/api/tables/${made.body.id}/join`, { name });
    expect(res.status, JSON.stringify(name)).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'CONTROL_CHARACTER', path: ['name'] });
  }
  const ok = await post(`${server.url}/api/tables/${made.body.id}/join`, { name: 'Anna 🂡' });
  expect(ok.status).toBe(200);
});

test('a body whose fields look like an error is read as a request, not as a refusal', async () => {
  const res = await post(`${server.url}/api/tables`, { code: 'NOT_FOUND', message: 'x' });
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('BAD_MESSAGE');
});

test.each([
  ['Anna', undefined],
  [['ok', { 'a\u0001': 1 }], { path: [1, 'a\u0001'], char: 'U+0001' }],
  [{ a: [1, 'x\u009f'] }, { path: ['a', 1], char: 'U+009F' }],
])('controlCharacterAt(%j)', (value, expected) => {
  expect(controlCharacterAt(value)).toEqual(expected);
});
