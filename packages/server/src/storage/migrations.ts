import type { SqlClient } from './sqlClient';

/**
 * The schema, as numbered migrations applied in order, each once. A new version only
 * appends: applied migrations are never changed.
 *
 * @example
 * MIGRATIONS.at(-1)?.version; // the schema version this server expects
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'tables, seats and the action log',
    sql: `
CREATE TABLE stich_tables (
  id text PRIMARY KEY,
  game text NOT NULL,
  name text NOT NULL,
  setup jsonb NOT NULL,
  seats jsonb NOT NULL,
  turn_seconds double precision,
  over boolean NOT NULL DEFAULT false,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE stich_seats (
  table_id text NOT NULL REFERENCES stich_tables (id),
  seat integer NOT NULL,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  PRIMARY KEY (table_id, seat)
);
CREATE TABLE stich_actions (
  table_id text NOT NULL REFERENCES stich_tables (id),
  step integer NOT NULL,
  action jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, step)
);
CREATE INDEX stich_tables_open ON stich_tables (created) WHERE NOT over;`,
  },
  {
    version: 2,
    name: 'the life of a table: start, host, invites, closing',
    sql: `
ALTER TABLE stich_tables ADD COLUMN started boolean NOT NULL DEFAULT true;
ALTER TABLE stich_tables ADD COLUMN closed text;
ALTER TABLE stich_tables ADD COLUMN host_hash text;
ALTER TABLE stich_tables ADD COLUMN invites jsonb NOT NULL DEFAULT '{}'::jsonb`,
  },
  {
    version: 3,
    name: 'instances on one database: the lobby entry and a lease per table',
    sql: `
ALTER TABLE stich_tables ADD COLUMN lobby jsonb;
CREATE INDEX stich_tables_lobby ON stich_tables (created DESC, id COLLATE "C" DESC)
  WHERE NOT over AND closed IS NULL;
CREATE TABLE stich_leases (
  table_id text PRIMARY KEY REFERENCES stich_tables (id),
  owner text NOT NULL,
  url text NOT NULL,
  expires timestamptz NOT NULL
)`,
  },
];

/** Any 64-bit number both servers agree on, to serialise migrations. */
const MIGRATION_LOCK = 7_315_001;

/**
 * Brings the database to the latest schema: applies every migration newer than the
 * recorded ones in one transaction, under an advisory lock so that two servers starting
 * together do not both migrate. Resolves to the version reached.
 *
 * @example
 * await migrate(client); // 1
 */
export async function migrate(client: SqlClient): Promise<number> {
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS stich_migrations (
  version integer PRIMARY KEY,
  name text NOT NULL,
  applied timestamptz NOT NULL DEFAULT now()
)`);
    const rows = await tx.query<{ version: number }>('SELECT version FROM stich_migrations');
    const done = new Set(rows.map((r) => r.version));
    let version = 0;
    for (const m of MIGRATIONS) {
      if (!done.has(m.version)) {
        for (const statement of m.sql.split(';').filter((s) => s.trim() !== '')) {
          await tx.query(statement);
        }
        await tx.query('INSERT INTO stich_migrations (version, name) VALUES ($1, $2)', [
          m.version,
          m.name,
        ]);
      }
      version = m.version;
    }
    return version;
  });
}
