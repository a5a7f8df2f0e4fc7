/**
 * Whether two plain values (scalars, arrays, plain objects, as actions are) are equal
 * field by field, keys in the same order. For the kernel's cache of issued actions: a fresh decode equal to a
 * frozen copy made before may be answered with that copy.
 *
 * @example
 * samePlain({ type: 'play', seat: 1, card: 'HA' }, { type: 'play', seat: 1, card: 'HA' }); // true
 * samePlain({ cards: ['HA'] }, { cards: ['HK'] }); // false
 */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlain(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i];
    if (key !== keysB[i]) return false;
    if (!samePlain((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}
