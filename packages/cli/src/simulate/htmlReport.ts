import type { VariantReport } from '../report';
import { setName, Z95 } from './estimates';
import type { Bucket } from './histogram';
import { formatEstimate, formatRate, type Metric, metricsOf, plural } from './metrics';
import { partialNote } from './partialNote';
import type { SimulationResult } from './runSimulation';
import type { SetStats } from './setStats';
import { bucketLabel, identicalText } from './statsText';
import {
  type Bin,
  escapeXml,
  forestChart,
  histogramChart,
  metricChart,
  mixChart,
  PALETTE,
  type Point,
  type Series,
} from './svgCharts';
import { wilson } from './wilson';

// Charts scale down to the page's width; a histogram comes wide and narrow, one shown.
const STYLE = `body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1040px;padding:0 1em;color:#222}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ddd}h3{font-size:1em}
table{border-collapse:collapse;font-size:.9em}td,th{padding:.25em .6em;text-align:right;border-bottom:1px solid #eee;white-space:nowrap}
td:first-child,th:first-child,.sets td,.sets th{text-align:left}td:first-child{white-space:normal;min-width:9em}.sets td:first-child{min-width:0;white-space:nowrap}code{font-size:.9em;background:#f4f4f4;padding:.1em .3em;overflow-wrap:anywhere}
.sets td{white-space:normal}.grid{display:flex;flex-wrap:wrap;gap:16px}.grid>div{display:flex;flex-direction:column;width:280px;max-width:100%}.swatch{display:inline-block;width:.9em;height:.9em;margin-right:.4em;vertical-align:-.1em}
.clear{font-weight:600}.same{color:#555;font-style:italic}.scroll{overflow-x:auto;margin:1em 0;max-width:100%}.note{color:#555;font-size:.9em}svg{background:#fff;max-width:100%;height:auto}
.narrow{display:none}@media (max-width:600px){.wide{display:none}.narrow{display:block}}`;

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
    `<div class="scroll">${setsTable(r)}</div>`,
    '<h2>Summary</h2>',
    summaryTable(r, metrics, session),
    `<p class="note">${escapeXml(howToRead(r, session))}</p>`,
    `<h2>Per deal</h2>`,
    distribution(report.amountTitle, r.sets, (s) => s.histogram, 'deals'),
    charts(r, metrics, 'deal', session),
    ...mixSection(report.mixTitle ?? 'Mix', r.sets),
    ...r.sets.flatMap((s, i) =>
      roleSection(report, s, r.sets.length === 1 ? '' : ` in set ${setName(i)}`),
    ),
  ];
  if (r.mode === 'sessions') {
    body.push(
      `<h2>Per ${escapeXml(session)}</h2>`,
      distribution(
        `Deals per ${session}`,
        r.sets,
        (s) => s.sessions?.lengths ?? [],
        plural(session),
      ),
      charts(r, metrics, 'session', session),
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
    "± is the 95% confidence interval (1.96 standard errors); a rate shows its 95% Wilson interval in brackets, and the charts draw rates (and shares of a histogram or mix) with their Wilson intervals, means with ± 1.96 standard errors; a difference of rates paired on every deal is drawn with Newcombe's score interval (built from the two Wilson intervals), the tables give it as ± 1.96 standard errors.";
  if (r.sets.length === 1) return ci;
  const paired =
    r.mode === 'deals'
      ? 'Differences are paired deal by deal on the same deals, which removes most of the noise of the cards.'
      : `Differences per ${session} are paired ${session} by ${session} on the same deals; differences per deal are paired on the deals both sets played (the n-th deal of a ${session} has the same cards for every set).`;
  return `${ci} ${paired} In bold: the interval excludes 0. "Identical on every paired deal": the two sets gave the same value on every deal they share, so the option cannot change this measure there.`;
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
        if (delta.identical)
          return `<td class="same">${identicalText(m.level === 'deal' ? 'deal' : escapeXml(session))}</td>`;
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

/**
 * A histogram per set as shares on shared bins, each share with its 95% Wilson interval,
 * drawn wide and narrow (the page shows the one that fits).
 */
function distribution(
  title: string,
  sets: readonly SetStats[],
  pick: (s: SetStats) => readonly Bucket[],
  unit: string,
): string {
  const first = pick(sets[0]);
  if (first.length === 0) return '';
  const bins = binsOf(first);
  const series: Series[] = sets.map((s, i) => {
    const buckets = pick(s);
    const n = buckets.reduce((sum, b) => sum + b.count, 0);
    return {
      name: setName(i),
      color: colorOf(i),
      points: buckets.map((b) => {
        const p = n > 0 ? b.count / n : 0;
        const [lo, hi] = n > 0 ? wilson(p, n) : [null, null];
        return { value: p, lo, hi };
      }),
    };
  });
  const full = `${title} (share of ${unit})`;
  const format = formatter('rate');
  const last = first[first.length - 1];
  const tail =
    last.to === null && first.length > 1
      ? `<p class="note">The last bin holds every value from ${last.from.toLocaleString('en-US')} up (the rarest ${unit}, drawn at the width of the others).</p>`
      : '';
  return `<div class="wide">${histogramChart(full, bins, series, format, 760)}</div><div class="narrow">${histogramChart(full, bins, series, format, 360)}</div>${tail}`;
}

/**
 * Buckets as bins on a numeric axis: a one-value bin is centred on its value; an
 * open-ended last bucket gets the width of the one before.
 *
 * @example
 * binsOf([{ from: 0, to: 10, count: 1, value: 0, label: '0' }]); // [{ from: -5, to: 5, label: '0' }]
 */
export function binsOf(buckets: readonly Bucket[]): Bin[] {
  return buckets.map((b, i) => {
    const prev = i > 0 ? buckets[i - 1] : undefined;
    const width =
      b.to !== null
        ? b.to - b.from
        : prev !== undefined && prev.to !== null
          ? prev.to - prev.from
          : 1;
    const label = bucketLabel(b);
    // A bucket of one integer (from n to n + 1) holds the value n: centred on it.
    const value =
      b.value ??
      (b.to !== null && b.to - b.from === 1 && Number.isInteger(b.from) ? b.from : undefined);
    return value !== undefined
      ? { from: value - width / 2, to: value + width / 2, label, value }
      : { from: b.from, to: b.from + width, label };
  });
}

/** The mix of kinds (contracts ...) per set: a chart of the most common and a table of all, with Wilson intervals. */
function mixSection(title: string, sets: readonly SetStats[]): string[] {
  const kinds = [...new Set(sets.flatMap((s) => Object.keys(s.mix)))];
  if (kinds.length === 0) return [];
  // In order of the first set's shares (the mix lists each set's kinds most common first).
  const share = (s: SetStats, kind: string) => s.mix[kind] ?? 0;
  kinds.sort((a, b) => sets.reduce((d, s) => d + share(s, b) - share(s, a), 0));
  const interval = (s: SetStats, p: number): [number, number] | [null, null] =>
    s.mixOf !== undefined && s.mixOf > 0 ? wilson(p, s.mixOf) : [null, null];
  const shown = kinds.slice(0, 12);
  const rest = kinds.slice(12);
  const rows = rest.length > 0 ? [...shown, `${rest.length} others`] : shown;
  const series: Series[] = sets.map((s, i) => ({
    name: setName(i),
    color: colorOf(i),
    points: rows.map((kind, k) => {
      const p =
        k < shown.length ? share(s, kind) : rest.reduce((sum, other) => sum + share(s, other), 0);
      const [lo, hi] = interval(s, p);
      return { value: p, lo, hi };
    }),
  }));
  const format = formatter('rate');
  const head = sets.map(
    (s, i) =>
      `<th>${setName(i)}${s.mixOf === undefined ? '' : ` <span class="note">(of ${s.mixOf.toLocaleString('en-US')})</span>`}</th>`,
  );
  const body = kinds.map((kind) => {
    const cells = sets.map((s) => {
      const p = share(s, kind);
      const [lo, hi] = interval(s, p);
      const ci = lo === null ? '' : ` <span class="note">(${format(lo)}–${format(hi)})</span>`;
      return `<td>${format(p)}${ci}</td>`;
    });
    return `<tr><td>${escapeXml(kind)}</td>${cells.join('')}</tr>`;
  });
  return [
    `<h3>${escapeXml(title)}</h3>`,
    `<div class="grid"><div style="width:360px">${mixChart(`${title} (share of the deals that name one)`, rows, series, format)}</div></div>`,
    `<div class="scroll"><table><tr><th>${escapeXml(title)}</th>${head.join('')}</tr>${body.join('')}</table></div>`,
  ];
}

/**
 * The per-role table of a set (each role by the bot that played it: mean score per deal
 * with its 95% interval, wins with their Wilson interval) and a chart of the win rates
 * per role with Wilson whiskers; nothing when roles were not counted.
 */
function roleSection(report: VariantReport, s: SetStats, where: string): string[] {
  if (s.roles === undefined) return [];
  const format = formatter('rate');
  const best = report.scoreLabel === 'penalty' ? 'lowest' : 'highest';
  const bots = [...new Set(s.roles.map((r) => r.bot))];
  const rows = s.roles.map((r) => {
    const [lo, hi] = wilson(r.winRate, r.of);
    return `<tr data-role="${escapeXml(r.role)}" data-bot="${escapeXml(r.bot)}"><td>${escapeXml(r.role)}</td><td>${escapeXml(r.bot)}</td><td>${formatEstimate('mean', r.meanScore, r.se)}</td><td>${r.wins.toLocaleString('en-US')} of ${r.of.toLocaleString('en-US')}</td><td data-lo="${lo}" data-hi="${hi}">${formatRate(r.winRate, r.of)}</td></tr>`;
  });
  const head = ['Role', 'Bot', `Mean ${report.scoreLabel} per deal`, 'Wins', 'Win rate']
    .map((h) => `<th>${escapeXml(h)}</th>`)
    .join('');
  const roles = [...new Set(s.roles.map((r) => r.role))];
  const charts = roles.map((role) => {
    const points: Point[] = (s.roles ?? [])
      .filter((r) => r.role === role)
      .map((r) => {
        const [lo, hi] = wilson(r.winRate, r.of);
        return { name: r.bot, color: colorOf(bots.indexOf(r.bot)), value: r.winRate, lo, hi };
      });
    const title = `${role[0].toUpperCase()}${role.slice(1)} win rate${where}`;
    return `<div>${metricChart(title, points, format, true)}</div>`;
  });
  return [
    `<h3>Per role${escapeXml(where)}</h3>`,
    `<div class="scroll"><table class="roles"><tr>${head}</tr>${rows.join('')}</table></div>`,
    `<div class="grid">${charts.join('')}</div>`,
    `<p class="note">Declarer: the declaring side; by the bot that played it; over the deals with a declarer. A win: the ${best} ${escapeXml(report.scoreLabel)} at the table. ± is the 95% confidence interval, the win rate's brackets and whiskers its 95% Wilson interval.</p>`,
  ];
}

/** Per measure of a level: its values per set, and the forest plot of the differences. */
function charts(
  r: SimulationResult,
  metrics: readonly Metric[],
  level: Metric['level'],
  session: string,
): string {
  const blocks = metrics
    .filter((m) => m.level === level)
    .map((m) => {
      const format = formatter(m.kind);
      const points: Point[] = r.sets.flatMap((s, i) => {
        const x = m.value(s);
        if (x === undefined) return [];
        const se = m.se(s);
        // A rate gets its Wilson interval (never empty, inside 0..1); a mean ± 1.96 SE.
        const [lo, hi] =
          m.kind === 'rate' && m.of(s) > 0
            ? wilson(x, m.of(s))
            : se === null
              ? [null, null]
              : [x - Z95 * se, x + Z95 * se];
        return [{ name: setName(i), color: colorOf(i), value: x, lo, hi }];
      });
      const rows: Point[] = r.differences.flatMap((d, i) => {
        const delta = m.delta(d);
        if (delta === undefined) return [];
        // A rate paired on every deal: Newcombe's score interval (from Wilson's); else ± 1.96 SE.
        const [lo, hi] = delta.score95 ?? delta.ci95 ?? [null, null];
        return [
          {
            name: `${d.of}−${d.baseline}`,
            color: colorOf(i + 1),
            value: delta.diff,
            lo,
            hi,
            identical: delta.identical,
          },
        ];
      });
      const forest =
        rows.length > 0
          ? forestChart(
              'difference to A',
              rows,
              format,
              `${m.title}: difference`,
              identicalText(level === 'deal' ? 'deal' : session),
            )
          : '';
      return `<div>${metricChart(m.title, points, format, m.kind === 'rate')}${forest}</div>`;
    });
  return `<div class="grid">${blocks.join('')}</div>`;
}
