import type { LineReader } from './lineReader';
import type { Table } from './table';
import { wordsOf } from './words';

/**
 * Asks for a move and reads the answer, trimmed and in lower case; `null` when the player
 * quits (`q`, `quit`, `exit`) or the input ends.
 *
 * @example
 * const text = await readMove(table, lines, 'number or card, q = quit'); // '3', or null
 */
export async function readMove(t: Table, lines: LineReader, hint: string): Promise<string | null> {
  t.out.write(wordsOf(t).yourMove(hint));
  const line = await lines.next();
  if (line === null) {
    t.out.write('\n');
    return null;
  }
  const text = line.trim().toLowerCase();
  return text === 'q' || text === 'quit' || text === 'exit' ? null : text;
}
