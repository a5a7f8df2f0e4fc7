import { says } from '../report';
import { padEnd, padStart } from '../text/style';
import type { Table } from './table';

/**
 * The score sheet after a deal: who dealt, notes (doublings, Jungfrau, Durchmarsch), and
 * per player the card points, the penalty of this deal and the running total.
 *
 * @example
 * out.write(scoreSheet(table, 3, 2, outcome, result));
 */
export function scoreSheet(
  table: Table,
  n: number,
  dealer: number,
  outcome: unknown,
  result: unknown,
): string {
  const { names, report, style } = table;
  const penalties = report.penalties(outcome);
  const points = report.points(outcome);
  const totals = report.totals(result);
  const losers = names.filter((_, i) => (penalties[i] ?? 0) > 0);
  const head =
    losers.length === 0
      ? 'nobody writes a penalty'
      : losers.length === 1
        ? `${says(losers[0], 'writes')} ${Math.max(...penalties)}`
        : `${losers.join(' and ')} each write ${Math.max(...penalties)}`;
  const width = Math.max(6, ...names.map((name) => name.length));
  const row = (label: string, values: readonly (number | string)[]) =>
    `  ${padEnd(label, 8)}${values.map((v) => padStart(String(v), width + 2)).join('')}`;
  const lines = [
    `${style.bold(`Score after deal ${n}`)} (${names[dealer]} dealt): ${head}.`,
    ...report.notes(outcome, names).map((note) => `  ${note}`),
    row('', names),
  ];
  if (points) lines.push(row('points', points));
  lines.push(
    row(
      'penalty',
      names.map((_, i) => penalties[i] ?? 0),
    ),
  );
  lines.push(
    row(
      'total',
      names.map((_, i) => totals[i] ?? 0),
    ),
  );
  return `${lines.join('\n')}\n`;
}
