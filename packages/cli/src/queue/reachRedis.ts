import type { Redis } from 'ioredis';
import { CliError } from '../cliError';
import type { QueuePackages } from './queuePackages';
import type { QueueTarget } from './queueUrl';

/**
 * The BullMQ queue every coordinator and worker uses; runs are told apart by their id.
 *
 * @example
 * new Queue(QUEUE_NAME, { connection: connectionOf(target) });
 */
export const QUEUE_NAME = 'stich-simulate';

/** Reconnect every this many ms while Redis is away. */
const RETRY_MS = 500;

/**
 * BullMQ connection options for a target: BullMQ opens its own connections from them and
 * keeps reconnecting while Redis is away (commands wait instead of failing).
 *
 * @example
 * new Worker(QUEUE_NAME, processor, { connection: connectionOf(target) });
 */
export function connectionOf(target: QueueTarget): {
  url: string;
  maxRetriesPerRequest: null;
  retryStrategy: () => number;
} {
  return { url: target.url, maxRetriesPerRequest: null, retryStrategy: () => RETRY_MS };
}

/**
 * Connects to Redis and waits for it to answer, at most `timeoutMs`: a client that keeps
 * reconnecting, or a {@link CliError} naming the server and the last connection error.
 *
 * @example
 * const { ioredis } = await queuePackages('worker');
 * const client = await reachRedis(parseQueueUrl('redis://127.0.0.1:6379'), 10_000, ioredis);
 * client.status; // 'ready'
 */
export async function reachRedis(
  target: QueueTarget,
  timeoutMs: number,
  { Redis }: QueuePackages['ioredis'],
): Promise<Redis> {
  const client = new Redis(target.url, connectionOf(target));
  let lastError = 'no answer';
  client.on('error', (e: Error) => {
    lastError = e.message;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const answer = await Promise.race([client.ping().catch((e: Error) => e), late]);
    if (answer === 'PONG') return client;
    const why = answer instanceof Error ? answer.message : lastError;
    client.disconnect();
    throw new CliError(
      `cannot reach Redis at ${target.label} within ${timeoutMs / 1000} s (${why})`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls `lost()` once when the client has not been connected for `timeoutMs` in a row,
 * and `back()` (if given) whenever it is connected again after a drop. Returns the
 * function that stops watching.
 *
 * @example
 * const stop = watchRedis(client, 10_000, () => reject(new CliError('lost Redis')));
 */
export function watchRedis(
  client: Redis,
  timeoutMs: number,
  lost: () => void,
  back: () => void = () => {},
): () => void {
  let since: number | undefined;
  const timer = setInterval(() => {
    if (client.status === 'ready') {
      if (since !== undefined) back();
      since = undefined;
    } else if (since === undefined) since = Date.now();
    else if (Date.now() - since >= timeoutMs) {
      clearInterval(timer);
      lost();
    }
  }, 250);
  return () => clearInterval(timer);
}
