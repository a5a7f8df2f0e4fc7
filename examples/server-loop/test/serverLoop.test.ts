import type { SessionSnapshot } from '@stich/core';
import { describe, expect, it } from 'vitest';
import type { BotClient } from '../src/client';
import { runPartie } from '../src/runPartie';
import { memoryStore, TableServer } from '../src/server';

const seed = 'server-loop';
const reference = runPartie({ seed, clumsySeats: [3] });
const half = Math.floor(reference.steps / 2);
const lines: string[] = [];
const crashed = runPartie({
  seed,
  clumsySeats: [3],
  crashAfter: half,
  log: (line) => lines.push(line),
});

/** Every card code in a JSON text: a whole string, or a word inside one (error messages). */
const cardsIn = (text: string) => new Set(text.match(/\b[CSHD][ATKQJ987]\b/g) ?? []);

/** The cards played in a deal, in order, from the server's snapshot. */
const playsOf = (snapshot: SessionSnapshot, deal: number) =>
  snapshot.deals[deal].actions.flatMap((a) => ('card' in a ? [a.card as string] : []));

/**
 * Walks one client's inbox: each view must show exactly its own dealt hand less what it
 * played, public cards that match the real play so far, and no other card at all.
 */
function checkNoLeak(client: BotClient, snapshot: SessionSnapshot): number {
  let known = new Set<string>();
  let checked = 0;
  for (const message of client.inbox) {
    const text = JSON.stringify(message);
    if (message.type === 'view' || message.type === 'dealOver') {
      const { view, deal } = message;
      const dealt = snapshot.deals[deal].hands[client.seat];
      const shown = [...view.tricks.flatMap((t) => t.cards), ...view.trick];
      expect(shown.map((c) => c.card)).toEqual(playsOf(snapshot, deal).slice(0, shown.length));
      const played = new Set(shown.filter((c) => c.seat === client.seat).map((c) => c.card));
      expect(new Set(view.hand)).toEqual(new Set(dealt.filter((c) => !played.has(c))));
      expect(view.openHands.every((h) => h === null)).toBe(true);
      known = new Set([...dealt, ...shown.map((c) => c.card)]);
    }
    for (const card of cardsIn(text))
      expect(known, `seat ${client.seat} saw ${card}`).toContain(card);
    checked++;
  }
  return checked;
}

describe('a Partie through the server loop, crashed and restored halfway', () => {
  it('plays to the end of the Partie', () => {
    expect(crashed.result.ended).toBe(true);
    expect(crashed.result.dealsPlayed).toBeGreaterThan(1);
    expect(crashed.crashedAt).toBe(half);
    expect(lines).toContain(
      `server crashed after action ${half}; restoring from the last snapshot`,
    );
  });

  it('carries on after the restore exactly as without the crash', () => {
    expect(crashed.snapshot).toEqual(reference.snapshot);
    expect(crashed.result).toEqual(reference.result);
  });

  it('never shows a client another seat’s cards', () => {
    for (const client of crashed.clients)
      expect(checkNoLeak(client, crashed.snapshot)).toBeGreaterThan(100);
  });

  it('sends a wrong action back with its code, and the game goes on', () => {
    const codes = new Set(crashed.clients[3].refusals.map((r) => r.error.code));
    expect([...codes].sort()).toEqual([
      'CARD_NOT_HELD',
      'DOUBLE_NOT_ALLOWED',
      'INVALID_ACTION',
      'MUST_FOLLOW_SUIT',
    ]);
    for (const seat of [0, 1, 2]) expect(crashed.clients[seat].refusals).toEqual([]);
  });
});

describe('restore', () => {
  it('refuses a store with no snapshot or a damaged one, with a code', () => {
    const send = () => {};
    const empty = TableServer.restore(send, memoryStore());
    expect(empty.ok ? null : empty.error.code).toBe('INVALID_SNAPSHOT');
    const store = memoryStore();
    store.save('{"format":"nonsense"}');
    const damaged = TableServer.restore(send, store);
    expect(damaged.ok ? null : damaged.error.code).toBe('INVALID_SNAPSHOT');
  });

  it('saves a snapshot after every accepted action', () => {
    const store = memoryStore();
    const report = runPartie({ seed: 'count', store, options: { target: 300 } });
    expect(store.saves).toBe(report.steps + 1); // and one at the start
  });
});

describe('hostile messages (issue 14)', () => {
  const hostile = [
    ['deeply nested JSON', '['.repeat(5000) + ']'.repeat(5000)],
    ['a deeply nested action', `{"type":"action","action":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    [
      'a deeply nested field',
      `{"type":"action","action":{"type":"play","seat":1,"card":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    ],
    [
      'a 5 MB card',
      `{"type":"action","action":{"type":"play","seat":1,"card":"${'X'.repeat(5_000_000)}"}}`,
    ],
    ['a 5 MB text', 'X'.repeat(5_000_000)],
  ];
  it.each(hostile)('%s is refused with a short answer, and the table plays on', (_name, text) => {
    const sent: string[] = [];
    const server = TableServer.start(
      { seed: 1, firstDealer: 0 },
      (_seat, t) => sent.push(t),
      memoryStore(),
    );
    sent.length = 0;
    expect(() => server.receive(1, text)).not.toThrow();
    expect(sent).toHaveLength(1);
    expect(sent[0].length).toBeLessThan(1000);
    expect(JSON.parse(sent[0]).type).toBe('refused');
    server.stop();
  });
});
