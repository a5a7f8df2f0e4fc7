import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { QUEUE_NAME } from '../src/queue/reachRedis';
import { run } from './harness';

// `stich simulate --queue` and `stich worker` as real processes (the CLI from its sources,
// through the same loader the simulation's worker threads use) on a real redis-server on
// a free loopback port. CI installs redis-server (.ci/run); without it this file fails.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = ['--import', './packages/cli/src/simulate/sourceLoader.mjs', 'packages/cli/src/bin.ts'];

/** A child process with its output so far and a way to wait for a line. */
interface Proc {
  readonly child: ChildProcess;
  stdout: string;
  stderr: string;
  readonly exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in stdout (or stderr), waiting for it. */
  waitFor(pattern: RegExp, where?: 'stdout' | 'stderr'): Promise<RegExpMatchArray>;
}

const procs: Proc[] = [];

function start(command: string, args: string[]): Proc {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const waiters: (() => void)[] = [];
  const proc: Proc = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    waitFor(pattern, where = 'stdout') {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = proc[where].match(pattern);
          if (m !== null) resolve(m);
          else if (child.exitCode !== null || child.signalCode !== null)
            reject(new Error(`exited before ${pattern}:\n${proc.stdout}\n${proc.stderr}`));
          else return false;
          return true;
        };
        const wait = () => {
          if (!check()) waiters.push(wait);
        };
        wait();
      });
    },
  };
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  child.stdout!.on('data', (d) => {
    proc.stdout += d;
    wake();
  });
  child.stderr!.on('data', (d) => {
    proc.stderr += d;
    wake();
  });
  child.on('exit', wake);
  procs.push(proc);
  return proc;
}

const stich = (args: string[]) => start(process.execPath, [...cli, ...args]);

async function stop(proc: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill(signal);
  await proc.exited;
}

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

/** Starts a redis-server on a free loopback port (no files) and waits until it answers. */
async function startRedis(password?: string, port?: number): Promise<{ proc: Proc; port: number }> {
  port ??= await freePort();
  const proc = start('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    ...(password === undefined ? [] : ['--requirepass', password]),
  ]);
  const client = new Redis({
    port,
    host: '127.0.0.1',
    password,
    retryStrategy: () => 50,
    maxRetriesPerRequest: null,
  });
  client.on('error', () => {});
  try {
    await client.ping();
  } finally {
    client.disconnect();
  }
  return { proc, port };
}

/** A `--json` line with the timings (the only fields that vary) cut off. */
const withoutTimings = (line: string) => line.trim().replace(/,"seconds":.*$/, '');

const PASSWORD = 'stich-test';
let url = '';
/** The URL as the CLI shows it. */
let shown = '';
let redis: Proc | undefined;
let queue: Queue | undefined;

beforeAll(async () => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('redis-server is missing: apt-get install -y redis-server (as .ci/run does)');
  }
  // With a password, as Redis on a network should have one.
  const server = await startRedis(PASSWORD);
  redis = server.proc;
  url = `redis://:${PASSWORD}@127.0.0.1:${server.port}`;
  shown = `redis://:***@127.0.0.1:${server.port}`;
  queue = new Queue(QUEUE_NAME, {
    connection: { host: '127.0.0.1', port: server.port, password: PASSWORD },
  });
});

afterEach(async () => {
  // Workers stop first (a stopped worker takes no more chunks), then the queue is emptied.
  for (const p of procs.splice(0)) if (p !== redis) await stop(p, 'SIGKILL');
  procs.push(redis!);
  await queue?.obliterate({ force: true });
});

afterAll(async () => {
  for (const p of procs.splice(0)) await stop(p, 'SIGKILL');
  await queue?.close();
  if (redis !== undefined) await stop(redis);
});

/**
 * Starts a worker with one thread and a lock of 2 s (renewed every second: well clear of a
 * loaded machine's pauses, short enough to recover a killed worker's chunk quickly), and
 * waits until it serves.
 */
async function worker(): Promise<Proc> {
  const w = stich(['worker', '--queue', url, '--threads', '1', '--lock-ms', '2000']);
  await w.waitFor(/serving/);
  return w;
}

// Skat with the rules bots, in chunks of 40 deals (half a second or so each).
const argv = ['skat', '--deals', '240', '--seed', '7', '--chunk-size', '40', '--json'];

/** The run on this machine that every queued run must equal (run once, when first asked). */
let local: ReturnType<typeof run> | undefined;
const localRun = () => {
  local ??= run(['simulate', ...argv, '--report', 'r.html', '--workers', '1']).then((r) => {
    expect(r.code).toBe(0);
    return r;
  });
  return local;
};

