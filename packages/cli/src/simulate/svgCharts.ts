/**
 * A value with its 95% interval, as the charts draw it (`lo`/`hi` `null`: no interval);
 * `identical`: a difference that is exactly 0 on every paired unit.
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
  readonly identical?: boolean;
}

/**
 * One option set's values over the bins of a histogram (or the kinds of a mix).
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
 * A histogram's bin on a numeric axis: it spans `from` to `to`; `label` names it in tips.
 *
 * @example
 * const bin: Bin = { from: 0, to: 20, label: '0–19' };
 */
export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly label: string;
  /** The one value the bin holds, if so (labelled under its centre). */
  readonly value?: number;
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
const TITLE_SIZE = 12;
const LINE = 15;
/** The height of a 0% bar: a marker on the axis, so that an empty bin still shows. */
export const ZERO_BAR = 2;

/**
 * The width of a text in a sans-serif font of `size` px, estimated from its characters
 * (generous, so that an estimate never falls short of what a browser draws).
 *
 * @example
 * textWidth('Grand', 11); // about 34
 */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const c of text) {
    if ("iljtf.,:;|!'’ ()[]".includes(c)) em += 0.36;
    else if ('mwMW%—'.includes(c)) em += 0.95;
    else if (c >= 'A' && c <= 'Z') em += 0.74;
    else em += 0.62;
  }
  return em * size * (bold ? 1.08 : 1);
}

/**
 * A text broken into lines of at most `width` px at spaces (a word longer than a line is
 * cut where it must be).
 *
 * @example
 * wrapText('Mean penalty per deal, all seats together', 120, 12); // three lines
 */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    let w = word;
    const joined = line === '' ? w : `${line} ${w}`;
    if (textWidth(joined, size, bold) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    // A word wider than a line: cut it.
    while (textWidth(w, size, bold) > width && w.length > 1) {
      let cut = w.length - 1;
      while (cut > 1 && textWidth(w.slice(0, cut), size, bold) > width) cut--;
      lines.push(w.slice(0, cut));
      w = w.slice(cut);
    }
    line = w;
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The opening tag of a chart: sized to its content, scaled down to the page's width. */
function svgOpen(width: number, height: number, label: string, kind: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}" style="max-width:100%;height:auto" role="img" aria-label="${escapeXml(label)}" data-chart="${kind}">`;
}

/**
 * The head of a chart: its title wrapped to the width, and below it the legend (one item
 * per series, wrapped into rows); returns where the plot may start.
 */
function head(
  width: number,
  title: string,
  legend: readonly { name: string; color: string }[] = [],
  bold = true,
): { parts: string[]; bottom: number } {
  const lines = wrapText(title, width - 16, TITLE_SIZE, bold);
  const parts = [
    `<g data-role="title"><text ${FAMILY} font-size="${TITLE_SIZE}"${bold ? ' font-weight="600"' : ''}>${lines
      .map((l, i) => `<tspan x="8" y="${16 + LINE * i}">${escapeXml(l)}</tspan>`)
      .join('')}</text></g>`,
  ];
  let bottom = 16 + LINE * (lines.length - 1) + 6;
  if (legend.length > 0) {
    const items: string[] = [];
    let x = 8;
    let y = bottom + 4;
    for (const s of legend) {
      const w = 14 + textWidth(s.name, 11) + 14;
      if (x > 8 && x + w > width - 8) {
        x = 8;
        y += 16;
      }
      items.push(
        `<rect x="${num(x)}" y="${num(y)}" width="10" height="10" fill="${s.color}"/><text x="${num(x + 14)}" y="${num(y + 9)}" ${FONT}>${escapeXml(s.name)}</text>`,
      );
      x += w;
    }
    parts.push(`<g data-role="legend">${items.join('')}</g>`);
    bottom = y + 12;
  }
  return { parts, bottom };
}

