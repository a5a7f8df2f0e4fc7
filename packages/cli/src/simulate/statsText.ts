import type { VariantReport } from '../report';
import type { Delta } from './differences';
import { setName } from './estimates';
import type { Bucket } from './histogram';
import { formatEstimate, formatRate, type Metric, metricsOf, plural } from './metrics';
import { partialNote } from './partialNote';
import type { SimulationResult } from './runSimulation';
import type { SetStats } from './setStats';

const percent = (x: number) => `${(100 * x).toFixed(2)}%`;

/**
 * A simulation's result as text: for one option set, the histogram of what a deal is
 * worth, the rates, the means and the mix (and with sessions, their length and rates);
 * for several, a table of every measure per set with its 95% interval and each set's
 * difference to the first; with different bots at the seats, a table per seat of its mean
 * score and wins.
 *
 * @example
 * io.stdout.write(statsText('Kalter Schlag', kalterSchlagReport, result));
 */
export function statsText(name: string, report: VariantReport, r: SimulationResult): string {
  const units = r.mode === 'sessions' ? plural(report.sessionName) : 'deals';
  const who = r.bots === 'random' ? `random ${units}` : `${units} of ${r.bots} bots`;
  const lines =
    r.sets.length === 1
      ? [`${name}: ${r.count} ${who}, seed ${JSON.stringify(r.seed)}`, ...oneSet(report, r)]
      : [
          `${name}: ${r.sets.length} option sets, ${r.count} ${who} each (the same deals for every set), seed ${JSON.stringify(r.seed)}`,
          ...r.sets.map((s, i) => `  ${setName(i)}  ${s.label}`),
          ...table(report, r),
        ];
  const note = partialNote(r, units);
  if (note !== undefined) lines.splice(1, 0, note);
  r.sets.forEach((s, i) => {
    lines.push(...seatLines(report, r, s, r.sets.length === 1 ? '' : ` in set ${setName(i)}`));
    lines.push(...roleLines(report, s, r.sets.length === 1 ? '' : ` in set ${setName(i)}`));
  });
  const rate = r.dealsPerSecond.toLocaleString('en-US');
  lines.push('', `${rate} deals per second (${r.seconds.toFixed(2)} s)`);
  return `${lines.join('\n')}\n`;
}

function histogramLines(buckets: readonly Bucket[], total: number, unit = ''): string[] {
  const max = Math.max(1, ...buckets.map((b) => b.count));
  return buckets.map((b) => {
    const range = bucketLabel(b);
    const bar = '#'.repeat(Math.round((40 * b.count) / max));
    return `  ${`${range}${unit}`.padStart(9)}  ${String(b.count).padStart(8)}  ${percent(b.count / total).padStart(7)}  ${bar}`;
  });
}

function oneSet(report: VariantReport, r: SimulationResult): string[] {
  const s: SetStats = r.sets[0];
  const lines = ['', `${report.amountTitle}:`, ...histogramLines(s.histogram, s.deals), ''];
  let level = 'deal';
  for (const m of metricsOf(r, report)) {
    const x = m.value(s);
    if (x === undefined) continue;
    if (m.level !== level && s.sessions !== undefined) {
      level = m.level;
      const ss = s.sessions;
      lines.push('', `${plural(report.sessionName)}: ${ss.count}, ${s.deals} deals in all`);
      lines.push(`Deals per ${report.sessionName}:`, ...histogramLines(ss.lengths, ss.count));
    }
    const of = m.of(s);
    const among =
      m.kind === 'rate' && m.level === 'deal' && of < s.deals ? ` (of ${of} deals)` : '';
    const perDeal = m.level === 'deal' && m.kind === 'mean' && !m.title.startsWith('Mean');
    const title = perDeal ? `${m.title}${of < s.deals ? '' : ' per deal'}` : m.title;
    lines.push(
      `${title}: ${formatEstimate(m.kind, x, m.se(s), { brackets: true, n: of })}${among}`,
    );
  }
  if (Object.keys(s.mix).length > 0) {
    lines.push('', `${report.mixTitle ?? 'Mix'}:`);
    for (const [kind, share] of Object.entries(s.mix))
      lines.push(`  ${percent(share).padStart(7)}  ${kind}`);
  }
  return lines;
}

/**
 * A bucket's name: its own label, else from its bounds (`0-19`, `60`, `2000+`).
 *
 * @example
 * bucketLabel({ from: 20, to: 40, count: 0 }); // '20-39'
 */
export function bucketLabel(b: Bucket): string {
  if (b.label !== undefined) return b.label;
  return b.to === null ? `${b.from}+` : b.to - 1 === b.from ? `${b.from}` : `${b.from}-${b.to - 1}`;
}

