import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { WebSocketServer } from 'ws';
import { MAX_MESSAGE_BYTES } from './protocol/clientMessage';
import { serverError } from './protocol/errorCodes';
import { openStore } from './storage/openStore';
import type { TableStore } from './storage/tableStore';
import type { GameLookup } from './table/gameLookup';
import { TableHub } from './table/tableHub';
import { isForwarded } from './transport/forward';
import { handleApi, refuse } from './transport/httpApi';
import { DEFAULT_LIMITS, type Limits } from './transport/limits';
import { handleSocket } from './transport/socketHandler';
import { serveStatic } from './transport/staticFiles';
import { TokenBucket } from './transport/tokenBucket';

/**
 * How to start a server. Games come in through `games` (the server imports none);
 * storage is `store`, else PostgreSQL at `db`, else the folder `data` (PGlite when it is
 * installed, else a journal file), else memory (see `openStore`).
 *
 * @example
 * const options: ServerOptions = { games: (id) => (id === 'skat' ? gameEntryOf(skatPlugin) : undefined), gameIds: ['skat'], data: './stich-data' };
 */
export interface ServerOptions {
  readonly games: GameLookup;
  /** The game ids `GET /api/games` lists. */
  readonly gameIds?: readonly string[];
  readonly store?: TableStore;
  /** A PostgreSQL URL (`postgres://...`). */
  readonly db?: string;
  /** A data folder: PGlite in `data/pglite`, or the journal `data/tables.jsonl`. */
  readonly data?: string;
  /** Address to listen on (default `127.0.0.1`). */
  readonly host?: string;
  /** Port (default 8080; 0 picks a free one). */
  readonly port?: number;
  /** A folder served at `/` (a browser client). */
  readonly staticDir?: string;
  /** Milliseconds a bot waits before acting (default 300). */
  readonly botDelayMs?: number;
  /**
   * Seconds a table may stand idle (no action, nobody connected) before it is closed and
   * leaves the lobby and memory (default 7200: two hours).
   */
  readonly idleSeconds?: number;
  /** Seconds a finished table stays in memory for a last look (default 600). */
  readonly finishedSeconds?: number;
  /** Milliseconds a table waits before it asks a failed store again (default 1000). */
  readonly storeRetryMs?: number;
  /**
   * With PostgreSQL (`db`): how long a table's lease lasts unless renewed, in
   * milliseconds (default 6000). When the instance that hosts a table dies, another takes
   * the table over once its lease has expired.
   */
  readonly leaseMs?: number;
  /** With PostgreSQL: how often the leases are renewed, in milliseconds (default 2000). */
  readonly leaseRenewMs?: number;
  /**
   * With PostgreSQL: the URL other instances reach this one at, to relay requests for the
   * tables it hosts (default: `http://host:port` as it listens; for `0.0.0.0` or `::`, the
   * machine's first external IPv4 address).
   */
  readonly instanceUrl?: string;
  readonly limits?: Partial<Limits>;
  /** Where notices go (default: stderr). */
  readonly log?: (line: string) => void;
}

/**
 * A running server.
 *
 * @example
 * console.log(`open ${server.url}`);
 * await server.close();
 */
export interface StichServer {
  /** `http://host:port`. */
  readonly url: string;
  readonly port: number;
  readonly hub: TableHub;
  /** Stops listening, closes every connection, waits for pending writes, closes the store. */
  close(): Promise<void>;
}

/**
 * The URL other instances reach this one at: the listening address, or for a wildcard
 * (`0.0.0.0`, `::`) the first external IPv4 address of the machine.
 */
function reachableUrl(host: string, port: number): string {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const address = wildcard ? (external ?? '127.0.0.1') : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** The client address of a request, for the HTTP rate limit. */
const addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? '?';

/**
 * Starts a server: opens (and migrates) the store, resumes every stored table that is not
 * over, then listens for HTTP (`/api/...`, the static folder) and WebSockets (`/ws`).
 * On PostgreSQL it shares the lobby and the tables with the other instances on the same
 * database (see `TableHub.share`): it resumes the tables nobody hosts after it listens.
 *
 * @example
 * const server = await createServer({ games, gameIds: ['skat'], port: 0 });
 * const res = await fetch(`${server.url}/api/tables`);
 */
export async function createServer(options: ServerOptions): Promise<StichServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const store = options.store ?? (await openStore(options));
  if (options.store === undefined) log(`store: ${store.label}`);
  const behaviour = {
    botDelayMs: options.botDelayMs ?? 300,
    storeRetryMs: options.storeRetryMs ?? 1000,
    log,
  };
  const hub = new TableHub(options.games, store, behaviour);
  if (store.shared === undefined) await hub.resume();

  const buckets = new Map<string, TokenBucket>();
  const sweep = setInterval(() => {
    for (const [address, bucket] of buckets) if (bucket.full()) buckets.delete(address);
  }, 60_000);
  sweep.unref();
  const expiry = {
    idleMs: (options.idleSeconds ?? 7200) * 1000,
    finishedMs: (options.finishedSeconds ?? 600) * 1000,
  };
  const expire = setInterval(
    () => void hub.expire(Date.now(), expiry).catch((e) => log(`expiry failed: ${String(e)}`)),
    Math.max(1000, Math.min(60_000, expiry.idleMs / 4, expiry.finishedMs / 4)),
  );
  expire.unref();

  /** Takes a token of the client address's bucket: HTTP requests and WebSocket upgrades. */
  const admit = (req: IncomingMessage) => {
    const address = addressOf(req);
    let bucket = buckets.get(address);
    if (bucket === undefined) {
      bucket = new TokenBucket(limits.httpPerSecond, limits.httpBurst);
      buckets.set(address, bucket);
    }
    return bucket.take();
  };

  const http = createHttpServer((req, res) => {
    if (!admit(req)) return refuse(res, serverError('RATE_LIMITED', 'too many requests'));
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const answer = async () => {
      if (path.startsWith('/api/')) {
        return handleApi(req, res, path, hub, options.gameIds ?? [], limits);
      }
      const served =
        req.method === 'GET' &&
        options.staticDir !== undefined &&
        (await serveStatic(options.staticDir, path, res));
      if (!served) refuse(res, serverError('NOT_FOUND', 'no such file'));
    };
    answer().catch((e: unknown) => {
      log(`request ${req.method} ${path} failed: ${String(e)}`);
      if (!res.headersSent) refuse(res, serverError('STORAGE', 'the request failed'));
      else res.destroy();
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  http.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/ws' || !admit(req)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => handleSocket(ws, hub, limits, isForwarded(req)));
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${port}`;
  let beating = false;
  const heartbeat = setInterval(() => {
    if (beating) return;
    beating = true;
    void hub
      .heartbeat()
      .catch((e) => log(`heartbeat failed: ${String(e)}`))
      .finally(() => {
        beating = false;
      });
  }, options.leaseRenewMs ?? 2000);
  heartbeat.unref();
  if (store.shared !== undefined) {
    const reachable = options.instanceUrl ?? reachableUrl(host, port);
    await hub.share({ url: reachable, leaseMs: options.leaseMs ?? 6000 });
    await hub.resume();
  }
  return {
    url,
    port,
    hub,
    async close() {
      clearInterval(sweep);
      clearInterval(expire);
      clearInterval(heartbeat);
      await hub.close();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
}
