import { availableParallelism } from 'node:os';
import { parseCommandArgs, positiveInt } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { loadPlugin, sourceOf } from '../loadPlugin';
import { stopSignal } from '../stopSignal';
import { WORKER_USAGE } from '../usage';
import { readChunkJob, stichVersion } from './chunkJob';
import { chunkThreads } from './chunkThreads';
import { queuePackages } from './queuePackages';
import { parseQueueUrl } from './queueUrl';
import { connectionOf, QUEUE_NAME, reachRedis } from './reachRedis';
import { encodeTally } from './tallyJson';

/** How long a worker's hold on a chunk lasts without renewal (ms); renewed every half. */
export const DEFAULT_LOCK_MS = 10_000;
/** A chunk whose worker died this many times fails instead of going back to the queue. */
const MAX_STALLED = 2;

/**
 * `stich worker --queue redis://HOST:PORT [--variant GAME ...] [--threads N] [--lock-ms MS] [--queue-timeout S]`:
 * plays the chunks that `stich simulate --queue` puts on the queue, `--threads` at a time
 * (default: every core), until Ctrl-C (or SIGTERM), which lets the chunks under way finish
 * (a second Ctrl-C drops them; they go back to the queue). A chunk whose worker died goes
 * back to the queue once its lock has run out (`--lock-ms`, default 10 s). Logs a line per
 * chunk on stdout; a refused or failed chunk is one line on stderr, and the worker goes on.
 * `--variant` loads a game from a module or package, for plans of a game that is not built in.
 *
 * @example
 * await workerCommand(['--queue', 'redis://10.0.0.5:6379', '--threads', '8'], io);
 */
export async function workerCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('worker', args, {
    queue: { type: 'string' },
    variant: { type: 'string', multiple: true },
    threads: { type: 'string' },
    'lock-ms': { type: 'string' },
    'queue-timeout': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(WORKER_USAGE);
    return 0;
  }
  if (positionals.length > 0) throw usageError(`worker: unexpected argument '${positionals[0]}'`);
  if (values.queue === undefined) throw usageError('worker: --queue redis://HOST:PORT is missing');
  const target = parseQueueUrl(values.queue);
  for (const spec of values.variant ?? []) await loadPlugin(spec, io.cwd);
  const threads =
    values.threads === undefined
      ? availableParallelism()
      : positiveInt('--threads', values.threads);
  const lockMs =
    values['lock-ms'] === undefined ? DEFAULT_LOCK_MS : positiveInt('--lock-ms', values['lock-ms']);
  const timeoutMs = queueTimeoutMs(values['queue-timeout']);
  const { bullmq, ioredis } = await queuePackages('worker');
  const client = await reachRedis(target, timeoutMs, ioredis);
  const { Worker } = bullmq;
  const version = stichVersion();
  const pool = chunkThreads(threads);
  const log = (line: string) => io.stdout.write(`stich worker: ${line}\n`);
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const chunk = readChunkJob(job.data, version);
      const what = `run ${chunk.run} chunk ${chunk.chunk} of ${chunk.chunks}`;
      log(`${what} started`);
      const start = performance.now();
      // A variant from a module: the threads load this worker's copy of it.
      const source = sourceOf(chunk.plan.variant);
      const plan = source === undefined ? chunk.plan : { ...chunk.plan, source };
      const data = await pool.play(chunk.run, plan, chunk.chunk);
      log(`${what} done in ${((performance.now() - start) / 1000).toFixed(1)} s`);
      return encodeTally(data);
    },
    {
      connection: connectionOf(target),
      concurrency: threads,
      lockDuration: lockMs,
      stalledInterval: Math.max(1, Math.round(lockMs / 2)),
      maxStalledCount: MAX_STALLED,
    },
  );
  worker.on('failed', (job, e) => {
    io.stderr.write(`stich worker: job ${job?.id ?? '?'} failed: ${e.message}\n`);
  });
  let lastError = '';
  worker.on('error', (e) => {
    // Redis going away repeats its error on every reconnect: said once.
    if (e.message !== lastError) io.stderr.write(`stich worker: ${e.message} (retrying)\n`);
    lastError = e.message;
  });
  try {
    await worker.waitUntilReady();
    const s = threads === 1 ? '' : 's';
    log(
      `serving ${target.label} with ${threads} thread${s}; Ctrl-C stops after the chunks under way`,
    );
    await stopSignal();
    log('stopping after the chunks under way (Ctrl-C again drops them)');
    process.once('SIGINT', () => process.exit(130));
    await worker.close();
  } finally {
    await pool.close();
    await client.quit().catch(() => client.disconnect());
  }
  return 0;
}

/**
 * `--queue-timeout SECONDS`: how long to wait for Redis to answer (default 10).
 *
 * @example
 * queueTimeoutMs('2'); // 2000
 */
export function queueTimeoutMs(text: string | undefined): number {
  return 1000 * (text === undefined ? 10 : positiveInt('--queue-timeout', text));
}
