/**
 * A deep copy of plain data (arrays, plain objects and scalars), for what the kernel and
 * the facades hand out: views, legal actions, outcomes and records then never share an
 * object with a game state or a module constant. Faster than `structuredClone` for the
 * small trees it copies; class instances and functions are kept as they are.
 *
 * With `freeze`, the copy's objects and arrays are frozen too (the kernel's legal actions,
 * which it later trusts by identity).
 *
 * @typeParam T - the value's type (kept)
 * @example
 * const view = copyPlain(rules.view(state, 0));
 * view.extra.contract.game = 'N'; // changes the copy only
 * Object.isFrozen(copyPlain({ cards: ['HA'] }, true).cards); // true
 */
export function copyPlain<T>(value: T, freeze = false): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyField(value[i], freeze);
    return (freeze ? Object.freeze(out) : out) as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++)
    out[keys[i]] = copyField((value as Record<string, unknown>)[keys[i]], freeze);
  return (freeze ? Object.freeze(out) : out) as T;
}

/** A field's copy: scalars (most fields of an action or a view) without a call. */
function copyField(value: unknown, freeze: boolean): unknown {
  return typeof value !== 'object' || value === null ? value : copyPlain(value, freeze);
}
