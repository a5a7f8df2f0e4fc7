import type { VariantReport } from '../report';
import { formatEstimate, type Metric, metricsOf } from './metrics';
import type { SimulationResult } from './runSimulation';
import type { SetStats } from './setStats';

/**
 * One game of a side-by-side run (`stich simulate skat ramsch`): its name, report and result.
 *
 * @example
 * const game: GameRun = { name: 'Skat', report: skatReport, result };
 */
export interface GameRun {
  readonly name: string;
  readonly report: VariantReport;
  readonly result: SimulationResult;
}

/** A measure every game has, by its title, with each game's value. */
interface SharedRow {
  readonly title: string;
  readonly kind: Metric['kind'];
  readonly cells: readonly { value: number; se: number | null; of: number }[];
}

/**
 * The measures the games share: the mean absolute score per seat, what all seats write
 * together, the report's rates and means and the user's measures that every game has by
 * the same name; per deal, over each game's first option set.
 *
 * @example
 * sharedMeasures(games).map((row) => row.title); // ['absScore', ..., 'schneider']
 */
export function sharedMeasures(games: readonly GameRun[]): SharedRow[] {
  const per = games.map(({ report, result }) => {
    const s: SetStats = result.sets[0];
    const rows = new Map<string, SharedRow['cells'][number] & { kind: Metric['kind'] }>();
    for (const m of metricsOf(result, report)) {
      if (m.level !== 'deal') continue;
      const value = m.value(s);
      if (value === undefined) continue;
      // The first two titles name each game's own amount and score; the written total is shared.
      const title = m.title.endsWith('per deal, all seats together')
        ? 'Mean written per deal, all seats together'
        : m.title;
      rows.set(title, { kind: m.kind, value, se: m.se(s), of: m.of(s) });
    }
    return rows;
  });
  const titles = [...per[0].keys()].filter((t) =>
    per.every((rows) => rows.has(t) && rows.get(t)!.kind === per[0].get(t)!.kind),
  );
  return titles.map((title) => ({
    title,
    kind: per[0].get(title)!.kind,
    cells: per.map((rows) => rows.get(title)!),
  }));
}

/**
 * The games' shared measures as a text table, side by side, each with its 95% interval
 * (rates with their Wilson interval), and each game's own amount and its speed.
 *
 * @example
 * io.stdout.write(sideBySideText(games));
 */
export function sideBySideText(games: readonly GameRun[]): string {
  const r0 = games[0].result;
  const head = ['', ...games.map((g) => g.name)];
  const rows: string[][] = [
    ['Bots', ...games.map((g) => g.result.bots)],
    ['Deals', ...games.map((g) => String(g.result.sets[0].deals))],
  ];
  for (const row of sharedMeasures(games))
    rows.push([
      row.title === 'absScore' ? 'Mean absolute score per seat and deal' : row.title,
      ...row.cells.map((c) => formatEstimate(row.kind, c.value, c.se, { n: c.of })),
    ]);
  rows.push(
    ...games.map((g, i) => [
      `${g.name}: ${g.report.amountTitle.toLowerCase()}`,
      ...games.map((_, j) =>
        i === j
          ? formatEstimate('mean', g.result.sets[0].meanAmount, g.result.sets[0].se.meanAmount)
          : '',
      ),
    ]),
    ['Deals per second', ...games.map((g) => g.result.dealsPerSecond.toLocaleString('en-US'))],
  );
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const format = (row: string[]) =>
    row
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  return `${[
    `${games.length} games side by side: ${r0.count} deals each, seed ${JSON.stringify(r0.seed)} (the same seeds; each game deals its own cards)`,
    '',
    format(head),
    ...rows.map(format),
    '',
    '± is the 95% confidence interval; a rate shows its 95% Wilson interval in brackets. The games play different deals, so no difference is paired.',
  ].join('\n')}\n`;
}

/**
 * The side-by-side run as one JSON line: each game's result (as `--json` gives it, in
 * `games`) and the titles of the shared measures.
 *
 * @example
 * io.stdout.write(sideBySideJson(games, results));
 */
export function sideBySideJson(games: readonly GameRun[], lines: readonly string[]): string {
  const shared = sharedMeasures(games).map((row) => row.title);
  return `${JSON.stringify({ games: lines.map((line) => JSON.parse(line)), shared })}\n`;
}
