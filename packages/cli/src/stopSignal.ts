/**
 * Resolves on the first SIGINT (Ctrl-C) or SIGTERM, and stops listening for both: how a
 * long-running command (`stich serve`, `stich worker`) waits to shut down cleanly.
 *
 * @example
 * await stopSignal();
 * await server.close();
 */
export function stopSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
