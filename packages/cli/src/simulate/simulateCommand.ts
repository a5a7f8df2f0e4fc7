import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseCommandArgs, parseSeed, positiveInt } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { loadPlugin } from '../loadPlugin';
import { parseQueueUrl } from '../queue/queueUrl';
import { queueTimeoutMs } from '../queue/workerCommand';
import { reportOf } from '../registry';
import { stopOnSignal, stoppedExitCode } from '../stopSignal';
import { SIMULATE_USAGE } from '../usage';
import { parseBotOptions } from './botOptions';
import { htmlReport } from './htmlReport';
import { plural } from './metrics';
import { optionSets } from './optionSets';
import { SEAT_KINDS, type SeatKind, type SimulationPlan } from './plan';
import { progressBar } from './progressBar';
import { resultJson } from './resultJson';
import { runSimulation, type SimulationRun } from './runSimulation';
import { statsText } from './statsText';

/**
 * Deals played when neither `--deals` nor `--partien` is given.
 *
 * @example
 * const deals = values.deals === undefined ? DEFAULT_DEALS : positiveInt('--deals', values.deals);
 */
export const DEFAULT_DEALS = 10_000;

/**
 * `stich simulate VARIANT [--deals N | --partien N] [--seed S] [--bots KINDS]
 * [--pimc-samples N] [--think MS] [--options JSON]... [--compare KEY=V1,V2]... [--workers N] [--json] [--report FILE]`:
 * plays deals (or whole sessions) for one or more option sets on the same seeded deals,
 * across worker threads, and prints the statistics: text, one JSON line ending in
 * `dealsPerSecond`, and optionally a self-contained HTML report. A progress bar goes to
 * stderr when it is a terminal.
 *
 * @example
 * await simulateCommand(['kalter-schlag', '--deals', '100000', '--compare', 'rounding=ten,five', '--json'], io);
 */
