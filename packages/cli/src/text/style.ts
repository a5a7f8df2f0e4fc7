/**
 * ANSI styles the CLI uses; each returns the text unchanged when colour is off.
 *
 * @example
 * const s: Style = style(io.color === true);
 * s.bold('Partie over.');
 */
export interface Style {
  red(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const wrap = (open: number, close: number) => (text: string) =>
  `\x1b[${open}m${text}\x1b[${close}m`;

/**
 * Plain ANSI escapes, or none.
 *
 * @example
 * style(true).red('♥A'); // '\x1b[31m♥A\x1b[39m'
 */
export function style(color: boolean): Style {
  if (!color) return { red: (t) => t, bold: (t) => t, dim: (t) => t };
  return { red: wrap(31, 39), bold: wrap(1, 22), dim: wrap(2, 22) };
}

/**
 * The visible width of a text (ANSI escapes do not count).
 *
 * @example
 * visibleWidth('\x1b[31m♥A\x1b[39m'); // 2
 */
export function visibleWidth(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes start with ESC
  return text.replace(/\x1b\[[0-9;]*m/g, '').length;
}

/**
 * Pads a text on the right to a visible width.
 *
 * @example
 * padEnd('ab', 4); // 'ab  '
 */
export function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - visibleWidth(text)));
}

/**
 * Pads a text on the left to a visible width.
 *
 * @example
 * padStart('7', 3); // '  7'
 */
export function padStart(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - visibleWidth(text))) + text;
}
