import { existsSync } from 'node:fs';
import { parseCommandArgs, wholeNumber } from '../args';
import { CliError, EXIT_FAILURE, usageError } from '../cliError';
import { GUIDES } from '../guides';
import type { CliIo } from '../io';
import { loadPlugin } from '../loadPlugin';
import { findVariant, VARIANTS } from '../registry';
import { stopSignal } from '../stopSignal';
import { webTableDir } from './webTableDir';

/**
 * `stich serve --help`.
 *
 * @example
 * io.stdout.write(SERVE_USAGE);
 */
export const SERVE_USAGE = `Usage: stich serve [GAME...] [--port N] [--host ADDR] [--data DIR | --db postgres://...]
                   [--static DIR] [--idle-minutes N] [--finished-minutes N]
                   [--instance-url URL] [--lease-seconds N]

Hosts tables for people and bots over the network (HTTP and WebSocket) for every
game stich knows, and prints the address. Each GAME (a path to an ES module or an
installed package whose default export is a plug-in or a variant) is hosted beside the
built-in games. Every accepted action is stored before anyone hears of it; a restarted
server resumes every table. Ctrl-C (or SIGTERM) stops it. Guide:
${GUIDES}server.md

  --port N        port to listen on (default 8080; 0 picks a free one)
  --host ADDR     address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --data DIR      keep the tables in DIR (default ./stich-data): with PGlite when it is
                  installed (npm i @electric-sql/pglite), else in a journal file
  --db URL        keep the tables in a PostgreSQL server instead (postgres://user@host/db)
  --static DIR    serve the files in DIR at / (a browser client); by default the
                  browser table that comes with stich
  --idle-minutes N      close a table where nothing happened and nobody was
                        connected for N minutes (default 120); it leaves the lobby
  --finished-minutes N  keep a finished table in memory N minutes (default 10)

With --db, several servers on one PostgreSQL share the lobby and the tables: a table
lives on the server that holds its lease, the others relay its requests there, and
another server takes a table over when its server stops answering.
  --instance-url URL    where the other servers reach this one (default: this
                        machine's first network address and --port)
  --lease-seconds N     a table moves N seconds after its server stopped renewing
                        its lease (default 6; renewed every third of it)
`;

/**
 * `stich serve`: starts `@stich/server` with the games of the CLI's registry and runs
 * until Ctrl-C or SIGTERM, then closes the store cleanly.
 *
 * @example
 * await serveCommand(['--port', '0', '--data', './stich-data'], io);
 */
export async function serveCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('serve', args, {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    db: { type: 'string' },
    static: { type: 'string' },
    'idle-minutes': { type: 'string' },
    'finished-minutes': { type: 'string' },
    'instance-url': { type: 'string' },
    'lease-seconds': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(SERVE_USAGE);
    return 0;
  }
  // Checked before anything is loaded, created or started.
  const port = wholeNumber('--port', values.port ?? '8080', { min: 0, max: 65535 });
  const idleMinutes = wholeNumber('--idle-minutes', values['idle-minutes'] ?? '120', {
    min: 1,
    max: 525_600,
  });
  const finishedMinutes = wholeNumber('--finished-minutes', values['finished-minutes'] ?? '10', {
    min: 0,
    max: 525_600,
  });
  const leaseSeconds = wholeNumber('--lease-seconds', values['lease-seconds'] ?? '6', {
    min: 1,
    max: 3600,
  });
  const instanceUrl = values['instance-url'];
  if (instanceUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(instanceUrl)) {
    throw usageError(`serve: --instance-url must be http://HOST:PORT, not '${instanceUrl}'`);
  }
  if (
    values.db === undefined &&
    (instanceUrl !== undefined || values['lease-seconds'] !== undefined)
  ) {
    throw usageError('serve: --instance-url and --lease-seconds need --db (a shared PostgreSQL)');
  }
  const gameIds = Object.keys(VARIANTS);
  for (const spec of positionals) {
    const { id } = (await loadPlugin(spec, io.cwd)).plugin.variant;
    if (!gameIds.includes(id)) gameIds.push(id);
  }
  if (values.db !== undefined && values.data !== undefined) {
    throw usageError('serve: give --data or --db, not both');
  }
  if (values.db !== undefined && !/^postgres(ql)?:\/\//.test(values.db)) {
    throw usageError('serve: --db must be a postgres:// URL');
  }
  if (values.static !== undefined && !existsSync(values.static)) {
    throw usageError(`serve: --static ${values.static}: no such folder`);
  }
  const staticDir = values.static ?? webTableDir();
  const { createServer, gameEntryOf } = await import('@stich/server');
  const server = await createServer({
    games: (id) => {
      const plugin = findVariant(id);
      return plugin === undefined ? undefined : gameEntryOf(plugin);
    },
    gameIds,
    port,
    host: values.host,
    db: values.db,
    data: values.db === undefined ? (values.data ?? './stich-data') : undefined,
    staticDir,
    idleSeconds: idleMinutes * 60,
    finishedSeconds: finishedMinutes * 60,
    leaseMs: leaseSeconds * 1000,
    leaseRenewMs: Math.max(200, Math.floor((leaseSeconds * 1000) / 3)),
    ...(instanceUrl !== undefined ? { instanceUrl: instanceUrl.replace(/\/$/, '') } : {}),
    log: (line) => io.stderr.write(`stich serve: ${line}\n`),
  }).catch((e: unknown) => {
    throw new CliError(`serve: ${(e as Error).message}`, EXIT_FAILURE);
  });
  const open = server.hub.tables.size;
  io.stdout.write(`stich serve: listening on ${server.url} (${open} open tables resumed)\n`);
  io.stdout.write(
    staticDir === undefined
      ? 'stich serve: no browser table here (pnpm build builds it in a checkout; or --static DIR)\n'
      : `stich serve: open ${server.url}/ in a browser to play (files from ${staticDir})\n`,
  );
  await stopSignal();
  io.stdout.write('stich serve: stopping\n');
  await server.close();
  return 0;
}
