import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process with this id is running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a data folder for this process (PGlite has no lock of its own, and two
 * instances on one folder would lose writes): writes `stich-server.lock` with the
 * process id, and throws when a running process holds it. A lock left by a killed
 * process is taken over. Returns the release function.
 *
 * @example
 * const release = lockDataDir('./stich-data');
 * // ... later
 * release();
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'stich-server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new Error(`the data folder ${dir} is in use by process ${holder}`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`cannot lock the data folder ${dir}`);
}
