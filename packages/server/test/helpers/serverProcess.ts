import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bin = `${root}packages/cli/dist/bin.js`;

/** A `stich serve` child process and its address. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Starts the built `stich serve --port 0 --data DIR` and waits for its address. */
export async function startServe(dataDir: string): Promise<ServerProcess> {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run pnpm build first`);
  return spawnServer([bin, 'serve', '--port', '0', '--data', dataDir]);
}

const instanceScript = fileURLToPath(new URL('./instance.mjs', import.meta.url));
const serverDist = `${root}packages/server/dist/index.js`;

/** Starts one instance of the built server on PostgreSQL at `db` with short leases. */
export async function startInstance(
  db: string,
  lease: { leaseMs: number; renewMs: number },
): Promise<ServerProcess> {
  if (!existsSync(serverDist)) throw new Error(`${serverDist} is missing: run pnpm build first`);
  return spawnServer([instanceScript, db, String(lease.leaseMs), String(lease.renewMs)]);
}

/** Spawns `node ...args` and waits for the `listening on URL` line. */
async function spawnServer(args: string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m !== null) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`stich serve exited:\n${out}`)));
  });
  return { child, url, exited, output: () => out };
}
