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
  const taken: number[] = [];
  for (const code of hand) {
    const ids = facts.deck.idsOf(code);
    if (ids === undefined) continue;
    for (const id of ids)
      if (!taken.includes(id)) {
        taken.push(id);
        break;
      }
  }
  return taken;
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
  return strengthOfIds(table, heldIds(facts, hand));
}

/**
 * A trick table read for {@link strengthOfIds}: each card's place in its group, each
 * group's size, and the trumps' ids.
 *
 * @example
 * const ranks: TableRanks = tableRanks(facts.table('H'));
 */
export interface TableRanks {
  readonly rank: Int8Array;
  readonly size: Int8Array;
  readonly trumpIds: readonly number[];
}

/** Per trick table, its {@link TableRanks}. */
const ranks = new WeakMap<TrickTable, TableRanks>();

/**
 * The {@link TableRanks} of a table, worked out once.
 *
 * @example
 * tableRanks(facts.table('G')).trumpIds.length; // 6: the jacks and jokers
 */
export function tableRanks(table: TrickTable): TableRanks {
  let known = ranks.get(table);
  if (known === undefined) {
    const { rank, size } = rankInGroup(table);
    const trumpIds: number[] = [];
    for (let id = 0; id < table.group.length; id++)
      if (table.group[id] === table.trumpGroup) trumpIds.push(id);
    known = { rank, size, trumpIds };
    ranks.set(table, known);
  }
  return known;
}

/** Scratch space of {@link strengthOfIds}: per id whether held, per group its count and tops. */
let heldScratch = new Uint8Array(64);
let countScratch = new Int8Array(16);
let topsScratch = new Uint8Array(16);

/**
 * {@link trumpGameStrength} of the cards with the given ids ({@link heldIds}: distinct):
 * the same figure, added up in the same order. `known`: the table's {@link tableRanks},
 * for callers that weigh many hands in one table.
 *
 * @example
 * strengthOfIds(facts.table('H'), heldIds(facts, hand)) === trumpGameStrength(facts, facts.table('H'), hand); // true
 */
export function strengthOfIds(
  table: TrickTable,
  ids: readonly number[],
  known: TableRanks = tableRanks(table),
): number {
  const { rank, size, trumpIds } = known;
  const { group, trumpGroup } = table;
  if (heldScratch.length < group.length) heldScratch = new Uint8Array(group.length);
  if (countScratch.length < size.length) {
    countScratch = new Int8Array(size.length);
    topsScratch = new Uint8Array(size.length);
  }
  const held = heldScratch;
  const count = countScratch;
  const tops = topsScratch;
  for (let g = 0; g < size.length; g++) {
    count[g] = 0;
    tops[g] = 0;
  }
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k];
    held[id] = 1;
    const g = group[id];
    count[g]++;
    if (rank[id] < 2) tops[g] |= 1 << rank[id];
  }
  const trumps = count[trumpGroup];
  let missingTop = 0;
  for (const id of trumpIds) if (rank[id] < trumps && held[id] === 0) missingTop++;
  for (let k = 0; k < ids.length; k++) held[ids[k]] = 0;
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

/**
 * {@link strengthOfIds} of the cards with the given ids less any two of them, for
 * weighing every pair to lay back: the hand's counts are taken once, and each pair only
 * takes its two cards off them. `strength(i, j)` is `strengthOfIds` of `ids` without
 * `ids[i]` and `ids[j]`, to the last bit.
 *
 * @example
 * const strength = laidStrengths(facts.table('H'), heldIds(facts, twelve));
 * strength(0, 1); // the ten kept cards' strength in hearts
 */
export function laidStrengths(
  table: TrickTable,
  ids: readonly number[],
  known: TableRanks = tableRanks(table),
): (i: number, j: number) => number {
  const { rank, size, trumpIds } = known;
  const { group, trumpGroup } = table;
  // Per group the cards held, its top cards held and its second cards held.
  const count = new Int8Array(size.length);
  const tops = new Int8Array(size.length);
  const seconds = new Int8Array(size.length);
  const held = new Uint8Array(group.length);
  for (const id of ids) {
    held[id] = 1;
    count[group[id]]++;
    if (rank[id] === 0) tops[group[id]]++;
    else if (rank[id] === 1) seconds[group[id]]++;
  }
  // Per number of trumps t, the trumps ranked above t that the hand does not hold.
  const missing = new Int8Array(trumpIds.length + 1);
  for (const id of trumpIds) if (held[id] === 0) missing[rank[id] + 1]++;
  for (let t = 1; t <= trumpIds.length; t++) missing[t] += missing[t - 1];
  return (i, j) => {
    const a = ids[i];
    const b = ids[j];
    const ga = group[a];
    const gb = group[b];
    const trumps = count[trumpGroup] - (ga === trumpGroup ? 1 : 0) - (gb === trumpGroup ? 1 : 0);
    // A laid trump ranked above `trumps` is missing from the kept cards too.
    const missingTop =
      missing[trumps] +
      (ga === trumpGroup && rank[a] < trumps ? 1 : 0) +
      (gb === trumpGroup && rank[b] < trumps ? 1 : 0);
    let strength = trumps - missingTop - SHORT_TRUMP * Math.max(0, ENOUGH_TRUMPS - trumps);
    for (let g = 0; g < trumpGroup; g++) {
      if (size[g] === 0) continue; // the trump suit's own group, emptied into the trumps
      const n = count[g] - (ga === g ? 1 : 0) - (gb === g ? 1 : 0);
      if (n === 0) {
        strength += trumps >= ENOUGH_TRUMPS ? 0.5 : 0.2;
        continue;
      }
      const laidTop = (ga === g && rank[a] === 0 ? 1 : 0) + (gb === g && rank[b] === 0 ? 1 : 0);
      const laidSecond = (ga === g && rank[a] === 1 ? 1 : 0) + (gb === g && rank[b] === 1 ? 1 : 0);
      const top = tops[g] > laidTop;
      const second = seconds[g] > laidSecond;
      if (top) strength += 1;
      if (second && top) strength += n <= 3 ? 0.8 : 0.5;
      else if (second) strength += n >= 2 ? 0.3 : -0.3;
    }
    return strength;
  };
}
