import type { CardCode } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';
import type { CardFacts } from './cardFacts';
import { maxBy } from './followChoice';

/**
 * How risky it is to lead a card, for a player who wants no points: its own points,
 * plus a lot when nobody can beat it (or nobody can even follow, so the others dump
 * their points on it), plus a little for every unseen card that could duck under it
 * and for every card of the suit kept in hand (short suits are led first, to get void).
 *
 * @example
 * leadDanger(facts, table, 'H7', hand, unseen); // small while higher hearts are out
 */
export function leadDanger(
  facts: CardFacts,
  table: TrickTable,
  code: CardCode,
  hand: readonly CardCode[],
  unseen: readonly number[],
): number {
  const { group, power } = table;
  const c = facts.id(code);
  const g = group[c];
  let higher = 0;
  let lower = 0;
  for (const u of unseen) {
    if (group[u] !== g) continue;
    if (power[u] > power[c]) higher++;
    else lower++;
  }
  const length = hand.filter((h) => group[facts.id(h)] === g).length;
  let danger = facts.points(code) + 4 * lower + length;
  if (higher + lower === 0) danger += 40;
  else if (higher === 0) danger += 25;
  else danger -= 2 * Math.min(higher, 3);
  return danger;
}

/**
 * The card a point-avoiding player leads: the one with the least {@link leadDanger}.
 *
 * @example
 * leadChoice(facts, table, view.hand, view.hand, unseen); // e.g. 'S7' from a short suit
 */
export function leadChoice(
  facts: CardFacts,
  table: TrickTable,
  hand: readonly CardCode[],
  legal: readonly CardCode[],
  unseen: readonly number[],
): CardCode {
  return maxBy(legal, (code) => -leadDanger(facts, table, code, hand, unseen));
}
