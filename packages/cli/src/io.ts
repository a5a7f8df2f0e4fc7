import { readFile, writeFile } from 'node:fs/promises';

/**
 * Where the CLI writes text. `process.stdout` is one.
 *
 * @example
 * const captured: string[] = [];
 * const out: Writer = { write: (text) => captured.push(text) };
 */
export interface Writer {
  write(text: string): unknown;
}

/**
 * Everything the CLI touches outside itself, so that tests run `main` in process with
 * captured output and scripted input.
 *
 * @example
 * const out: string[] = [];
 * const io: CliIo = { stdout: { write: (t) => out.push(t) }, stderr: process.stderr, stdin: Readable.from([]), isTTY: false };
 */
export interface CliIo {
  readonly stdout: Writer;
  readonly stderr: Writer;
  /** Standard input: played moves, or a record for `stich replay -`. */
  readonly stdin: AsyncIterable<string | Uint8Array>;
  /** Whether stdin is a terminal; without one, `stich play` watches instead of asking. */
  readonly isTTY: boolean;
  /** Whether stderr is a terminal, where long commands draw a progress bar. Default: no. */
  readonly stderrTTY?: boolean;
  /** Whether to colour the output with ANSI escapes. Default: off. */
  readonly color?: boolean;
  /** Reads a file as UTF-8; defaults to `node:fs`. */
  readonly readFile?: (path: string) => Promise<string>;
  /** Writes a UTF-8 file; defaults to `node:fs`. */
  readonly writeFile?: (path: string, text: string) => Promise<void>;
  /** Milliseconds since some fixed point, for timings; defaults to `performance.now()`. */
  readonly now?: () => number;
  /**
   * Aborts when a long command should stop early and report what it has (`stich
   * simulate`); by default the first SIGINT (Ctrl-C) or SIGTERM, the reason its name.
   */
  readonly stop?: AbortSignal;
  /** The folder module paths and package names are looked up from (default: the process's). */
  readonly cwd?: string;
}

/**
 * The real process's io: stdout, stderr, stdin, whether stdin and stderr are terminals,
 * colour when stdout is a terminal and `NO_COLOR` is unset.
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2), nodeIo());
 */
export function nodeIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    isTTY: process.stdin.isTTY === true,
    stderrTTY: process.stderr.isTTY === true,
    color: process.stdout.isTTY === true && !process.env.NO_COLOR,
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
    now: () => performance.now(),
  };
}

/**
 * Reads a stream to its end as text.
 *
 * @example
 * const text = await readAll(io.stdin);
 */
export async function readAll(input: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of input)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
