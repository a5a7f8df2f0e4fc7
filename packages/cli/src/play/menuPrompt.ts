import type { BaseAction, SeatView } from '@stich/core';
import { cardText } from '../text/cardText';
import type { LineReader } from './lineReader';
import { findEntry, keyHint, menuEntries, menuLines, numberRange } from './menuEntries';
import { readMove } from './readMove';
import { handLines } from './render';
import type { Answer, Table } from './table';
import { wordsOf } from './words';

/**
 * A decision as a menu: the hand (with the skat where the seat sees it), the lines that
 * explain the decision (the report's `promptIntro`), then the actions in the order the
 * rules list them, each by its label and the report's note, keyed by the plug-in's prompt
 * key or numbered. The answer is a key, a number, or one of the plug-in's words for an
 * action; Enter takes the only choice.
 *
 * @example
 * const answer = await askMenu(table, lines, view, view.legalActions, ['Bert bids Solo (2). Hold it or pass.']);
 */
export async function askMenu(
  t: Table,
  lines: LineReader,
  view: SeatView,
  actions: readonly BaseAction[],
  intro: readonly string[],
): Promise<Answer> {
  const { out } = t;
  const entries = menuEntries(t, view, actions);
  const skat = view.skat?.map((c) => cardText(c, t.style, t.rules.ctx.deck)).join(' ') ?? '';
  const seen = skat === '' ? '' : ` (${t.report.skatName ?? 'skat'}: ${skat})`;
  const words = wordsOf(t);
  out.write(
    `${words.yourHand(seen)}\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`,
  );
  for (const line of intro) out.write(`${line}\n`);
  out.write(menuLines(t, entries).join(''));
  // A single choice is also taken with Enter.
  const only = entries.length === 1 ? entries[0] : undefined;
  const choices = [only ? 'Enter' : '', numberRange(entries), keyHint(entries)]
    .filter((c) => c !== '')
    .join(', ');
  for (;;) {
    const text = await readMove(t, lines, `${choices}, ${words.quitKey}`);
    if (text === null) return 'quit';
    const entry = findEntry(entries, text) ?? (text === '' ? only : undefined);
    if (entry !== undefined) return { action: entry.action };
    out.write(`${words.notAChoice(text, choices)}\n`);
  }
}
