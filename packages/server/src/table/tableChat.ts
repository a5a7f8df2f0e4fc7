/**
 * How many chat lines a table keeps for a page that loads afresh (in memory only: the
 * chat is never stored, and a restarted server has none).
 *
 * @example
 * CHAT_KEPT; // 30
 */
export const CHAT_KEPT = 30;

/** A chat line as the table keeps and sends it. */
export interface ChatLine {
  readonly type: 'chat';
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/**
 * A table's chat: the last {@link CHAT_KEPT} lines, in memory only.
 *
 * @example
 * const chat = new TableChat();
 * chat.add({ type: 'chat', seat: 0, name: 'Anna', text: 'Gut Blatt!', at: Date.now() });
 */
export class TableChat {
  private readonly lines: ChatLine[] = [];

  /** Keeps a line, dropping the oldest beyond {@link CHAT_KEPT}. */
  add(line: ChatLine): void {
    this.lines.push(line);
    if (this.lines.length > CHAT_KEPT) this.lines.shift();
  }

  /** The lines kept, oldest first. */
  recent(): readonly ChatLine[] {
    return this.lines;
  }
}
