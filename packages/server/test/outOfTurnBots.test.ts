import type { BaseAction } from '@stich/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore, type StichServer } from '../src/index';
import { testServer } from './helpers/testServer';
import { connect, lastView, post } from './helpers/wsClient';

let server: StichServer;
beforeAll(async () => {
  server = await testServer({ store: await openStore({}) });
}, 60_000);
afterAll(async () => {
  await server.close();
});

/**
 * A Schafkopf deal with Kontra until the first trick (schafkopf.en.md 5.2) at a table of
 * one person (seat 0) and three `bot` seats. The person passes in the announcement and
 * the round before play, says Kontra at their own turn in trick 1 when they may, and else
 * plays their first legal card; after the Kontra, where `answered`, they wait until a bot
 * has acted. Returns the deal's actions.
 */
async function kontraDeal(seed: number, answered: boolean): Promise<BaseAction[]> {
  const created = await post(`${server.url}/api/tables`, {
    game: 'schafkopf',
    options: { stossUntil: 'firstTrick' },
    seed,
    firstDealer: 3,
    seats: [{ kind: 'human' }, ...Array(3).fill({ kind: 'bot', bot: 'random' })],
  });
  expect(created.status).toBe(201);
  const joined = await post(`${server.url}/api/tables/${created.body.id}/join`, { name: 'Anna' });
  const client = await connect(server.url);
  client.send({ type: 'hello', token: joined.body.token });
  await client.next((m) => m.type === 'welcome');
  let seen = 0;
  let waitFor = -1;
  while (!client.messages.some((m) => m.type === 'dealFinished')) {
    await client.next(
      (m) =>
        m.type === 'dealFinished' ||
        (m.type === 'view' && m.step > waitFor && m.view.legalActions.length > 0),
      seen,
    );
    seen = client.messages.length;
    const latest = lastView(client);
    if (latest === undefined || client.messages.some((m) => m.type === 'dealFinished')) break;
    const { view, step } = latest;
    if (view.turn !== 0 || view.legalActions.length === 0 || step <= waitFor) continue;
    const legal = view.legalActions as BaseAction[];
    const kontra = view.phase === 'play' ? legal.find((a) => a.type === 'double') : undefined;
    const action = kontra ?? legal.find((a) => a.type === 'pass') ?? legal[0];
    // After the Kontra: a bot answers it (the next step) before the person plays on.
    if (kontra !== undefined && answered) waitFor = step + 1;
    client.send({ type: 'action', step, action });
  }
  const finished = client.messages.find((m) => m.type === 'dealFinished');
  await client.close();
  if (finished?.type !== 'dealFinished') throw new Error('no deal finished');
  return finished.record.actions as BaseAction[];
}

describe('bot seats offered actions out of turn (Schafkopf, stossUntil firstTrick)', () => {
  test("a random bot answers the person's Kontra with Re before the person's card", async () => {
    // Seed 5: the person leads trick 1 and says Kontra before the card. The bots are asked
    // from the seat after the person's, Bert's first: his random bot, of the playing side,
    // says Re, out of turn.
    const actions = await kontraDeal(5, true);
    const k = actions.findIndex((a) => a.type === 'double');
    expect(actions.slice(k, k + 3)).toEqual([
      { type: 'double', seat: 0 },
      { type: 'double', seat: 1 },
      { type: 'play', seat: 0, card: 'CJ' },
    ]);
  });

  test('when every bot declines, the Kontra stands and the person plays on', async () => {
    // Seed 10: the person says Kontra in trick 1; the bots offered Re decline.
    const actions = await kontraDeal(10, false);
    const doubles = actions.filter((a) => a.type === 'double');
    expect(doubles).toEqual([{ type: 'double', seat: 0 }]);
    const k = actions.indexOf(doubles[0]);
    expect(actions[k + 1]).toMatchObject({ type: 'play', seat: 0 });
  });
});
