// One server instance on PostgreSQL, for the multi-instance tests: the built
// @stich/server with Kalter Schlag, its lease timings from the command line.
// Usage: node instance.mjs DB_URL LEASE_MS RENEW_MS
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { createServer, gameEntryOf } from '@stich/server';

const [db, leaseMs, renewMs] = process.argv.slice(2);
const entry = gameEntryOf(kalterSchlagPlugin);
const server = await createServer({
  games: (id) => (id === 'kalter-schlag' ? entry : undefined),
  gameIds: ['kalter-schlag'],
  db,
  port: 0,
  botDelayMs: 20,
  leaseMs: Number(leaseMs),
  leaseRenewMs: Number(renewMs),
  log: (line) => process.stderr.write(`${line}\n`),
});
process.stdout.write(`listening on ${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
