import type { BaseAction, SeatView } from '@stich/core';
import { cardText } from '../text/cardText';
import type { LineReader } from './lineReader';
import { readMove } from './readMove';
import { handLines } from './render';
import type { Answer, Table } from './table';

/** How the report names an action in a menu, or its JSON. */
export function labelOf(t: Table, action: BaseAction, view: SeatView): string {
  return t.report.actionLabel?.(action, view) ?? JSON.stringify(action);
}

/**
 * After winning the bidding: take up the skat (`t`) or play hand, choosing the contract
 * from the list the rules allow at once (numbers).
 *
 * @example
 * const answer = await askSkatOrHand(table, lines, view); // { action: { type: 'pickUpSkat', seat: 0 } }
 */
export async function askSkatOrHand(t: Table, lines: LineReader, view: SeatView): Promise<Answer> {
  const { out, style } = t;
  const pickUp = view.legalActions.find((a) => a.type === 'pickUpSkat')!;
  const bid = (view.extra as { bid: number | null }).bid;
  out.write(
    `You declare${bid === null ? '' : ` at ${bid}`}. Your hand:\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`,
  );
  out.write(`  ${style.bold('[t]')} take up the skat\n  or play hand:\n`);
  return pickContract(t, lines, view, { key: 't', action: pickUp, hint: 't = take up the skat' });
}

/**
 * The contract after the skat exchange: the rules' allowed contracts, numbered.
 *
 * @example
 * const answer = await askContract(table, lines, view); // { action: { type: 'declare', seat: 0, game: 'H', hand: false } }
 */
export async function askContract(t: Table, lines: LineReader, view: SeatView): Promise<Answer> {
  const { out } = t;
  const laid = view.skat?.map((c) => cardText(c, t.style, t.rules.ctx.deck)).join(' ');
  const skat = laid === undefined ? '' : ` (laid back: ${laid})`;
  out.write(`Your hand${skat}:\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`);
  out.write('Declare your game:\n');
  return pickContract(t, lines, view);
}

/** Lists the declarations numbered, each with the report's note (a game's value), and an extra keyed choice; reads one. */
async function pickContract(
  t: Table,
  lines: LineReader,
  view: SeatView,
  extra?: { key: string; action: BaseAction; hint: string },
): Promise<Answer> {
  const { out, style } = t;
  const declares = view.legalActions.filter((a) => a.type === 'declare');
  const labels = declares.map((a) => labelOf(t, a, view));
  const notes = declares.map((a) => t.report.menuNote?.(a, view) ?? null);
  // With notes, the labels line up (numbers padded too) and the notes follow in a column.
  const noted = notes.some((n) => n !== null);
  const keyWidth = `[${declares.length}]`.length;
  const width = Math.max(0, ...labels.map((l) => l.length));
  declares.forEach((_, i) => {
    const key = `[${i + 1}]`;
    const note = notes[i];
    const entry = note === null ? labels[i] : `${labels[i].padEnd(width)}  (${note})`;
    const gap = noted ? ' '.repeat(keyWidth - key.length) : '';
    out.write(`  ${style.bold(key)}${gap} ${entry}\n`);
  });
  const hint = `${extra ? `${extra.hint}, ` : ''}1 to ${declares.length} = game, q = quit`;
  for (;;) {
    const text = await readMove(t, lines, hint);
    if (text === null) return 'quit';
    if (extra !== undefined && text === extra.key) return { action: extra.action };
    const k = Number(text);
    if (/^\d+$/.test(text) && k >= 1 && k <= declares.length) return { action: declares[k - 1] };
    out.write(`'${text}' is not a choice here; ${hint.replace(', q = quit', '')}.\n`);
  }
}

/**
 * Kontra and its answers: say the next step (`d` or its name: kontra, re ...) or pass.
 *
 * @example
 * const answer = await askDouble(table, lines, view); // { action: { type: 'pass', seat: 1 } }
 */
export async function askDouble(t: Table, lines: LineReader, view: SeatView): Promise<Answer> {
  const { out, style } = t;
  const double = view.legalActions.find((a) => a.type === 'double')!;
  const pass = view.legalActions.find((a) => a.type === 'pass')!;
  const step = t.variant.doubling?.steps[view.doublings.length] ?? 'double';
  out.write(`Your hand:\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`);
  out.write(`  ${style.bold('[d]')} say ${step} (doubles the game)\n  ${style.bold('[p]')} pass\n`);
  for (;;) {
    const text = await readMove(t, lines, `d = ${step}, p = pass, q = quit`);
    if (text === null) return 'quit';
    if (text === 'd' || text === step) return { action: double };
    if (text === 'p' || text === 'pass') return { action: pass };
    out.write(`'${text}' is not a choice here; type d to say ${step} or p to pass.\n`);
  }
}
