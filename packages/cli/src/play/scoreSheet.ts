import { padEnd, padStart } from '../text/style';
import type { Table } from './table';
import { seatNameOf } from './words';

/**
 * The score sheet after a deal: who dealt, the headline (who writes, loses or wins what),
 * notes (doublings, Jungfrau, Durchmarsch, the skat ...), and per player the card points,
 * what this deal writes (a penalty, or a signed score) and the running total.
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
  const { report, style } = table;
  // English notes name the seats as the plug-in does (`You`); German ones say `Du`.
  const names =
    table.texts?.language === 'de'
      ? table.names.map((_, seat) => seatNameOf(table, seat))
      : table.names;
  const scores = report.scores(outcome);
  const points = report.points(outcome);
  const totals = report.totals(result);
  const amount = report.formatAmount ?? String;
  const width = Math.max(6, ...names.map((name) => name.length));
  const label = Math.max(8, report.scoreLabel.length + 1);
  const row = (name: string, values: readonly (number | string)[]) =>
    `  ${padEnd(name, label)}${values.map((v) => padStart(String(v), width + 2)).join('')}`;
  const de = table.texts?.language === 'de';
  const lines = de
    ? [
        `${style.bold(`Stand nach Spiel ${n}`)} (${names[dealer]} hat gegeben):`,
        ...table.texts!.outcomeLines(outcome).map((f) => `  ${f.label}: ${f.value}`),
        row('', names),
      ]
    : [
        `${style.bold(`Score after deal ${n}`)} (${names[dealer]} dealt): ${report.headline(outcome, names)}.`,
        ...report.notes(outcome, names).map((note) => `  ${note}`),
        row('', names),
      ];
  if (points) lines.push(row(de ? 'Augen' : 'points', points));
  lines.push(
    row(
      de ? 'Wertung' : report.scoreLabel,
      names.map((_, i) => amount(scores[i] ?? 0)),
    ),
  );
  lines.push(
    row(
      de ? 'Summe' : 'total',
      names.map((_, i) => amount(totals[i] ?? 0)),
    ),
  );
  return `${lines.join('\n')}\n`;
}
