import type { SessionSnapshot } from '@stich/core';
import type { KalterSchlagOptions, PartieResult } from '@stich/kalter-schlag';
import { BotClient } from './client';
import type { ServerMessage } from './protocol';
import { memoryStore, type SnapshotStore, TableServer } from './server';

/** How to run a Partie through the server loop. */
export interface RunOptions {
  readonly seed: string | number;
  readonly firstDealer?: number;
  readonly options?: Partial<KalterSchlagOptions>;
  /** Crash the server once it has accepted this many actions, then restore it; never by default. */
  readonly crashAfter?: number;
  /** Seats whose clients sometimes send a wrong action first. */
  readonly clumsySeats?: readonly number[];
  readonly store?: SnapshotStore;
  /** Called with one line per event worth telling (deals, refusals, the crash). */
  readonly log?: (line: string) => void;
}

/** What happened. */
export interface RunReport {
  readonly clients: readonly BotClient[];
  /** The server's final snapshot: every deal's hands and actions. */
  readonly snapshot: SessionSnapshot;
  readonly result: PartieResult;
  /** Actions accepted in the whole Partie. */
  readonly steps: number;
  /** The step after which the server crashed, or `null`. */
  readonly crashedAt: number | null;
  /** Messages delivered, both ways. */
  readonly messages: number;
}

type Envelope =
  | { readonly to: 'server'; readonly from: number; readonly text: string }
  | {
      readonly to: number;
      readonly text: string;
    };

/**
 * Runs a Partie between a {@link TableServer} and four {@link BotClient}s over an
 * in-memory message queue (first in, first out, JSON text only). With `crashAfter`, the
 * server dies right after saving that action's snapshot, before its replies go out; a
 * new server is restored from the store, every client gets its view again, and play
 * carries on.
 *
 * @example
 * const report = runPartie({ seed: 7, crashAfter: 150, clumsySeats: [3] });
 * report.result.outcome; // 'winner' or 'loser'
 */
export function runPartie(run: RunOptions): RunReport {
  const log = run.log ?? (() => {});
  const store = run.store ?? memoryStore();
  const queue: Envelope[] = [];
  const clumsy = new Set(run.clumsySeats ?? []);
  const clients = [0, 1, 2, 3].map(
    (seat) =>
      new BotClient(seat, (text) => queue.push({ to: 'server', from: seat, text }), {
        seed: `${run.seed}/seat-${seat}`,
        clumsy: clumsy.has(seat),
      }),
  );
  const send = (seat: number, text: string) => queue.push({ to: seat, text });
  const setup = { seed: run.seed, firstDealer: run.firstDealer, options: run.options };
  let server = TableServer.start(setup, send, store);
  let crashedAt: number | null = null;
  let messages = 0;

  for (let envelope = queue.shift(); envelope !== undefined; envelope = queue.shift()) {
    messages++;
    if (envelope.to !== 'server') {
      clients[envelope.to].receive(envelope.text);
      continue;
    }
    const pending = queue.length;
    server.receive(envelope.from, envelope.text);
    tell(log, envelope.from, queue.slice(pending));
    if (crashedAt === null && run.crashAfter !== undefined && server.step >= run.crashAfter) {
      // The process dies: its replies to this action never leave, its memory is gone.
      queue.length = pending;
      server.stop();
      crashedAt = server.step;
      log(`server crashed after action ${crashedAt}; restoring from the last snapshot`);
      const restored = TableServer.restore(send, store);
      if (!restored.ok) throw new Error(`restore failed: ${restored.error.message}`);
      server = restored.value;
      log(`restored at action ${server.step}; every seat gets its view again`);
    }
  }
  const report = {
    clients,
    snapshot: server.snapshot(),
    result: server.result(),
    steps: server.step,
    crashedAt,
    messages,
  };
  server.stop();
  return report;
}

/** Logs what the server's replies to one message from `seat` say: a refusal, a deal's end, the Partie's end. */
function tell(log: (line: string) => void, seat: number, replies: readonly Envelope[]): void {
  const seen = new Set<string>();
  for (const { text } of replies) {
    const message = JSON.parse(text) as ServerMessage;
    if (seen.has(message.type)) continue;
    seen.add(message.type);
    if (message.type === 'refused') {
      log(`seat ${seat}: refused, ${message.error.code}: ${message.error.message}`);
    } else if (message.type === 'dealOver') {
      const { deal, outcome } = message;
      const losers = outcome.losers.map((s) => `seat ${s}`).join(' and ');
      const amount = outcome.penalties[outcome.losers[0]];
      log(
        `deal ${deal + 1} over: ${losers} ${outcome.losers.length > 1 ? 'write' : 'writes'} ${amount}`,
      );
    } else if (message.type === 'partieOver') {
      const { outcome, seat: who, totals } = message.result;
      const verb = outcome === 'winner' ? 'wins with five scores' : 'loses';
      log(
        `Partie over after ${message.result.dealsPlayed} deals: seat ${who} ${verb}; totals ${totals.join(' / ')}`,
      );
    }
  }
}
