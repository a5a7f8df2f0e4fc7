/**
 * `@stich/server`: hosts Stich tables over the network. A small HTTP API creates, lists
 * and joins tables; a WebSocket carries each seat's own view and its actions; every
 * accepted action is stored (PGlite in a data folder, or PostgreSQL) before anyone hears
 * of it, so a restarted server resumes every table. The wire protocol alone is in
 * `@stich/server/protocol`.
 *
 * @packageDocumentation
 */
export * from './protocol/index';
