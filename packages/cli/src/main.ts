import { quote } from '@stich/core/tools';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from './cliError';
import { compareCommand } from './compare/compareCommand';
import type { CliIo } from './io';
import { playCommand } from './play/playCommand';
import { stichVersion } from './queue/chunkJob';
import { workerCommand } from './queue/workerCommand';
import { VARIANTS } from './registry';
import { replayCommand } from './replay/replayCommand';
import { rulesCommand } from './rules/rulesCommand';
import { serveCommand } from './serve/serveCommand';
import { simulateCommand } from './simulate/simulateCommand';
import { solveCommand } from './solve/solveCommand';
import { MAIN_USAGE } from './usage';

/**
 * A `stich` command: its arguments after the command name, the io; resolves to the exit code.
 *
 * @example
 * const hello: Command = async (_args, io) => { io.stdout.write('hello\n'); return 0; };
 */
export type Command = (args: string[], io: CliIo) => Promise<number>;

/**
 * The commands by name.
 *
 * @example
 * Object.keys(COMMANDS); // ['compare', 'play', 'replay', 'rules', 'serve', 'simulate', 'solve', 'worker']
 */
export const COMMANDS: Readonly<Record<string, Command>> = {
  compare: compareCommand,
  play: playCommand,
  replay: replayCommand,
  rules: rulesCommand,
  serve: serveCommand,
  simulate: simulateCommand,
  solve: solveCommand,
  worker: workerCommand,
};

const usage = () => `${MAIN_USAGE}\nVariants: ${Object.keys(VARIANTS).join(', ')}\n`;

/** The longest error line the CLI prints. */
const MAX_LINE = 400;

/** The first line of a message, cut to {@link MAX_LINE} characters. */
function oneLine(message: string): string {
  const line = message.split('\n', 1)[0];
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
}

/**
 * Runs the `stich` command in process: `argv` without the node and script paths
 * (`--help` prints the usage, `--version` the version of @stich/cli). Resolves
 * to the exit code: 0 on success, 1 when the command failed, 2 for a bad command line. A
 * failure is one line on stderr (`stich: ...`), never a stack trace.
 *
 * @example
 * const code = await main(['rules', 'kalter-schlag'], io);
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  const commands = Object.keys(COMMANDS).join(', ');
  if (name === undefined) {
    io.stderr.write(`stich: missing command (commands: ${commands}; see stich --help)\n`);
    return EXIT_USAGE;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(usage());
    return 0;
  }
  if (name === '--version' || name === '-V') {
    io.stdout.write(`${stichVersion()}\n`);
    return 0;
  }
  if (!Object.hasOwn(COMMANDS, name)) {
    const what = name.startsWith('-') ? 'option' : 'command';
    io.stderr.write(
      `stich: unknown ${what} ${quote(name)} (commands: ${commands}; see stich --help)\n`,
    );
    return EXIT_USAGE;
  }
  try {
    return await COMMANDS[name](args, io);
  } catch (e) {
    if (e instanceof CliError) {
      // An option's error names its command: `stich: simulate: --deals must be ...`.
      const where = e.message.startsWith('--') ? `${name}: ` : '';
      io.stderr.write(`stich: ${where}${oneLine(e.message)}\n`);
      return e.exitCode;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.stderr.write(`stich: internal error: ${oneLine(message)}\n`);
    return EXIT_FAILURE;
  }
}
