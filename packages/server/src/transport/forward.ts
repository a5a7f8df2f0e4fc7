import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { WebSocket } from 'ws';

/**
 * The header an instance adds to what it forwards to the instance that hosts a table;
 * a request that has it is not forwarded again.
 *
 * @example
 * req.headers[FORWARDED_HEADER] === '1'; // came from another instance
 */
export const FORWARDED_HEADER = 'x-stich-forwarded';

/** Whether a request came from another instance. */
export const isForwarded = (req: IncomingMessage): boolean => req.headers[FORWARDED_HEADER] === '1';

/**
 * Passes an HTTP request on to the instance at `to` and its answer back; resolves to
 * false when that instance does not answer (nothing was written then).
 *
 * @example
 * if (!(await forwardRequest(req, res, lease.url))) refuse(res, moving);
 */
export function forwardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  to: string,
): Promise<boolean> {
  const target = new URL(req.url ?? '/', to);
  return new Promise((resolve) => {
    const upstream = request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, host: target.host, [FORWARDED_HEADER]: '1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => resolve(true));
        answer.on('error', () => {
          res.destroy();
          resolve(true);
        });
      },
    );
    upstream.on('error', () => resolve(res.headersSent));
    req.pipe(upstream);
  });
}

/**
 * A WebSocket to the instance that hosts a table, relaying one client's connection:
 * `send` passes a client's message on (queued until it opens); what the host sends goes
 * to `deliver`, and its close to `closed` (`answered` false: it never opened).
 *
 * @example
 * const relay = relaySocket(lease.url, (text) => ws.send(text), (code, why) => ws.close(code, why));
 */
export function relaySocket(
  to: string,
  deliver: (text: string) => void,
  closed: (code: number, reason: string, answered: boolean) => void,
): { send(text: string): void; close(): void } {
  const url = new URL('/ws', to);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const upstream = new WebSocket(url, { headers: { [FORWARDED_HEADER]: '1' } });
  const queue: string[] = [];
  let answered = false;
  upstream.on('open', () => {
    answered = true;
    for (const text of queue.splice(0)) upstream.send(text);
  });
  upstream.on('message', (data, isBinary) => {
    if (!isBinary) deliver(String(data));
  });
  upstream.on('close', (code, reason) => closed(code, String(reason), answered));
  upstream.on('error', () => upstream.terminate());
  return {
    send(text) {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else if (upstream.readyState === WebSocket.CONNECTING) queue.push(text);
    },
    close: () => upstream.close(),
  };
}
