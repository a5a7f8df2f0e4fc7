import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

/** Debian's PostgreSQL 15 (apt `postgresql`); `.ci/run` installs it when missing. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Why no throwaway cluster can be started here, or `undefined` when one can. */
export function postgresMissing(): string | undefined {
  if (!existsSync(`${PG_BIN}/initdb`)) return `no ${PG_BIN}/initdb (apt install postgresql)`;
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The user the cluster runs as: `postgres` when we are root (postgres refuses root). */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

/** A throwaway PostgreSQL cluster on a free loopback port in a temp folder. */
export interface Cluster {
  readonly url: string;
  /** Stops the server (as a restart would), keeping its data. */
  halt(): void;
  /** Starts a halted server again on the same port. */
  restart(): void;
  stop(): void;
}

/**
 * Starts a throwaway cluster (initdb + pg_ctl start, durability off: it is thrown away),
 * as the `postgres` user when run as root.
 */
export async function startCluster(): Promise<Cluster> {
  const as = runAs();
  const dir = mkdtempSync('/tmp/stich-pg-');
  if (as.uid !== undefined && as.gid !== undefined) chownSync(dir, as.uid, as.gid);
  const port = await freePort();
  const opts = { ...as, stdio: 'pipe' as const, env: { PATH: process.env.PATH, LANG: 'C.UTF-8' } };
  const data = `${dir}/data`;
  execFileSync(
    `${PG_BIN}/initdb`,
    ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'],
    opts,
  );
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    execFileSync(
      `${PG_BIN}/pg_ctl`,
      ['-D', data, '-l', `${dir}/log`, '-w', '-o', settings, 'start'],
      opts,
    );
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => execFileSync(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop'], opts),
    restart: start,
    stop() {
      try {
        execFileSync(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', '-w', 'stop'], opts);
      } catch {
        // Halted already.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
