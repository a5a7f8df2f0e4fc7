import type { SeatView } from '@stich/core';
import type { LineReader } from './lineReader';
import {
  findEntry,
  keyHint,
  type MenuEntry,
  menuEntries,
  menuLines,
  numberRange,
} from './menuEntries';
import { readMove } from './readMove';
import { handLines, playedText } from './render';
import type { Answer, Table } from './table';
import { seatNameOf, wordsOf } from './words';

/**
 * Out of turn: the rules offer the person's seat actions while another seat is to act
 * (a Re in answer to a Kontra said just now). Shows the hand and the trick so far, then a
 * menu whose first entry, `[1]`, goes on without acting (Enter too), followed by the
 * actions offered (`view.legalActions`), each labelled by the plug-in (`actionLabel`) and
 * keyed by its prompt key or numbered from 2. Returns `'continue'` to go on, the action
 * chosen, or `'quit'`.
 *
 * @example
 * const answer = await askOutOfTurn(table, lines, { ...view, legalActions: offered });
 */
export async function askOutOfTurn(
  t: Table,
  lines: LineReader,
  view: SeatView,
): Promise<Answer | 'continue'> {
  const { out } = t;
  const words = wordsOf(t);
  const go: MenuEntry = {
    action: { type: 'continue', seat: view.seat },
    key: '1',
    words: [],
    label: words.continueLabel,
    note: null,
  };
  const entries = menuEntries(t, view, view.legalActions, 2);
  out.write(`${words.yourHand()}\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`);
  if (view.trick.length > 0)
    out.write(`${words.trickSoFar(view.tricks.length + 1, playedText(t, view.trick))}\n`);
  for (const line of t.report.promptIntro?.(view, t.names) ?? []) out.write(`${line}\n`);
  out.write(`${words.mayActOutOfTurn(view.turn === null ? null : seatNameOf(t, view.turn))}\n`);
  out.write(menuLines(t, [go, ...entries]).join(''));
  const choices = [words.continueHint, numberRange(entries), keyHint(entries)]
    .filter((c) => c !== '')
    .join(', ');
  for (;;) {
    const text = await readMove(t, lines, `${choices}, ${words.quitKey}`);
    if (text === null) return 'quit';
    if (text === '' || text === '1') return 'continue';
    const entry = findEntry(entries, text);
    if (entry !== undefined) return { action: entry.action };
    out.write(`${words.notAChoice(text, choices)}\n`);
  }
}
