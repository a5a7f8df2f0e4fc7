/**
 * Whether two values are equal as JSON: the same after a JSON round trip, whatever the
 * key order. Used to check a recorded outcome against the replayed one.
 *
 * @example
 * sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }); // true
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return equal(toJson(a), toJson(b));
}

function toJson(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((item, i) => equal(item, bs[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const bo = b as Record<string, unknown>;
  return (
    ka.length === kb.length &&
    ka.every((k) => k in bo && equal((a as Record<string, unknown>)[k], bo[k]))
  );
}
