import type { CardCode, SeatView } from '@stich/core';
import { cardText } from '../text/cardText';
import { handLayout } from '../text/handLayout';
import { padEnd } from '../text/style';
import type { Table } from './table';
import { seatNameOf, wordsOf } from './words';

type Played = { readonly seat: number; readonly card: CardCode };

/**
 * Lines showing a hand grouped as the rules group it (trumps first), with the cards in
 * `numbered` marked `[1]`, `[2]` ... in display order. Returns the lines and the cards in
 * number order.
 *
 * @example
 * const { lines, order } = handLines(table, 'jacks', view.hand, legalCards);
 */
export function handLines(
  table: Table,
  trumpMode: string,
  hand: readonly CardCode[],
  numbered: readonly CardCode[] = [],
): { lines: string[]; order: CardCode[] } {
  const { deck } = table.rules.ctx;
  const words = wordsOf(table);
  // The plug-in names its trumps in English (`jacks`); in German they are `Trumpf`.
  const label =
    words.language === 'de' ? 'Trumpf' : (table.report.trumpLabel?.(trumpMode) ?? trumpMode);
  const groups = handLayout(deck, table.rules.ctx.tableOf[trumpMode], label, hand, words.language);
  const order: CardCode[] = [];
  const s = table.style;
  const lines = groups.map((g) => {
    const cards = g.cards.map((c) => {
      if (!numbered.includes(c))
        return numbered.length > 0 ? s.dim(cardText(c, s, deck)) : cardText(c, s, deck);
      order.push(c);
      return `${s.bold(`[${order.length}]`)}${cardText(c, s, deck)}`;
    });
    return `  ${padEnd(g.label, 9)} ${cards.join(' ')}`;
  });
  return { lines, order };
}

/**
 * A trick, or the cards of a trick so far, as text: `Bert ♥A, Christina ♥7`.
 *
 * @example
 * playedText(table, view.trick); // 'Bert ♥A, Christina ♥7'
 */
export function playedText(table: Table, cards: readonly Played[]): string {
  const { deck } = table.rules.ctx;
  return cards
    .map((c) => `${seatNameOf(table, c.seat)} ${cardText(c.card, table.style, deck)}`)
    .join(', ');
}

/**
 * A finished trick with its winner and card points.
 *
 * @example
 * trickLine(table, 3, view.tricks[2]); // 'Trick 3: Bert ♥A, Christina ♥7, Dieter ♥K, You ♥9 -> Bert takes 25'
 */
export function trickLine(table: Table, n: number, trick: SeatView['tricks'][number]): string {
  const { deck } = table.rules.ctx;
  const points = trick.cards.reduce((sum, c) => sum + deck.points[deck.idsOf(c.card)![0]], 0);
  const line = wordsOf(table).trick(
    n,
    playedText(table, trick.cards),
    seatNameOf(table, trick.winner),
    points,
  );
  // The winner in bold: what follows the arrow.
  const arrow = line.lastIndexOf(' -> ') + 4;
  return `${line.slice(0, arrow)}${table.style.bold(line.slice(arrow))}`;
}
