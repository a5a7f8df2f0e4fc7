import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { run } from './harness';

// Ctrl-C during `stich simulate`: in process with a stop signal the test aborts (as the
// first SIGINT would), and once as a real process that gets a real SIGINT.

const withoutTiming = (json: string) => {
  const { seconds: _s, dealsPerSecond: _d, partial: _p, ...rest } = JSON.parse(json);
  return rest;
};

/** What stderr says after the progress bar is cleared. */
const afterBar = (stderr: string) => stderr.slice(stderr.lastIndexOf('\r\x1b[2K') + 5);

/** Runs `stich simulate ARGS --json` with a bar on stderr, stopped at its first drawing. */
async function stoppedAtFirstChunk(args: string[], reason = 'SIGINT') {
  const controller = new AbortController();
  return run(['simulate', ...args, '--json'], {
    stderrTTY: true,
    stop: controller.signal,
    onStderr: () => controller.abort(reason),
  });
}

describe('stich simulate stopped early: the report of the chunks done', () => {
  const args = ['kalter-schlag', '--deals', '50000', '--chunk-size', '10000', '--seed', '7'];

  test('one thread: stopped after the first chunk, the same as --deals 10000', async () => {
    const r = await stoppedAtFirstChunk([...args, '--workers', '1']);
    expect(r.code).toBe(130);
    // The bar says it is stopping, is cleared; then one line says what the report covers.
    expect(r.stderr).toContain('  stopping (Ctrl-C again quits)\r\x1b[2K');
    expect(afterBar(r.stderr)).toBe(
      'stich: simulate: stopped by SIGINT: the report covers the first 10,000 of 50,000 deals\n',
    );
    const json = JSON.parse(r.stdout);
    expect(json.partial).toEqual({ played: 10_000, planned: 50_000 });
    expect(json.deals).toBe(10_000);
    const whole = await run([
      'simulate',
      ...args.slice(0, 1),
      '--deals',
      '10000',
      '--seed',
      '7',
      '--json',
    ]);
    expect(whole.code).toBe(0);
    expect(JSON.parse(whole.stdout).partial).toBeUndefined();
    expect(withoutTiming(r.stdout)).toEqual(withoutTiming(whole.stdout));
  });

  test('two threads: the first chunks done, whichever finished, the same as that many deals', async () => {
    const r = await stoppedAtFirstChunk([...args, '--workers', '2'], 'SIGTERM');
    expect(r.code).toBe(143);
    const { played, planned } = JSON.parse(r.stdout).partial;
    expect(planned).toBe(50_000);
    expect(played % 10_000).toBe(0);
    expect(played).toBeGreaterThanOrEqual(10_000);
    expect(played).toBeLessThan(50_000);
    expect(afterBar(r.stderr)).toMatch(
      /^stich: simulate: stopped by SIGTERM: the report covers the first [\d,]+ of 50,000 deals\n$/,
    );
    const whole = await run([
      'simulate',
      ...args.slice(0, 1),
      '--deals',
      String(played),
      '--chunk-size',
      '10000',
      '--seed',
      '7',
      '--json',
      '--workers',
      '2',
    ]);
    expect(withoutTiming(r.stdout)).toEqual(withoutTiming(whole.stdout));
  });

  test('the text report and the HTML report say they are partial', async () => {
    const controller = new AbortController();
    const r = await run(['simulate', ...args, '--workers', '1', '--report', 'r.html'], {
      stderrTTY: true,
      stop: controller.signal,
      onStderr: () => controller.abort('SIGINT'),
    });
    expect(r.code).toBe(130);
    const note =
      'Stopped early: the first 10,000 of 50,000 deals (the same as --deals 10000 with this seed).';
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Kalter Schlag: 10000 random deals, seed 7',
      note,
    ]);
    expect(r.files['r.html']).toContain(`<p><strong>${note}</strong></p>`);
  });

  test('sessions: stopped after the first chunk of Partien', async () => {
    const r = await stoppedAtFirstChunk([
      'ramsch',
      '--partien',
      '12',
      '--chunk-size',
      '3',
      '--seed',
      '3',
      '--workers',
      '1',
    ]);
    expect(r.code).toBe(130);
    expect(JSON.parse(r.stdout).partial).toEqual({ played: 3, planned: 12 });
    expect(afterBar(r.stderr)).toMatch(
      /^stich: simulate: stopped by SIGINT: the report covers the first 3 of 12 \S+\n$/,
    );
    const whole = await run([
      'simulate',
      'ramsch',
      '--partien',
      '3',
      '--chunk-size',
      '3',
      '--seed',
      '3',
      '--json',
    ]);
    expect(withoutTiming(r.stdout)).toEqual(withoutTiming(whole.stdout));
  });

  test('stopped before anything was played: one line, no report', async () => {
    const controller = new AbortController();
    controller.abort('SIGINT');
    const r = await run(['simulate', ...args, '--workers', '2'], { stop: controller.signal });
    expect(r).toMatchObject({
      code: 130,
      stdout: '',
      stderr: 'stich: simulate: stopped by SIGINT before any deals were played\n',
    });
  });

  test('a stop signal that never fires changes nothing', async () => {
    const stop = new AbortController().signal;
    const a = await run(['simulate', ...args, '--workers', '2', '--json'], { stop });
    const b = await run(['simulate', ...args, '--workers', '1', '--json']);
    expect(a.code).toBe(0);
    expect(JSON.parse(a.stdout).partial).toBeUndefined();
    expect(withoutTiming(a.stdout)).toEqual(withoutTiming(b.stdout));
  });
});

describe('stich simulate as a process, stopped by a real SIGINT', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const cli = [
    '--import',
    './packages/cli/src/simulate/sourceLoader.mjs',
    'packages/cli/src/bin.ts',
  ];

  /** Runs the CLI from its sources; sends SIGINT `afterMs` after the start (if still running). */
  function stich(args: string[], afterMs?: number) {
    const child = spawn(process.execPath, [...cli, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer =
      afterMs === undefined ? undefined : setTimeout(() => child.kill('SIGINT'), afterMs);
    return new Promise<{
      code: number | null;
      signal: string | null;
      stdout: string;
      stderr: string;
    }>((resolve) =>
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout, stderr });
      }),
    );
  }

  test('exit code 130, the partial report on stdout, one line on stderr', async () => {
    // The time a short run takes from the sources: once that has passed twice over, the
    // long run listens for Ctrl-C.
    const started = performance.now();
    const warm = await stich(['simulate', 'kalter-schlag', '--deals', '1', '--json']);
    expect(warm.code).toBe(0);
    const startup = performance.now() - started;
    const r = await stich(
      [
        'simulate',
        'kalter-schlag',
        '--deals',
        '1000000000',
        '--chunk-size',
        '20000',
        '--seed',
        '5',
        '--workers',
        '2',
        '--json',
      ],
      2 * startup + 1000,
    );
    expect(r.signal).toBeNull();
    expect(r.code).toBe(130);
    const { played, planned } = JSON.parse(r.stdout).partial;
    expect(planned).toBe(1_000_000_000);
    expect(played).toBeGreaterThan(0);
    expect(played % 20_000).toBe(0);
    expect(r.stderr).toBe(
      `stich: simulate: stopped by SIGINT: the report covers the first ${played.toLocaleString('en-US')} of 1,000,000,000 deals\n`,
    );
  }, 120_000);
});
