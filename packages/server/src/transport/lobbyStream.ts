import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TableHub } from '../table/tableHub';

/** Seconds between the comments that keep an idle stream open through proxies. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Answers `GET /api/tables/events`: a server-sent event stream with one event per lobby
 * change (of every instance on a shared PostgreSQL), named after the change, whose data
 * is `{"table": id, "change": ...}`. A client reads the lobby page again when it gets one.
 *
 * @example
 * if (path === '/api/tables/events') return streamLobby(req, res, hub);
 */
export function streamLobby(req: IncomingMessage, res: ServerResponse, hub: TableHub): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  res.write(': the lobby changes\n\n');
  const stop = hub.onLobby(({ table, change }) => {
    res.write(`event: ${change}\ndata: ${JSON.stringify({ table, change })}\n\n`);
  });
  const keepAlive = setInterval(() => res.write(': still here\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  const end = () => {
    stop();
    clearInterval(keepAlive);
  };
  req.on('close', end);
  res.on('close', end);
}
