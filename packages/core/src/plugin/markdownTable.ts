/** A table cell: pipes escaped, line breaks as `<br>`. */
function cell(value: unknown): string {
  return String(value).replaceAll('|', '\\|').replaceAll('\n', '<br>');
}

/**
 * A Markdown table from a header row and body rows, columns padded to equal width as
 * Biome formats Markdown tables, for a plug-in's rule-page sections.
 *
 * @example
 * import { markdownTable } from '@stich/core/plugin';
 *
 * markdownTable(['points', 'loss'], [['47', '-47']]); // '| points | loss |\n| ------ | ---- |\n| 47     | -47  |'
 */
export function markdownTable(
  head: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const all = [head, ...rows].map((r) => r.map(cell));
  const widths = all[0].map((_, i) => Math.max(3, ...all.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(all[0]), line(widths.map((w) => '-'.repeat(w))), ...all.slice(1).map(line)].join(
    '\n',
  );
}
