import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { JOURNAL_FILE, type ServerMessage } from '../src/index';
import { type ServerProcess, startServe } from './helpers/serverProcess';
import { connect, lastView, post, type TestClient } from './helpers/wsClient';

type View = Extract<ServerMessage, { type: 'view' }>;

const dir = mkdtempSync(join(tmpdir(), 'stich-sigkill-'));
const procs: ServerProcess[] = [];
afterAll(() => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function seatClients(url: string, tokens: string[]): Promise<TestClient[]> {
  const clients = await Promise.all(tokens.map(() => connect(url)));
  for (const [s, c] of clients.entries()) c.send({ type: 'hello', token: tokens[s] });
  await Promise.all(clients.map((c) => c.next((m) => m.type === 'view')));
  return clients;
}

/** The seat to act sends its first legal action at the current step; returns it. */
function actOnce(clients: TestClient[]): { step: number; action: unknown } {
  const turn = (lastView(clients[0]) as View).view.turn as number;
  const view = lastView(clients[turn]) as View;
  const action = view.view.legalActions[0];
  clients[turn].send({ type: 'action', step: view.step, action });
  return { step: view.step, action };
}

const nextView = (clients: TestClient[], step: number) =>
  Promise.all(clients.map((c) => c.next((m) => m.type === 'view' && m.step === step)));

// PGlite in a new folder; the journal file in a folder that holds one already.
test.each([
  ['PGlite', /store: PGlite in /],
  ['journal', /store: journal file /],
])(
  'a server on %s killed with SIGKILL mid-game loses no accepted action and resumes the table',
  async (store, label) => {
    const data = join(dir, store);
    mkdirSync(data);
    if (store === 'journal') writeFileSync(join(data, JOURNAL_FILE), '');
    const first = await startServe(data);
    procs.push(first);
    expect(first.output()).toMatch(label);
    const created = await post(`${first.url}/api/tables`, {
      game: 'kalter-schlag',
      seed: 3,
      firstDealer: 0,
      seats: Array(4).fill({ kind: 'human' }),
    });
    const id = created.body.id as string;
    const tokens: string[] = [];
    for (let s = 0; s < 4; s++) {
      tokens.push((await post(`${first.url}/api/tables/${id}/join`, { name: `P${s}` })).body.token);
    }
    let clients = await seatClients(first.url, tokens);
    const sent: unknown[] = [];
    // Acknowledged: every seat has the view after the action.
    let acked = 0;
    while (acked < 20) {
      const { step, action } = actOnce(clients);
      sent[step] = action;
      await nextView(clients, step + 1);
      acked = step + 1;
    }
    // One more action in flight, then kill -9 at once.
    const inFlight = actOnce(clients);
    sent[inFlight.step] = inFlight.action;
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await Promise.all(clients.map((c) => c.closed));

    const second = await startServe(data);
    procs.push(second);
    expect(second.output()).toMatch(/1 open tables resumed/);
    clients = await seatClients(second.url, tokens);
    const welcome = clients[0].messages[0];
    expect(welcome).toMatchObject({ type: 'welcome', resumed: 'full', table: id });
    const resumedAt = (lastView(clients[0]) as View).step;
    expect(resumedAt === acked || resumedAt === acked + 1).toBe(true);
    // The table plays on to the end of the deal; its record holds every action we sent.
    while (!clients[0].messages.some((m) => m.type === 'dealFinished')) {
      const { step, action } = actOnce(clients);
      sent[step] = action;
      await Promise.all(
        clients.map((c) =>
          c.next((m) => (m.type === 'view' && m.step === step + 1) || m.type === 'dealFinished'),
        ),
      );
    }
    const finished = clients[0].messages.find((m) => m.type === 'dealFinished');
    const record = (finished as unknown as { record: { actions: unknown[] } }).record;
    expect(record.actions.slice(0, acked)).toEqual(sent.slice(0, acked));
    expect(record.actions).toEqual(sent.slice(0, record.actions.length));
    await Promise.all(clients.map((c) => c.close()));
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  },
);
