import type { BaseAction, GameState } from '@stich/core';
import { says } from '../report';
import { handLines, trickLine } from './render';
import type { Table } from './table';

/**
 * Announces a new deal: who deals and who leads; when watching, every hand.
 *
 * @example
 * announceDeal(table, session.state(), session.dealsPlayed + 1);
 */
export function announceDeal(table: Table, start: GameState<unknown>, n: number): void {
  const { rules, names, out, style } = table;
  out.write(
    `\n${style.bold(`Deal ${n}`)}: ${says(names[start.dealer], 'deals')}, ${says(names[start.turn], 'leads')}.\n`,
  );
  if (!table.watch) return;
  for (let seat = 0; seat < names.length; seat++) {
    const view = rules.view(start, seat);
    out.write(`${names[seat]}:\n${handLines(table, view.trumpMode, view.hand).lines.join('\n')}\n`);
  }
}

/**
 * Tells what an action did: a doubling by its name (kontra, re ...), and the trick it
 * completed with its winner and points. Card plays inside a trick are shown with the trick.
 *
 * @example
 * narrateAction(table, before, action, after); // 'Bert says kontra.' or 'Trick 3: ... -> Bert takes 14'
 */
export function narrateAction(
  table: Table,
  before: GameState<unknown>,
  action: BaseAction,
  after: GameState<unknown>,
): void {
  const { names, out, style } = table;
  if (action.type === 'double') {
    const name = table.variant.doubling?.steps[before.doublers.length] ?? 'double';
    out.write(`${says(names[action.seat], 'says')} ${style.bold(name)}.\n`);
  }
  if (after.winners.length > before.winners.length) {
    const tricks = table.rules.view(after, action.seat).tricks;
    out.write(`${trickLine(table, tricks.length, tricks[tricks.length - 1])}\n`);
  }
}
