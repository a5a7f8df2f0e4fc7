// A simulation worker thread: plays the chunks it is sent, one message each, and sends back
// their sums. Started with a plan (`workerData`, `stich simulate`), it is sent chunk
// numbers; started without one (`stich worker`), it is sent `{ key, plan, chunk }` and keeps
// the tables of the last plan it saw.
import { parentPort, workerData } from 'node:worker_threads';
import { chunkRunner } from './chunkRunner';
import type { PlanChunk, WorkerReply } from './runChunks';

const port = parentPort!;
let runner: ReturnType<typeof chunkRunner> | undefined;
let runnerKey: string | undefined;
port.on('message', (message: number | PlanChunk) => {
  const chunk = typeof message === 'number' ? message : message.chunk;
  let reply: WorkerReply;
  try {
    if (typeof message === 'number') runner ??= chunkRunner(workerData);
    else if (message.key !== runnerKey) {
      runner = chunkRunner(message.plan);
      runnerKey = message.key;
    }
    reply = { chunk, data: runner!.play(chunk) };
  } catch (e) {
    reply = { error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
