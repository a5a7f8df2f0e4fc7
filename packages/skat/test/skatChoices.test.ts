import { gameStrength, nullRisk } from '@stich/bots';
import {
  biddingLimit,
  certainNull,
  certainSchwarz,
  handChoice,
  pickupChoice,
} from '@stich/skat/plugin';
import { describe, expect, test } from 'vitest';

// Worked by hand from the rules in handStrength.ts and contractChoice.ts.
describe('hand strength', () => {
  test.each([
    // 6 trumps, SJ DJ HT missing from the top six: 3; spades A T 1.9; no void.
    [['CJ', 'HJ', 'HA', 'HK', 'H9', 'H8', 'SA', 'ST', 'C7', 'D8'], 'H', 4.9],
    // The same hand in clubs: 3 trumps (CJ HJ C7, SJ missing: 2; two short of five: -1.6),
    // hearts A 1, spades A T 1.9.
    [['CJ', 'HJ', 'HA', 'HK', 'H9', 'H8', 'SA', 'ST', 'C7', 'D8'], 'C', 3.3],
    // Grand: 4 jacks 4; clubs A T K 1+0.9+0.3; spades A 1; a bare heart ten -0.3.
    [['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'CK', 'SA', 'HT', 'D7'], 'G', 6.9],
  ] as const)('%j in %s: %d', (hand, game, strength) => {
    expect(gameStrength(hand, game)).toBeCloseTo(strength, 5);
  });

  test.each([
    [['C7', 'C9', 'S7', 'S8', 'H7', 'HJ', 'D7', 'D8', 'D9', 'DT'], 2], // HJ at place 1 needs at most 2: J is 4
    [['C7', 'C9', 'CJ', 'S7', 'S8', 'H7', 'H8', 'D7', 'D8', 'D9'], 0],
    [['CA', 'C7', 'S7', 'S8', 'H7', 'H8', 'D7', 'D8', 'D9', 'DT'], 5], // CA at place 1: 7 - 2
  ] as const)('null risk of %j: %i', (hand, risk) => {
    expect(nullRisk(hand)).toBe(risk);
  });
});

describe('bidding and declaring', () => {
  test.each([
    // Hearts with 1 (CJ, no SJ): 10 x 2 = 20; 4.9 + 1 for the skat reaches 5, not a hand game.
    [['CJ', 'HJ', 'HA', 'HK', 'H9', 'H8', 'SA', 'ST', 'C7', 'D8'], 20],
    // Grand with 4: 24 x 5 = 120 with the skat; 6.9 is below grand hand's 7.5.
    [['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'CK', 'SA', 'HT', 'D7'], 120],
    // Only low cards, each suit safe: null hand, 35.
    [['C7', 'C9', 'CJ', 'S7', 'S8', 'H7', 'H8', 'D7', 'D8', 'D9'], 35],
    // Nothing playable.
    [['C8', 'CK', 'S9', 'SQ', 'H9', 'HQ', 'D8', 'DQ', 'DK', 'SJ'], 0],
  ] as const)('%j bids up to %i', (hand, limit) => {
    expect(biddingLimit(hand)).toBe(limit);
  });

  test('a certain schwarz is played ouvert, and only by the player who leads', () => {
    const hand = ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA'];
    expect(certainSchwarz(hand, 'G')).toBe(true);
    expect(handChoice(hand, 18, true)).toMatchObject({ game: 'G', ouvert: true, value: 264 });
    expect(handChoice(hand, 18, false)).toMatchObject({ game: 'G', ouvert: false, value: 144 });
    expect(certainSchwarz(['CJ', 'SJ', 'HJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'DA', 'DK'], 'G')).toBe(
      false,
    );
  });

  test('a null that cannot be caught is played ouvert hand; it needs a safe lead', () => {
    const hand = ['C7', 'C8', 'S7', 'S9', 'H7', 'H8', 'H9', 'D7', 'D8', 'D9'];
    expect(certainNull(hand, true)).toBe(true);
    expect(handChoice(hand, 18, false)).toMatchObject({ game: 'N', ouvert: true, value: 59 });
    expect(certainNull(['C7', 'C9', 'S7', 'S9'], true)).toBe(false);
  });

  test('after taking up the skat: lays back high cards of short suits and covers the bid', () => {
    const twelve = ['CJ', 'SJ', 'HA', 'HT', 'HK', 'H9', 'H8', 'SA', 'CT', 'C7', 'D8', 'DK'];
    const plan = pickupChoice(twelve, 20);
    expect(plan.game).toBe('H');
    expect(plan.value).toBe(30); // with 2, game 3: 10 x 3
    // A void in diamonds (0.6 with seven trumps) and a guarded CT (0.4) beat laying CT's 10 points away.
    expect([...plan.discard].sort()).toEqual(['D8', 'DK']);
  });
});
