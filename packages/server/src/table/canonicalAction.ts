/**
 * A flat action as text with its keys sorted and `undefined` fields left out, so two
 * spellings of the same action compare equal.
 *
 * @example
 * canonicalAction({ seat: 0, type: 'play', card: 'CJ' }) === canonicalAction({ type: 'play', card: 'CJ', seat: 0 }); // true
 */
export function canonicalAction(action: object): string {
  const entries = Object.entries(action)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
