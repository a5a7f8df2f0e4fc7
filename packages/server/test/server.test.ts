import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type StichServer } from '../src/index';
import { GAME_IDS, games } from './helpers/games';
import { connect, lastView, post } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await createServer({ games, gameIds: GAME_IDS, port: 0, botDelayMs: 0, log: () => {} });
});
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
