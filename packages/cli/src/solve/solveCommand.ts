import { readFile } from 'node:fs/promises';
import { CliError } from '../cliError';
import { type CliIo, readAll } from '../io';
import { loadPlugin } from '../loadPlugin';
import { style } from '../text/style';
import { SOLVE_USAGE } from '../usage';
import { positionAt } from './positionAt';
import { readDeal } from './readDeal';
import { parseSolveFlags, seatFlag } from './solveFlags';
import { solveJson } from './solveJson';
import { solvePosition } from './solvePosition';
import { solveText } from './solveText';

/**
 * `stich solve FILE|- [--format json|iss] [--variant GAME] [--at N] [--deal K] [--seat N|NAME] [--objective
 * min|max] [--count points|tricks] [--line] [--json]`: replays a deal record to its last
 * action (or the first N) and solves the rest of the card play with every card open: the
 * value with best play by both sides, what it decides, and every best card for the seat
 * to act. A bad record or flag is one line on stderr and a non-zero exit code.
 *
 * @example
 * await solveCommand(['game.json', '--at', '20'], io); // 0, the solution on stdout
 */
export async function solveCommand(args: string[], io: CliIo): Promise<number> {
  const flags = parseSolveFlags(args);
  if (flags.help) {
    io.stdout.write(SOLVE_USAGE);
    return 0;
  }
  let text: string;
  try {
    text =
      flags.file === '-'
        ? await readAll(io.stdin)
        : await (io.readFile ?? ((p) => readFile(p, 'utf8')))(flags.file);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw new CliError(`solve: cannot read ${flags.file}: ${why}`);
  }
  for (const spec of flags.variants) await loadPlugin(spec, io.cwd);
  const position = positionAt(readDeal(text, flags.format, flags.deal), flags.at);
  const question =
    flags.seat === undefined
      ? flags.question
      : { ...flags.question, seat: seatFlag(flags.seat, position.names) };
  const solved = solvePosition(position, question, {
    line: flags.line,
    exact: flags.exact,
    allBest: flags.allBest,
    now: io.now ?? (() => performance.now()),
  });
  io.stdout.write(
    flags.json
      ? `${JSON.stringify(solveJson(solved))}\n`
      : solveText(solved, style(io.color === true)),
  );
  return 0;
}
