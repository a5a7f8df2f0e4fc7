/**
 * `@stich/server`: hosts Stich tables over the network. A small HTTP API creates, lists
 * and joins tables; a WebSocket carries each seat's own view and its actions; every
 * accepted action is stored (PGlite in a data folder, or PostgreSQL) before anyone hears
 * of it, so a restarted server resumes every table. The wire protocol alone is in
 * `@stich/server/protocol`.
 *
 * @example
 * import { createServer, gameEntryOf } from '@stich/server';
 * import { skatPlugin } from '@stich/skat/plugin';
 *
 * const server = await createServer({
 *   games: (id) => (id === 'skat' ? gameEntryOf(skatPlugin) : undefined),
 *   gameIds: ['skat'],
 *   data: './stich-data',
 * });
 * console.log(server.url);
 *
 * @packageDocumentation
 */
export type { ServerOptions, StichServer } from './createServer';
export { createServer } from './createServer';
export * from './protocol/index';
export { JOURNAL_FILE, openJournalStore } from './storage/journalStore';
export { MIGRATIONS, migrate } from './storage/migrations';
export type { StoreOptions } from './storage/openStore';
export { openStore } from './storage/openStore';
export { openPglite } from './storage/pgliteClient';
export { openPostgres } from './storage/postgresClient';
export type { Lease, ListeningClient, LobbyChange, SharedStore } from './storage/sharedStore';
export { LOBBY_CHANNEL, sqlSharedStore } from './storage/sharedStore';
export type { SqlClient, SqlQuery } from './storage/sqlClient';
export type {
  JoinedSeat,
  TableClosed,
  TablePatch,
  TableRow,
  TableStore,
} from './storage/tableStore';
export { StepTakenError, sqlTableStore } from './storage/tableStore';
export { type GameEntry, type GameLookup, gameEntryOf } from './table/gameLookup';
export type { TableBehaviour } from './table/hostedTable';
export { HostedTable } from './table/hostedTable';
export type { Sharing } from './table/leaseKeeper';
export type { LobbyCursor, LobbyQuery } from './table/lobbyPage';
export { LOBBY_PAGE, lobbyPage, lobbyQuery } from './table/lobbyPage';
export type { Sink } from './table/messageStream';
export { REPLAY_CHARS, REPLAY_LIMIT } from './table/messageStream';
export { spectatorView } from './table/spectatorView';
export { type Expiry, MOVED_REASON, TableHub } from './table/tableHub';
export type { Limits } from './transport/limits';
export { DEFAULT_LIMITS } from './transport/limits';
