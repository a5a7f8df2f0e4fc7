import { execFile, spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { run } from './harness';

// @stich/cli as a user gets it: every package it needs packed with `pnpm pack` (which
// turns workspace:* into versions), the tarballs installed together with npm into an
// empty folder outside the repository (xstate, zod, bullmq, ... come from the registry),
// and the installed `stich` binary run there: its size without the optional peers
// (bullmq, ioredis, PGlite), its one-line answer when --queue lacks them, and `stich
// serve` with the journal store and the browser table at /. Needs `pnpm build` first
// (pnpm check does that); skips only when the npm registry cannot be reached.
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

/** The bar for the install without the queue packages (issue 31). */
const MAX_INSTALL_BYTES = 35_000_000;

/** Bytes of the files under `dir` (their sizes, not disk blocks). */
function sizeOf(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += sizeOf(path);
    else bytes += lstatSync(path).size;
  }
  return bytes;
}

/** The biggest packages in node_modules, for the message when the install is too big. */
function biggest(modules: string): string {
  const dirs = readdirSync(modules).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(join(modules, name)).map((sub) => `${name}/${sub}`)
      : name.startsWith('.')
        ? []
        : [name],
  );
  return dirs
    .map((name) => ({ name, mb: sizeOf(join(modules, name)) / 1e6 }))
    .sort((a, b) => b.mb - a.mb)
    .slice(0, 8)
    .map(({ name, mb }) => `${name} ${mb.toFixed(1)} MB`)
    .join(', ');
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
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

  // Without the optional peers: no PGlite, no queue packages, and at most 35 MB.
  const modules = join(app, 'node_modules');
  for (const peer of ['@electric-sql/pglite', 'bullmq', 'ioredis'])
    expect(existsSync(join(modules, peer)), peer).toBe(false);
  const bytes = sizeOf(modules);
  console.log(`installed @stich/cli: ${(bytes / 1e6).toFixed(1)} MB (${biggest(modules)})`);
  expect(bytes, biggest(modules)).toBeLessThanOrEqual(MAX_INSTALL_BYTES);

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

  // --queue without bullmq and ioredis: one line that says what to install.
  const queued = await stich(
    'simulate',
    'ramsch',
    '--deals',
    '10',
    '--queue',
    'redis://127.0.0.1:1',
  )
    .then(() => ({ code: 0, stderr: '' }))
    .catch((e: { code: number; stderr: string }) => e);
  expect(queued.code).toBe(1);
  expect(queued.stderr).toBe(
    'stich: simulate: --queue needs the packages bullmq and ioredis; install them with npm i bullmq ioredis\n',
  );

  // stich serve keeps its tables in the journal and serves the browser table at /.
  const port = await freePort();
  const data = join(scratch, 'data');
  const serve = spawn(
    join(modules, '.bin/stich'),
    ['serve', '--port', String(port), '--data', data],
    {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let said = '';
  const exited = new Promise<number | null>((resolve) => serve.on('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        said += d;
        if (said.includes('open http://')) resolve();
      };
      serve.stdout.on('data', onData);
      serve.stderr.on('data', onData);
      void exited.then(() => reject(new Error(`stich serve exited:\n${said}`)));
    });
    expect(said).toContain(
      `store: journal file ${join(data, 'tables.jsonl')} (PGlite is not installed)`,
    );
    expect(said).toContain(join(modules, '@stich/cli/dist/table'));
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Stich · card tables</title>');
    const games = await fetch(`http://127.0.0.1:${port}/api/games`);
    expect(games.status).toBe(200);
  } finally {
    serve.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 240_000); // about 15 s alone; npm and a loaded machine may take longer
