import type { BaseAction, CardCode, GameState } from '@stich/core';
import { says } from '../report';
import { cardText } from '../text/cardText';
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
  const sitsOut = rules.ctx.seats > rules.ctx.active ? ' and sits out' : '';
  out.write(
    `\n${style.bold(`Deal ${n}`)}: ${says(names[start.dealer], 'deals')}${sitsOut}, ${says(names[start.lead0], 'leads')}.\n`,
  );
  if (!table.watch) return;
  for (let seat = 0; seat < names.length; seat++) {
    const view = rules.view(start, seat);
    out.write(`${names[seat]}:\n${handLines(table, view.trumpMode, view.hand).lines.join('\n')}\n`);
  }
}

/**
 * Tells what an action did: a doubling by its name (kontra, re ...), taking up, pushing
 * or laying back the skat, and the trick it completed with its winner and points. Card
 * plays inside a trick are shown with the trick. Skat cards are shown only to the person
 * whose they are, or to everyone when watching.
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
  const said =
    table.report.actionText?.(action, names, table.rules.view(after, action.seat)) ??
    auctionLine(names, action);
  if (said) out.write(`${said}\n`);
  const skat = skatLine(table, before, action, after);
  if (skat !== null) out.write(`${skat}\n`);
  if (after.winners.length > before.winners.length) {
    const tricks = table.rules.view(after, action.seat).tricks;
    out.write(`${trickLine(table, tricks.length, tricks[tricks.length - 1])}\n`);
  }
}

/** The cards of `cards` left once each card of `gone` is taken out once (jokers come twice). */
function without(cards: readonly CardCode[], gone: readonly CardCode[]): CardCode[] {
  const left = [...gone];
  return cards.filter((c) => {
    const i = left.indexOf(c);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/** What a skat action did (or any action that put the skat into a hand), in one line, or `null` for others. */
function skatLine(
  table: Table,
  before: GameState<unknown>,
  action: BaseAction,
  after: GameState<unknown>,
): string | null {
  const { names, rules, style } = table;
  const who = names[action.seat];
  const open = table.watch || table.players[action.seat]?.kind === 'human';
  const shown = (cards: readonly CardCode[]) =>
    open ? `: ${cards.map((c) => cardText(c, style, rules.ctx.deck)).join(' ')}` : '';
  const hand = (s: GameState<unknown>) => rules.view(s, action.seat).hand;
  const skat = table.report.skatName ?? 'skat';
  if (hand(after).length > hand(before).length)
    return `${says(who, 'takes')} up the ${skat}${shown(without(hand(after), hand(before)))}.`;
  switch (action.type) {
    case 'pushSkat':
      return `${says(who, 'pushes')} the skat on unseen (each push doubles the deal).`;
    case 'discard':
      return `${says(who, 'lays')} ${rules.ctx.skatSize} cards back${shown(without(hand(before), hand(after)))}.`;
    default:
      return null;
  }
}

/** What an auction move or an early end said, in one line, or `null` for other actions. */
function auctionLine(names: readonly string[], action: BaseAction): string | null {
  const who = names[action.seat];
  switch (action.type) {
    case 'bid':
      return `${says(who, 'says')} ${(action as BaseAction & { value: number }).value}.`;
    case 'hold':
      return `${says(who, 'holds')}.`;
    case 'pass':
      return `${says(who, 'passes')}.`;
    case 'claim':
      return `${says(who, 'claims')} the rest of the tricks.`;
    case 'resign':
      return `${says(who, 'resigns')}.`;
    default:
      return null;
  }
}
