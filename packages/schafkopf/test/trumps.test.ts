import { SKAT_DECK } from '@stich/core';
import { compileTrickTable, groupOrder, SUITS } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import {
  laufendeOrder,
  SCHAFKOPF_DEFAULTS,
  type SchafkopfGame,
  trumpCards,
  trumpSpec,
} from '../src/index';
import { withOptions } from './helpers';

// The table of 2.8 in schafkopf.en.md: trumps high to low, their count, the plain order.
const TABLE: [string, SchafkopfGame, string, number, string][] = [
  [
    'Sauspiel',
    { kind: 'sauspiel', calledSuit: 'S' },
    'CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7',
    14,
    'A T K 9 8 7',
  ],
  [
    'Herz-Solo',
    { kind: 'farbsolo', suit: 'H', tout: false },
    'CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7',
    14,
    'A T K 9 8 7',
  ],
  ['Ramsch', { kind: 'ramsch' }, 'CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7', 14, 'A T K 9 8 7'],
  [
    'Eichel-Solo',
    { kind: 'farbsolo', suit: 'C', tout: false },
    'CQ SQ HQ DQ CJ SJ HJ DJ CA CT CK C9 C8 C7',
    14,
    'A T K 9 8 7',
  ],
  [
    'Schellen-Solo Tout',
    { kind: 'farbsolo', suit: 'D', tout: true },
    'CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8 D7',
    14,
    'A T K 9 8 7',
  ],
  ['Wenz', { kind: 'wenz', tout: false }, 'CJ SJ HJ DJ', 4, 'A T K Q 9 8 7'],
  [
    'Farbwenz in Gras',
    { kind: 'farbwenz', suit: 'S', tout: false },
    'CJ SJ HJ DJ SA ST SK SQ S9 S8 S7',
    11,
    'A T K Q 9 8 7',
  ],
  ['Geier', { kind: 'geier', tout: false }, 'CQ SQ HQ DQ', 4, 'A T K J 9 8 7'],
  [
    'Farbgeier in Herz',
    { kind: 'farbgeier', suit: 'H', tout: false },
    'CQ SQ HQ DQ HA HT HK HJ H9 H8 H7',
    11,
    'A T K J 9 8 7',
  ],
  ['Bettel', { kind: 'bettel' }, '', 0, 'A K Q J T 9 8 7'],
];

describe('trump and plain-suit orders (2.8)', () => {
  test.each(TABLE)('%s: %s', (_, game, trumps, count, plain) => {
    const cards = trumpCards(game, SCHAFKOPF_DEFAULTS);
    expect(cards.join(' ')).toBe(trumps);
    expect(cards).toHaveLength(count);
    const table = compileTrickTable(SKAT_DECK, trumpSpec(game, SCHAFKOPF_DEFAULTS));
    expect(groupOrder(SKAT_DECK, table, table.trumpGroup).join(' ')).toBe(trumps);
    // Every plain suit ranks its remaining cards in the game's plain order.
    SUITS.forEach((suit, g) => {
      const ranks = plain.split(' ').filter((rank) => !cards.includes(`${suit}${rank}`));
      expect(groupOrder(SKAT_DECK, table, g)).toEqual(ranks.map((rank) => `${suit}${rank}`));
    });
  });

  test('Bettel with bettelOrder natural: A T K Q J 9 8 7 (2.6)', () => {
    const table = compileTrickTable(
      SKAT_DECK,
      trumpSpec({ kind: 'bettel' }, withOptions({ bettelOrder: 'natural' })),
    );
    expect(groupOrder(SKAT_DECK, table, 0).join(' ')).toBe('CA CT CK CQ CJ C9 C8 C7');
  });

  test('a Sie is never played; its eight cards head the normal order (6.7)', () => {
    expect(trumpCards({ kind: 'sie' }, SCHAFKOPF_DEFAULTS).slice(0, 8).join(' ')).toBe(
      'CQ SQ HQ DQ CJ SJ HJ DJ',
    );
  });
});

describe('Laufende sequences (6.3)', () => {
  test.each(TABLE)('%s', (_, game, trumps) => {
    const order = laufendeOrder(game, SCHAFKOPF_DEFAULTS);
    // The whole trump list of the game (6.3 step 1); none in Bettel and Ramsch.
    expect(order.join(' ')).toBe(game.kind === 'ramsch' ? '' : trumps);
  });

  test.each([
    ['Sauspiel', { kind: 'sauspiel', calledSuit: 'C' }, 14],
    ['Farbsolo', { kind: 'farbsolo', suit: 'S', tout: false }, 14],
    ['Wenz', { kind: 'wenz', tout: false }, 4],
    ['Geier', { kind: 'geier', tout: false }, 4],
    ['Farbwenz', { kind: 'farbwenz', suit: 'D', tout: false }, 11],
    ['Farbgeier', { kind: 'farbgeier', suit: 'C', tout: false }, 11],
  ] as [string, SchafkopfGame, number][])(
    '%s: at most %i Laufende (table of 6.3)',
    (_, game, most) => {
      expect(laufendeOrder(game, SCHAFKOPF_DEFAULTS)).toHaveLength(most);
    },
  );
});
