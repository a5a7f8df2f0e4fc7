import type { CardCode, Deck } from '@stich/core';
import type { TrickTable } from '@stich/core/kernel';

/**
 * Cards of one follow group, highest first.
 *
 * @example
 * const group: CardGroup = { label: 'jacks', cards: ['CJ', 'DJ'] };
 */
export interface CardGroup {
  /** The group's label: the trump mode's name (e.g. `jacks`), or the suit's English name in the deck's set. */
  readonly label: string;
  readonly cards: CardCode[];
}

/**
 * Sorts cards into their follow groups as the rules define them: trumps first, labelled
 * with the trump mode's name (in Kalter Schlag the jacks, mode `jacks`), then each plain
 * suit in deck order; each group highest first. Empty groups are left out.
 *
 * @example
 * handLayout(deck, table, 'jacks', ['HA', 'CJ', 'H7', 'S9']);
 * // [{ label: 'jacks', cards: ['CJ'] }, { label: 'spades', cards: ['S9'] }, { label: 'hearts', cards: ['HA', 'H7'] }]
 */
export function handLayout(
  deck: Deck,
  table: TrickTable,
  trumpLabel: string,
  cards: readonly CardCode[],
  language: 'en' | 'de' = 'en',
): CardGroup[] {
  const order = [table.trumpGroup, ...deck.spec.suits.map((_, g) => g)];
  const id = (code: CardCode) => deck.idsOf(code)![0];
  return order
    .map((g) => ({
      label: g === table.trumpGroup ? trumpLabel : deck.names.suits[deck.spec.suits[g]][language],
      cards: cards
        .filter((c) => table.group[id(c)] === g)
        .sort((a, b) => table.power[id(b)] - table.power[id(a)] || id(a) - id(b)),
    }))
    .filter((group) => group.cards.length > 0);
}
