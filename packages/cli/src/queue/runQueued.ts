import { fileURLToPath } from 'node:url';
import type { Queue, QueueEvents } from 'bullmq';
import { CliError } from '../cliError';
import type { Writer } from '../io';
import { chunksOf, type SimulationPlan } from '../simulate/plan';
import type { Tally } from '../simulate/tally';
import { type ChunkJob, fixChunks, JOB_FORMAT, jobIdOf, runIdOf, stichVersion } from './chunkJob';
import { ChunkMerger } from './chunkMerger';
import { queuePackages } from './queuePackages';
import type { QueueTarget } from './queueUrl';
import { connectionOf, QUEUE_NAME, reachRedis, watchRedis } from './reachRedis';
import { decodeTally, type TallyJson } from './tallyJson';

/**
 * Look at every chunk not yet reported this often (ms), and when Redis is back after a
 * drop, in case an event was missed.
 */
const SWEEP_MS = 300_000;
/** Jobs added or read per round trip. */
const BATCH = 500;

/**
 * How a coordinator runs: the Redis server, how long to wait for it (at the start, and
 * when the connection drops), where to say what it does, and the progress callback.
 *
 * @example
 * const how: QueuedRun = { target, timeoutMs: 10_000, log: io.stderr };
 */
export interface QueuedRun {
  readonly target: QueueTarget;
  readonly timeoutMs: number;
  readonly log: Writer;
  readonly onProgress?: (done: number, total: number) => void;
  /** With `plan.dealsOut`: is given each chunk's deal lines, in chunk order. */
  readonly onDeals?: (lines: string) => void;
}

/**
 * Plays a plan's chunks on `stich worker` processes through a BullMQ queue on Redis and
 * merges their sums in chunk order, so the tally equals a local run's. Each chunk is a
 * job whose id is the run id and the chunk index: a chunk retried after a worker died
 * still gives one result, and a coordinator started again on the same plan takes the
 * chunks already done from Redis (and queues failed ones afresh) instead of playing them
 * again. Once every chunk is merged, the run's jobs are removed.
 *
 * @example
 * const tally = await runQueued(plan, { target: parseQueueUrl('redis://127.0.0.1:6379'), timeoutMs: 10_000, log: io.stderr });
 */
