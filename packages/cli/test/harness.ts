import { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { CliIo } from '../src/index';
import { main } from '../src/index';

/** What a run of `main` printed and returned. */
export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly files: Record<string, string>;
}

/**
 * Runs `stich` in process with captured output. `stdin` is the input text; `tty` says
 * whether it counts as a terminal; `stderrTTY` whether stderr does; `files` are readable
 * paths (others are missing); `stop` stands for Ctrl-C, `onStderr` sees stderr as it is
 * written.
 */
export async function run(
  argv: string[],
  {
    stdin = '',
    tty = false,
    stderrTTY = false,
    files = {},
    stop,
    onStderr,
  }: {
    stdin?: string;
    tty?: boolean;
    stderrTTY?: boolean;
    files?: Record<string, string>;
    stop?: AbortSignal;
    onStderr?: (text: string) => void;
  } = {},
): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const io: CliIo = {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: {
      write: (t: string) => {
        stderr += t;
        onStderr?.(t);
      },
    },
    stdin: Readable.from(stdin === '' ? [] : [stdin]),
    isTTY: tty,
    stderrTTY,
    color: false,
    ...(stop === undefined ? {} : { stop }),
    readFile: async (path) => {
      if (!(path in files)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return files[path];
    },
    writeFile: async (path, text) => {
      written[path] = text;
    },
  };
  const code = await main(argv, io);
  return { code, stdout, stderr, files: written };
}

/** The JSON line of `stich simulate ARGV --json`, checked to run cleanly, with its timings zeroed. */
export async function simulateJson(argv: string[]) {
  const r = await run(['simulate', ...argv, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return { ...JSON.parse(r.stdout.trim().split('\n').at(-1)!), seconds: 0, dealsPerSecond: 0 };
}
