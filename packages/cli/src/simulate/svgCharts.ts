/**
 * A value with its 95% interval, as the charts draw it (`lo`/`hi` `null`: no interval).
 *
 * @example
 * const p: Point = { name: 'A', color: '#1f6fb4', value: 0.2, lo: 0.18, hi: 0.22 };
 */
export interface Point {
  readonly name: string;
  readonly color: string;
  readonly value: number;
  readonly lo: number | null;
  readonly hi: number | null;
}

/**
 * One option set's values over the categories of a distribution chart.
 *
 * @example
 * const s: Series = { name: 'A', color: '#1f6fb4', points: [{ value: 0.3, lo: 0.29, hi: 0.31 }] };
 */
export interface Series {
  readonly name: string;
  readonly color: string;
  readonly points: readonly { value: number; lo: number | null; hi: number | null }[];
}

/**
 * Colours of the option sets, in order (dark enough for white backgrounds, distinct in
 * common colour blindness).
 *
 * @example
 * PALETTE[0]; // '#1f6fb4'
 */
export const PALETTE = [
  '#1f6fb4',
  '#d55e00',
  '#009e73',
  '#7b3f98',
  '#e69f00',
  '#56b4e9',
  '#cc79a7',
  '#555555',
] as const;

/**
 * Escapes text for HTML and SVG.
 *
 * @example
 * escapeXml('a < b'); // 'a &lt; b'
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const FAMILY = 'font-family="system-ui, sans-serif"';
const FONT = `${FAMILY} font-size="11"`;
const TITLE = `${FAMILY} font-size="12"`;

/** About `count` round tick values from `lo` to `hi`. */
function ticks(lo: number, hi: number, count = 4): number[] {
  const span = hi - lo || Math.abs(hi) || 1;
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step)
    out.push(Math.abs(t) < step * 1e-9 ? 0 : t);
  return out;
}

