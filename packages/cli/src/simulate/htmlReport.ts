import type { VariantReport } from '../report';
import { setName, Z95 } from './estimates';
import type { Bucket } from './histogram';
import { formatEstimate, type Metric, metricsOf, plural } from './metrics';
import { partialNote } from './partialNote';
import type { SimulationResult } from './runSimulation';
import type { SetStats } from './setStats';
import {
  distributionChart,
  escapeXml,
  forestChart,
  metricChart,
  PALETTE,
  type Point,
  type Series,
} from './svgCharts';

const STYLE = `body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1040px;padding:0 1em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;font-size:.9em}td,th{padding:.25em .6em;text-align:right;border-bottom:1px solid #eee;white-space:nowrap}
td:first-child,th:first-child,.sets td,.sets th{text-align:left}code{font-size:.9em;background:#f4f4f4;padding:.1em .3em}
.grid{display:flex;flex-wrap:wrap;gap:16px}.grid>div{display:flex;flex-direction:column;width:280px}.swatch{display:inline-block;width:.9em;height:.9em;margin-right:.4em;vertical-align:-.1em}
.clear{font-weight:600}.scroll{overflow-x:auto;margin:1em 0}.note{color:#555;font-size:.9em}svg{background:#fff}`;

const colorOf = (i: number) => PALETTE[i % PALETTE.length];
const formatter = (kind: Metric['kind']) => (x: number) =>
  kind === 'rate'
    ? `${(100 * x).toFixed(Math.abs(x) < 0.01 && x !== 0 ? 2 : 1)}%`
    : String(+x.toFixed(2));

/**
 * A simulation's result as one self-contained HTML page (inline SVG charts, no scripts,
 * nothing loaded from elsewhere): the option sets, a table of every measure with its
 * 95% interval and the differences to the first set, the distribution of what a deal is
 * worth, and a chart per measure with error bars beside a forest plot of its
 * differences; with sessions, also their length and per-session measures.
 *
 * @example
 * await writeFile('report.html', htmlReport('Kalter Schlag', kalterSchlagReport, result, 'stich simulate ...'));
 */
