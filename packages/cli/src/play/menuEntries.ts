import type { BaseAction, SeatView } from '@stich/core';
import { visibleWidth } from '../text/style';
import type { Table } from './table';

/** A menu longer than this is laid out in columns, to fit lines this wide. */
const LONG_MENU = 8;
const LINE_WIDTH = 78;
/** With more keyed entries than this, the hint names no key. */
const KEYS_IN_HINT = 3;

/**
 * One choice of a menu: its action, the key shown before it (a number, or the plug-in's
 * first prompt key), the words that choose it, its label and the report's note.
 *
 * @example
 * const entry: MenuEntry = { action: pass, key: 'p', words: ['p', 'pass'], label: 'pass', note: null };
 */
export interface MenuEntry {
  readonly action: BaseAction;
  readonly key: string;
  /** What the player may type besides the key (the plug-in's prompt keys). */
  readonly words: readonly string[];
  readonly label: string;
  readonly note: string | null;
}

/**
 * Whether an entry shows the plug-in's key rather than a number.
 *
 * @example
 * entries.filter((e) => !isKeyed(e)).length; // how many are numbered
 */
export const isKeyed = (e: MenuEntry): boolean => e.words.length > 0 && e.words[0] === e.key;

/**
 * How the report names an action in a menu, or its JSON.
 *
 * @example
 * labelOf(table, { type: 'pass', seat: 0 }, view); // 'pass'
 */
export function labelOf(t: Table, action: BaseAction, view: SeatView): string {
  return (
    t.texts?.actionLabel(action, view) ??
    t.report.actionLabel?.(action, view) ??
    JSON.stringify(action)
  );
}

/**
 * The menu of these actions, in their order: each labelled by the report, keyed by its
 * first prompt key where the plug-in gives one (`d`, `p`, `18`), the others numbered
 * from `first`.
 *
 * @example
 * menuEntries(table, view, [pass, claimGame]).map((e) => e.key); // ['p', '1']
 */
export function menuEntries(
  t: Table,
  view: SeatView,
  actions: readonly BaseAction[],
  first = 1,
): MenuEntry[] {
  let n = first;
  return actions.map((action) => {
    const words = (t.report.promptKeys?.(action, view) ?? []).map((w) => w.trim().toLowerCase());
    const key = words.length > 0 && words[0] !== '' ? words[0] : String(n++);
    const note = t.report.menuNote?.(action, view) ?? null;
    return { action, key, words, label: labelOf(t, action, view), note };
  });
}

/**
 * The entry an answer chooses: a word the plug-in gives for it first, then a key.
 *
 * @example
 * findEntry(entries, 'p')?.action; // { type: 'pass', seat: 0 }
 */
export function findEntry(entries: readonly MenuEntry[], text: string): MenuEntry | undefined {
  return entries.find((e) => e.words.includes(text)) ?? entries.find((e) => e.key === text);
}

/**
 * The menu's lines: one entry a line, with the reports' notes in a column; a long menu
 * without notes in columns, an entry labelled by its own key as the key alone.
 *
 * @example
 * t.out.write(menuLines(table, entries).join(''));
 */
export function menuLines(t: Table, entries: readonly MenuEntry[]): string[] {
  const { style } = t;
  if (entries.some((e) => e.note !== null)) {
    // The labels line up (keys padded too) and the notes follow in a column.
    const keyWidth = Math.max(...entries.map((e) => e.key.length));
    const width = Math.max(...entries.map((e) => e.label.length));
    return entries.map((e) => {
      const gap = ' '.repeat(keyWidth - e.key.length);
      const entry = e.note === null ? e.label : `${e.label.padEnd(width)}  (${e.note})`;
      return `  ${style.bold(`[${e.key}]`)}${gap} ${entry}\n`;
    });
  }
  // An entry labelled by its own key (a bid of 18 keyed 18) shows the key alone.
  const items = entries.map((e) =>
    e.label === e.key ? style.bold(`[${e.key}]`) : `${style.bold(`[${e.key}]`)} ${e.label}`,
  );
  if (items.length <= LONG_MENU) return items.map((item) => `  ${item}\n`);
  const width = Math.max(...items.map(visibleWidth)) + 2;
  const perRow = Math.max(1, Math.floor(LINE_WIDTH / width));
  const rows: string[] = [];
  for (let i = 0; i < items.length; i += perRow) {
    const row = items.slice(i, i + perRow);
    rows.push(
      `  ${row
        .map((item) => item + ' '.repeat(width - visibleWidth(item)))
        .join('')
        .trimEnd()}\n`,
    );
  }
  return rows;
}

/**
 * What the keyed entries of a menu mean, for the prompt's hint: `d = kontra, p = pass`
 * (a key's first other word, else its label), or a pointer to the keys in brackets when
 * there are many.
 *
 * @example
 * keyHint(entries); // 'd = kontra'
 */
export function keyHint(entries: readonly MenuEntry[]): string {
  const keyed = entries.filter(isKeyed);
  if (keyed.length === 0) return '';
  if (keyed.length > KEYS_IN_HINT) return 'a key in [ ]';
  return keyed
    .map((e) => `${e.key} = ${e.words.find((w) => w !== e.key && /\D/.test(w)) ?? e.label}`)
    .join(', ');
}

/**
 * The numbered range of a menu's entries (`1 to 7`, `1`), or `''` when every entry is keyed.
 *
 * @example
 * numberRange(entries); // '1 to 7'
 */
export function numberRange(entries: readonly MenuEntry[]): string {
  const numbers = entries.filter((e) => !isKeyed(e)).map((e) => Number(e.key));
  if (numbers.length === 0) return '';
  const [lo, hi] = [Math.min(...numbers), Math.max(...numbers)];
  return lo === hi ? `${lo}` : `${lo} to ${hi}`;
}