export async function simulateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('simulate', args, {
    deals: { type: 'string' },
    partien: { type: 'string' },
    sessions: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    options: { type: 'string', multiple: true },
    compare: { type: 'string', multiple: true },
    bots: { type: 'string' },
    'pimc-samples': { type: 'string' },
    think: { type: 'string' },
    'bot-options': { type: 'string' },
    workers: { type: 'string' },
    report: { type: 'string' },
    queue: { type: 'string' },
    'queue-timeout': { type: 'string' },
    'chunk-size': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  if (positionals.length > 1) throw usageError(`simulate: unexpected argument '${positionals[1]}'`);
  const { plugin: entry, source } = await loadPlugin(positionals[0], io.cwd);
  const sessionsText = values.partien ?? values.sessions;
  if (values.partien !== undefined && values.sessions !== undefined)
    throw usageError('give --partien or --sessions, not both');
  if (sessionsText !== undefined && values.deals !== undefined)
    throw usageError('give --deals or --partien, not both');
  const sets = optionSets(entry.variant, values.options ?? [], values.compare ?? []);
  const firstRules = entry.variant.rules(sets[0].options as object);
  const seats = firstRules.ctx.seats;
  const botOptions = parseBotOptions(values['bot-options'], entry, firstRules as never);
  const plan: SimulationPlan = {
    variant: entry.variant.id,
    ...(source === entry.variant.id ? {} : { source }),
    sets,
    seats: parseBots(values.bots ?? entry.simulateBots ?? 'random', seats),
    mode: sessionsText === undefined ? 'deals' : 'sessions',
    count:
      sessionsText !== undefined
        ? positiveInt(values.partien === undefined ? '--sessions' : '--partien', sessionsText)
        : values.deals === undefined
          ? DEFAULT_DEALS
          : positiveInt('--deals', values.deals),
    seed: parseSeed(values.seed),
    pimcSamples:
      values['pimc-samples'] === undefined
        ? undefined
        : positiveInt('--pimc-samples', values['pimc-samples']),
    pimcThinkMs: values.think === undefined ? undefined : positiveInt('--think', values.think),
    ...(botOptions === undefined ? {} : { botOptions }),
    ...(values['chunk-size'] === undefined
      ? {}
      : { chunkSize: positiveInt('--chunk-size', values['chunk-size']) }),
  };
  const playChunks = queuedChunks(values, io);
  const workers =
    values.workers === undefined
      ? availableParallelism()
      : positiveInt('--workers', values.workers);
  const report = reportOf(entry);
  const now = io.now ?? (() => performance.now());
  const unit = plan.mode === 'deals' ? 'deals' : plural(report.sessionName);
  const bar = io.stderrTTY === true ? progressBar(io.stderr, unit, now) : undefined;
  // Ctrl-C stops a run on this machine's threads; a queued run resumes when run again.
  const watch = playChunks === undefined && io.stop === undefined ? stopOnSignal() : undefined;
  const stop = playChunks === undefined ? (io.stop ?? watch?.signal) : undefined;
  const stopping = () => bar?.note('stopping (Ctrl-C again quits)');
  stop?.addEventListener('abort', stopping, { once: true });
  let result: Awaited<ReturnType<typeof runSimulation>>;
  try {
    result = await runSimulation(plan, {
      workers,
      now,
      onProgress: bar?.update,
      playChunks,
      stop,
    });
  } finally {
    stop?.removeEventListener('abort', stopping);
    watch?.dispose();
    bar?.end();
  }
  const why = typeof stop?.reason === 'string' ? stop.reason : 'request';
  if (result.count === 0) {
    io.stderr.write(`stich: simulate: stopped by ${why} before any ${unit} were played\n`);
    return stoppedExitCode(stop?.reason);
  }
  if (values.report !== undefined) {
    const write = io.writeFile ?? ((path: string, text: string) => writeFile(path, text, 'utf8'));
    // A Redis password in --queue stays out of the report.
    const shown = args.map((a) => a.replace(/^(rediss?:\/\/[^:@/]*:)[^@/]+@/, '$1***@'));
    const command = ['stich', 'simulate', ...shown].map(shellWord).join(' ');
    await write(values.report, htmlReport(entry.variant.name, report, result, command));
  }
  if (values.json) io.stdout.write(resultJson(result));
  else {
    io.stdout.write(statsText(entry.variant.name, report, result));
    if (values.report !== undefined) io.stdout.write(`Report: ${values.report}\n`);
  }
  if (result.partial === undefined) return 0;
  const { played, planned } = result.partial;
  const n = (x: number) => x.toLocaleString('en-US');
  io.stderr.write(
    `stich: simulate: stopped by ${why}: the report covers the first ${n(played)} of ${n(planned)} ${unit}\n`,
  );
  return stoppedExitCode(stop?.reason);
}

/**
 * `--bots`: one kind for every seat, or one per seat separated by commas.
 *
 * @example
 * parseBots('rules,random,random,random', 4); // ['rules', 'random', 'random', 'random']
 * parseBots('pimc,rules,rules', 3); // ['pimc', 'rules', 'rules']
 */
export function parseBots(text: string, seats: number): SeatKind[] {
  const kinds = text.split(',');
  for (const kind of kinds)
    if (!(SEAT_KINDS as readonly string[]).includes(kind))
      throw usageError(
        `--bots must be 'rules' or 'random' or 'pimc' (or one per seat), not '${kind}'`,
      );
  if (kinds.length !== 1 && kinds.length !== seats)
    throw usageError(`--bots needs one kind, or one per seat (${seats}), not ${kinds.length}`);
  return kinds as SeatKind[];
}

/**
 * With `--queue`, the chunks go to `stich worker` processes through Redis; the queue
 * code (and BullMQ) loads only then.
 */
function queuedChunks(
  values: { queue?: string; 'queue-timeout'?: string; workers?: string },
  io: CliIo,
): SimulationRun['playChunks'] {
  if (values.queue === undefined) {
    if (values['queue-timeout'] !== undefined) throw usageError('--queue-timeout needs --queue');
    return undefined;
  }
  if (values.workers !== undefined)
    throw usageError(
      'give --workers or --queue, not both (start stich worker where chunks should run)',
    );
  const target = parseQueueUrl(values.queue);
  const timeoutMs = queueTimeoutMs(values['queue-timeout']);
  return async (plan, onProgress) => {
    const { runQueued } = await import('../queue/runQueued');
    return runQueued(plan, { target, timeoutMs, log: io.stderr, onProgress });
  };
}

/** A word for a shell command line, quoted when it needs to be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
