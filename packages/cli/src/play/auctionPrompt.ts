import type { BaseAction, SeatView } from '@stich/core';
import type { LineReader } from './lineReader';
import { readMove } from './readMove';
import { handLines } from './render';
import type { Answer, Table } from './table';

type Bid = BaseAction & { readonly value: number };

/**
 * The auction at the terminal: shows the hand and the bidding so far. As the caller the
 * player calls the next value (Enter or `1`), any higher value by number, or passes
 * (`p`); as the holder, holds with the same keys (Enter, `1`, the value called, or `y`)
 * or passes (`p`).
 *
 * @example
 * const answer = await askAuction(table, lines, view); // { action: { type: 'bid', seat: 0, value: 18 } }
 */
export async function askAuction(t: Table, lines: LineReader, view: SeatView): Promise<Answer> {
  const { out, style, names } = t;
  const legal = view.legalActions;
  const pass = legal.find((a) => a.type === 'pass')!;
  const hold = legal.find((a) => a.type === 'hold');
  const bids = legal.filter((a): a is Bid => a.type === 'bid');
  const extra = view.extra as { bid: number | null; caller: number | null; holder: number | null };
  out.write(`Your hand:\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`);
  if (hold !== undefined) {
    const caller = extra.caller === null ? 'The call' : `${names[extra.caller]} calls`;
    out.write(
      `${caller} ${extra.bid}. ${style.bold('[1]')} hold ${extra.bid} (Enter, 1, ${extra.bid} or y), ${style.bold('[p]')} pass\n`,
    );
    const holds = ['', '1', String(extra.bid), 'y', 'yes', 'hold', 'h'];
    for (;;) {
      const text = await readMove(t, lines, `Enter or 1 = hold ${extra.bid}, p = pass, q = quit`);
      if (text === null) return 'quit';
      if (holds.includes(text)) return { action: hold };
      if (['p', 'pass', 'n', 'no'].includes(text)) return { action: pass };
      out.write(`'${text}' is not a choice here; Enter or 1 holds ${extra.bid}, p passes.\n`);
    }
  }
  const next = bids[0];
  const so = extra.bid === null ? 'Nobody has called yet' : `The bid stands at ${extra.bid}`;
  const to =
    extra.holder !== null && extra.holder !== view.seat ? ` to ${names[extra.holder]}` : '';
  out.write(
    `${so}. ${style.bold('[1]')} call ${next.value}${to} (the next value), or type a higher value; ${style.bold('[p]')} pass\n`,
  );
  for (;;) {
    const text = await readMove(
      t,
      lines,
      `Enter or 1 = ${next.value}, a value, p = pass, q = quit`,
    );
    if (text === null) return 'quit';
    if (text === '' || text === '1') return { action: next };
    if (['p', 'pass'].includes(text)) return { action: pass };
    const bid = /^\d+$/.test(text) ? bids.find((b) => b.value === Number(text)) : undefined;
    if (bid !== undefined) return { action: bid };
    out.write(
      `'${text}' is not a call here; the values from ${next.value} are ${bids
        .slice(0, 8)
        .map((b) => b.value)
        .join(', ')}, ...\n`,
    );
  }
}
