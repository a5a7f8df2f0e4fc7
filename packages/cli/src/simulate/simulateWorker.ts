// A simulation worker thread: plays the chunks it is sent, one message each, and sends back
// their sums. Started with a plan (`workerData`, `stich simulate`), it is sent chunk
// numbers; started without one (`stich worker`), it is sent `{ key, plan, chunk }` and keeps
// the tables of the last plan it saw. A plan's variant from a module is loaded first, from
// the plan's `source`, so every thread plays the same game.
import { parentPort, workerData } from 'node:worker_threads';
import { loadPlanVariant } from '../loadPlugin';
import { chunkRunner } from './chunkRunner';
import { loadMeasures } from './measures';
import type { SimulationPlan } from './plan';
import type { PlanChunk, WorkerReply } from './runChunks';

const port = parentPort!;
let runner: ReturnType<typeof chunkRunner> | undefined;
let runnerKey: string | undefined;

/** Plays one chunk and replies; a failure is the reply's error. */
async function handle(message: number | PlanChunk): Promise<void> {
  const chunk = typeof message === 'number' ? message : message.chunk;
  let reply: WorkerReply;
  try {
    if (typeof message === 'number') {
      if (runner === undefined) {
        await loadPlanVariant(workerData as SimulationPlan);
        await loadMeasures((workerData as SimulationPlan).measures);
        runner = chunkRunner(workerData);
      }
    } else if (message.key !== runnerKey) {
      await loadPlanVariant(message.plan);
      await loadMeasures(message.plan.measures);
      runner = chunkRunner(message.plan);
      runnerKey = message.key;
    }
    reply = { chunk, data: runner!.play(chunk) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
}

// Messages are handled one after another, in the order they came.
let queue = Promise.resolve();
port.on('message', (message: number | PlanChunk) => {
  queue = queue.then(() => handle(message));
});
