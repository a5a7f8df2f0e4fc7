import { readFile } from 'node:fs/promises';
import { scoreListCsv } from '@stich/core/plugin';
import { parseCommandArgs } from '../args';
import { CliError, EXIT_FAILURE, usageError } from '../cliError';
import { type CliIo, readAll } from '../io';
import { loadPlugin } from '../loadPlugin';
import { recordFormat } from '../recordFormats';
import { REPLAY_USAGE } from '../usage';
import { replayJson, replayList, replayRecord } from './replayRecord';
import { splitRecords } from './splitRecords';

/**
 * `stich replay [--format json|FORMAT] [--partial] [--list csv|json] [--lang en|de]
 * [--variant GAME ...] FILE|-`: one JSON line per record (outcome, result or error), or
 * with `--list` each session's score list (CSV, or one JSON line); exit code 1 when any
 * record was invalid,
 * after all the others were replayed. `--partial` accepts a record whose (last) deal is
 * unfinished. `--variant` loads a game from a module or package, for records of a game
 * that is not built in. `--format` names a game's own record format (`iss`: Skat's ISS
 * game records, one per line).
 *
 * @example
 * await replayCommand(['game.jsonl'], io); // 0 when every record replays
 */
export async function replayCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('replay', args, {
    format: { type: 'string' },
    partial: { type: 'boolean' },
    list: { type: 'string' },
    lang: { type: 'string' },
    variant: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(REPLAY_USAGE);
    return 0;
  }
  for (const spec of values.variant ?? []) await loadPlugin(spec, io.cwd);
  const format = values.format ?? 'json';
  const list = values.list;
  if (list !== undefined && list !== 'csv' && list !== 'json')
    throw usageError(`replay: --list is csv or json, not '${list}'`);
  const language = values.lang ?? 'en';
  if (language !== 'en' && language !== 'de')
    throw usageError(`replay: --lang is en or de, not '${language}'`);
  if (list !== undefined && format !== 'json')
    throw usageError(`replay: --list reads JSON session records, not --format ${format}`);
  const own = format === 'json' ? null : recordFormat(format);
  if (positionals.length === 0)
    throw usageError("replay: which file? (a path, or '-' for standard input)");
  if (positionals.length > 1) throw usageError(`replay: unexpected argument '${positionals[1]}'`);
  const file = positionals[0];
  let text: string;
  try {
    text =
      file === '-'
        ? await readAll(io.stdin)
        : await (io.readFile ?? ((p) => readFile(p, 'utf8')))(file);
  } catch (e) {
    throw new CliError(
      `replay: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  if (own !== null) {
    if (values.partial)
      throw usageError(`replay: --partial reads JSON records, not --format ${format}`);
    const { lines, failed } = own.replay(text);
    for (const line of lines) io.stdout.write(`${line}\n`);
    return failed ? EXIT_FAILURE : 0;
  }
  let failed = false;
  for (const input of splitRecords(text)) {
    if (list !== undefined && !('error' in input)) {
      const made = replayList(input.value, { language, partial: values.partial });
      if (made.ok) {
        io.stdout.write(
          list === 'csv' ? scoreListCsv(made.list) : `${JSON.stringify(made.list)}\n`,
        );
        continue;
      }
      failed = true;
      io.stdout.write(`${replayJson(made)}\n`);
      continue;
    }
    const line =
      'error' in input
        ? { ok: false as const, error: input.error }
        : replayRecord(input.value, { partial: values.partial });
    if (!line.ok) failed = true;
    io.stdout.write(`${replayJson(line)}\n`);
  }
  return failed ? EXIT_FAILURE : 0;
}
