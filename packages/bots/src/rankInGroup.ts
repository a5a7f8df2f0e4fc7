import type { TrickTable } from '@stich/core/kernel';

/**
 * For each card id, how many cards of its follow group rank above it (0 for the top
 * card), and the size of each group: a hand's strength in rules terms.
 *
 * @example
 * const { rank, size } = rankInGroup(table);
 * rank[deck.cardId('C', 'J')]; // 0 with jacks as trumps
 */
export function rankInGroup(table: TrickTable): { rank: Int8Array; size: Int8Array } {
  const known = cache.get(table);
  if (known !== undefined) return known;
  const { group, power } = table;
  const rank = new Int8Array(group.length);
  const size = new Int8Array(table.trumpGroup + 1);
  for (let a = 0; a < group.length; a++) {
    size[group[a]]++;
    for (let b = 0; b < group.length; b++) {
      if (group[b] === group[a] && power[b] > power[a]) rank[a]++;
    }
  }
  const result = { rank, size };
  cache.set(table, result);
  return result;
}

const cache = new WeakMap<TrickTable, { rank: Int8Array; size: Int8Array }>();
