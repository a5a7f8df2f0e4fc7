// A simulation worker thread: builds the plan's tables once, then plays the chunks the
// main thread sends, one message each, and sends back their sums.
import { parentPort, workerData } from 'node:worker_threads';
import { chunkRunner } from './chunkRunner';
import type { SimulationPlan } from './plan';
import type { WorkerReply } from './runChunks';

const port = parentPort!;
let runner: ReturnType<typeof chunkRunner> | undefined;
port.on('message', (chunk: number) => {
  let reply: WorkerReply;
  try {
    runner ??= chunkRunner(workerData as SimulationPlan);
    reply = { chunk, data: runner.play(chunk) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