/**
 * How a difference that is exactly 0 on every paired unit reads, in place of `0 ± 0`.
 *
 * @example
 * identicalText('deal'); // 'identical on every paired deal'
 */
export function identicalText(unit: string): string {
  return `identical on every paired ${unit}`;
}

function deltaText(d: Delta | undefined, kind: Metric['kind'], unit: string): string {
  if (d === undefined) return '';
  if (d.identical) return identicalText(unit);
  const clear = d.ci95 !== null && (d.ci95[0] > 0 || d.ci95[1] < 0) ? ' *' : '';
  return `${formatEstimate(kind, d.diff, d.se, { signed: true })}${clear}`;
}

function table(report: VariantReport, r: SimulationResult): string[] {
  const metrics = metricsOf(r, report);
  const head = [
    '',
    ...r.sets.map((_, i) => setName(i)),
    ...r.differences.map((d) => `${d.of} - ${d.baseline}`),
  ];
  const rows: string[][] = [];
  let level = '';
  for (const m of metrics) {
    if (m.level !== level) {
      level = m.level;
      rows.push([level === 'deal' ? 'Per deal' : `Per ${report.sessionName}`]);
    }
    rows.push([
      `  ${m.title}`,
      ...r.sets.map((s) => {
        const x = m.value(s);
        return x === undefined ? '' : formatEstimate(m.kind, x, m.se(s), { n: m.of(s) });
      }),
      ...r.differences.map((d) =>
        deltaText(m.delta(d), m.kind, m.level === 'deal' ? 'deal' : report.sessionName),
      ),
    ]);
  }
  const widths = head.map((h, c) =>
    Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  const name = report.sessionName;
  const paired =
    r.mode === 'deals'
      ? 'Differences are paired deal by deal on the same deals.'
      : `Differences per ${name} are paired ${name} by ${name}; per deal, on the deals both sets played.`;
  return [
    '',
    format(head),
    ...rows.map((row) => (row.length === 1 ? row[0] : format(row))),
    '',
    `± is the 95% confidence interval; a rate shows its 95% Wilson interval in brackets. ${paired}`,
    '* marks a difference whose interval excludes 0.',
  ];
}

/** The per-seat table of a set: mean score with its 95% interval, wins with their Wilson interval. */
function seatLines(
  report: VariantReport,
  r: SimulationResult,
  s: SetStats,
  where: string,
): string[] {
  if (s.seats === undefined) return [];
  const sessions = r.mode === 'sessions';
  const unit = sessions ? report.sessionName : 'deal';
  const units = sessions ? plural(report.sessionName) : 'deals';
  const mean = sessions ? `total per ${unit}` : `${report.scoreLabel} per ${unit}`;
  const best = report.scoreLabel === 'penalty' ? 'lowest' : 'highest';
  const rows = s.seats.map((seat) => [
    String(seat.seat),
    seat.bot,
    formatEstimate('mean', seat.meanScore, seat.se),
    `${seat.wins} of ${seat.of}`,
    formatRate(seat.winRate, seat.of),
  ]);
  const head = ['seat', 'bot', `mean ${mean}`, 'wins', 'win rate'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const format = (row: string[]) =>
    `  ${row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')}`.trimEnd();
  return [
    '',
    `Per seat${where} (a win: the ${best} ${sessions ? 'total' : report.scoreLabel} at the table, won by every seat that has it; none when all are level):`,
    format(head),
    ...rows.map(format),
    `  ± is the 95% confidence interval, the win rate's brackets its 95% Wilson interval; over ${s.seats[0].of} ${units}.`,
  ];
}

/** The per-role table of a set: each role by bot, its mean score and wins with their intervals. */
function roleLines(report: VariantReport, s: SetStats, where: string): string[] {
  if (s.roles === undefined) return [];
  const rows = s.roles.map((r) => [
    r.role,
    r.bot,
    formatEstimate('mean', r.meanScore, r.se),
    `${r.wins} of ${r.of}`,
    formatRate(r.winRate, r.of),
  ]);
  const head = ['role', 'bot', `mean ${report.scoreLabel} per deal`, 'wins', 'win rate'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const format = (row: string[]) =>
    `  ${row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')}`.trimEnd();
  return [
    '',
    `Per role${where} (declarer: the declaring side; by the bot that played it; over the deals with a declarer):`,
    format(head),
    ...rows.map(format),
    "  ± is the 95% confidence interval, the win rate's brackets its 95% Wilson interval.",
  ];
}
