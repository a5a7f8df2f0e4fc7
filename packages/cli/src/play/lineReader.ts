import { createInterface, type Interface } from 'node:readline/promises';
import { Readable } from 'node:stream';

/**
 * Reads a player's answers line by line with Node's `readline`, on demand, so the CLI
 * waits for a move without running ahead of the game. Lines typed early wait their turn.
 *
 * @example
 * const lines = new LineReader(io.stdin);
 * const answer = await lines.next(); // null at the end of input
 */
export class LineReader {
  private readonly rl: Interface;
  private readonly lines: AsyncIterator<string>;

  constructor(input: AsyncIterable<string | Uint8Array>) {
    // `crlfDelay: Infinity` reads '\r\n' as one line break, wherever the chunks split it.
    this.rl = createInterface({ input: Readable.from(input), crlfDelay: Number.POSITIVE_INFINITY });
    this.lines = this.rl[Symbol.asyncIterator]();
  }

  /** The next line without its line break, or `null` once the input has ended. */
  async next(): Promise<string | null> {
    const line = await this.lines.next();
    return line.done ? null : line.value;
  }

  /** Stops reading (lets the process exit while stdin is a terminal). */
  async close(): Promise<void> {
    this.rl.close();
  }
}
