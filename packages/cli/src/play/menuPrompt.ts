import type { SeatView } from '@stich/core';
import { visibleWidth } from '../text/style';
import { labelOf } from './declarationPrompts';
import type { LineReader } from './lineReader';
import { readMove } from './readMove';
import { handLines } from './render';
import type { Answer, Table } from './table';

/** A menu longer than this is laid out in columns, to fit lines this wide. */
const LONG_MENU = 8;
const LINE_WIDTH = 78;

/**
 * A decision as a numbered menu: the hand, the lines that explain the decision (the
 * report's `promptIntro`), then every legal action by its label; the answer is a number,
 * or `p` to pass where passing is allowed.
 *
 * @example
 * const answer = await askMenu(table, lines, view, ['Bert bids Solo (2). Hold it or pass.']);
 */
export async function askMenu(
  t: Table,
  lines: LineReader,
  view: SeatView,
  intro: readonly string[],
): Promise<Answer> {
  const { out, style } = t;
  const choices = view.legalActions;
  out.write(`Your hand:\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`);
  for (const line of intro) out.write(`${line}\n`);
  const items = choices.map((a, i) => `${style.bold(`[${i + 1}]`)} ${labelOf(t, a, view)}`);
  if (items.length <= LONG_MENU) out.write(items.map((item) => `  ${item}\n`).join(''));
  else {
    const width = Math.max(...items.map(visibleWidth)) + 2;
    const perRow = Math.max(1, Math.floor(LINE_WIDTH / width));
    for (let i = 0; i < items.length; i += perRow) {
      const row = items.slice(i, i + perRow);
      out.write(
        `  ${row
          .map((item) => item + ' '.repeat(width - visibleWidth(item)))
          .join('')
          .trimEnd()}\n`,
      );
    }
  }
  const pass = choices.find((a) => a.type === 'pass');
  const range = choices.length === 1 ? '1' : `1 to ${choices.length}`;
  const hint = `${range}${pass ? ', p = pass' : ''}, q = quit`;
  for (;;) {
    const text = await readMove(t, lines, hint);
    if (text === null) return 'quit';
    if (pass && (text === 'p' || text === 'pass')) return { action: pass };
    const k = Number(text);
    if (/^\d+$/.test(text) && k >= 1 && k <= choices.length) return { action: choices[k - 1] };
    out.write(`'${text}' is not a choice here; type ${range}${pass ? ' or p to pass' : ''}.\n`);
  }
}