/** About `count` round tick values from `lo` to `hi`. */
function ticks(lo: number, hi: number, count = 4, integer = false): number[] {
  const span = hi - lo || Math.abs(hi) || 1;
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const found = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const step = integer ? Math.max(1, Math.ceil(found)) : found;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step - 1e-9) * step; t <= hi + step * 1e-9; t += step)
    out.push(Math.abs(t) < step * 1e-9 ? 0 : +t.toPrecision(12));
  return out;
}

/** The y axis of a chart below `top`: grid lines with their labels, and a y scale. */
function yAxis(
  parts: string[],
  width: number,
  top: number,
  height: number,
  lo: number,
  hi: number,
  format: (x: number) => string,
) {
  const tickValues = ticks(lo, hi);
  const left = Math.max(36, 12 + Math.max(...tickValues.map((t) => textWidth(format(t), 11))));
  const bottom = height - 34;
  const y = (v: number) => bottom - ((v - lo) / (hi - lo || 1)) * (bottom - top);
  for (const t of tickValues) {
    parts.push(
      `<line x1="${num(left)}" x2="${width - 8}" y1="${num(y(t))}" y2="${num(y(t))}" stroke="#e4e4e4"/>`,
      `<text x="${num(left - 4)}" y="${num(y(t) + 4)}" ${FONT} text-anchor="end" fill="#555">${escapeXml(format(t))}</text>`,
    );
  }
  parts.push(
    `<line x1="${num(left)}" x2="${num(left)}" y1="${num(top)}" y2="${num(bottom)}" stroke="#999"/>`,
    `<line x1="${num(left)}" x2="${width - 8}" y1="${num(bottom)}" y2="${num(bottom)}" stroke="#999"/>`,
  );
  return { left, right: width - 8, top, bottom, y };
}

/** A vertical error bar with caps, marked with the interval it draws. */
function whisker(x: number, y1: number, y2: number, cap: number, lo: number, hi: number): string {
  return `<path data-lo="${lo}" data-hi="${hi}" d="M${num(x)} ${num(y1)}V${num(y2)}M${num(x - cap)} ${num(y1)}h${num(2 * cap)}M${num(x - cap)} ${num(y2)}h${num(2 * cap)}" stroke="#222" stroke-width="1" fill="none"/>`;
}

/** The tip of a value with its interval. */
function tip(name: string, p: Point | Series['points'][number], format: (x: number) => string) {
  const ci = p.lo === null || p.hi === null ? '' : ` (95% ${format(p.lo)} to ${format(p.hi)})`;
  return `<title>${escapeXml(`${name}: ${format(p.value)}${ci}`)}</title>`;
}

/**
 * One measure across the option sets: a dot per set with its 95% interval as an error
 * bar (for a rate, its Wilson interval, so that 0% still shows how high it may be). The
 * axis spans the values and their intervals (with 0 when it is near; within 0 and 1 for a
 * `share`), so that small differences show, and the error bars show how much of them is
 * noise.
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
  const h = head(width, title);
  const height = h.bottom + 150;
  const ends = points.flatMap((p) => [p.lo ?? p.value, p.hi ?? p.value, p.value]);
  let lo = Math.min(...ends);
  let hi = Math.max(...ends);
  if (lo >= 0 && lo < 0.4 * hi) lo = 0;
  const pad = (hi - lo || Math.abs(hi) || (share ? 0.01 : 1)) * 0.12;
  hi += pad;
  lo = lo === 0 ? 0 : lo - pad;
  // A share stays within 0 and 1.
  if (share) [lo, hi] = [Math.max(lo, 0), Math.min(hi, 1)];
  const parts = [svgOpen(width, height, title, 'measure'), ...h.parts];
  const f = yAxis(parts, width, h.bottom + 8, height, lo, hi, format);
  const slot = (f.right - f.left) / points.length;
  points.forEach((p, i) => {
    const cx = f.left + slot * (i + 0.5);
    if (p.lo !== null && p.hi !== null)
      parts.push(whisker(cx, f.y(p.lo), f.y(p.hi), 5, p.lo, p.hi));
    parts.push(
      `<circle cx="${num(cx)}" cy="${num(f.y(p.value))}" r="4.5" fill="${p.color}">${tip(p.name, p, format)}</circle>`,
      `<text x="${num(cx)}" y="${num(f.bottom + 14)}" ${FONT} text-anchor="middle">${escapeXml(p.name)}</text>`,
    );
  });
  return `${parts.join('')}</svg>`;
}

/**
 * Differences to the first option set with their 95% intervals, as a forest plot: a dot
 * and a line per set, and the zero line; an interval clear of zero is drawn solid. A
 * difference that is 0 on every paired unit says so (`identical` names how).
 *
 * @example
 * forestChart('difference to A', rows, (x) => `${(100 * x).toFixed(2)}%`, 'durchmarsch: difference');
 */
