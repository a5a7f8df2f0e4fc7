import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// Acceptance test of the plug-in contract: a game written outside the repository's
// packages, as a user writes it (Kalter Schlag with the queens above the jacks, derived
// from @stich/kalter-schlag with a spread and made a plug-in), taken by every `stich`
// command of the built CLI, run in the game's folder. Needs `pnpm build` first.
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}packages/cli/dist/bin.js`;
const dir = mkdtempSync(join(tmpdir(), 'stich-outside-'));

const QUEENS = `import { defineVariant, definePlugin } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';

// Kalter Schlag with the four queens above the four jacks: eight trumps.
const queensSchlag = defineVariant({
  ...kalterSchlag,
  id: 'queens-schlag',
  name: 'Queens Schlag',
  trumpModes: () => ({
    jacks: {
      permanent: ['CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
      suit: null,
      plainOrder: ['A', 'T', 'K', '9', '8', '7'],
    },
  }),
});

export default definePlugin({
  ...kalterSchlagPlugin,
  variant: queensSchlag,
  presentation: { ...kalterSchlagPlugin.presentation, trumpLabel: () => 'trumps' },
  rulePage: undefined,
});
`;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built `stich` in the game's folder. */
function stich(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile('node', [bin, ...args], { cwd: dir, maxBuffer: 1 << 24 }, (e, stdout, stderr) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(() => {
  expect(existsSync(bin), 'run pnpm build: packages/cli/dist is missing').toBe(true);
  mkdirSync(join(dir, 'node_modules/@stich'), { recursive: true });
  for (const pkg of ['core', 'kalter-schlag'])
    symlinkSync(`${root}packages/${pkg}`, join(dir, 'node_modules/@stich', pkg), 'dir');
  writeFileSync(join(dir, 'queens-schlag.mjs'), QUEENS);
  writeFileSync(join(dir, 'not-a-plugin.mjs'), "export default { name: 'Nothing' };\n");
  writeFileSync(
    join(dir, 'bad-bot.mjs'),
    "import { kalterSchlag } from '@stich/kalter-schlag';\nexport default { variant: kalterSchlag, bot: 3 };\n",
  );
  writeFileSync(join(dir, 'no-default.mjs'), 'export const x = 1;\n');
  // The same game as an installed package.
  mkdirSync(join(dir, 'node_modules/stich-queens'));
  writeFileSync(
    join(dir, 'node_modules/stich-queens/package.json'),
    JSON.stringify({
      name: 'stich-queens',
      type: 'module',
      exports: { '.': { import: './index.mjs' } },
    }),
  );
  writeFileSync(join(dir, 'node_modules/stich-queens/index.mjs'), QUEENS);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a plug-in from outside the repository, in every stich command', () => {
  test('rules: the queens above the jacks', async () => {
    const r = await stich('rules', './queens-schlag.mjs');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Queens Schlag');
    const trumps = r.stdout.split('\n').find((l) => /♣Q.*♣J|CQ.*CJ/.test(l));
    expect(trumps, r.stdout).toBeDefined();
  });

  test('rules of the installed package by its name', async () => {
    const r = await stich('rules', 'stich-queens');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Queens Schlag');
  });

  let record = '';
  test('play --watch plays a whole Partie and writes its record', async () => {
    const r = await stich(
      'play',
      './queens-schlag.mjs',
      '--watch',
      '--seed',
      '7',
      '--record',
      'partie.json',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Queens Schlag');
    record = readFileSync(join(dir, 'partie.json'), 'utf8');
    expect(JSON.parse(record).variant).toBe('queens-schlag');
  });

  test('compare with the game it comes from', async () => {
    const r = await stich('compare', 'kalter-schlag', './queens-schlag.mjs');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Kalter Schlag');
    expect(r.stdout).toContain('Queens Schlag');
  });

  test('simulate --json: the same numbers on one thread and on two', async () => {
    const args = ['simulate', './queens-schlag.mjs', '--deals', '400', '--seed', '3', '--json'];
    const [one, two] = await Promise.all([
      stich(...args, '--workers', '1', '--chunk-size', '100'),
      stich(...args, '--workers', '2', '--chunk-size', '100'),
    ]);
    expect(one.stderr).toBe('');
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const a = JSON.parse(one.stdout);
    expect(a).toMatchObject({ variant: 'queens-schlag', deals: 400 });
    // Only the timing differs from run to run.
    const { seconds: _s, dealsPerSecond: _d, ...same } = a;
    const { seconds: _t, dealsPerSecond: _e, ...again } = JSON.parse(two.stdout);
    expect(again).toEqual(same);
  });

  test("replay of the game's record: with --variant it replays, without it names the variant", async () => {
    const r = await stich('replay', '--variant', './queens-schlag.mjs', 'partie.json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).totals).toHaveLength(4);
    const plain = await stich('replay', 'partie.json');
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain('UNKNOWN_VARIANT');
    expect(plain.stdout).toContain('queens-schlag');
  });

  test('solve a deal of the record', async () => {
    const r = await stich('solve', '--variant', './queens-schlag.mjs', 'partie.json', '--at', '8');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Queens Schlag');
    expect(r.stdout).toMatch(/card points/);
  });

  test.each([
    ['not-a-plugin.mjs', "not a Stich plug-in: 'variant' is missing"],
    ['bad-bot.mjs', "not a Stich plug-in: 'bot' must be a function, not number"],
    ['no-default.mjs', 'the module has no default export'],
    ['missing.mjs', "unknown variant './missing.mjs'"],
  ])('%s is one clear line and exit code 2', async (file, message) => {
    const r = await stich('rules', `./${file}`);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(message);
  });
});

/** A free loopback port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until something accepts connections on the port. */
async function listening(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
}

const hasRedis = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('a plug-in from outside the repository on a queue', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  test.skipIf(!hasRedis)(
    'stich worker --variant plays the chunks of simulate --queue: the same numbers as at home',
    async () => {
      const port = await freePort();
      const redisArgs = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ];
      children.push(spawn('redis-server', redisArgs, { stdio: 'ignore' }));
      await listening(port);
      const url = `redis://127.0.0.1:${port}`;
      const worker = spawn(
        'node',
        [bin, 'worker', '--variant', './queens-schlag.mjs', '--queue', url, '--threads', '1'],
        { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      children.push(worker);
      const args = [
        './queens-schlag.mjs',
        '--deals',
        '300',
        '--seed',
        '9',
        '--chunk-size',
        '100',
        '--json',
      ];
      const [queued, home] = await Promise.all([
        stich('simulate', ...args, '--queue', url),
        stich('simulate', ...args, '--workers', '1'),
      ]);
      expect(queued.code).toBe(0);
      expect(queued.stderr).toContain(
        `workers: stich worker --variant ${join(dir, 'queens-schlag.mjs')}`,
      );
      const { seconds: _s, dealsPerSecond: _d, ...a } = JSON.parse(queued.stdout);
      const { seconds: _t, dealsPerSecond: _e, ...b } = JSON.parse(home.stdout);
      expect(a).toEqual(b);
      expect(a.variant).toBe('queens-schlag');
    },
  );
});

