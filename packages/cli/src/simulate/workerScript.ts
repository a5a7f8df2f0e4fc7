/**
 * The worker thread's script and node flags. Built, it is `simulateWorker.js` beside the
 * bundle. Run from the TypeScript sources (tests), it is `simulateWorker.ts`, loaded
 * through `sourceLoader.mjs`, which compiles the sources as node imports them.
 *
 * @example
 * new Worker(workerScript().url, { execArgv: workerScript().execArgv });
 */
export function workerScript(): { url: URL; execArgv?: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { url: new URL('./simulateWorker.js', here) };
  return {
    url: new URL('./simulateWorker.ts', here),
    execArgv: ['--import', new URL('./sourceLoader.mjs', here).href],
  };
}
