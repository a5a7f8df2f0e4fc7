import type { CardCode } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';
import type { CardFacts } from './cardFacts';
import { rankInGroup } from './rankInGroup';

/**
 * Whether a hand is clearly safe enough to double (kontra, re ...): no card among the top
 * two of its group (no ace or ten, neither of the two highest trumps), at most one trump
 * and only the lowest, and at least five of the three lowest cards of their groups.
 * Such hands are rare, so a bot using this doubles rarely.
 *
 * @example
 * safeToDouble(facts, table, ['C7', 'C8', 'S7', 'S9', 'H8', 'HQ', 'D7', 'DJ']); // true
 */
export function safeToDouble(
  facts: CardFacts,
  table: TrickTable,
  hand: readonly CardCode[],
): boolean {
  const { rank, size } = rankInGroup(table);
  let trumps = 0;
  let low = 0;
  for (const code of hand) {
    const c = facts.id(code);
    const g = table.group[c];
    if (rank[c] < 2) return false;
    if (g === table.trumpGroup) {
      trumps++;
      if (rank[c] !== size[g] - 1) return false;
    }
    if (rank[c] >= size[g] - 3) low++;
  }
  return trumps <= 1 && low >= 5;
}
