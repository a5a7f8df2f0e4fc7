import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { run } from './harness';

// @stich/cli as a user gets it: every package it needs packed with `pnpm pack` (which
// turns workspace:* into versions), the tarballs installed together with npm into an
// empty folder outside the repository (xstate, zod, bullmq, ... come from the registry),
// and the installed `stich` binary run there. Needs `pnpm build` first (pnpm check does
// that); skips only when the npm registry cannot be reached.
const exec = promisify(execFile);
const packages = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'stich-packed-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly dependencies?: Record<string, string>;
}

const manifestOf = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(packages, dir, 'package.json'), 'utf8'));

/** The workspace folders of @stich/cli and every workspace package it depends on. */
function workspaceClosure(): string[] {
  const byName = new Map(readdirSync(packages).map((dir) => [manifestOf(dir).name, dir]));
  const found = new Set<string>();
  const visit = (dir: string) => {
    if (found.has(dir)) return;
    found.add(dir);
    for (const [name, spec] of Object.entries(manifestOf(dir).dependencies ?? {}))
      if (spec.startsWith('workspace:')) visit(byName.get(name)!);
  };
  visit('cli');
  return [...found];
}

/** Whether npm reaches its registry. */
async function npmReachable(): Promise<boolean> {
  try {
    await exec('npm', ['ping', '--fetch-retries=1', '--fetch-timeout=10000'], { timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

test('the packed @stich/cli installs with npm and its stich binary runs', async ({ skip }) => {
  if (!(await npmReachable()))
    skip('npm cannot reach its registry (npm ping failed): the packed install was not tested');
  const dirs = workspaceClosure();
  expect(dirs).toEqual(expect.arrayContaining(['cli', 'core', 'kalter-schlag', 'solver']));
  for (const dir of dirs) {
    const bin = join(packages, dir, 'dist');
    if (!existsSync(bin)) throw new Error(`packages/${dir}/dist is missing: run pnpm build first`);
  }
  const packs = join(scratch, 'packs');
  await Promise.all(
    dirs.map((dir) =>
      exec('pnpm', ['pack', '--pack-destination', packs], { cwd: join(packages, dir) }),
    ),
  );
  const tarballs = readdirSync(packs).map((file) => join(packs, file));
  expect(tarballs).toHaveLength(dirs.length);

  const app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "name": "my-app", "private": true }\n');
  await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error', ...tarballs], {
    cwd: app,
    timeout: 120_000,
  });
  // Every @stich package comes from a tarball, none from the registry.
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8'));
  for (const dir of dirs) {
    const { name, version } = manifestOf(dir);
    expect(lock.packages[`node_modules/${name}`], name).toMatchObject({ version });
    expect(lock.packages[`node_modules/${name}`].resolved, name).toMatch(/^file:/);
  }

  const stich = (...args: string[]) =>
    exec(join(app, 'node_modules/.bin/stich'), args, { cwd: app });
  const version = await stich('--version');
  expect(version.stdout).toBe(`${manifestOf('cli').version}\n`);

  const rules = await stich('rules', 'kalter-schlag');
  expect(rules.stdout).toMatch(/^Kalter Schlag \(kalter-schlag\)\n/);
  expect(rules.stdout).toContain('Trumps, highest first: ♣J > ♠J > ♥J > ♦J');

  // The installed command plays the same games as the sources, on worker threads too.
  const args = ['simulate', 'ramsch', '--deals', '300', '--seed', '5', '--workers', '2', '--json'];
  const timeless = (text: string) => text.trim().replace(/,"seconds":.*$/, '');
  const installed = await stich(...args);
  const sources = await run(args);
  expect(sources.code).toBe(0);
  expect(timeless(installed.stdout)).toBe(timeless(sources.stdout));
  expect(installed.stderr).toBe('');
}, 180_000); // about 10 s alone; npm and a loaded machine may take longer
