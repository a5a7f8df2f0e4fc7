// Small Markdown helpers for the generated rule pages. Pure string functions.

/** A table cell: pipes escaped, line breaks as `<br>`. */
export function cell(value) {
  return String(value).replaceAll('|', '\\|').replaceAll('\n', '<br>');
}

/**
 * A Markdown table from a header row and body rows, columns padded to equal width as
 * Biome formats Markdown tables (so `pnpm lint` leaves generated pages alone).
 */
export function table(head, rows) {
  const all = [head, ...rows].map((r) => r.map(cell));
  const widths = all[0].map((_, i) => Math.max(3, ...all.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(all[0]), line(widths.map((w) => '-'.repeat(w))), ...all.slice(1).map(line)].join(
    '\n',
  );
}

/** A bulleted list. */
export function bullets(lines) {
  return lines.map((line) => `- ${line}`).join('\n');
}

/** Inline code. */
export function code(text) {
  return `\`${text}\``;
}

/** A fenced block. */
export function fence(lang, text) {
  return `\`\`\`${lang}\n${text.replace(/\n$/, '')}\n\`\`\``;
}

/**
 * JSON that stays short: arrays of plain values and small objects on one line, everything
 * else one key a line.
 */
export function compactJson(value, indent = '') {
  const flat = JSON.stringify(value);
  if (flat === undefined) return 'undefined';
  if (value === null || typeof value !== 'object' || flat.length <= 72) return spaced(flat);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v) => `${inner}${compactJson(v, inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${compactJson(v, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

/** `{"a":1,"b":[1,2]}` as `{ "a": 1, "b": [1, 2] }`, leaving strings alone. */
function spaced(json) {
  let out = '';
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    out += c;
    if (c === '"' && json[i - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (c === ',' || c === ':') out += ' ';
    if (c === '{' && json[i + 1] !== '}') out += ' ';
    if (json[i + 1] === '}' && c !== '{') out += ' ';
  }
  return out;
}
