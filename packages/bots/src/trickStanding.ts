import type { CardCode } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';
import type { CardFacts } from './cardFacts';

/**
 * Who is winning an unfinished trick, and how to tell whether a card would take it over.
 *
 * @example
 * const standing: TrickStanding = trickStanding(facts, table, ['HK', 'HA']);
 * standing.best; // 1
 */
export interface TrickStanding {
  /** Follow group of the led card. */
  readonly led: number;
  /** Index (in play order) of the card now winning. */
  readonly best: number;
  /** Card points already in the trick. */
  readonly points: number;
  /** Whether `card`, played now, would be winning the trick. */
  beats(card: CardCode): boolean;
}

/**
 * Reads an unfinished, non-empty trick with the rules' trick table: the same rules as
 * the kernel's trick winner (follow the led group; trumps beat plain cards).
 *
 * @example
 * trickStanding(facts, table, ['HK', 'HA']).beats('HT'); // false: the ace stays on top
 */
export function trickStanding(
  facts: CardFacts,
  table: TrickTable,
  trick: readonly CardCode[],
): TrickStanding {
  const { group, power, trumpGroup, laterWinsOf } = table;
  const led = group[facts.id(trick[0])];
  let best = 0;
  let bestPower = power[facts.id(trick[0])];
  let points = 0;
  trick.forEach((code, i) => {
    points += facts.points(code);
    const c = facts.id(code);
    if (i === 0 || (group[c] !== led && group[c] !== trumpGroup)) return;
    if (power[c] > bestPower || (laterWinsOf[c] === 1 && power[c] === bestPower)) {
      best = i;
      bestPower = power[c];
    }
  });
  return {
    led,
    best,
    points,
    beats(code) {
      const c = facts.id(code);
      if (group[c] !== led && group[c] !== trumpGroup) return false;
      return power[c] > bestPower || (laterWinsOf[c] === 1 && power[c] === bestPower);
    },
  };
}
