/**
 * A list of listeners. A listener that throws does not stop the others; inside
 * `deferErrors`, the first error is thrown again once the wrapped call has finished (so an
 * action is fully applied before its caller sees a listener's error); outside, it is
 * thrown at once.
 *
 * @typeParam E - the events it emits
 * @example
 * const events = createEmitter<string>();
 * const stop = events.subscribe((e) => console.log(e));
 * events.deferErrors(() => events.emit('hello'));
 * stop();
 */
export function createEmitter<E>(): {
  /** Calls every listener with `event`, in the order they subscribed. */
  emit(event: E): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: (event: E) => void): () => void;
  /**
   * Runs `run`, holding back a listener's error until it has returned.
   *
   * @typeParam T - what `run` returns
   */
  deferErrors<T>(run: () => T): T;
} {
  const listeners = new Set<(event: E) => void>();
  let deferring = false;
  let failure: { error: unknown } | undefined;
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          if (!deferring) throw error;
          failure ??= { error };
        }
      }
    },
    subscribe(listener) {
      const own = (event: E) => listener(event);
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
    deferErrors(run) {
      const outer = deferring;
      deferring = true;
      let value: ReturnType<typeof run>;
      try {
        value = run();
      } finally {
        deferring = outer;
      }
      const f = failure;
      if (!outer && f !== undefined) {
        failure = undefined;
        throw f.error;
      }
      return value;
    },
  };
}
