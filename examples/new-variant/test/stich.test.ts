import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

// Every `stich` command on the example's game, run as a user runs it: the `stich` binary
// this folder installs (@stich/cli), in this folder, on ./herz-schlag.mjs. Needs
// `pnpm build` first (the binary is the built CLI).
const here = fileURLToPath(new URL('..', import.meta.url));
const bin = join(here, 'node_modules/.bin/stich');
const scratch = mkdtempSync(join(tmpdir(), 'stich-herz-'));
const record = join(scratch, 'partie.json');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function stich(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(bin, args, { cwd: here, maxBuffer: 1 << 24 }, (e, stdout, stderr) =>
      resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('stich on Herz Schlag, from the example folder', () => {
  test('the folder has a stich binary', () => {
    expect(existsSync(bin), 'run pnpm install and pnpm build').toBe(true);
  });

  test('rules: the hearts are trumps below the jacks', async () => {
    const r = await stich('rules', './herz-schlag.mjs');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Herz Schlag');
    expect(r.stdout).toMatch(/Trumps, highest first: ♣J > ♠J > ♥J > ♦J > ♥A > ♥10/);
  });

  test('play --watch writes a record of the game', async () => {
    const r = await stich(
      'play',
      './herz-schlag.mjs',
      '--watch',
      '--seed',
      '1',
      '--record',
      record,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Herz Schlag');
    expect(JSON.parse(readFileSync(record, 'utf8')).variant).toBe('herz-schlag');
  });

  test('compare with Kalter Schlag', async () => {
    const r = await stich('compare', 'kalter-schlag', './herz-schlag.mjs', '--format', 'md');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('| Herz Schlag');
  });

  test('simulate --json with the rules bots on two worker threads', async () => {
    const r = await stich(
      'simulate',
      './herz-schlag.mjs',
      '--deals',
      '200',
      '--bots',
      'rules',
      '--workers',
      '2',
      '--json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ variant: 'herz-schlag', deals: 200 });
  });

  test('replay and solve the record with --variant', async () => {
    const replay = await stich('replay', '--variant', './herz-schlag.mjs', record);
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.stdout).totals).toHaveLength(4);
    const solve = await stich(
      'solve',
      '--variant',
      './herz-schlag.mjs',
      record,
      '--at',
      '4',
      '--json',
    );
    expect(solve.code).toBe(0);
    expect(JSON.parse(solve.stdout).variant).toBe('herz-schlag');
  });

  test('play against the sampling bot reads the same module', async () => {
    const r = await stich(
      'play',
      './herz-schlag.mjs',
      '--watch',
      '--bot',
      'pimc',
      '--think',
      '5',
      '--seed',
      '2',
      '--options',
      '{"target":100}',
    );
    expect(r.code).toBe(0);
  });
});
