import type { BaseAction, CardCode, GameState, SeatView } from '@stich/core';
import { cardText } from '../text/cardText';
import { handLines, trickLine } from './render';
import type { Table } from './table';
import { seatNameOf, wordsOf } from './words';

/**
 * Announces a new deal: who deals and who leads; when watching, every hand.
 *
 * @example
 * announceDeal(table, session.state(), session.dealsPlayed + 1);
 */
export function announceDeal(table: Table, start: GameState<unknown>, n: number): void {
  const { rules, names, out, style } = table;
  const sitsOut = rules.ctx.seats > rules.ctx.active;
  const line = wordsOf(table).dealStarts(
    n,
    seatNameOf(table, start.dealer),
    sitsOut,
    seatNameOf(table, start.lead0),
  );
  // The deal's number in bold: the words before the first colon.
  const colon = line.indexOf(':');
  out.write(`\n${style.bold(line.slice(0, colon))}${line.slice(colon)}\n`);
  if (!table.watch) return;
  for (let seat = 0; seat < names.length; seat++) {
    const view = rules.view(start, seat);
    out.write(
      `${seatNameOf(table, seat)}:\n${handLines(table, view.trumpMode, view.hand).lines.join('\n')}\n`,
    );
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
  const words = wordsOf(table);
  if (action.type === 'double') {
    const name = table.variant.doubling?.steps[before.doublers.length] ?? 'double';
    out.write(`${words.act(seatNameOf(table, action.seat), 'says', style.bold(name))}\n`);
  }
  const view = table.rules.view(after, action.seat);
  const english = table.report.actionText?.(action, names, view) ?? null;
  // The plug-in tells its own actions in English; in German they are told by their
  // German label (`Anne: Pik.`), and the auction's moves by the terminal's own words.
  const said =
    words.language === 'de'
      ? (auctionLine(table, action) ?? (english === null ? null : labelLine(table, action, view)))
      : (english ?? auctionLine(table, action));
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
  const { rules, style } = table;
  const words = wordsOf(table);
  const who = seatNameOf(table, action.seat);
  const open = table.watch || table.players[action.seat]?.kind === 'human';
  const shown = (cards: readonly CardCode[]) =>
    open ? `: ${cards.map((c) => cardText(c, style, rules.ctx.deck)).join(' ')}` : '';
  const hand = (s: GameState<unknown>) => rules.view(s, action.seat).hand;
  const skat = table.report.skatName ?? 'skat';
  if (hand(after).length > hand(before).length)
    return words.takesUp(who, skat, shown(without(hand(after), hand(before))));
  switch (action.type) {
    case 'pushSkat':
      return words.pushes(who, skat);
    case 'discard':
      return words.laysBack(who, rules.ctx.skatSize, shown(without(hand(before), hand(after))));
    default:
      return null;
  }
}

/** A variant's own action by the game's label in the table's language: `Anne: Pik.` */
function labelLine(table: Table, action: BaseAction, view: SeatView): string | null {
  const label = table.texts?.actionLabel(action, view) ?? null;
  return label === null ? null : `${seatNameOf(table, action.seat)}: ${label}.`;
}

/** What an auction move or an early end said, in one line, or `null` for other actions. */
function auctionLine(table: Table, action: BaseAction): string | null {
  const who = seatNameOf(table, action.seat);
  const words = wordsOf(table);
  switch (action.type) {
    case 'bid':
      return words.act(who, 'says', String((action as BaseAction & { value: number }).value));
    case 'hold':
      return words.act(who, 'holds');
    case 'pass':
      return words.act(who, 'passes');
    case 'claim':
      return words.act(who, 'claims');
    case 'resign':
      return words.act(who, 'resigns');
    default:
      return null;
  }
}
