/**
 * How many characters of bad input an error message quotes at most.
 *
 * @example
 * quote('X'.repeat(100)).startsWith(`'${'X'.repeat(QUOTE_LIMIT)}…'`); // true
 */
export const QUOTE_LIMIT = 60;

/**
 * Quotes bad input for an error message: `'text'`, cut to {@link QUOTE_LIMIT} characters
 * with an ellipsis and the full length, so a 5 MB card name gives a short message.
 * Never throws, whatever the value.
 *
 * @example
 * import { quote } from '@stich/core/tools';
 *
 * quote('HA'); // "'HA'"
 * quote('X'.repeat(5e6)); // "'XXXX…' (5000000 characters)"
 */
export function quote(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : String(value);
  } catch {
    text = typeof value;
  }
  if (text.length <= QUOTE_LIMIT) return `'${text}'`;
  return `'${text.slice(0, QUOTE_LIMIT)}…' (${text.length} characters)`;
}
