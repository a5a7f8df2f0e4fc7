import type { CardCode } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';
import type { CardFacts } from './cardFacts';
import type { TrickStanding } from './trickStanding';

/**
 * The card a point-avoiding player follows with:
 * - a card that does not take the trick if there is one: the highest one under the
 *   winner when following suit, else (discarding) the one with most points;
 * - when every card would take the trick: as the last to play, the strongest (the trick
 *   is lost anyway, so shed a future winner); earlier, the weakest, hoping to be beaten.
 *
 * @example
 * // HK led, the ace is not yet out: duck with the highest heart under the king
 * followChoice(facts, table, trickStanding(facts, table, ['HK']), ['HA', 'HQ', 'H7'], false); // 'HQ'
 */
export function followChoice(
  facts: CardFacts,
  table: TrickTable,
  standing: TrickStanding,
  legal: readonly CardCode[],
  last: boolean,
): CardCode {
  const { group, power } = table;
  const pw = (code: CardCode) => power[facts.id(code)];
  const safe = legal.filter((code) => !standing.beats(code));
  if (safe.length > 0) {
    const following = safe.every((code) => group[facts.id(code)] === standing.led);
    return following
      ? maxBy(safe, (code) => pw(code) * 100 + facts.points(code))
      : maxBy(safe, (code) => facts.points(code) * 10_000 + pw(code));
  }
  return last ? maxBy(legal, pw) : maxBy(legal, (code) => -pw(code));
}

/**
 * The element with the highest score; the first one on ties.
 *
 * @example
 * maxBy(['H7', 'HA'], (c) => facts.points(c)); // 'HA'
 */
export function maxBy<T>(items: readonly T[], score: (item: T) => number): T {
  let best = items[0];
  let bestScore = score(best);
  for (let i = 1; i < items.length; i++) {
    const s = score(items[i]);
    if (s > bestScore) {
      best = items[i];
      bestScore = s;
    }
  }
  return best;
}
