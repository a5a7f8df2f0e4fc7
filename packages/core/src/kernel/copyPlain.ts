/**
 * A deep copy of plain data (arrays, plain objects and scalars), for what the kernel and
 * the facades hand out: views, legal actions, outcomes and records then never share an
 * object with a game state or a module constant. Faster than `structuredClone` for the
 * small trees it copies; class instances and functions are kept as they are.
 *
 * @example
 * const view = copyPlain(rules.view(state, 0));
 * view.extra.contract.game = 'N'; // changes the copy only
 */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyField(value[i]);
    return out as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++)
    out[keys[i]] = copyField((value as Record<string, unknown>)[keys[i]]);
  return out as T;
}

/** A field's copy: scalars (most fields of an action or a view) without a call. */
function copyField(value: unknown): unknown {
  return typeof value !== 'object' || value === null ? value : copyPlain(value);
}

/**
 * Freezes plain data deeply (plain objects and arrays; other objects are left alone) and
 * returns it: for what the kernel hands out and later trusts by identity.
 *
 * @example
 * const action = freezePlain({ type: 'discard', seat: 0, cards: ['HA', 'S7'] });
 * Object.isFrozen(action.cards); // true
 */
export function freezePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    if (typeof fields[key] === 'object' && fields[key] !== null) freezePlain(fields[key]);
  }
  return Object.freeze(value);
}