export function forestChart(
  title: string,
  rows: readonly Point[],
  format: (x: number) => string,
  label = title,
  identical = 'identical on every paired deal',
): string {
  const width = 280;
  const h = head(width, title, [], false);
  const top = h.bottom + 6;
  const height = top + 12 + 24 * rows.length + 20;
  const left = 8 + Math.max(28, ...rows.map((r) => textWidth(r.name, 11))) + 8;
  const right = width - 16;
  const ends = rows.flatMap((r) => [r.lo ?? r.value, r.hi ?? r.value, r.value]);
  let lo = Math.min(0, ...ends);
  let hi = Math.max(0, ...ends);
  const pad = (hi - lo || 1) * 0.08;
  lo -= pad;
  hi += pad;
  const x = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  const bottom = height - 22;
  const parts = [svgOpen(width, height, label, 'forest'), ...h.parts];
  // Rows that are all identical need no axis.
  const axis = rows.some((r) => !r.identical);
  for (const t of axis ? ticks(lo, hi, 3) : []) {
    parts.push(
      `<line x1="${num(x(t))}" x2="${num(x(t))}" y1="${num(top)}" y2="${num(bottom)}" stroke="${t === 0 ? '#777' : '#e4e4e4'}"/>`,
      `<text x="${num(x(t))}" y="${num(bottom + 14)}" ${FONT} text-anchor="middle" fill="#555">${escapeXml(format(t))}</text>`,
    );
  }
  rows.forEach((r, i) => {
    const cy = top + 12 + 24 * i;
    const clear = r.lo !== null && r.hi !== null && (r.lo > 0 || r.hi < 0);
    parts.push(
      `<text x="${num(left - 6)}" y="${num(cy + 4)}" ${FONT} text-anchor="end">${escapeXml(r.name)}</text>`,
    );
    if (r.identical) {
      parts.push(
        `<rect x="${num(left - 2)}" y="${num(cy - 8)}" width="${num(textWidth(identical, 11) + 4)}" height="15" fill="#fff"/>`,
        `<text x="${num(left)}" y="${num(cy + 4)}" ${FONT} font-style="italic" fill="#333" data-identical="true">${escapeXml(identical)}</text>`,
      );
      return;
    }
    if (r.lo !== null && r.hi !== null)
      parts.push(
        `<line data-lo="${r.lo}" data-hi="${r.hi}" x1="${num(x(r.lo))}" x2="${num(x(r.hi))}" y1="${num(cy)}" y2="${num(cy)}" stroke="${r.color}" stroke-width="2"${clear ? '' : ' stroke-dasharray="3 2"'}/>`,
      );
    parts.push(
      `<circle cx="${num(x(r.value))}" cy="${num(cy)}" r="4" fill="${r.color}">${tip(r.name, r, format)}</circle>`,
    );
  });
  return `${parts.join('')}</svg>`;
}

