import type { CardCode } from '@stich/core';
import { type CardTurn, unseenOf } from './cardTurn';
import { maxBy } from './followChoice';

/**
 * The card to lead for a Durchmarsch, only when it is certain: the seat has taken every
 * trick so far, is on lead, and every card it holds beats every card of its group still
 * out (with a plain card in hand, no trump may be out at all). Then it leads its
 * strongest card; otherwise `undefined`, and the bot goes on avoiding points. Cards
 * in the skat count as out, so the test never hopes.
 *
 * @example
 * durchmarschCard(turn, turn.hand); // 'CJ' from CJ SJ HJ DJ CA after taking every trick
 */
export function durchmarschCard(turn: CardTurn, cards: readonly CardCode[]): CardCode | undefined {
  const { facts, table } = turn;
  if (turn.trick.length > 0 || turn.winners.some((w) => w !== turn.seat)) return undefined;
  const { group, power, trumpGroup } = table;
  const out = unseenOf(turn, false, false);
  const mine = turn.hand.map((code) => facts.id(code));
  const plain = mine.some((c) => group[c] !== trumpGroup);
  for (const u of out) {
    if (plain && group[u] === trumpGroup) return undefined;
    if (mine.some((c) => group[c] === group[u] && power[u] > power[c])) return undefined;
  }
  return maxBy(cards, (code) => power[facts.id(code)]);
}
