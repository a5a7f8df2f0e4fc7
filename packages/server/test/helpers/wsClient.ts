import WebSocket from 'ws';
import type { ServerMessage } from '../../src/index';

/** A test client: every message it received, and a way to wait for one. */
export interface TestClient {
  readonly messages: ServerMessage[];
  readonly ws: WebSocket;
  send(message: unknown): void;
  sendText(text: string): void;
  /** Resolves with the first message (from index `from`) that `match` accepts. */
  next(
    match: (m: ServerMessage) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<ServerMessage>;
  closed: Promise<number>;
  close(): Promise<void>;
}

export async function connect(url: string): Promise<TestClient> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    for (const w of waiters) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client: TestClient = {
    messages,
    ws,
    closed,
    send: (m) => ws.send(JSON.stringify(m)),
    sendText: (t) => ws.send(t),
    next(match, from = 0, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (found === undefined) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages.slice(from).map((m) => m.type))}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return client;
}

/** POSTs JSON, resolves with the status and the parsed body. */
// biome-ignore lint/suspicious/noExplicitAny: the tests read reply fields freely
export async function post(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** The latest view message in a client's messages. */
export function lastView(client: TestClient) {
  return [...client.messages].reverse().find((m) => m.type === 'view') as
    | Extract<ServerMessage, { type: 'view' }>
    | undefined;
}