/**
 * A histogram per option set on shared bins, on a linear numeric x axis where each bin
 * spans its true width: grouped bars within each bin for one or two sets, a step line per
 * set for more; each share with its 95% (Wilson) interval, and a 0% share as a thin bar on
 * the axis. `width`: the chart's width in px (the page draws a wide and a narrow one).
 *
 * @example
 * histogramChart('Penalty per deal', [{ from: 0, to: 20, label: '0–19' }], series, (x) => `${(100 * x).toFixed(0)}%`, 720);
 */
export function histogramChart(
  title: string,
  bins: readonly Bin[],
  series: readonly Series[],
  format: (x: number) => string,
  width = 720,
): string {
  const h = head(width, title, series);
  const height = h.bottom + 240;
  const hi =
    Math.max(...series.flatMap((s) => s.points.map((p) => p.hi ?? p.value)), 0) * 1.08 || 1;
  const parts = [svgOpen(width, height, title, 'histogram'), ...h.parts];
  const f = yAxis(parts, width, h.bottom + 8, height, 0, hi, format);
  const x0 = Math.min(...bins.map((b) => b.from));
  const x1 = Math.max(...bins.map((b) => b.to));
  const inner = f.left + 4;
  const x = (v: number) => inner + ((v - x0) / (x1 - x0 || 1)) * (f.right - inner);
  // The x axis: a bin of one value each named under it, else round values, as many as fit.
  const fit = Math.max(2, Math.floor((f.right - inner) / 64));
  const label = (t: number) => String(+t.toPrecision(10));
  const values = bins.every((b) => b.value !== undefined);
  const integer = bins.every((b) => Number.isInteger(b.value ?? b.from));
  const every = Math.ceil((bins.length * 40) / (f.right - inner));
  const marks = values
    ? bins.flatMap((b, i) => (i % every === 0 && b.value !== undefined ? [b.value] : []))
    : ticks(x0, x1, fit, integer);
  for (const t of marks) {
    if (t < x0 - 1e-9 || t > x1 + 1e-9) continue;
    parts.push(
      `<line x1="${num(x(t))}" x2="${num(x(t))}" y1="${num(f.bottom)}" y2="${num(f.bottom + 4)}" stroke="#999"/>`,
      `<text x="${num(x(t))}" y="${num(f.bottom + 16)}" ${FONT} text-anchor="middle" fill="#555">${escapeXml(label(t))}</text>`,
    );
  }
  const bars = series.length <= 2;
  series.forEach((s, k) => {
    const step: string[] = [];
    s.points.forEach((p, i) => {
      const b = bins[i];
      const [a, z] = [x(b.from), x(b.to)];
      const gap = bars ? Math.min(1, (z - a) / 8) : 0;
      const w = bars ? (z - a - 2 * gap) / series.length : z - a;
      const left = bars ? a + gap + w * k : a;
      const cx = bars ? left + w / 2 : a + ((z - a) * (k + 1)) / (series.length + 1);
      const top = f.y(p.value);
      const zero = p.value === 0;
      const tipText = tip(`${s.name}, ${b.label}`, p, format);
      if (bars)
        parts.push(
          `<rect x="${num(left)}" y="${num(zero ? f.bottom - ZERO_BAR : top)}" width="${num(Math.max(w, 1))}" height="${num(zero ? ZERO_BAR : Math.max(f.bottom - top, ZERO_BAR))}" fill="${s.color}" opacity="${zero ? 1 : 0.85}" data-bin="${i}" data-zero="${zero}">${tipText}</rect>`,
        );
      else {
        step.push(`${i === 0 ? 'M' : 'L'}${num(a)} ${num(top)}H${num(z)}`);
        if (zero)
          parts.push(
            `<rect x="${num(a)}" y="${num(f.bottom - ZERO_BAR)}" width="${num(Math.max(z - a, 1))}" height="${ZERO_BAR}" fill="${s.color}" data-bin="${i}" data-zero="true">${tipText}</rect>`,
          );
      }
      if (p.lo !== null && p.hi !== null)
        parts.push(whisker(cx, f.y(p.lo), f.y(p.hi), Math.min(3, w / 3), p.lo, p.hi));
    });
    if (!bars)
      parts.push(`<path d="${step.join('')}" stroke="${s.color}" stroke-width="1.5" fill="none"/>`);
  });
  return `${parts.join('')}</svg>`;
}

