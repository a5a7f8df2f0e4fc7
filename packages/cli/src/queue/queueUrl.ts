import { usageError } from '../cliError';

/**
 * A Redis server from `--queue`: the URL as given (password included, for the client) and
 * a label for messages (password hidden).
 *
 * @example
 * const target: QueueTarget = { url: 'redis://:s3cret@10.0.0.5:6379', label: 'redis://:***@10.0.0.5:6379' };
 */
export interface QueueTarget {
  readonly url: string;
  readonly label: string;
}

/**
 * Reads `--queue URL`: `redis://[[USER]:PASSWORD@]HOST[:PORT][/DB]` (or `rediss://` for
 * TLS). Anything else is a usage error naming the option.
 *
 * @example
 * parseQueueUrl('redis://127.0.0.1:6379').label; // 'redis://127.0.0.1:6379'
 * parseQueueUrl('localhost:6379'); // throws: --queue must be a Redis URL ...
 */
export function parseQueueUrl(text: string): QueueTarget {
  const bad = (why: string) =>
    usageError(`--queue must be a Redis URL like redis://HOST:PORT (${why}), not '${text}'`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad('not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw bad(`the scheme is '${url.protocol.replace(/:$/, '')}'`);
  if (url.hostname === '') throw bad('no host');
  if (!/^(\/\d{0,2})?$/.test(url.pathname)) throw bad('the path must be a database number');
  if (url.search !== '' || url.hash !== '') throw bad('no query or fragment');
  const user = url.password !== '' ? `${url.username}:***@` : url.username !== '' ? '***@' : '';
  const path = url.pathname === '/' ? '' : url.pathname;
  return { url: text, label: `${url.protocol}//${user}${url.host}${path}` };
}
