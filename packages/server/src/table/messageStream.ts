import type { ServerMessage } from '../protocol/serverMessage';

/** How many recent messages a stream keeps for replay. */
export const REPLAY_LIMIT = 256;
/**
 * How many characters of recent messages a stream keeps for replay, at most: a view in
 * two languages with its labels is a few kilobytes, and a table has a stream per seat
 * and one for its spectators. A reconnect that missed more gets the whole state instead.
 */
export const REPLAY_CHARS = 128 * 1024;

/**
 * Where a stream's messages go: one live connection.
 *
 * @example
 * const sink: Sink = { send: (text) => ws.send(text), close: (code, why) => ws.close(code, why) };
 */
export interface Sink {
  send(text: string): void;
  close(code: number, reason: string): void;
}

type Numbered = Exclude<ServerMessage, { type: 'welcome' } | { type: 'error' }>;
type Unnumbered<M> = M extends unknown ? Omit<M, 'seq'> : never;

/**
 * The numbered messages of one recipient (a seat, or a table's spectators): each gets
 * the next `seq`; the last {@link REPLAY_LIMIT} (no more than {@link REPLAY_CHARS}
 * characters) are kept as text for replay after a reconnect.
 *
 * @example
 * const stream = new MessageStream();
 * stream.push({ type: 'seats', seats });
 */
export class MessageStream {
  /** The `seq` of the latest message. */
  seq = 0;
  readonly sinks = new Set<Sink>();
  private kept: string[] = [];
  /** The characters in `kept`. */
  private keptChars = 0;

  /** Numbers a message, keeps it and sends it to every sink. */
  push(message: Unnumbered<Numbered>): void {
    this.seq++;
    const text = JSON.stringify({ ...message, seq: this.seq });
    this.kept.push(text);
    this.keptChars += text.length;
    while (this.kept.length > REPLAY_LIMIT || this.keptChars > REPLAY_CHARS)
      this.keptChars -= this.kept.shift()?.length ?? 0;
    for (const sink of this.sinks) sink.send(text);
  }

  /** Counts a message nobody receives or keeps (a later replay across it is impossible). */
  skip(): void {
    this.seq++;
    this.kept = [];
    this.keptChars = 0;
  }

  /** The texts after `lastSeq`, or `undefined` when some of them are no longer kept. */
  since(lastSeq: number): string[] | undefined {
    if (lastSeq > this.seq) return undefined;
    const missed = this.seq - lastSeq;
    return missed <= this.kept.length ? this.kept.slice(this.kept.length - missed) : undefined;
  }

  /** The text of a message that restates the current state, with the latest `seq`. */
  current(message: Unnumbered<Numbered>): string {
    return JSON.stringify({ ...message, seq: this.seq });
  }
}