describe('a plain variant (no plug-in) works everywhere, with the generic parts', () => {
  beforeAll(() => {
    writeFileSync(
      join(dir, 'plain-schlag.mjs'),
      "import { defineVariant } from '@stich/core';\nimport { kalterSchlag } from '@stich/kalter-schlag';\nexport default defineVariant({ ...kalterSchlag, id: 'plain-schlag', name: 'Plain Schlag' });\n",
    );
  });

  test('rules, play with random bots, simulate with the generic report, replay and solve', async () => {
    const rules = await stich('rules', './plain-schlag.mjs');
    expect(rules.code).toBe(0);
    expect(rules.stdout).toContain('Plain Schlag');
    const play = await stich(
      'play',
      './plain-schlag.mjs',
      '--watch',
      '--seed',
      '3',
      '--record',
      'plain.json',
    );
    expect(play.code).toBe(0);
    expect(play.stdout).toContain('random bots play');
    const sim = await stich(
      'simulate',
      './plain-schlag.mjs',
      '--deals',
      '200',
      '--json',
      '--workers',
      '2',
    );
    expect(sim.code).toBe(0);
    expect(JSON.parse(sim.stdout)).toMatchObject({ variant: 'plain-schlag', deals: 200 });
    const replay = await stich('replay', '--variant', './plain-schlag.mjs', 'plain.json');
    expect(replay.code).toBe(0);
    const solve = await stich(
      'solve',
      '--variant',
      './plain-schlag.mjs',
      'plain.json',
      '--at',
      '4',
    );
    expect(solve.code).toBe(0);
    expect(solve.stdout).toContain('Plain Schlag');
  });

  test('--bot pimc without an adapter is one clear line', async () => {
    const r = await stich('play', './plain-schlag.mjs', '--watch', '--bot', 'pimc');
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      "stich: Plain Schlag has no sampling bot: its plug-in gives no 'pimc' adapter (use --bot rules or random)",
    );
  });
});
