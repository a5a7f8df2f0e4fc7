/**
 * The control characters no text of a request may hold: C0 (NUL, tab, newline ...), DEL
 * and C1. PostgreSQL cannot store NUL at all, and none of them belongs in a name.
 *
 * @example
 * CONTROL_CHARACTERS.test('Anna\u0000'); // true
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where the first control character of a JSON value is (in a string or a key): its path
 * and the character as `U+0000`; `undefined` when there is none.
 *
 * @example
 * controlCharacterAt({ name: 'A\u0000' }); // { path: ['name'], char: 'U+0000' }
 */
export function controlCharacterAt(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; char: string } | undefined {
  const found = (text: string, at: (string | number)[]) => {
    const m = CONTROL_CHARACTERS.exec(text);
    if (m === null) return undefined;
    const code = (m[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return { path: at, char: `U+${code}` };
  };
  if (typeof value === 'string') return found(value, path);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = controlCharacterAt(item, [...path, i]);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const hit = found(key, [...path, key]) ?? controlCharacterAt(item, [...path, key]);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}
