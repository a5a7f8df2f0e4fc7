/**
 * A deep copy of plain data (arrays, plain objects, scalars), made field by field: a
 * good deal faster than `structuredClone` for the small objects a variant keeps in its
 * state. Anything else (a `Map`, a typed array, ...) is copied by `structuredClone`.
 *
 * @example
 * const copy = cloneData({ auction: { passed: [2, 0] } });
 * copy.auction.passed.push(1); // the original keeps [2, 0]
 */
export function cloneData<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneData(value[i]);
    return out as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++)
    out[keys[i]] = cloneData((value as Record<string, unknown>)[keys[i]]);
  return out as T;
}
