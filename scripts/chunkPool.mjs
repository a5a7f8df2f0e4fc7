// Runs chunks of work in this thread or in a pool of worker threads, for the scripts.
import { Worker } from 'node:worker_threads';

/**
 * Runs every chunk (an array of deal numbers) and returns the rows, in completion order.
 * With one worker `play(chunk)` runs here; with more, each worker thread is the script
 * itself (`url`) started with `workerData`, answering a chunk with its rows. After each
 * chunk, `progress(rowsSoFar)` is called.
 */
export async function runChunks({ chunks, workers, url, workerData, play, progress }) {
  const rows = [];
  if (workers <= 1) {
    for (const chunk of chunks) {
      rows.push(...play(chunk));
      progress(rows.length);
    }
    return rows;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, () => {
      const w = new Worker(url, { workerData });
      return new Promise((resolve, reject) => {
        const feed = () => {
          if (next < chunks.length) w.postMessage(chunks[next++]);
          else w.terminate().then(resolve);
        };
        w.on('message', (done) => {
          rows.push(...done);
          progress(rows.length);
          feed();
        });
        w.on('error', reject);
        w.on('online', feed);
      });
    }),
  );
  return rows;
}
