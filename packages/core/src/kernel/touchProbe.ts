/**
 * A stand-in for `target` that notes whether anything touched it: every read, check
 * or write goes through to `target` and sets `touched`. The kernel decodes an action
 * through one to learn whether the decode read the state (see `legalActions`).
 *
 * @example
 * const probe = touchProbe(state);
 * phase.decode(ctx, probe.target, seat, code);
 * probe.touched(); // false: the action depends on the seat and code only
 */
export function touchProbe<T extends object>(target: T): { target: T; touched(): boolean } {
  let touched = false;
  const handler: ProxyHandler<T> = {};
  for (const trap of TRAPS) {
    (handler as Record<string, unknown>)[trap] = (...args: unknown[]) => {
      touched = true;
      return (Reflect[trap] as (...a: unknown[]) => unknown)(...args);
    };
  }
  return { target: new Proxy(target, handler), touched: () => touched };
}

/** Every trap of an ordinary object: each one passes through and marks the probe touched. */
const TRAPS = [
  'get',
  'set',
  'has',
  'ownKeys',
  'getOwnPropertyDescriptor',
  'defineProperty',
  'deleteProperty',
  'getPrototypeOf',
  'setPrototypeOf',
  'isExtensible',
  'preventExtensions',
] as const;
