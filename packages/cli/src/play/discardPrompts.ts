import type { BaseAction, CardCode, Deck, SeatView } from '@stich/core';
import { cardText, parseCardInput } from '../text/cardText';
import type { Style } from '../text/style';
import type { LineReader } from './lineReader';
import { readMove } from './readMove';
import { handLines } from './render';
import type { Answer, CheckAction, Table } from './table';

const TAKE = ['t', 'take', '1'];
const PUSH = ['p', 'push', '2'];

/**
 * Schieberamsch: the skat comes to the player, who takes it up (`t`) or pushes it on
 * unseen (`p`, doubling the deal). Shows the hand first.
 *
 * @example
 * const answer = await askSkatTurn(table, lines, view); // { action: { type: 'pushSkat', seat: 0 } }
 */
export async function askSkatTurn(t: Table, lines: LineReader, view: SeatView): Promise<Answer> {
  const { out, style } = t;
  const pickUp = view.legalActions.find((a) => a.type === 'pickUpSkat')!;
  const push = view.legalActions.find((a) => a.type === 'pushSkat')!;
  out.write(`The skat comes to you (${view.skatSize} cards, face down).\n`);
  out.write(`Your hand:\n${handLines(t, view.trumpMode, view.hand).lines.join('\n')}\n`);
  out.write(`  ${style.bold('[t]')} take up the skat and lay ${view.skatSize} cards back\n`);
  out.write(`  ${style.bold('[p]')} push it on unseen (doubles the deal)\n`);
  for (;;) {
    const text = await readMove(t, lines, 't = take up, p = push, q = quit');
    if (text === null) return 'quit';
    if (TAKE.includes(text)) return { action: pickUp };
    if (PUSH.includes(text)) return { action: push };
    out.write(`'${text}' is not a choice here; type t to take up the skat or p to push it.\n`);
  }
}

/**
 * After taking up the skat: shows the whole hand numbered and reads the cards to lay
 * back, by numbers or codes (`3 7`, `HA S7`), after the report's lines on the decision
 * (`intro`). A refused choice (a jack where the rules forbid it) is explained with the
 * rules' reason and asked again.
 *
 * @example
 * const answer = await askDiscard(table, lines, view, check); // { action: { type: 'discard', seat: 0, cards: ['HA', 'S7'] } }
 */
export async function askDiscard(
  t: Table,
  lines: LineReader,
  view: SeatView,
  check: CheckAction,
  intro: readonly string[] = [],
): Promise<Answer> {
  const { out } = t;
  const count = t.rules.ctx.skatSize;
  const skat = t.report.skatName ?? 'skat';
  const { lines: shown, order } = handLines(t, view.trumpMode, view.hand, view.hand);
  out.write(`Your hand with the ${skat}:\n${shown.join('\n')}\n`);
  for (const line of intro) out.write(`${line}\n`);
  out.write(`Lay ${count} cards back into the ${skat}.\n`);
  for (;;) {
    const text = await readMove(t, lines, `${count} numbers or cards, e.g. 1 5 or HA S7, q = quit`);
    if (text === null) return 'quit';
    const picked = pickCards(text, order, view.hand, count, t.style, t.rules.ctx.deck);
    if (typeof picked === 'string') {
      out.write(`${picked}\n`);
      continue;
    }
    const action = { type: 'discard', seat: view.seat, cards: picked } as BaseAction;
    const refused = check(action);
    if (refused === null) return { action };
    const shown = picked.map((c) => cardText(c, t.style, t.rules.ctx.deck)).join(' and ');
    out.write(`You cannot lay back ${shown}: ${refused}.\n`);
  }
}

/** The cards an answer names (numbers in `order`, or codes), or why it names no valid choice (cards shown as on the table). */
function pickCards(
  text: string,
  order: readonly CardCode[],
  hand: readonly CardCode[],
  count: number,
  style: Style,
  deck: Deck,
): CardCode[] | string {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length !== count)
    return `Name exactly ${count} cards, by their numbers or codes (e.g. 1 5 or HA S7).`;
  const cards: CardCode[] = [];
  for (const word of words) {
    let card: CardCode | null;
    if (/^\d+$/.test(word)) {
      card = order[Number(word) - 1] ?? null;
      if (card === null) return `There is no [${word}]; choose 1 to ${order.length}.`;
    } else {
      card = parseCardInput(word, deck);
      if (card === null) return `'${word}' is not a card; type its number or a code such as HA.`;
      if (!hand.includes(card)) return `You do not hold ${cardText(card, style, deck)}.`;
    }
    if (cards.includes(card))
      return `You named ${cardText(card, style, deck)} twice; choose ${count} different cards.`;
    cards.push(card);
  }
  return cards;
}