export async function runQueued(plan: SimulationPlan, how: QueuedRun): Promise<Tally> {
  const fixed = fixChunks(plan);
  const { size, count } = chunksOf(fixed);
  const version = stichVersion();
  const run = runIdOf(fixed, version);
  const { bullmq, ioredis } = await queuePackages('simulate: --queue');
  const client = await reachRedis(how.target, how.timeoutMs, ioredis);
  const { Queue, QueueEvents } = bullmq;
  const connection = connectionOf(how.target);
  const queue = new Queue(QUEUE_NAME, { connection });
  // Its blocking reads end every 2 s (BullMQ's default is 10 s), so that a coordinator
  // that lost Redis exits soon after saying so.
  const events = new QueueEvents(QUEUE_NAME, { connection, blockingTimeout: 2000 });
  // Connection errors repeat while Redis is away; watchRedis below reports a lasting loss.
  queue.on('error', () => {});
  events.on('error', () => {});
  const merger = new ChunkMerger(fixed.sets.length, count, how.onDeals);
  let stopWatching = () => {};
  try {
    let done = 0;
    let settle: (error?: CliError) => void = () => {};
    const finished = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    const chunkOf = (jobId: string | undefined) =>
      jobId?.startsWith(`${run}.`) ? Number(jobId.slice(run.length + 1)) : -1;
    const accept = (chunk: number, value: TallyJson) => {
      if (!(chunk >= 0 && chunk < count) || merger.has(chunk)) return;
      merger.add(chunk, decodeTally(value));
      done += Math.min(size, fixed.count - chunk * size);
      how.onProgress?.(done, fixed.count);
      if (done === fixed.count) settle();
    };
    const fail = (chunk: number, reason: string) =>
      settle(new CliError(`chunk ${chunk} of run ${run} failed on a worker: ${reason}`));
    events.on('completed', ({ jobId, returnvalue }) => {
      accept(chunkOf(jobId), returnvalue as unknown as TallyJson);
    });
    events.on('failed', ({ jobId, failedReason }) => {
      const chunk = chunkOf(jobId);
      if (chunk >= 0) fail(chunk, failedReason);
    });
    const lost = () =>
      settle(
        new CliError(
          `lost Redis at ${how.target.label} for ${how.timeoutMs / 1000} s; run the same command again to resume run ${run}`,
        ),
      );
    let resweep = () => {};
    stopWatching = watchRedis(client, how.timeoutMs, lost, () => resweep());
    await Promise.race([Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), finished]);

    // Takes the chunks done in Redis and queues the chunks that have no job: all of them
    // in a new run; after a Redis restart, those it forgot. A failed chunk ends the run,
    // except at the start (a coordinator started again), where it is queued afresh.
    let before = 0;
    const sweep = async (start: boolean) => {
      for (const chunks of batches(merger.missing())) {
        const jobs = await Promise.all(chunks.map((c) => queue.getJob(jobIdOf(run, c))));
        const states = await Promise.all(jobs.map((job) => job?.getState()));
        const add: number[] = [];
        for (const [i, job] of jobs.entries()) {
          const chunk = chunks[i];
          if (job === undefined) add.push(chunk);
          else if (states[i] === 'completed') {
            accept(chunk, job.returnvalue as TallyJson);
            if (start) before++;
          } else if (states[i] === 'failed' && !start) fail(chunk, job.failedReason);
          else if (states[i] === 'failed') {
            await job.remove();
            add.push(chunk);
          }
        }
        if (add.length > 0)
          await queue.addBulk(add.map((chunk) => chunkJob(run, version, fixed, chunk, count)));
      }
    };
    await sweep(true);
    how.log.write(
      `stich: run ${run}: ${count} chunks on ${how.target.label}` +
        `${before > 0 ? ` (${before} done before)` : ''}; ` +
        `workers: stich worker${variantFlag(plan)} --queue ${how.target.label}\n`,
    );
    resweep = () => void sweep(false).catch(() => {});
    const timer = setInterval(resweep, SWEEP_MS);
    try {
      await finished;
    } finally {
      clearInterval(timer);
    }
    for (const chunks of batches(Array.from({ length: count }, (_, c) => c)))
      await Promise.all(chunks.map((c) => queue.remove(jobIdOf(run, c))));
  } finally {
    stopWatching();
    await closeAll(events, queue, client);
  }
  return merger.tally;
}

/** The BullMQ job of a chunk: kept after it completes (its value is the result), one attempt. */
function chunkJob(
  run: string,
  version: string,
  plan: SimulationPlan,
  chunk: number,
  chunks: number,
) {
  const data: ChunkJob = { format: JOB_FORMAT, version, run, plan, chunk, chunks };
  return {
    name: 'chunk',
    data,
    opts: { jobId: jobIdOf(run, chunk), attempts: 1, removeOnComplete: false, removeOnFail: false },
  };
}

function batches<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) =>
    items.slice(i * BATCH, (i + 1) * BATCH),
  );
}

/** Closes the queue's connections; when Redis is gone, drops them instead of waiting. */
async function closeAll(
  events: QueueEvents,
  queue: Queue,
  client: { status: string; quit(): Promise<unknown>; disconnect(): void },
): Promise<void> {
  if (client.status === 'ready') {
    await Promise.allSettled([events.close(), queue.close(), client.quit()]);
    return;
  }
  client.disconnect();
  const dropped = Promise.allSettled([events.disconnect(), queue.disconnect()]);
  await Promise.race([dropped, sleep(1000)]);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** The `--variant` a worker needs for a plan's game that is not built in (its module, as a path). */
function variantFlag(plan: SimulationPlan): string {
  if (plan.source === undefined) return '';
  const where = plan.source.startsWith('file:') ? fileURLToPath(plan.source) : plan.source;
  return ` --variant ${where}`;
}
