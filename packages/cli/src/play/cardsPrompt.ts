import type { BaseAction, CardCode, Deck, SeatView } from '@stich/core';
import { cardText, parseCardInput } from '../text/cardText';
import type { Style } from '../text/style';
import type { LineReader } from './lineReader';
import { findEntry, menuEntries, menuLines } from './menuEntries';
import { readMove } from './readMove';
import { handLines } from './render';
import type { CardsChoice } from './sortChoices';
import type { Answer, CheckAction, Table } from './table';
import { type Words, wordsOf } from './words';

/**
 * A choice of several cards at once (laying cards back into the skat): shows the whole
 * hand numbered, the report's lines on the decision (`intro`) and any other action as a
 * menu entry, and reads the cards by numbers or codes (`3 7`, `HA S7`). A choice the rules
 * refuse (a jack where they forbid it) is explained with the rules' reason and asked again.
 *
 * @example
 * const answer = await askCards(table, lines, view, check, sorted.cardSets, sorted.others, []);
 */
export async function askCards(
  t: Table,
  lines: LineReader,
  view: SeatView,
  check: CheckAction,
  sets: readonly CardsChoice[],
  others: readonly BaseAction[],
  intro: readonly string[],
): Promise<Answer> {
  const { out } = t;
  const { deck } = t.rules.ctx;
  const sizes = [...new Set(sets.map((s) => s.cards.length))];
  const count = sizes.length === 1 ? sizes[0] : null;
  const skat = t.report.skatName ?? 'skat';
  const { lines: shown, order } = handLines(t, view.trumpMode, view.hand, view.hand);
  const entries = menuEntries(t, view, others, order.length + 1);
  const words = wordsOf(t);
  out.write(`${words.yourHandWithSkat(skat)}\n${shown.join('\n')}\n`);
  out.write(menuLines(t, entries).join(''));
  for (const line of intro) out.write(`${line}\n`);
  out.write(`${words.layBack(count, skat)}\n`);
  const how = words.layBackHint(count);
  for (;;) {
    const text = await readMove(t, lines, `${how}, ${words.quitKey}`);
    if (text === null) return 'quit';
    const entry = /\s/.test(text) ? undefined : findEntry(entries, text);
    if (entry !== undefined) return { action: entry.action };
    const picked = pickCards(words, text, order, view.hand, count, t.style, deck);
    if (typeof picked === 'string') {
      out.write(`${picked}\n`);
      continue;
    }
    const same = (s: CardsChoice) =>
      s.cards.length === picked.length && s.cards.every((c) => picked.includes(c));
    const legal = sets.find(same);
    if (legal !== undefined) return { action: legal.action };
    const action = { ...sets[0].action, [sets[0].field]: picked } as BaseAction;
    const refused = check(action) ?? 'the rules do not allow it';
    const named = picked.map((c) => cardText(c, t.style, deck)).join(` ${words.and} `);
    out.write(`${words.cannotLayBack(named, refused)}\n`);
  }
}

/** The cards an answer names (numbers in `order`, or codes), or why it names no valid choice (cards shown as on the table). */
function pickCards(
  say: Words,
  text: string,
  order: readonly CardCode[],
  hand: readonly CardCode[],
  count: number | null,
  style: Style,
  deck: Deck,
): CardCode[] | string {
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (count !== null && words.length !== count) return say.nameExactly(count);
  const cards: CardCode[] = [];
  for (const word of words) {
    let card: CardCode | null;
    if (/^\d+$/.test(word)) {
      card = order[Number(word) - 1] ?? null;
      if (card === null) return say.noSuchNumber(word, order.length);
    } else {
      card = parseCardInput(word, deck);
      if (card === null) return say.notACard(word);
      if (!hand.includes(card)) return say.youDoNotHold(cardText(card, style, deck));
    }
    if (cards.includes(card)) return say.namedTwice(cardText(card, style, deck), count);
    cards.push(card);
  }
  return cards;
}
