import type { CardCode } from '@stich/core';
import { maxBy } from './followChoice';
import type { BotTurn } from './pointAvoidingBot';

/**
 * The card to lead for a Durchmarsch, only when it is certain: the seat has taken every
 * trick so far, is on lead, and every card it holds beats every card of its group still
 * out (with a plain card in hand, no trump may be out at all). Then it leads its
 * strongest card; otherwise `undefined`, and the bot goes on avoiding points. Cards
 * in the skat count as out, so the test never hopes.
 *
 * @example
 * durchmarschCard(turn, view.hand); // 'CJ' from CJ SJ HJ DJ CA after taking every trick
 */
export function durchmarschCard(turn: BotTurn, cards: readonly CardCode[]): CardCode | undefined {
  const { view, facts, table } = turn;
  if (view.trick.length > 0 || view.tricks.some((t) => t.winner !== view.seat)) return undefined;
  const { group, power, trumpGroup } = table;
  const played = view.tricks.flatMap((t) => t.cards.map((c) => c.card));
  const out = facts.unseen(view.hand, played);
  const mine = view.hand.map((code) => facts.id(code));
  const plain = mine.some((c) => group[c] !== trumpGroup);
  for (const u of out) {
    if (plain && group[u] === trumpGroup) return undefined;
    if (mine.some((c) => group[c] === group[u] && power[u] > power[c])) return undefined;
  }
  return maxBy(cards, (code) => power[facts.id(code)]);
}
