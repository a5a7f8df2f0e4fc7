import type { CardFacts } from '@stich/bots';
import { rankInGroup } from '@stich/bots';
import type { CardCode } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';

/**
 * The trumps a Skatkopf declarer alone wants at least: with fewer, the opponents keep
 * control. Each trump short costs {@link SHORT_TRUMP} in {@link trumpGameStrength}.
 *
 * @example
 * const short = Math.max(0, ENOUGH_TRUMPS - trumps);
 */
export const ENOUGH_TRUMPS = 6;
/**
 * What each trump fewer than {@link ENOUGH_TRUMPS} costs in {@link trumpGameStrength}.
 *
 * @example
 * const penalty = SHORT_TRUMP * Math.max(0, ENOUGH_TRUMPS - trumps);
 */
export const SHORT_TRUMP = 0.6;

/**
 * The card ids a hand holds, each copy of identical cards (the two jokers) once.
 *
 * @example
 * heldIds(facts, ['JK', 'JK', 'HA']); // [40, 41, 22]
 */
export function heldIds(facts: CardFacts, hand: readonly CardCode[]): number[] {
  const taken = new Set<number>();
  for (const code of hand) {
    const id = facts.deck.idsOf(code)?.find((i) => !taken.has(i));
    if (id !== undefined) taken.add(id);
  }
  return [...taken];
}

/**
 * How strong a hand is for a trump game under a trick table, roughly in tricks it takes
 * by force; read off the table, so it knows jokers, jacks and grand alike:
 * - trumps: each trump held, less each of the top places (as many as the trumps held)
 *   that another seat holds (a lone joker is no sure winner: the other may fall later);
 * - side suits: the top card 1; the second beside it 0.8, 0.5 in a suit of four or
 *   more (the others run out sooner); a guarded second 0.3; a bare second costs 0.3;
 * - a void 0.5 as a ruff, with {@link ENOUGH_TRUMPS} or more trumps (else 0.2);
 * - each trump short of {@link ENOUGH_TRUMPS} costs {@link SHORT_TRUMP}.
 *
 * @example
 * trumpGameStrength(facts, facts.table('H'), ['JK', 'CJ', 'SJ', 'HA', 'HT', 'HK', 'H9', 'SA', 'ST', 'C7']); // 6.3
 */
export function trumpGameStrength(
  facts: CardFacts,
  table: TrickTable,
  hand: readonly CardCode[],
): number {
  const { rank, size } = rankInGroup(table);
  const { group, trumpGroup } = table;
  // Per id whether held (each copy of identical cards once); per group the cards held
  // and whether its top and second cards are among them.
  const held = new Uint8Array(group.length);
  const count = new Int8Array(size.length);
  const tops = new Uint8Array(size.length);
  for (const code of hand) {
    const ids = facts.deck.idsOf(code);
    if (ids === undefined) continue;
    let id = -1;
    for (const i of ids)
      if (held[i] === 0) {
        id = i;
        break;
      }
    if (id < 0) continue;
    held[id] = 1;
    const g = group[id];
    count[g]++;
    if (rank[id] < 2) tops[g] |= 1 << rank[id];
  }
  const trumps = count[trumpGroup];
  let missingTop = 0;
  for (let id = 0; id < group.length; id++)
    if (group[id] === trumpGroup && rank[id] < trumps && held[id] === 0) missingTop++;
  let strength = trumps - missingTop - SHORT_TRUMP * Math.max(0, ENOUGH_TRUMPS - trumps);
  for (let g = 0; g < trumpGroup; g++) {
    const n = count[g];
    if (size[g] === 0) continue; // the trump suit's own group, emptied into the trumps
    if (n === 0) {
      strength += trumps >= ENOUGH_TRUMPS ? 0.5 : 0.2;
      continue;
    }
    const top = (tops[g] & 1) !== 0;
    const second = (tops[g] & 2) !== 0;
    if (top) strength += 1;
    if (second && top) strength += n <= 3 ? 0.8 : 0.5;
    else if (second) strength += n >= 2 ? 0.3 : -0.3;
  }
  return strength;
}
