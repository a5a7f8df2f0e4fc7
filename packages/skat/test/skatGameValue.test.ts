import { describe, expect, test } from 'vitest';
import { skatGameValue } from '../src/plugin/skatGameValue';
import { skatReport } from '../src/plugin/skatReport';

const declare = (game: string, more: object = {}) =>
  ({ type: 'declare', seat: 0, game, ...more }) as never;
const hand = ['CJ', 'SJ', 'HA', 'HT', 'HK', 'HQ', 'H9', 'S7', 'S8', 'D7'];

describe('skatGameValue: a game declared now, if won without more than it announces', () => {
  test('after taking up the skat: exact, matadors over all twelve cards', () => {
    // CJ SJ in hand, HJ in the skat, DJ missing: with 3. Grand 24 x 4, hearts 10 x 4.
    expect(skatGameValue(declare('G'), hand, ['HJ', 'C7'])).toEqual({ value: 96, exact: true });
    expect(skatGameValue(declare('H'), hand, ['HJ', 'C7'])).toEqual({ value: 40, exact: true });
    // Without the club jack: without 1 in spades when SJ is held.
    const noClubJack = hand.map((c) => (c === 'CJ' ? 'C9' : c));
    expect(skatGameValue(declare('S'), noClubJack, ['C7', 'C8'])).toEqual({
      value: 22,
      exact: true,
    });
  });

  test('a hand game: the least the unseen skat can make it', () => {
    // "With 2" can only grow: grand hand 24 x (2 + 1 + 1).
    expect(skatGameValue(declare('G', { hand: true }), hand, null)).toEqual({
      value: 96,
      exact: false,
    });
    // "Without 4" may shrink to 1 (the skat may hold the club jack): hearts hand 10 x 3.
    const noJacks = ['HA', 'HT', 'HK', 'HQ', 'H9', 'S7', 'S8', 'D7', 'D8', 'D9'];
    expect(skatGameValue(declare('H', { hand: true }), noJacks, null)).toEqual({
      value: 30,
      exact: false,
    });
    // Schneider announced: + schneider + announced; ouvert implies everything.
    expect(skatGameValue(declare('H', { hand: true, schneider: true }), noJacks, null)).toEqual({
      value: 50,
      exact: false,
    });
    // Grand ouvert: with 2, game, hand, schneider, announced, schwarz, announced, ouvert.
    expect(skatGameValue(declare('G', { ouvert: true }), hand, null)?.value).toBe(24 * 9);
  });

  test('null has its fixed value; a game the rules refuse has none', () => {
    expect(skatGameValue(declare('N'), hand, ['C7', 'C8'])?.value).toBe(23);
    expect(skatGameValue(declare('N', { hand: true, ouvert: true }), hand, null)?.value).toBe(59);
    expect(skatGameValue(declare('H', { ouvert: true }), hand, ['C7', 'C8'])).toBeNull();
  });
});

describe("the declare menu's note", () => {
  const view = (bid: number | null, skat: string[] | null) =>
    ({ hand, skat, extra: { bid } }) as never;

  test('the value beside the bid, and a game that would be overbid says so', () => {
    expect(skatReport.menuNote!(declare('G'), view(18, ['HJ', 'C7']))).toBe('value 96, bid 18');
    expect(skatReport.menuNote!(declare('D'), view(48, ['HJ', 'C7']))).toBe(
      'value 36, below the bid 48',
    );
    // Before the skat is seen, a value under the bid may still be reached.
    expect(skatReport.menuNote!(declare('D', { hand: true }), view(60, null))).toBe(
      'value at least 36, bid 60',
    );
    expect(skatReport.menuNote!(declare('N'), view(18, ['HJ', 'C7']))).toBeNull();
  });
});
