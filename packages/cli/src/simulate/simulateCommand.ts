import { closeSync, openSync, writeSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { AnyPlugin } from '@stich/core';
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
import { loadMeasures, measureUrl } from './measures';
import { plural } from './metrics';
import { optionSets } from './optionSets';
import { ROLES, type Role, SEAT_KINDS, type SeatKind, type SimulationPlan } from './plan';
import { progressBar } from './progressBar';
import { resultJson } from './resultJson';
import { runSimulation, type SimulationRun } from './runSimulation';
import { type GameRun, sideBySideJson, sideBySideText } from './sideBySide';
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
    'deals-out': { type: 'string' },
    measure: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  const seed = parseSeed(values.seed);
  if (positionals.length > 1) return sideBySideCommand(positionals, values, seed, io);
  const { plugin: entry, source } = await loadPlugin(positionals[0], io.cwd);
  const plan = await planOf(entry, source, values, seed, io);
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
  const out = dealsFile(values['deals-out'], io.cwd ?? process.cwd());
  try {
    result = await runSimulation(plan, {
      workers,
      now,
      onProgress: bar?.update,
      playChunks,
      stop,
      ...(out === undefined ? {} : { onDeals: out.write }),
    });
  } finally {
    stop?.removeEventListener('abort', stopping);
    watch?.dispose();
    bar?.end();
    out?.close();
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

/** The flags {@link planOf} reads. */
interface PlanFlags {
  deals?: string;
  partien?: string;
  sessions?: string;
  options?: string[];
  compare?: string[];
  bots?: string;
  measure?: string[];
  'deals-out'?: string;
  'pimc-samples'?: string;
  think?: string;
  'chunk-size'?: string;
  'bot-options'?: string;
}

/** The simulation plan of a command line for one game. */
async function planOf(
  entry: AnyPlugin,
  source: string,
  values: PlanFlags,
  seed: number | string,
  io: CliIo,
  extra: Partial<SimulationPlan> = {},
): Promise<SimulationPlan> {
  const sessionsText = values.partien ?? values.sessions;
  if (values.partien !== undefined && values.sessions !== undefined)
    throw usageError('give --partien or --sessions, not both');
  if (sessionsText !== undefined && values.deals !== undefined)
    throw usageError('give --deals or --partien, not both');
  const sets = optionSets(entry.variant, values.options ?? [], values.compare ?? []);
  const firstRules = entry.variant.rules(sets[0].options as object);
  const seats = firstRules.ctx.seats;
  const botOptions = parseBotOptions(values['bot-options'], entry, firstRules as never);
  const bots = parseBotsAndRoles(values.bots ?? entry.simulateBots ?? 'random', seats);
  const measures = (values.measure ?? []).map((path) => measureUrl(path, io.cwd ?? process.cwd()));
  // Loaded here first, so that a bad module stops the run before any deal is played.
  await loadMeasures(measures);
  return {
    variant: entry.variant.id,
    ...(source === entry.variant.id ? {} : { source }),
    sets,
    seats: bots.seats,
    ...(bots.roles === undefined ? {} : { roles: bots.roles }),
    ...(values['deals-out'] === undefined ? {} : { dealsOut: true }),
    ...(measures.length === 0 ? {} : { measures }),
    mode: sessionsText === undefined ? 'deals' : 'sessions',
    count:
      sessionsText !== undefined
        ? positiveInt(values.partien === undefined ? '--sessions' : '--partien', sessionsText)
        : values.deals === undefined
          ? DEFAULT_DEALS
          : positiveInt('--deals', values.deals),
    seed,
    pimcSamples:
      values['pimc-samples'] === undefined
        ? undefined
        : positiveInt('--pimc-samples', values['pimc-samples']),
    pimcThinkMs: values.think === undefined ? undefined : positiveInt('--think', values.think),
    ...(botOptions === undefined ? {} : { botOptions }),
    ...(values['chunk-size'] === undefined
      ? {}
      : { chunkSize: positiveInt('--chunk-size', values['chunk-size']) }),
    ...extra,
  };
}

/**
 * `stich simulate A B ...`: each game on the same seeds, one after another, and their
 * shared measures side by side (text, or one JSON line with each game's result).
 */
async function sideBySideCommand(
  games: readonly string[],
  values: PlanFlags & {
    workers?: string;
    json?: boolean;
    report?: string;
    queue?: string;
  },
  seed: number | string,
  io: CliIo,
): Promise<number> {
  for (const flag of [
    'compare',
    'options',
    'report',
    'queue',
    'deals-out',
    'partien',
    'sessions',
  ] as const)
    if (values[flag] !== undefined)
      throw usageError(`--${flag} takes one game; give one variant, not ${games.length}`);
  const workers =
    values.workers === undefined
      ? availableParallelism()
      : positiveInt('--workers', values.workers);
  const runs: GameRun[] = [];
  const lines: string[] = [];
  for (const id of games) {
    const { plugin: entry, source } = await loadPlugin(id, io.cwd);
    const plan = await planOf(entry, source, values, seed, io, { absScore: true });
    const result = await runSimulation(plan, { workers, now: io.now });
    runs.push({ name: entry.variant.name, report: reportOf(entry), result });
    lines.push(resultJson(result));
  }
  io.stdout.write(values.json ? sideBySideJson(runs, lines) : sideBySideText(runs));
  return 0;
}

/**
 * `--bots` with roles: `role=kind` entries (`declarer=pimc`, `defender=random`) among the
 * plain kinds, which stand for the seats as in {@link parseBots} (default `rules`).
 *
 * @example
 * parseBotsAndRoles('declarer=pimc,rules', 3); // { seats: ['rules'], roles: { declarer: 'pimc' } }
 */
export function parseBotsAndRoles(
  text: string,
  seats: number,
): { seats: SeatKind[]; roles?: Partial<Record<Role, SeatKind>> } {
  const roles: Partial<Record<Role, SeatKind>> = {};
  const plain: string[] = [];
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) {
      plain.push(part);
      continue;
    }
    const [role, kind] = [part.slice(0, eq), part.slice(eq + 1)];
    if (!(ROLES as readonly string[]).includes(role))
      throw usageError(`--bots: unknown role '${role}' (roles: ${ROLES.join(', ')})`);
    if (!(SEAT_KINDS as readonly string[]).includes(kind))
      throw usageError(`--bots: ${role}= must be 'rules' or 'random' or 'pimc', not '${kind}'`);
    if (role in roles) throw usageError(`--bots: the role '${role}' is given twice`);
    roles[role as Role] = kind as SeatKind;
  }
  const kinds = parseBots(plain.length === 0 ? 'rules' : plain.join(','), seats);
  return Object.keys(roles).length === 0 ? { seats: kinds } : { seats: kinds, roles };
}

/** The `--deals-out` file, opened (emptied) before the run: its writer and closer. */
function dealsFile(
  path: string | undefined,
  cwd: string,
): { write: (lines: string) => void; close: () => void } | undefined {
  if (path === undefined) return undefined;
  let fd: number;
  try {
    fd = openSync(resolve(cwd, path), 'w');
  } catch (e) {
    throw usageError(
      `--deals-out: cannot write '${path}': ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  return {
    write: (lines) => {
      writeSync(fd, lines);
    },
    close: () => closeSync(fd),
  };
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
  return async (plan, onProgress, onDeals) => {
    const { runQueued } = await import('../queue/runQueued');
    return runQueued(plan, { target, timeoutMs, log: io.stderr, onProgress, onDeals });
  };
}

/** A word for a shell command line, quoted when it needs to be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