/**
 * Shares of kinds (a contract mix) per option set as horizontal bars, a group per kind,
 * each with its 95% Wilson interval; a 0% share is a thin bar at the axis.
 *
 * @example
 * mixChart('Contract mix', ['Grand', 'Null'], series, (x) => `${(100 * x).toFixed(1)}%`);
 */
export function mixChart(
  title: string,
  kinds: readonly string[],
  series: readonly Series[],
  format: (x: number) => string,
  width = 360,
): string {
  const h = head(width, title, series);
  const labelWidth = Math.min(width * 0.42, Math.max(...kinds.map((k) => textWidth(k, 11))) + 4);
  const labels = kinds.map((k) => wrapText(k, labelWidth, 11));
  const bar = 9;
  const rowHeights = labels.map((l) => Math.max(series.length * (bar + 2) + 8, l.length * 13 + 6));
  const top = h.bottom + 8;
  const plotHeight = rowHeights.reduce((a, b) => a + b, 0);
  const height = top + plotHeight + 26;
  const left = 8 + labelWidth + 8;
  const right = width - 12;
  const hi =
    Math.max(...series.flatMap((s) => s.points.map((p) => p.hi ?? p.value)), 0) * 1.05 || 1;
  const x = (v: number) => left + (v / hi) * (right - left);
  const bottom = top + plotHeight;
  const parts = [svgOpen(width, height, title, 'mix'), ...h.parts];
  for (const t of ticks(0, hi, Math.max(2, Math.floor((right - left) / 60)))) {
    if (t > hi) continue;
    parts.push(
      `<line x1="${num(x(t))}" x2="${num(x(t))}" y1="${num(top)}" y2="${num(bottom)}" stroke="#e4e4e4"/>`,
      `<text x="${num(x(t))}" y="${num(bottom + 14)}" ${FONT} text-anchor="middle" fill="#555">${escapeXml(format(t))}</text>`,
    );
  }
  parts.push(
    `<line x1="${num(left)}" x2="${num(left)}" y1="${num(top)}" y2="${num(bottom)}" stroke="#999"/>`,
  );
  let y = top;
  kinds.forEach((kind, i) => {
    const rowTop = y + 4;
    const lines = labels[i];
    const mid = y + rowHeights[i] / 2;
    parts.push(
      `<text ${FONT} text-anchor="end">${lines
        .map(
          (l, j) =>
            `<tspan x="${num(left - 6)}" y="${num(mid + 4 + 13 * (j - (lines.length - 1) / 2))}">${escapeXml(l)}</tspan>`,
        )
        .join('')}</text>`,
    );
    series.forEach((s, k) => {
      const p = s.points[i];
      const by = rowTop + (rowHeights[i] - 8 - series.length * (bar + 2)) / 2 + k * (bar + 2);
      const zero = p.value === 0;
      parts.push(
        `<rect x="${num(left)}" y="${num(by)}" width="${num(zero ? ZERO_BAR : Math.max(x(p.value) - left, ZERO_BAR))}" height="${bar}" fill="${s.color}" opacity="0.85" data-zero="${zero}">${tip(`${s.name}, ${kind}`, p, format)}</rect>`,
      );
      if (p.lo !== null && p.hi !== null) {
        const cy = by + bar / 2;
        parts.push(
          `<path data-lo="${p.lo}" data-hi="${p.hi}" d="M${num(x(p.lo))} ${num(cy)}H${num(x(p.hi))}M${num(x(p.lo))} ${num(cy - 3)}v6M${num(x(p.hi))} ${num(cy - 3)}v6" stroke="#222" stroke-width="1" fill="none"/>`,
        );
      }
    });
    y += rowHeights[i];
  });
  return `${parts.join('')}</svg>`;
}