describe('stich simulate --queue with stich worker processes', () => {
  test('two workers, one killed in the middle of a chunk: the same result as one machine', async () => {
    const report = ['--report', 'r.html'];
    const local = await localRun();
    const [a, b] = await Promise.all([worker(), worker()]);
    // The coordinator runs in this process, so that its progress bar has a terminal.
    const coordinator = run(['simulate', ...argv, ...report, '--queue', url], { stderrTTY: true });
    const [, killed] = await a.waitFor(/run \S+ (chunk \d+ of 6) started/);
    a.child.kill('SIGKILL');
    const remote = await coordinator;
    expect(remote.code).toBe(0);
    expect(withoutTimings(remote.stdout)).toBe(withoutTimings(local.stdout));
    const lines = remote.stderr.split('\n');
    expect(lines[0]).toMatch(/^stich: run sim-[0-9a-f]{16}: 6 chunks on redis:\/\/:\*\*\*@127/);
    // The bar ends at 240 deals, drawn over the line and then cleared.
    expect(lines[1]).toMatch(/\[#{30}\] 100% {2}240\/240 deals .*\r.\[2K$/);
    expect(lines[1].endsWith('\r\x1b[2K')).toBe(true);
    expect(lines).toHaveLength(2);
    // The same report, but for the command line and the timing.
    const same = (html: string) =>
      html.replace(/Command: <code>.*<\/code>/, '').replace(/Made by .* per second\)/, '');
    expect(same(remote.files['r.html'])).toBe(same(local.files['r.html']));
    expect(remote.files['r.html']).toContain(`--queue '${shown}'`);
    expect(remote.files['r.html']).not.toContain(PASSWORD);
    // The killed chunk went back to the queue and the other worker played it.
    expect(a.stdout).not.toContain(`${killed} done`);
    expect(b.stdout).toContain(`${killed} done`);
    // Every chunk was played to the end once, and the run's jobs are gone from Redis.
    const done = [...`${a.stdout}${b.stdout}`.matchAll(/chunk (\d+) of 6 done/g)].map((m) => m[1]);
    expect(done.sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(await queue!.getJobCounts('completed', 'waiting', 'active', 'failed')).toEqual({
      completed: 0,
      waiting: 0,
      active: 0,
      failed: 0,
    });
    // A worker stops on SIGTERM after the chunks under way, with exit code 0.
    await stop(b);
    expect(b.child.exitCode).toBe(0);
    expect(b.stderr).toBe('');
  });

  test('a coordinator started again takes the chunks already done from Redis', async () => {
    const local = await localRun();
    const first = stich(['simulate', ...argv, '--queue', url]);
    await first.waitFor(/chunks on/, 'stderr');
    first.child.kill('SIGKILL');
    await first.exited;
    // The chunks are played with no coordinator waiting for them.
    const w = await worker();
    for (let c = 0; c < 6; c++) await w.waitFor(new RegExp(`chunk ${c} of 6 done`));
    const again = stich(['simulate', ...argv, '--queue', url]);
    expect(await again.exited).toBe(0);
    expect(withoutTimings(again.stdout)).toBe(withoutTimings(local.stdout));
    expect(again.stderr).toMatch(/6 chunks on .* \(6 done before\)/);
    expect(w.stdout.match(/ started/g)).toHaveLength(6);
  });

  test('--deals-out and --measure over the queue: the same lines and result as one machine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stich-queue-deals-'));
    const measure = join(dir, 'abs.mjs');
    writeFileSync(measure, 'export default (d) => Math.max(...d.scores.map(Math.abs));\n');
    const plan = ['kalter-schlag', '--deals', '60', '--seed', '3', '--chunk-size', '15'];
    const more = ['--compare', 'rounding=ten,five', '--measure', measure, '--json'];
    const here = await run([
      'simulate',
      ...plan,
      ...more,
      '--deals-out',
      join(dir, 'here.jsonl'),
      '--workers',
      '1',
    ]);
    expect(here.code).toBe(0);
    await worker();
    const queued = await run([
      'simulate',
      ...plan,
      ...more,
      '--deals-out',
      join(dir, 'queued.jsonl'),
      '--queue',
      url,
    ]);
    expect(queued.code).toBe(0);
    expect(withoutTimings(queued.stdout)).toBe(withoutTimings(here.stdout));
    expect(queued.stdout).toContain('"abs":');
    const lines = readFileSync(join(dir, 'here.jsonl'), 'utf8');
    expect(lines.split('\n')).toHaveLength(121);
    expect(readFileSync(join(dir, 'queued.jsonl'), 'utf8')).toBe(lines);
  });

  test('a job for a variant the worker does not know: one line each, exit code 1', async () => {
    const coordinator = stich(['simulate', ...argv, '--seed', '9', '--queue', url]);
    const [, id] = await coordinator.waitFor(/run (sim-[0-9a-f]+)/, 'stderr');
    const job = (await queue!.getJob(`${id}.0`))!;
    await job.updateData({ ...job.data, plan: { ...job.data.plan, variant: 'nope' } });
    const w = await worker();
    expect(await coordinator.exited).toBe(1);
    const line = `chunk 0 of run ${id} failed on a worker: unknown variant 'nope' (this worker knows doppelkopf, kalter-schlag, ramsch, schafkopf, skat, skatkopf)`;
    expect(coordinator.stderr.trim().split('\n').at(-1)).toBe(`stich: ${line}`);
    await w.waitFor(/unknown variant 'nope'/, 'stderr');
    expect(w.stderr).toBe(
      `stich worker: job ${id}.0 failed: unknown variant 'nope' (this worker knows doppelkopf, kalter-schlag, ramsch, schafkopf, skat, skatkopf)\n`,
    );
    expect(w.child.exitCode).toBeNull();
  });
});