/** The frame of a chart: title, y axis with grid lines, and a y scale. */
function frame(
  width: number,
  height: number,
  title: string,
  lo: number,
  hi: number,
  format: (x: number) => string,
) {
  const left = 56;
  const top = 28;
  const bottom = height - 34;
  const y = (v: number) => bottom - ((v - lo) / (hi - lo || 1)) * (bottom - top);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<text x="8" y="16" ${TITLE} font-weight="600">${escapeXml(title)}</text>`,
  ];
  for (const t of ticks(lo, hi)) {
    parts.push(
      `<line x1="${left}" x2="${width - 8}" y1="${num(y(t))}" y2="${num(y(t))}" stroke="#e4e4e4"/>`,
      `<text x="${left - 4}" y="${num(y(t) + 4)}" ${FONT} text-anchor="end" fill="#555">${escapeXml(format(t))}</text>`,
    );
  }
  parts.push(
    `<line x1="${left}" x2="${left}" y1="${top}" y2="${bottom}" stroke="#999"/>`,
    `<line x1="${left}" x2="${width - 8}" y1="${bottom}" y2="${bottom}" stroke="#999"/>`,
  );
  return { parts, left, right: width - 8, top, bottom, y };
}

/** A vertical error bar with caps. */
function whisker(x: number, y1: number, y2: number, cap = 3): string {
  return `<path d="M${num(x)} ${num(y1)}V${num(y2)}M${num(x - cap)} ${num(y1)}h${2 * cap}M${num(x - cap)} ${num(y2)}h${2 * cap}" stroke="#222" stroke-width="1" fill="none"/>`;
}

/**
 * One measure across the option sets: a dot per set with its 95% interval as an error
 * bar. The axis spans the values and their intervals (with 0 when it is near; within 0
 * and 1 for a `share`), so that small differences show, and the error bars show how much
 * of them is noise.
 *
 * @example
 * metricChart('durchmarsch', points, (x) => `${(100 * x).toFixed(1)}%`);
 */
export function metricChart(
  title: string,
  points: readonly Point[],
  format: (x: number) => string,
  share = false,
): string {
  const width = 280;
  const height = 170;
  const ends = points.flatMap((p) => [p.lo ?? p.value, p.hi ?? p.value]);
  let lo = Math.min(...ends);
  let hi = Math.max(...ends);
  if (lo >= 0 && lo < 0.4 * hi) lo = 0;
  const pad = (hi - lo || Math.abs(hi) || 1) * 0.12;
  hi += pad;
  lo = lo === 0 ? 0 : lo - pad;
  // A share stays within 0 and 1.
  if (share) [lo, hi] = [Math.max(lo, 0), Math.min(hi, 1)];
  const f = frame(width, height, title, lo, hi, format);
  const slot = (f.right - f.left) / points.length;
  points.forEach((p, i) => {
    const cx = f.left + slot * (i + 0.5);
    const tip = `${p.name}: ${format(p.value)}${p.lo === null ? '' : ` (95% ${format(p.lo)} to ${format(p.hi!)})`}`;
    if (p.lo !== null && p.hi !== null) f.parts.push(whisker(cx, f.y(p.lo), f.y(p.hi), 5));
    f.parts.push(
      `<circle cx="${num(cx)}" cy="${num(f.y(p.value))}" r="4.5" fill="${p.color}"><title>${escapeXml(tip)}</title></circle>`,
      `<text x="${num(cx)}" y="${f.bottom + 14}" ${FONT} text-anchor="middle">${escapeXml(p.name)}</text>`,
    );
  });
  return `${f.parts.join('')}</svg>`;
}

/**
 * Differences to the first option set with their 95% intervals, as a forest plot: a dot
 * and a line per set, and the zero line; an interval clear of zero is drawn solid.
 *
 * @example
 * forestChart('difference to A', rows, (x) => `${(100 * x).toFixed(2)}%`, 'durchmarsch: difference');
 */
export function forestChart(
  title: string,
  rows: readonly Point[],
  format: (x: number) => string,
  label = title,
): string {
  const width = 280;
  const height = 44 + 24 * rows.length;
  const left = 44;
  const right = width - 16;
  const ends = rows.flatMap((r) => [r.lo ?? r.value, r.hi ?? r.value, r.value]);
  let lo = Math.min(0, ...ends);
  let hi = Math.max(0, ...ends);
  const pad = (hi - lo || 1) * 0.08;
  lo -= pad;
  hi += pad;
  const x = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  const bottom = height - 22;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<text x="8" y="16" ${TITLE}>${escapeXml(title)}</text>`,
  ];
  for (const t of ticks(lo, hi, 3)) {
    parts.push(
      `<line x1="${num(x(t))}" x2="${num(x(t))}" y1="26" y2="${bottom}" stroke="${t === 0 ? '#777' : '#e4e4e4'}"/>`,
      `<text x="${num(x(t))}" y="${bottom + 14}" ${FONT} text-anchor="middle" fill="#555">${escapeXml(format(t))}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const cy = 38 + 24 * i;
    const clear = r.lo !== null && r.hi !== null && (r.lo > 0 || r.hi < 0);
    parts.push(
      `<text x="${left - 6}" y="${cy + 4}" ${FONT} text-anchor="end">${escapeXml(r.name)}</text>`,
    );
    if (r.lo !== null && r.hi !== null)
      parts.push(
        `<line x1="${num(x(r.lo))}" x2="${num(x(r.hi))}" y1="${cy}" y2="${cy}" stroke="${r.color}" stroke-width="2"${clear ? '' : ' stroke-dasharray="3 2"'}/>`,
      );
    parts.push(
      `<circle cx="${num(x(r.value))}" cy="${cy}" r="4" fill="${r.color}"><title>${escapeXml(`${r.name}: ${format(r.value)}${r.lo === null ? '' : ` (95% ${format(r.lo)} to ${format(r.hi!)})`}`)}</title></circle>`,
    );
  });
  return `${parts.join('')}</svg>`;
}

/**
 * A distribution per option set over shared categories (buckets): grouped bars when
 * there are few categories, lines with markers when there are many; each value with its
 * 95% interval.
 *
 * @example
 * distributionChart('Penalty per deal', ['0-19', '20-39'], series, (x) => `${(100 * x).toFixed(0)}%`);
 */
export function distributionChart(
  title: string,
  categories: readonly string[],
  series: readonly Series[],
  format: (x: number) => string,
): string {
  const lines = categories.length * series.length > 60;
  const width = Math.max(
    480,
    Math.min(980, 80 + categories.length * (lines ? 26 : 12 * series.length + 14)),
  );
  const height = 280;
  const hi =
    Math.max(...series.flatMap((s) => s.points.map((p) => p.hi ?? p.value)), 0) * 1.08 || 1;
  const f = frame(width, height, title, 0, hi, format);
  const slot = (f.right - f.left) / Math.max(1, categories.length);
  const every = Math.ceil(categories.length / Math.floor((f.right - f.left) / 44));
  categories.forEach((c, i) => {
    if (i % every === 0)
      f.parts.push(
        `<text x="${num(f.left + slot * (i + 0.5))}" y="${f.bottom + 14}" ${FONT} text-anchor="middle">${escapeXml(c)}</text>`,
      );
  });
  series.forEach((s, k) => {
    const bar = (slot * 0.8) / series.length;
    const cx = (i: number) =>
      lines ? f.left + slot * (i + 0.5) : f.left + slot * 0.1 + slot * i + bar * (k + 0.5);
    if (lines) {
      const path = s.points.map(
        (p, i) => `${i === 0 ? 'M' : 'L'}${num(cx(i))} ${num(f.y(p.value))}`,
      );
      f.parts.push(
        `<path d="${path.join('')}" stroke="${s.color}" stroke-width="1.5" fill="none"/>`,
      );
    }
    s.points.forEach((p, i) => {
      const tip = `<title>${escapeXml(`${s.name}, ${categories[i]}: ${format(p.value)}`)}</title>`;
      if (lines)
        f.parts.push(
          `<circle cx="${num(cx(i))}" cy="${num(f.y(p.value))}" r="2.5" fill="${s.color}">${tip}</circle>`,
        );
      else
        f.parts.push(
          `<rect x="${num(cx(i) - bar / 2)}" y="${num(f.y(p.value))}" width="${num(bar)}" height="${num(Math.max(f.bottom - f.y(p.value), 0))}" fill="${s.color}" opacity="0.85">${tip}</rect>`,
        );
      if (p.lo !== null && p.hi !== null && f.y(p.lo) - f.y(p.hi) > 1)
        f.parts.push(whisker(cx(i), f.y(p.lo), f.y(p.hi), lines ? 2 : Math.min(3, bar / 3)));
    });
  });
  const legend = series.map(
    (s, k) =>
      `<rect x="${f.right - 60 * (series.length - k)}" y="6" width="10" height="10" fill="${s.color}"/><text x="${f.right - 60 * (series.length - k) + 14}" y="15" ${FONT}>${escapeXml(s.name)}</text>`,
  );
  return `${f.parts.join('')}${legend.join('')}</svg>`;
}
