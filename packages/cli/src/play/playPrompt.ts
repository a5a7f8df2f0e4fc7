import type { BaseAction, CardCode, Deck, SeatView } from '@stich/core';
import { cardText, parseCardInput } from '../text/cardText';
import type { Style } from '../text/style';
import type { LineReader } from './lineReader';
import { findEntry, isKeyed, keyHint, menuEntries, menuLines } from './menuEntries';
import { readMove } from './readMove';
import { handLines, playedText } from './render';
import type { CardChoice } from './sortChoices';
import type { Answer, Table } from './table';
import { type Words, wordsOf } from './words';

/**
 * A card from the hand: shows the trick so far and the hand with the cards that may be
 * played numbered, then any other action beside them (a doubling by its key `d`, a claim
 * numbered after the cards), and reads a number, a card code (`HA`, `h10`, `♥A`) or a
 * key. A wrong answer is explained and asked again.
 *
 * @example
 * const answer = await askPlay(table, lines, view, sorted.plays, sorted.others, intro);
 */
export async function askPlay(
  t: Table,
  lines: LineReader,
  view: SeatView,
  plays: readonly CardChoice[],
  others: readonly BaseAction[],
  intro: readonly string[],
): Promise<Answer> {
  const { out } = t;
  const words = wordsOf(t);
  const n = view.tricks.length + 1;
  for (const line of intro) out.write(`${line}\n`);
  out.write(
    `${view.trick.length === 0 ? words.youLead(n) : words.trickSoFar(n, playedText(t, view.trick))}\n`,
  );
  const { lines: shown, order } = handLines(
    t,
    view.trumpMode,
    view.hand,
    plays.map((p) => p.card),
  );
  out.write(`${words.yourHand()}\n${shown.join('\n')}\n`);
  const entries = menuEntries(t, view, others, order.length + 1);
  out.write(menuLines(t, entries).join(''));
  const keys = keyHint(entries);
  const most = order.length + entries.filter((e) => !isKeyed(e)).length;
  const hint = `${words.numberOrCard}${keys === '' ? '' : `, ${keys}`}, ${words.quitKey}`;
  for (;;) {
    const text = await readMove(t, lines, hint);
    if (text === null) return 'quit';
    const entry = findEntry(entries, text);
    if (entry !== undefined) return { action: entry.action };
    if (/^\d+$/.test(text)) {
      const k = Number(text);
      if (k >= 1 && k <= order.length)
        return { action: plays.find((p) => p.card === order[k - 1])!.action };
      out.write(`${words.noSuchNumber(k, most)}\n`);
      continue;
    }
    const card = parseCardInput(text, t.rules.ctx.deck);
    const play = plays.find((p) => p.card === card);
    if (play) return { action: play.action };
    out.write(`${explain(words, view, card, text, t.style, t.rules.ctx.deck)}\n`);
  }
}

/** Why an answer is not a legal move, in one sentence, cards shown as on the table. */
function explain(
  words: Words,
  view: SeatView,
  card: CardCode | null,
  text: string,
  style: Style,
  deck: Deck,
): string {
  if (card === null) return words.notAMove(text);
  const shown = cardText(card, style, deck);
  if (!view.hand.includes(card)) return words.youDoNotHold(shown);
  const led = view.trick[0]?.card;
  return led === undefined
    ? words.cannotPlayNow(shown)
    : words.mustFollow(cardText(led, style, deck), shown);
}