export function htmlReport(
  name: string,
  report: VariantReport,
  r: SimulationResult,
  command: string,
): string {
  const metrics = metricsOf(r, report);
  const session = report.sessionName;
  const units = r.mode === 'sessions' ? plural(session) : 'deals';
  const who = r.bots === 'random' ? 'random play' : `bots: ${r.bots}`;
  const body = [
    `<h1>${escapeXml(name)}: ${r.sets.length === 1 ? 'simulation' : `${r.sets.length} option sets compared`}</h1>`,
    `<p>${r.count.toLocaleString('en-US')} ${units} per option set (${r.dealsPlayed.toLocaleString('en-US')} deals in all), ${escapeXml(who)}, seed <code>${escapeXml(JSON.stringify(r.seed))}</code>.${r.sets.length > 1 ? ' Every option set was dealt the same cards.' : ''}</p>`,
    ...[partialNote(r, units)].flatMap((note) =>
      note === undefined ? [] : [`<p><strong>${escapeXml(note)}</strong></p>`],
    ),
    `<p class="note">Command: <code>${escapeXml(command)}</code></p>`,
    '<h2>Option sets</h2>',
    setsTable(r),
    '<h2>Summary</h2>',
    summaryTable(r, metrics, session),
    `<p class="note">${escapeXml(howToRead(r, session))}</p>`,
    `<h2>Per deal</h2>`,
    `<div class="grid">${distribution(report.amountTitle, r.sets, (s) => s.histogram, 'deals')}</div>`,
    charts(r, metrics, 'deal'),
  ];
  if (r.mode === 'sessions') {
    body.push(
      `<h2>Per ${escapeXml(session)}</h2>`,
      `<div class="grid">${distribution(`Deals per ${session}`, r.sets, (s) => s.sessions?.lengths ?? [], plural(session))}</div>`,
      charts(r, metrics, 'session'),
    );
  }
  body.push(
    `<p class="note">Made by <code>stich simulate</code> in ${r.seconds.toFixed(1)} s (${r.dealsPerSecond.toLocaleString('en-US')} deals per second).</p>`,
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(`${name}: stich simulate`)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.join('\n')}
</body>
</html>
`;
}

/** How to read the intervals and differences. */
function howToRead(r: SimulationResult, session: string): string {
  const ci =
    '± is the 95% confidence interval (1.96 standard errors); a rate shows its 95% Wilson interval in brackets.';
  if (r.sets.length === 1) return ci;
  const paired =
    r.mode === 'deals'
      ? 'Differences are paired deal by deal on the same deals, which removes most of the noise of the cards.'
      : `Differences per ${session} are paired ${session} by ${session} on the same deals; differences per deal are paired on the deals both sets played (the n-th deal of a ${session} has the same cards for every set).`;
  return `${ci} ${paired} In bold: the interval excludes 0.`;
}

function setsTable(r: SimulationResult): string {
  const rows = r.sets.map(
    (s, i) =>
      `<tr><td><span class="swatch" style="background:${colorOf(i)}"></span>${setName(i)}</td><td>${escapeXml(s.label)}</td><td><code>${escapeXml(JSON.stringify(s.options))}</code></td></tr>`,
  );
  return `<table class="sets"><tr><th>Set</th><th>Label</th><th>Options in force</th></tr>${rows.join('')}</table>`;
}

/** The values of every measure per set, and (with several sets) their differences to A. */
function summaryTable(r: SimulationResult, metrics: readonly Metric[], session: string): string {
  const label = (m: Metric) =>
    `<td>${escapeXml(m.title)} <span class="note">(per ${m.level === 'deal' ? 'deal' : escapeXml(session)})</span></td>`;
  const values = metrics.map((m) => {
    const cells = r.sets.map((s) => {
      const x = m.value(s);
      return x === undefined
        ? '<td></td>'
        : `<td>${formatEstimate(m.kind, x, m.se(s), { n: m.of(s) })}</td>`;
    });
    return `<tr>${label(m)}${cells.join('')}</tr>`;
  });
  const head = r.sets.map((_, i) => `<th>${setName(i)}</th>`).join('');
  const tables = [`<table><tr><th>Measure</th>${head}</tr>${values.join('')}</table>`];
  if (r.differences.length > 0) {
    const diffs = metrics.map((m) => {
      const cells = r.differences.map((d) => {
        const delta = m.delta(d);
        if (delta === undefined) return '<td></td>';
        const clear = delta.ci95 !== null && (delta.ci95[0] > 0 || delta.ci95[1] < 0);
        const text = formatEstimate(m.kind, delta.diff, delta.se, { signed: true });
        return `<td${clear ? ' class="clear"' : ''}>${text}</td>`;
      });
      return `<tr>${label(m)}${cells.join('')}</tr>`;
    });
    const dhead = r.differences.map((d) => `<th>${d.of} − ${d.baseline}</th>`).join('');
    tables.push(`<table><tr><th>Difference</th>${dhead}</tr>${diffs.join('')}</table>`);
  }
  return tables.map((table) => `<div class="scroll">${table}</div>`).join('\n');
}

/** A histogram per set as shares, each with its binomial 95% interval. */
function distribution(
  title: string,
  sets: readonly SetStats[],
  pick: (s: SetStats) => readonly Bucket[],
  unit: string,
): string {
  const bounds = pick(sets[0]);
  if (bounds.length === 0) return '';
  const categories = bounds.map((b) =>
    b.to === null ? `${b.from}+` : b.to - 1 === b.from ? `${b.from}` : `${b.from}–${b.to - 1}`,
  );
  const series: Series[] = sets.map((s, i) => {
    const buckets = pick(s);
    const n = buckets.reduce((sum, b) => sum + b.count, 0) || 1;
    return {
      name: setName(i),
      color: colorOf(i),
      points: buckets.map((b) => {
        const p = b.count / n;
        const e = Z95 * Math.sqrt((p * (1 - p)) / n);
        return { value: p, lo: Math.max(0, p - e), hi: p + e };
      }),
    };
  });
  return distributionChart(`${title} (share of ${unit})`, categories, series, formatter('rate'));
}

/** Per measure of a level: its values per set, and the forest plot of the differences. */
function charts(r: SimulationResult, metrics: readonly Metric[], level: Metric['level']): string {
  const blocks = metrics
    .filter((m) => m.level === level)
    .map((m) => {
      const format = formatter(m.kind);
      const points: Point[] = r.sets.flatMap((s, i) => {
        const x = m.value(s);
        if (x === undefined) return [];
        const se = m.se(s);
        return [
          {
            name: setName(i),
            color: colorOf(i),
            value: x,
            lo: se === null ? null : x - Z95 * se,
            hi: se === null ? null : x + Z95 * se,
          },
        ];
      });
      const rows: Point[] = r.differences.flatMap((d, i) => {
        const delta = m.delta(d);
        if (delta === undefined) return [];
        const [lo, hi] = delta.ci95 ?? [null, null];
        return [
          { name: `${d.of}−${d.baseline}`, color: colorOf(i + 1), value: delta.diff, lo, hi },
        ];
      });
      const forest =
        rows.length > 0
          ? forestChart('difference to A', rows, format, `${m.title}: difference`)
          : '';
      return `<div>${metricChart(m.title, points, format, m.kind === 'rate')}${forest}</div>`;
    });
  return `<div class="grid">${blocks.join('')}</div>`;
}
