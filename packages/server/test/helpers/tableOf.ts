import type { StichServer } from '../../src/index';
import { connect, post, type TestClient } from './wsClient';

/** A table of people only, every seat joined and connected (`hello` answered). */
export async function humanTable(
  server: StichServer,
  game: string,
  seats: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; tokens: string[]; clients: TestClient[] }> {
  const created = await post(`${server.url}/api/tables`, {
    game,
    seed: 11,
    firstDealer: 0,
    seats: Array.from({ length: seats }, () => ({ kind: 'human' })),
    ...extra,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const id = created.body.id as string;
  const tokens: string[] = [];
  for (let s = 0; s < seats; s++) {
    const joined = await post(`${server.url}/api/tables/${id}/join`, { name: `P${s}`, seat: s });
    tokens.push(joined.body.token);
  }
  const clients = await Promise.all(tokens.map(() => connect(server.url)));
  for (const [s, c] of clients.entries()) {
    c.send({ type: 'hello', token: tokens[s] });
    await c.next((m) => m.type === 'view');
  }
  // Quiet: every client has heard that everyone is connected.
  await Promise.all(
    clients.map((c) => c.next((m) => m.type === 'seats' && m.seats.every((s) => s.connected))),
  );
  return { id, tokens, clients };
}
