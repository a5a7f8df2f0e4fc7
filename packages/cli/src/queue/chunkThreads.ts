import { Worker } from 'node:worker_threads';
import type { ChunkData } from '../simulate/chunkRunner';
import type { SimulationPlan } from '../simulate/plan';
import type { PlanChunk, WorkerReply } from '../simulate/runChunks';
import { workerScript } from '../simulate/workerScript';

interface Thread {
  worker: Worker;
  /** Settles the chunk it plays, if any. */
  settle?: (reply: WorkerReply) => void;
}

/**
 * `n` simulation worker threads that play chunks of any plan, one chunk per thread at a
 * time; a chunk asked for while all are busy waits for the next free one. Playing off the
 * main thread keeps it free for the queue (BullMQ renews its job locks there). A thread
 * that dies fails its chunk and is replaced.
 *
 * @example
 * const threads = chunkThreads(2);
 * const data = await threads.play('sim-1', plan, 3);
 * await threads.close();
 */
export function chunkThreads(n: number): {
  play(key: string, plan: SimulationPlan, chunk: number): Promise<ChunkData>;
  close(): Promise<void>;
} {
  const script = workerScript();
  const idle: Thread[] = [];
  const all = new Set<Thread>();
  const waiting: ((t: Thread) => void)[] = [];

  const release = (t: Thread) => {
    const next = waiting.shift();
    if (next !== undefined) next(t);
    else idle.push(t);
  };

  const start = (): Thread => {
    const t: Thread = {
      worker: new Worker(script.url, { workerData: null, execArgv: script.execArgv }),
    };
    all.add(t);
    t.worker.on('message', (reply: WorkerReply) => {
      const settle = t.settle;
      t.settle = undefined;
      settle?.(reply);
      release(t);
    });
    const died = (why: string) => {
      if (!all.delete(t)) return;
      t.settle?.({ error: `the simulation thread stopped (${why})` });
      const i = idle.indexOf(t);
      if (i >= 0) idle.splice(i, 1);
      release(start());
    };
    t.worker.on('error', (e) => died(e.message));
    t.worker.on('exit', (code) => died(`exit code ${code}`));
    return t;
  };
  for (let i = 0; i < n; i++) idle.push(start());

  return {
    async play(key, plan, chunk) {
      const t = idle.pop() ?? (await new Promise<Thread>((resolve) => waiting.push(resolve)));
      const reply = await new Promise<WorkerReply>((resolve) => {
        t.settle = resolve;
        t.worker.postMessage({ key, plan, chunk } satisfies PlanChunk);
      });
      if ('error' in reply) throw new Error(reply.error);
      return reply.data;
    },
    async close() {
      const threads = [...all];
      all.clear();
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
