import type { TableInfo } from '../protocol/httpSchemas';
import type { LobbyChange, SharedStore } from '../storage/sharedStore';
import { cursorOf, type LobbyQuery } from './lobbyPage';

/**
 * The lobby as this instance tells it: the listeners of lobby changes, and on a shared
 * PostgreSQL each hosted table's entry in the database, the `NOTIFY` of every change,
 * and the pages read from there.
 *
 * @example
 * const board = new LobbyBoard('i-abc', console.error);
 * board.onLobby((change) => console.log(change.table, change.change));
 */
export class LobbyBoard {
  private readonly listeners = new Set<(change: LobbyChange) => void>();
  /** The entry last written for each hosted table, as JSON. */
  private readonly published = new Map<string, string>();
  private shared: SharedStore | undefined;

  constructor(
    private readonly instance: string,
    private readonly log: (line: string) => void,
  ) {}

  /** From now on entries and changes go to the database, and its changes come back. */
  async share(shared: SharedStore): Promise<void> {
    this.shared = shared;
    await shared.listen((change) => this.emit(change));
  }

  /** Calls `listener` with every lobby change; returns the call that stops it. */
  onLobby(listener: (change: LobbyChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: LobbyChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Writes a hosted table's entry (shared) and tells of the change. */
  async announce(info: TableInfo, change: LobbyChange['change']): Promise<void> {
    this.published.set(info.id, JSON.stringify(info));
    const event: LobbyChange = { table: info.id, change, from: this.instance };
    if (this.shared === undefined) return this.emit(event);
    await this.shared
      .publish(info, event)
      .catch((e) => this.log(`table ${info.id}: lobby entry not written: ${String(e)}`));
  }

  /** Tells of a change of a table that is no longer hosted here, and forgets its entry. */
  tell(id: string, change: LobbyChange['change']): void {
    this.published.delete(id);
    const event: LobbyChange = { table: id, change, from: this.instance };
    if (this.shared === undefined) {
      this.emit(event);
      return;
    }
    void this.shared
      .notify(event)
      .catch((e) => this.log(`table ${id}: lobby not told: ${String(e)}`));
  }

  /** Whether a hosted table's entry differs from the one last written. */
  stale(info: TableInfo): boolean {
    return JSON.stringify(info) !== this.published.get(info.id);
  }

  /** Forgets a table's entry (it is hosted elsewhere now). */
  forget(id: string): void {
    this.published.delete(id);
  }

  /**
   * A page of the shared lobby, newest first: the entries in the database, where `local`
   * gives the live entry of a table hosted here; `undefined` when not shared.
   */
  async page(
    query: LobbyQuery,
    local: (id: string) => TableInfo | undefined,
  ): Promise<{ tables: TableInfo[]; next: string | null } | undefined> {
    if (this.shared === undefined) return undefined;
    const rows = await this.shared.lobby({ ...query, limit: query.limit + 1 });
    const entries = rows.slice(0, query.limit).map((r) => local(r.id) ?? r.info);
    const last = entries.at(-1);
    const more = rows.length > query.limit && last !== undefined && last !== null;
    return {
      tables: entries.filter((t): t is TableInfo => t !== null && !t.over),
      next: more ? cursorOf(last) : null,
    };
  }
}
