import { parseCommandArgs, parseRuleOptions, parseSeed, positiveInt } from '../args';
import { usageError } from '../cliError';
import type { CliIo } from '../io';
import { reportOf, requireVariant } from '../registry';
import type { VariantReport } from '../report';
import { SIMULATE_USAGE } from '../usage';
import { runSimulation, type SimulationStats } from './runSimulation';

/**
 * Deals played when `--deals` is not given.
 *
 * @example
 * const deals = values.deals === undefined ? DEFAULT_DEALS : positiveInt('--deals', values.deals);
 */
export const DEFAULT_DEALS = 10_000;

const percent = (x: number) => `${(100 * x).toFixed(2)}%`;

/**
 * `stich simulate VARIANT --deals N --seed S [--json] [--bots rules|random] [--options JSON]`:
 * deals of random play on the kernel, or of the variant's rules bots (`--bots rules`, the
 * default where the registry says so); prints the histogram of what a deal is worth (a penalty, a loss), the rates
 * of notable deals, the means and deals per second (with `--json`, one JSON line ending
 * in `dealsPerSecond`).
 *
 * @example
 * await simulateCommand(['kalter-schlag', '--deals', '1000', '--seed', '1', '--json'], io);
 */
export async function simulateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('simulate', args, {
    deals: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    options: { type: 'string' },
    bots: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  if (positionals.length > 1) throw usageError(`simulate: unexpected argument '${positionals[1]}'`);
  const entry = requireVariant(positionals[0]);
  const options = parseRuleOptions(entry.variant, values.options);
  const deals = values.deals === undefined ? DEFAULT_DEALS : positiveInt('--deals', values.deals);
  const seed = parseSeed(values.seed);
  const kind = values.bots ?? entry.simulateBots ?? 'random';
  if (kind !== 'rules' && kind !== 'random')
    throw usageError(`--bots must be 'rules' or 'random', not '${kind}'`);
  const report = reportOf(entry);
  const rules = entry.variant.rules(options);
  const bot = kind === 'rules' && entry.bot !== undefined ? entry.bot(rules) : undefined;
  const stats = runSimulation(rules, report, deals, seed, io.now, bot);
  if (values.json) {
    const { dealsPerSecond, ...rest } = stats;
    io.stdout.write(
      `${JSON.stringify({ variant: entry.variant.id, options, seed, ...rest, dealsPerSecond })}\n`,
    );
  } else io.stdout.write(statsText(entry.variant.name, report, seed, stats));
  return 0;
}

function statsText(
  name: string,
  report: VariantReport,
  seed: number | string,
  s: SimulationStats,
): string {
  const max = Math.max(1, ...s.histogram.map((b) => b.count));
  const lines = [
    `${name}: ${s.deals} ${s.bots === 'random' ? 'random deals' : `deals of ${s.bots} bots`}, seed ${JSON.stringify(seed)}`,
    '',
    `${report.amountTitle}:`,
  ];
  for (const b of s.histogram) {
    const range = b.to === null ? `${b.from}+` : `${b.from}-${b.to - 1}`;
    const bar = '#'.repeat(Math.round((40 * b.count) / max));
    lines.push(
      `  ${range.padStart(9)}  ${String(b.count).padStart(8)}  ${percent(b.count / s.deals).padStart(7)}  ${bar}`,
    );
  }
  lines.push(
    '',
    `Mean ${report.amountTitle[0].toLowerCase()}${report.amountTitle.slice(1)}: ${s.meanAmount.toFixed(2)}`,
    `Mean ${report.scoreLabel} per deal, all seats together: ${s.meanWritten.toFixed(2)}`,
  );
  for (const [flag, rate] of Object.entries(s.rates)) {
    const of = s.rateOf[flag] < s.deals ? ` (of ${s.rateOf[flag]} deals)` : '';
    lines.push(`${flag}: ${percent(rate)}${of}`);
  }
  for (const [key, mean] of Object.entries(s.means)) {
    const of = s.meanOf[key] < s.deals ? ` (mean of ${s.meanOf[key]} deals)` : '';
    lines.push(`${key}${of ? '' : ' per deal'}: ${mean.toFixed(2)}${of}`);
  }
  if (Object.keys(s.mix).length > 0) {
    lines.push('', `${report.mixTitle ?? 'Mix'}:`);
    for (const [kind, share] of Object.entries(s.mix))
      lines.push(`  ${percent(share).padStart(7)}  ${kind}`);
  }
  lines.push(
    '',
    `${s.dealsPerSecond.toLocaleString('en-US')} deals per second (${s.seconds.toFixed(2)} s)`,
  );
  return `${lines.join('\n')}\n`;
}
