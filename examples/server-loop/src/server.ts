import {
  type CoreAction,
  createSession,
  err,
  type Result,
  restoreSession,
  type Session,
  type SessionSetup,
} from '@stich/core';
import { readAction } from '@stich/core/kernel';
import { quote } from '@stich/core/tools';
import {
  type KalterSchlagOptions,
  type KalterSchlagOutcome,
  kalterSchlag,
  type PartieData,
  type PartieResult,
} from '@stich/kalter-schlag';
import type { ServerMessage } from './protocol';

/** A Kalter Schlag Partie as the facade types it. */
export type Partie = Session<
  KalterSchlagOptions,
  undefined,
  KalterSchlagOutcome,
  CoreAction,
  PartieData,
  PartieResult
>;

/** Where the server keeps its one snapshot: a file, a database row, or memory. */
export interface SnapshotStore {
  save(text: string): void;
  load(): string | undefined;
}

/**
 * A store in memory that counts its writes.
 *
 * @example
 * const store = memoryStore();
 * store.save('{}'); store.saves; // 1
 */
export function memoryStore(): SnapshotStore & { readonly saves: number } {
  let text: string | undefined;
  let saves = 0;
  return {
    save(t) {
      text = t;
      saves++;
    },
    load: () => text,
    get saves() {
      return saves;
    },
  };
}

/** How the server reaches a seat: one JSON text at a time. */
export type Send = (seat: number, text: string) => void;

/**
 * Hosts one Partie. The server is the only holder of the full game: it sends each seat
 * nothing but its own `view(seat)` and public results, checks every incoming action with
 * `apply` (a refusal goes back to the sender with its code), and saves a snapshot after
 * every accepted action so that {@link TableServer.restore} can carry on after a crash.
 *
 * @example
 * const server = TableServer.start({ seed: 7, firstDealer: 0 }, send, memoryStore());
 * server.receive(1, JSON.stringify({ type: 'action', action: { type: 'double', seat: 1 } }));
 */
export class TableServer {
  /** Actions accepted in this Partie, before and after any restore. */
  step: number;

  private constructor(
    private readonly partie: Partie,
    private readonly send: Send,
    private readonly store: SnapshotStore,
  ) {
    this.step = partie.snapshot().deals.reduce((n, deal) => n + deal.actions.length, 0);
  }

  /** Deals the first hand, saves the first snapshot and sends every seat its view. */
  static start(setup: SessionSetup<KalterSchlagOptions>, send: Send, store: SnapshotStore) {
    const server = new TableServer(createSession(kalterSchlag, setup), send, store);
    server.persist();
    server.broadcastViews();
    return server;
  }

  /**
   * Rebuilds the Partie from the stored snapshot (after a crash) and sends every seat its
   * view again, as clients reconnect. A missing or damaged snapshot is a result, not a throw.
   */
  static restore(send: Send, store: SnapshotStore): Result<TableServer> {
    const text = store.load();
    if (text === undefined) return err('INVALID_SNAPSHOT', 'no snapshot has been saved');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return err('INVALID_SNAPSHOT', 'the stored snapshot is not JSON');
    }
    const restored = restoreSession(kalterSchlag, json);
    if (!restored.ok) return restored;
    const server = new TableServer(restored.value, send, store);
    server.broadcastViews();
    return { ok: true, value: server };
  }

  private get seats(): number {
    return this.partie.rules.ctx.seats;
  }

  /** Whether the Partie has ended. */
  isOver(): boolean {
    return this.partie.isOver();
  }

  /** The Partie's record so far: every deal's cards and actions (server side only). */
  snapshot() {
    return this.partie.snapshot();
  }

  result(): PartieResult {
    return this.partie.result();
  }

  /** Handles one message from the client at `seat`; untrusted input, so nothing here throws. */
  receive(seat: number, text: string): void {
    const { sent, action } = incomingAction(seat, text);
    const applied = action.ok ? this.partie.apply(action.value) : action;
    if (!applied.ok) {
      this.message(seat, { type: 'refused', action: sent, error: applied.error });
      return;
    }
    this.step++;
    this.persist();
    const { deal, dealOver, sessionOver, state } = applied.value;
    if (dealOver) {
      const outcome = this.partie.outcomes[deal];
      for (let s = 0; s < this.seats; s++) {
        const view = this.partie.rules.view(state, s);
        this.message(s, { type: 'dealOver', deal, view, outcome });
      }
    }
    if (sessionOver) {
      const result = this.partie.result();
      for (let s = 0; s < this.seats; s++) this.message(s, { type: 'partieOver', result });
    } else this.broadcastViews();
  }

  /** Stops the Partie's actors; the server takes no more messages. */
  stop(): void {
    this.partie.actor.stop();
  }

  private persist(): void {
    this.store.save(JSON.stringify(this.partie.snapshot()));
  }

  private broadcastViews(): void {
    const deal = this.partie.dealsPlayed;
    for (let seat = 0; seat < this.seats; seat++)
      this.message(seat, { type: 'view', deal, step: this.step, view: this.partie.view(seat) });
  }

  private message(seat: number, message: ServerMessage): void {
    this.send(seat, JSON.stringify(message));
  }
}

/**
 * The action in a client's message, checked for shape and for the sender's own seat.
 * Untrusted: the action is read once into a plain, flat object (`readAction`), and a
 * refusal echoes only that, or a quoted excerpt of the text, never the input itself (a
 * deeply nested or huge message would otherwise overflow the stack or the connection).
 */
function incomingAction(seat: number, text: string): { sent: unknown; action: Result<CoreAction> } {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { sent: quote(text), action: err('INVALID_ACTION', 'the message is not JSON') };
  }
  const { type, action } = (
    typeof message === 'object' && message !== null && !Array.isArray(message) ? message : {}
  ) as { type?: unknown; action?: unknown };
  if (type !== 'action') {
    return {
      sent: quote(text),
      action: err('INVALID_ACTION', 'expected { type: "action", action }'),
    };
  }
  const read = readAction(action);
  if (!read.ok) return { sent: quote(text), action: read };
  // A connection acts for its own seat only; `apply` checks the rest.
  if (read.value.seat !== seat) {
    const refused = err('INVALID_ACTION', `this connection plays seat ${seat}`, { path: ['seat'] });
    return { sent: read.value, action: refused };
  }
  return { sent: read.value, action: { ok: true, value: read.value as CoreAction } };
}
