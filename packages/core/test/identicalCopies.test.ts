import type { TrumpSpec } from '@stich/core';
import { compileTrickTable, trickWinner } from '@stich/core/kernel';
import { describe, expect, it } from 'vitest';
import { DOUBLE_48 } from './variants/doubleDecks';

describe('which of two identical cards wins', () => {
  const normal = (extra: Partial<TrumpSpec>): TrumpSpec => ({
    permanent: ['HT', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ'],
    suit: 'D',
    plainOrder: ['A', 'T', 'K', '9'],
    identical: 'earlier',
    ...extra,
  });
  const [HT1, HT2] = DOUBLE_48.idsOf('HT')!;
  const [CQ] = DOUBLE_48.idsOf('CQ')!;
  const [DK] = DOUBLE_48.idsOf('DK')!;
  const [HA1, HA2] = DOUBLE_48.idsOf('HA')!;
  const [HK1, HK2] = DOUBLE_48.idsOf('HK')!;

  // Doppelkopf 2.7, example 3: lead ♦K, then ♥10, ♣Q, ♥10; the first ♥10 (second card) wins
  // by default, the second (fourth card) under `secondWins`. Either copy may come first.
  it.each([
    ['first wins', {}, [DK, HT1, CQ, HT2], 1],
    ['first wins', {}, [DK, HT2, CQ, HT1], 1],
    ['laterWins HT', { laterWins: ['HT'] }, [DK, HT1, CQ, HT2], 3],
    ['laterWins HT', { laterWins: ['HT'] }, [DK, HT2, CQ, HT1], 3],
    // Example 4: lead ♥A, then ♥A, ♥K, ♥K: the leader's ace wins, whatever the ♥10 does.
    ['laterWins HT', { laterWins: ['HT'] }, [HA2, HA1, HK1, HK2], 0],
    ['first wins', {}, [HA2, HA1, HK1, HK2], 0],
    // `identical: 'later'` for all, with the ♥10 overridden back to the first.
    ['later, but HT earlier', { identical: 'later', earlierWins: ['HT'] }, [DK, HT2, CQ, HT1], 1],
    ['later, but HT earlier', { identical: 'later', earlierWins: ['HT'] }, [HA1, HA2, HK1, HK2], 1],
  ] as const)('%s: trick %j, card %i wins', (_name, extra, cards, winner) => {
    const table = compileTrickTable(DOUBLE_48, normal(extra));
    expect(trickWinner(table, cards)).toBe(winner);
  });

  it('marks the tie rule card by card, and whether the cards in copies disagree', () => {
    const first = compileTrickTable(DOUBLE_48, normal({}));
    expect(first.mixedTies).toBe(false);
    expect(Array.from(first.laterWinsOf).every((v) => v === 0)).toBe(true);
    const second = compileTrickTable(DOUBLE_48, normal({ laterWins: ['HT'] }));
    expect(second.mixedTies).toBe(true);
    expect([second.laterWinsOf[HT1], second.laterWinsOf[HT2], second.laterWinsOf[CQ]]).toEqual([
      1, 1, 0,
    ]);
  });

  it('refuses a tie rule for a card the deck lacks, or one named both ways', () => {
    expect(() => compileTrickTable(DOUBLE_48, normal({ laterWins: ['H8'] }))).toThrow(
      /H8 of the tie rules is not in deck double48/,
    );
    expect(() =>
      compileTrickTable(DOUBLE_48, normal({ laterWins: ['HT'], earlierWins: ['HT'] })),
    ).toThrow(/HT is in both laterWins and earlierWins \(deck double48\)/);
  });
});
