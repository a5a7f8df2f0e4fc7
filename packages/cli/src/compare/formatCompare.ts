import type { CompareRow, Comparison } from './aspects';

/**
 * The output formats of `stich compare`: aligned text, a Markdown table, or JSON.
 *
 * @example
 * COMPARE_FORMATS.includes('md'); // true
 */
export const COMPARE_FORMATS = ['text', 'md', 'json'] as const;

/**
 * One of {@link COMPARE_FORMATS}.
 *
 * @example
 * const format: CompareFormat = 'md';
 */
export type CompareFormat = (typeof COMPARE_FORMATS)[number];

/** The mark of a row whose columns differ. */
const DIFFERS = '*';
const LEGEND = `${DIFFERS} the columns differ`;

/** A cell's lines as one block: a list gets bullets. */
const bulleted = (lines: readonly string[], bullet: string) =>
  lines.length > 1 ? lines.map((l) => `${bullet}${l}`) : [...lines];

/** Breaks a line into lines of at most `width` characters, at spaces where it can. */
function wrap(text: string, width: number, indent: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > indent.length ? space : width;
    out.push(rest.slice(0, cut).trimEnd());
    rest = indent + rest.slice(cut).trimStart();
  }
  out.push(rest);
  return out;
}

/** A row of blocks side by side, each padded to its column's width. */
function sideBySide(blocks: readonly string[][], widths: readonly number[]): string[] {
  const height = Math.max(...blocks.map((b) => b.length));
  return Array.from({ length: height }, (_, i) =>
    blocks
      .map((b, c) => (b[i] ?? '').padEnd(widths[c]))
      .join('  ')
      .trimEnd(),
  );
}

/**
 * The comparison as text for a terminal: one row per aspect, the columns side by side
 * and wrapped to fit `width` characters, rows that differ marked `*`.
 *
 * @example
 * process.stdout.write(compareText(compareVariants(columns), 100));
 */
export function compareText(cmp: Comparison, width = 100): string {
  const mark = (r: CompareRow) => `${r.differs ? DIFFERS : ' '} ${r.aspect}`;
  const first = Math.max(...cmp.rows.map((r) => mark(r).length));
  const n = cmp.columns.length;
  const column = Math.max(12, Math.floor((width - first - 2 * n) / n));
  const block = (lines: readonly string[]) =>
    bulleted(lines, '- ').flatMap((l) => wrap(l, column, l.startsWith('- ') ? '  ' : ''));
  const widths = [first, ...cmp.columns.map(() => column)];
  const head = sideBySide([[''], ...cmp.columns.map((c) => wrap(c.label, column, ''))], widths);
  const out = [...head, '-'.repeat(Math.min(width, first + n * (column + 2)))];
  let tall = false;
  for (const r of cmp.rows) {
    const lines = sideBySide([[mark(r)], ...r.cells.map((c) => block(c.lines))], widths);
    if (tall || lines.length > 1) out.push('');
    out.push(...lines);
    tall = lines.length > 1;
  }
  return `${[...out, '', LEGEND].join('\n')}\n`;
}

/** A Markdown table cell: pipes escaped, lines joined with `<br>`. */
const mdCell = (lines: readonly string[]) =>
  bulleted(lines, '• ').join('<br>').replaceAll('|', '\\|');

/**
 * The comparison as a Markdown table, rows that differ marked `*`. Cells are not padded:
 * a cell holds a whole list, so padding every row to the widest would make lines of
 * thousands of characters. `pad` lines the columns up the way Biome formats tables (for
 * a page kept in a repository that Biome checks, as the rule pages are).
 *
 * @example
 * compareMarkdown(compareVariants(columns)).startsWith('|'); // true
 */
export function compareMarkdown(cmp: Comparison, { pad = false } = {}): string {
  const rows = [
    ['', ...cmp.columns.map((c) => mdCell([c.label]))],
    ...cmp.rows.map((r) => [
      `**${r.aspect}**${r.differs ? ` \\${DIFFERS}` : ''}`,
      ...r.cells.map((c) => mdCell(c.lines)),
    ]),
  ];
  const widths = rows[0].map((_, i) => (pad ? Math.max(3, ...rows.map((r) => r[i].length)) : 3));
  const tableLine = (cells: string[]) =>
    `| ${cells.map((c, i) => (pad ? c.padEnd(widths[i]) : c)).join(' | ')} |`;
  const rule = tableLine(widths.map((w) => '-'.repeat(w)));
  const [head, ...body] = rows.map(tableLine);
  return `${[head, rule, ...body].join('\n')}\n\n\\${LEGEND}.\n`;
}

/**
 * The comparison as plain data: each column's variant id, name, label and options, and
 * each row's values (JSON) and text.
 *
 * @example
 * compareJson(cmp).rows[0]; // { key: 'summary', aspect: 'Summary', differs: true, values: [...], text: [...] }
 */
export function compareJson(cmp: Comparison) {
  return {
    columns: cmp.columns.map((c) => ({
      id: c.variant.id,
      name: c.variant.name,
      label: c.label,
      options: c.options,
    })),
    rows: cmp.rows.map((r) => ({
      key: r.key,
      aspect: r.aspect,
      differs: r.differs,
      values: r.cells.map((c) => c.value ?? null),
      text: r.cells.map((c) => c.lines),
    })),
  };
}

/**
 * The comparison in one of the formats; `width` applies to text.
 *
 * @example
 * io.stdout.write(formatCompare(cmp, 'md'));
 */
export function formatCompare(cmp: Comparison, format: CompareFormat, width = 100): string {
  if (format === 'md') return compareMarkdown(cmp);
  if (format === 'json') return `${JSON.stringify(compareJson(cmp), null, 2)}\n`;
  return compareText(cmp, width);
}
