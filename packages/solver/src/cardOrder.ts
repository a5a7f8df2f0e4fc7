import type { KernelContext } from '@stich/core';

/**
 * What the search needs to know about the cards under one trick table, precomputed:
 * each card's follow group, strength, weight, and which cards of its group rank at
 * or above it. The lower and higher of two cards of one group are interchangeable
 * when they weigh the same and no other player's card ranks between them.
 */
export interface CardOrder {
  readonly size: number;
  readonly trumpGroup: number;
  readonly group: Int8Array;
  /** Members of each group, two words (as in the trick table). */
  readonly groupLo: Int32Array;
  readonly groupHi: Int32Array;
  readonly power: Int16Array;
  /** Card points, or 0 when counting tricks (every trick then weighs 1). */
  readonly weight: Int16Array;
  /** How many cards of its group are weaker than the card. */
  readonly rank: Int8Array;
  /** Sorts a group's cards together, strongest first. */
  readonly sortKey: Int32Array;
  /** The cards in `sortKey` order (ties by id): the card at each key position. */
  readonly byKey: Int8Array;
  /** Each card's key position (see `byKey`). */
  readonly keyPos: Int8Array;
  /**
   * Per card, its group, key position and power in one word (`group | keyPos << 8 |
   * power << 16`): what playing a card reads, in one read.
   */
  readonly info: Int32Array;
  /** The key positions of each group's members, two words (each group's are consecutive). */
  readonly keyGroupLo: Int32Array;
  readonly keyGroupHi: Int32Array;
  /** The first key position of each group, two words (a set of key positions). */
  readonly keyStartLo: number;
  readonly keyStartHi: number;
  /** Cards of the same group stronger than the card, two words per card. */
  readonly above: Int32Array;
  /** Cards of the same group at least as strong as the card, itself left out, two words per card. */
  readonly atLeast: Int32Array;
  /** As in the trick table: whether the later of two identical cards wins by default. */
  readonly laterWins: boolean;
  /** Per key position (see `keyPos`), 1 when a later-played copy of the card wins: the tie rule card by card. */
  readonly laterByKey: Uint8Array;
  /** As in the trick table: the cards in copies do not all follow `laterWins` (code that reads only `laterWins` must not decide tricks). */
  readonly mixedTies: boolean;
  /** As in the trick table: whether in every group the lowest card id is the strongest card. */
  readonly lowestIdWins: boolean;
  /** Whether two cards of a group are equally strong (identical copies, such as two jokers). */
  readonly hasTies: boolean;
}

/**
 * Whether card `c`, played to a trick led in group `led`, takes it from the card holding
 * it so far (of strength `holding`): a card of the led group or a trump that is stronger,
 * or an identical copy where the later one wins (the card's own tie rule, `laterByKey`).
 * The trick table's winner rule, card by card, as the search follows a trick; every trick
 * the solver plays out asks it. The rare tie is tested before the tie rule is read, so
 * most calls skip that read.
 *
 * @example
 * takesLead(order, ace, order.group[ten], order.power[ten]); // true: the ace takes the ten
 */
export function takesLead(order: CardOrder, c: number, led: number, holding: number): boolean {
  return infoTakesLead(order, order.info[c], led, holding);
}

/**
 * `takesLead` for the card of `info` (its `CardOrder.info` word), the rule itself: the
 * card's group and power come from the one word.
 */
export function infoTakesLead(
  order: CardOrder,
  info: number,
  led: number,
  holding: number,
): boolean {
  const g = info & 255;
  const p = info >> 16;
  return (
    (g === led || g === order.trumpGroup) &&
    (p > holding || (p === holding && order.laterByKey[(info >> 8) & 255] === 1))
  );
}

/**
 * The card order of trick table `trump` of a compiled variant.
 *
 * @example
 * const order = cardOrderOf(rules.ctx, state.trump, 'points');
 * order.power[cardId]; // strength inside its group (trumps above every plain card)
 */
export function cardOrderOf(
  ctx: KernelContext,
  trump: number,
  count: 'points' | 'tricks',
): CardOrder {
  const table = ctx.tables[trump];
  const size = ctx.deck.size;
  const { group, power } = table;
  const weight = new Int16Array(size);
  const rank = new Int8Array(size);
  const sortKey = new Int32Array(size);
  const above = new Int32Array(2 * size);
  const atLeast = new Int32Array(2 * size);
  let hasTies = false;
  for (let c = 0; c < size; c++) {
    weight[c] = count === 'points' ? ctx.deck.points[c] : 0;
    sortKey[c] = group[c] * 65536 + (32767 - power[c]);
    for (let d = 0; d < size; d++) {
      if (d === c || group[d] !== group[c]) continue;
      if (power[d] < power[c]) {
        rank[c]++;
        continue;
      }
      const w = 2 * c + (d >>> 5);
      const bit = 1 << (d & 31);
      atLeast[w] |= bit;
      if (power[d] > power[c]) above[w] |= bit;
      else hasTies = true;
    }
  }
  const byKey = Int8Array.from(
    Array.from({ length: size }, (_, c) => c).sort((a, b) => sortKey[a] - sortKey[b]),
  );
  const keyPos = new Int8Array(size);
  const info = new Int32Array(size);
  const laterByKey = new Uint8Array(size);
  const keyGroupLo = new Int32Array(table.groupLo.length);
  const keyGroupHi = new Int32Array(table.groupLo.length);
  let keyStartLo = 0;
  let keyStartHi = 0;
  byKey.forEach((c, p) => {
    keyPos[c] = p;
    info[c] = group[c] | (p << 8) | (power[c] << 16);
    laterByKey[p] = table.laterWinsOf[c];
    if (p < 32) keyGroupLo[group[c]] |= 1 << p;
    else keyGroupHi[group[c]] |= 1 << (p - 32);
    if (p > 0 && group[byKey[p - 1]] === group[c]) return;
    if (p < 32) keyStartLo |= 1 << p;
    else keyStartHi |= 1 << (p - 32);
  });
  return {
    size,
    trumpGroup: table.trumpGroup,
    group,
    groupLo: table.groupLo,
    groupHi: table.groupHi,
    power,
    weight,
    rank,
    sortKey,
    byKey,
    keyPos,
    info,
    keyGroupLo,
    keyGroupHi,
    keyStartLo,
    keyStartHi,
    above,
    atLeast,
    laterWins: table.laterWins,
    laterByKey,
    mixedTies: table.mixedTies,
    lowestIdWins: table.lowestIdWins,
    hasTies,
  };
}
