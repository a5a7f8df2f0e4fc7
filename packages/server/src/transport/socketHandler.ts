import { quote } from '@stich/core/tools';
import type { WebSocket } from 'ws';
import { type ClientMessage, ClientMessageSchema } from '../protocol/clientMessage';
import { controlCharacterAt } from '../protocol/controlCharacter';
import { type ServerError, serverError } from '../protocol/errorCodes';
import type { HostedTable } from '../table/hostedTable';
import type { Sink } from '../table/messageStream';
import type { TableHub } from '../table/tableHub';
import { relaySocket } from './forward';
import type { Limits } from './limits';
import { TokenBucket } from './tokenBucket';
import { zodRefusal } from './zodRefusal';

/** Whether a close code may be sent (1005, 1006 and 1015 only report what happened). */
const sendable = (code: number) =>
  (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
  (code >= 3000 && code <= 4999);

/** How many chat lines a connection may send: one every two seconds, five in a burst. */
const CHAT_RATE = { perSecond: 0.5, burst: 5 } as const;

/**
 * Serves one WebSocket: binds it to a seat (`hello` with a token) or to a table's
 * spectators (`watch`), passes its actions to the table, and answers every refusal
 * with an `error` message. Untrusted input: nothing here throws, a flood is dropped and
 * then disconnected, and an action for another seat is refused unread. A table that
 * another instance hosts (see `TableHub.share`) is relayed to it, unless the connection
 * came `forwarded` from an instance already.
 *
 * @example
 * wss.on('connection', (ws) => handleSocket(ws, hub, DEFAULT_LIMITS));
 */
export function handleSocket(
  ws: WebSocket,
  hub: TableHub,
  limits: Limits,
  forwarded = false,
): void {
  const bucket = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
  const chatBucket = new TokenBucket(CHAT_RATE.perSecond, CHAT_RATE.burst);
  let drops = 0;
  let bound: { table: HostedTable; seat: number | null } | undefined;
  /** Set while a `hello` or `watch` is looked up: the messages that came meanwhile. */
  let waiting: string[] | undefined;
  let relay: { send(text: string): void; close(): void } | undefined;
  const sink: Sink = {
    send(text) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > limits.maxBufferedBytes) ws.terminate();
      else ws.send(text);
    },
    close: (code, reason) => ws.close(code, reason),
  };
  const refuse = (error: ServerError) => {
    const step = bound === undefined ? {} : { step: bound.table.step };
    sink.send(JSON.stringify({ type: 'error', ...error, ...step }));
  };

  ws.on('message', (data, isBinary) => {
    // A quiet spell (the bucket full again) forgives earlier drops.
    if (drops > 0 && bucket.full()) drops = 0;
    if (!bucket.take()) {
      drops++;
      if (drops === 1) refuse(serverError('RATE_LIMITED', 'too many messages; dropped'));
      if (drops >= limits.dropsBeforeClose) ws.close(1008, 'too many messages');
      return;
    }
    const text = isBinary ? '' : String(data);
    if (relay !== undefined) return relay.send(text);
    if (waiting !== undefined) {
      waiting.push(text);
      return;
    }
    handle(text);
  });

  /** Binds the connection to a seat or a table's spectators: here, or relayed to its host. */
  const bind = async (
    message: Extract<ClientMessage, { type: 'hello' | 'watch' }>,
    text: string,
  ) => {
    const found =
      message.type === 'hello'
        ? await hub.locateSeat(message.token)
        : await hub.locate(message.table);
    if (ws.readyState !== ws.OPEN) return;
    if (found === undefined) return refuse(serverError('BAD_TOKEN', 'unknown token'));
    if ('code' in found) return refuse(found);
    if ('owner' in found) {
      if (forwarded) {
        refuse(serverError('STORAGE', 'the table is moving to another instance; reconnect'));
        return ws.close(1013, 'the table is moving; reconnect');
      }
      relay = relaySocket(found.url, sink.send, (code, reason, answered) => {
        if (ws.readyState !== ws.OPEN) return;
        if (answered) ws.close(sendable(code) ? code : 1001, reason);
        else ws.close(1013, "the table's host does not answer; reconnect in a moment");
      });
      relay.send(text);
      return;
    }
    bound = 'seat' in found ? found : { table: found, seat: null };
    bound.table.attach(sink, bound.seat, message.lastSeq);
  };

  const handle = (text: string) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return refuse(serverError('BAD_JSON', `the message is not JSON: ${quote(text)}`));
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) return refuse(zodRefusal('BAD_MESSAGE', parsed.error));
    const message = parsed.data;
    if (message.type === 'hello' || message.type === 'watch') {
      if (bound !== undefined) {
        return refuse(serverError('BAD_MESSAGE', 'this connection is bound already'));
      }
      const queued: string[] = [];
      waiting = queued;
      void bind(message, text)
        .catch(() => refuse(serverError('STORAGE', 'the table could not be loaded')))
        .finally(() => {
          waiting = undefined;
          for (const later of queued) {
            if (relay !== undefined) relay.send(later);
            else handle(later);
          }
        });
      return;
    }
    if (bound === undefined) return refuse(serverError('HELLO_FIRST', 'send hello or watch first'));
    if (message.type === 'sync') return bound.table.sendFull(sink, bound.seat);
    const { seat, table } = bound;
    if (seat === null) return refuse(serverError('SPECTATOR', 'a spectator does not act'));
    if (message.type === 'next') return table.next(seat, message.deal);
    if (message.type === 'chat') {
      const control = controlCharacterAt(message.text, ['text']);
      if (control !== undefined) {
        const text = `the chat line holds the control character ${control.char}`;
        return refuse(serverError('CONTROL_CHARACTER', text, control.path));
      }
      if (!chatBucket.take()) {
        return refuse(serverError('RATE_LIMITED', 'too many chat lines; wait a little'));
      }
      return table.chat(seat, message.text);
    }
    if (message.action.seat !== seat) {
      return refuse(
        serverError('NOT_YOUR_SEAT', `this connection plays seat ${seat}`, ['action', 'seat']),
      );
    }
    void table.submit(seat, message.step, message.action).then((refusal) => {
      if (refusal !== undefined) refuse(refusal);
    });
  };
  ws.on('close', () => {
    bound?.table.detach(sink, bound.seat);
    relay?.close();
  });
  ws.on('error', () => ws.terminate());
}