describe('bad queue input: one line, an exit code, no waiting forever', () => {
  test('an unreachable Redis', async () => {
    const closed = await freePort();
    const r = await run([
      'simulate',
      'ramsch',
      '--deals',
      '10',
      '--queue',
      `redis://127.0.0.1:${closed}`,
      '--queue-timeout',
      '1',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `stich: cannot reach Redis at redis://127.0.0.1:${closed} within 1 s (connect ECONNREFUSED 127.0.0.1:${closed})\n`,
    );
  });

  test('Redis going away while the coordinator waits', async () => {
    const lost = await startRedis();
    const target = `redis://127.0.0.1:${lost.port}`;
    const coordinator = stich(['simulate', ...argv, '--queue', target, '--queue-timeout', '1']);
    const [, id] = await coordinator.waitFor(/run (sim-[0-9a-f]+)/, 'stderr');
    await stop(lost.proc);
    expect(await coordinator.exited).toBe(1);
    expect(coordinator.stderr.trim().split('\n').at(-1)).toBe(
      `stich: lost Redis at ${target} for 1 s; run the same command again to resume run ${id}`,
    );
  });

  test('Redis restarted empty while the coordinator waits: the chunks are queued again', async () => {
    const local = await localRun();
    const first = await startRedis();
    const target = `redis://127.0.0.1:${first.port}`;
    const coordinator = stich(['simulate', ...argv, '--queue', target]);
    await coordinator.waitFor(/chunks on/, 'stderr');
    await stop(first.proc);
    await startRedis(undefined, first.port);
    const w = stich(['worker', '--queue', target, '--threads', '1']);
    expect(await coordinator.exited).toBe(0);
    expect(withoutTimings(coordinator.stdout)).toBe(withoutTimings(local.stdout));
    expect(w.stdout.match(/ done in/g)).toHaveLength(6);
  });

  test.each([
    [
      ['simulate', 'ramsch', '--queue', 'localhost:6379'],
      "simulate: --queue must be a Redis URL like redis://HOST:PORT (the scheme is 'localhost'), not 'localhost:6379'",
    ],
    [
      ['simulate', 'ramsch', '--queue', 'redis://:pw@h:1/x'],
      "simulate: --queue must be a Redis URL like redis://HOST:PORT (the path must be a database number), not 'redis://:pw@h:1/x'",
    ],
    [
      ['simulate', 'ramsch', '--queue', 'redis://h', '--workers', '2'],
      'give --workers or --queue, not both (start stich worker where chunks should run)',
    ],
    [['simulate', 'ramsch', '--queue-timeout', '3'], 'simulate: --queue-timeout needs --queue'],
    [['worker'], 'worker: --queue redis://HOST:PORT is missing'],
    [
      ['worker', '--queue', 'redis://h', '--threads', '0'],
      "worker: --threads must be a whole number of at least 1, not '0'",
    ],
  ])('%j', async (args, message) => {
    const r = await run(args);
    expect(r.stderr).toBe(`stich: ${message}\n`);
    expect(r.code).toBe(2);
  });
});
