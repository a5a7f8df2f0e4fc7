import { writeFile } from 'node:fs/promises';
import { type Bot, pimcBot, randomBot } from '@stich/bots';
import { formatSessionRecord } from '@stich/core';
import { pluginTexts, seatNames } from '@stich/core/plugin';
import { parseCommandArgs, parseRuleOptions, parseSeed, positiveInt } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { loadPlugin } from '../loadPlugin';
import { pimcFor } from '../pimcFor';
import { reportOf } from '../registry';
import { style } from '../text/style';
import { PLAY_USAGE } from '../usage';
import { humanSeat } from './humanSeat';
import { LineReader } from './lineReader';
import { runPartie } from './runPartie';
import type { SeatPlayer, Table } from './table';
import { wordsFor } from './words';

/**
 * `stich play VARIANT [--seed S] [--watch] [--bot rules|random|pimc] [--think MS] [--options JSON] [--record FILE]`:
 * a whole session at the terminal, you at seat 0 against bots, or four bots with
 * `--watch`. Without a terminal on stdin it watches, so it never waits for input.
 *
 * @example
 * await playCommand(['kalter-schlag', '--watch', '--seed', '1'], io); // 0
 */
export async function playCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('play', args, {
    seed: { type: 'string' },
    watch: { type: 'boolean' },
    bot: { type: 'string' },
    think: { type: 'string' },
    options: { type: 'string' },
    record: { type: 'string' },
    lang: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(PLAY_USAGE);
    return 0;
  }
  if (positionals.length > 1) throw usageError(`play: unexpected argument '${positionals[1]}'`);
  const entry = (await loadPlugin(positionals[0], io.cwd)).plugin;
  const options = parseRuleOptions(entry.variant, values.options);
  const rules = entry.variant.rules(options);
  const kind = values.bot ?? 'rules';
  if (kind !== 'rules' && kind !== 'random' && kind !== 'pimc')
    throw usageError(`--bot must be 'rules', 'random' or 'pimc', not '${kind}'`);
  const think = values.think === undefined ? undefined : positiveInt('--think', values.think);
  if (think !== undefined && kind !== 'pimc') throw usageError('--think needs --bot pimc');
  const bot: Bot =
    kind === 'pimc'
      ? pimcBot(rules, { timeMs: think, adapter: pimcFor(entry) })
      : kind === 'random' || entry.bot === undefined
        ? randomBot
        : entry.bot(rules);
  const language = values.lang ?? 'en';
  if (language !== 'en' && language !== 'de')
    throw usageError(`--lang must be 'en' or 'de', not '${language}'`);
  const seed = parseSeed(values.seed);
  const watch = values.watch === true || !io.isTTY;
  const lines = watch ? null : new LineReader(io.stdin);
  const players: SeatPlayer[] = [];
  // Anne, Bert ... as `stich solve` names them; the person at the terminal is `You`.
  const names = seatNames(rules.ctx.seats);
  const table: Table = {
    variant: entry.variant,
    rules,
    players,
    names: watch ? names : ['You', ...names.slice(1)],
    out: io.stdout,
    style: style(io.color === true),
    report: reportOf(entry),
    watch,
    words: wordsFor(language),
    texts: pluginTexts(entry, {
      language,
      seatName: (seat) =>
        language === 'de' && table.names[seat] === 'You' ? 'Du' : table.names[seat],
      deck: rules.ctx.deck,
    }),
  };
  for (let seat = 0; seat < rules.ctx.seats; seat++) {
    players.push(
      seat === 0 && lines !== null ? humanSeat(() => table, lines) : { kind: 'bot', bot },
    );
  }
  const words = wordsFor(language);
  io.stdout.write(
    `${words.intro(entry.variant.name, bot.name, rules.ctx.seats, watch, JSON.stringify(seed))}\n`,
  );
  if (!values.watch && !io.isTTY) io.stdout.write(`${words.noTerminal}\n`);
  try {
    const run = await runPartie(table, seed);
    if (values.record !== undefined) {
      const record = { ...run.record, meta: { players: table.names } };
      const write = io.writeFile ?? ((path: string, text: string) => writeFile(path, text, 'utf8'));
      await write(values.record, `${formatSessionRecord(record)}\n`);
      io.stdout.write(`${words.recordWritten(values.record, run.quit)}\n`);
    }
  } finally {
    await lines?.close();
  }
  return 0;
}
