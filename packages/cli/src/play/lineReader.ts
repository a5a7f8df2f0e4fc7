/**
 * Reads lines from a stream one at a time, on demand, so the CLI waits for a player's
 * move without reading ahead of the game.
 *
 * @example
 * const lines = new LineReader(io.stdin);
 * const answer = await lines.next(); // null at the end of input
 */
export class LineReader {
  private readonly source: AsyncIterator<string | Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private ended = false;

  constructor(input: AsyncIterable<string | Uint8Array>) {
    this.source = input[Symbol.asyncIterator]();
  }

  /** The next line without its line break, or `null` once the input has ended. */
  async next(): Promise<string | null> {
    for (;;) {
      const at = this.buffer.indexOf('\n');
      if (at >= 0) {
        const line = this.buffer.slice(0, at).replace(/\r$/, '');
        this.buffer = this.buffer.slice(at + 1);
        return line;
      }
      if (this.ended) {
        if (this.buffer === '') return null;
        const rest = this.buffer;
        this.buffer = '';
        return rest;
      }
      const chunk = await this.source.next();
      if (chunk.done) this.ended = true;
      else
        this.buffer +=
          typeof chunk.value === 'string'
            ? chunk.value
            : this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Stops reading (lets the process exit while stdin is a terminal). */
  async close(): Promise<void> {
    this.ended = true;
    await this.source.return?.();
  }
}
