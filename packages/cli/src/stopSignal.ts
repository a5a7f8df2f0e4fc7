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

/**
 * An `AbortSignal` that aborts on the first SIGINT (Ctrl-C) or SIGTERM, with the
 * signal's name as its reason, and then stops listening: a second Ctrl-C ends the
 * process at once, as if nobody listened. `dispose()` stops listening before that.
 *
 * @example
 * const stop = stopOnSignal();
 * try { await runSimulation(plan, { stop: stop.signal }); } finally { stop.dispose(); }
 */
export function stopOnSignal(): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const listeners = STOP_SIGNALS.map((name) => {
    const listener = () => {
      dispose();
      controller.abort(name);
    };
    return [name, listener] as const;
  });
  const dispose = () => {
    for (const [name, listener] of listeners) process.off(name, listener);
  };
  for (const [name, listener] of listeners) process.on(name, listener);
  return { signal: controller.signal, dispose };
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * The exit code of a command stopped by a signal: 128 plus the signal's number (130 for
 * SIGINT, 143 for SIGTERM), as shells report it; 130 for any other reason.
 *
 * @example
 * stoppedExitCode('SIGTERM'); // 143
 */
export function stoppedExitCode(reason: unknown): number {
  return reason === 'SIGTERM' ? 128 + 15 : 128 + 2;
}
