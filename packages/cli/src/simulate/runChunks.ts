import { Worker } from 'node:worker_threads';
import { CliError } from '../cliError';
import { type ChunkData, chunkRunner } from './chunkRunner';
import { loadMeasures } from './measures';
import { chunksOf, type SimulationPlan } from './plan';
import { Tally } from './tally';
import { workerScript } from './workerScript';

/**
 * A message from a simulation worker: a chunk's sums, or why it failed.
 *
 * @example
 * const reply: WorkerReply = { chunk: 3, data };
 */
export type WorkerReply = { chunk: number; data: ChunkData } | { error: string };

/**
 * A chunk of any plan, for a worker thread started without one (`stich worker`): `key`
 * names the plan, so the thread builds its tables once per plan.
 *
 * @example
 * const message: PlanChunk = { key: 'run-1', plan, chunk: 3 };
 */
export interface PlanChunk {
  readonly key: string;
  readonly plan: SimulationPlan;
  readonly chunk: number;
}

/**
 * What {@link runChunks} played: the merged sums, and how many units (deals or
 * sessions) they cover, all of the plan's unless it was stopped.
 *
 * @example
 * const { tally, units } = await runChunks(plan, 2);
 */
export interface ChunksPlayed {
  readonly tally: Tally;
  readonly units: number;
}

/**
 * Plays every chunk of a plan and merges the sums in chunk order, so the result is the
 * same for any number of workers. `workers` threads share the chunks: this thread and
 * `workers - 1` worker threads, each taking the next chunk from a shared queue (one
 * worker, or one chunk: everything runs here). `onChunk(done, total)` is told as chunks
 * finish, in units (deals or sessions). Once `stop` aborts, no chunk is started; the
 * chunks under way finish, and the sums are those of the chunks done from the first on
 * (the same as a plan with that many units).
 *
 * @example
 * const { tally } = await runChunks(plan, 2, (done, total) => bar.update(done, total));
 */
export async function runChunks(
  plan: SimulationPlan,
  workers: number,
  onChunk: (done: number, total: number) => void = () => {},
  stop?: AbortSignal,
  onDeals?: (lines: string) => void,
): Promise<ChunksPlayed> {
  const { size, count } = chunksOf(plan);
  const results: (ChunkData | undefined)[] = new Array(count);
  const tally = new Tally(plan.sets.length);
  let merged = 0;
  let done = 0;
  let next = 0;
  // Merged (and their lines handed on) in chunk order as soon as the chunks before are in.
  const finished = (chunk: number, data: ChunkData) => {
    results[chunk] = data;
    for (let d = results[merged]; d !== undefined; d = results[merged]) {
      tally.merge(d);
      if (d.dealLines !== undefined) onDeals?.(d.dealLines);
      results[merged++] = undefined;
    }
    done += Math.min(size, plan.count - chunk * size);
    onChunk(done, plan.count);
  };
  const take = () => (next < count && stop?.aborted !== true ? next++ : -1);
  const pool = startWorkers(plan, Math.min(workers, count) - 1, take, finished);
  try {
    await loadMeasures(plan.measures);
    const runner = chunkRunner(plan);
    for (let c = take(); c >= 0; c = take()) {
      finished(c, runner.play(c));
      // Let the workers' results and a stop signal in, and hand the workers their next chunks.
      if (pool.size > 0 || stop !== undefined)
        await new Promise((resolve) => setImmediate(resolve));
    }
    // Workers still starting (or waiting) when the queue ran dry have nothing to do.
    pool.releaseIdle();
    await pool.done;
  } finally {
    pool.stop();
  }
  return { tally, units: Math.min(plan.count, merged * size) };
}

/**
 * Starts `n` worker threads that take chunks with `take` (two at a time, so that one
 * waits while the other plays) until it gives -1; `done` settles when they have sent
 * back every chunk they took. `releaseIdle()` retires the workers with nothing queued
 * (call it once the queue is empty).
 */
function startWorkers(
  plan: SimulationPlan,
  n: number,
  take: () => number,
  finished: (chunk: number, data: ChunkData) => void,
): { size: number; done: Promise<void>; releaseIdle(): void; stop(): void } {
  const pool: Worker[] = [];
  if (n <= 0) return { size: 0, done: Promise.resolve(), releaseIdle() {}, stop() {} };
  const script = workerScript();
  const retirers: (() => void)[] = [];
  const done = new Promise<void>((resolve, reject) => {
    let open = n;
    for (let i = 0; i < n; i++) {
      const w = new Worker(script.url, { workerData: plan, execArgv: script.execArgv });
      pool.push(w);
      let queued = 0;
      let retired = false;
      const feed = () => {
        const c = take();
        if (c < 0) return;
        queued++;
        w.postMessage(c);
      };
      // A worker retires once it has nothing queued and the queue is empty.
      const retireIfIdle = () => {
        if (queued > 0 || retired) return;
        retired = true;
        if (--open === 0) resolve();
      };
      retirers.push(retireIfIdle);
      w.on('online', () => {
        feed();
        feed();
        retireIfIdle();
      });
      w.on('message', (reply: WorkerReply) => {
        if ('error' in reply)
          return reject(new CliError(`simulation worker failed: ${reply.error}`));
        queued--;
        finished(reply.chunk, reply.data);
        feed();
        retireIfIdle();
      });
      w.on('error', (e) => reject(new CliError(`simulation worker failed: ${e.message}`)));
      w.on('exit', (code) => {
        if (!retired) reject(new CliError(`simulation worker stopped (exit code ${code})`));
      });
    }
  });
  // Failures surface where `done` is awaited, not as an unhandled rejection before that.
  done.catch(() => {});
  return {
    size: n,
    done,
    releaseIdle() {
      for (const retire of retirers) retire();
    },
    stop() {
      for (const w of pool) void w.terminate();
    },
  };
}
