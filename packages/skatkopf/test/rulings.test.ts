// Issue 14, point 8: the four rulings of ../shared/rules/NOTES.md (Skatkopf 5 and 7) that
// settle what the text leaves open, one test each, citing the ruling.
import { createGame, Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { formatStake, payments, skatkopf, stakeJson, thirdsOf } from '../src/index';
import { A, dealOf, fill, forehandDeclares, rulesOf, run, summary } from './helpers';

const rules = rulesOf();

/** The calls offered to seat 0 holding `hand` in a hand game with hearts trump. */
function calls(hand: string[]) {
  const skat = ['H6', 'H5'].filter((c) => !hand.includes(c));
  let s = dealOf(rules, fill({ 0: hand }, skat), skat);
  s = forehandDeclares(rules, s, 'partner');
  s = run(rules, s, [A.hand(0, 'H')]);
  return summary(rules.legalActions(s)).map((a) => a.replace('call ', ''));
}

describe('NOTES.md Skatkopf rulings', () => {
  test('5: "Lack and hold count the declarer\'s whole pile: the hand after the exchange plus the discards. A discarded ace cannot be called."', () => {
    const hand = ['CA', 'C9', 'S9', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8'];
    let s = dealOf(rules, fill({ 0: hand }, ['H6', 'H5']), ['H6', 'H5']);
    s = forehandDeclares(rules, s, 'partner');
    s = run(rules, s, [A.turn(0), A.accept(0), A.discard(0, 'CA', 'S9')]);
    // CA was discarded: not lacked, so not callable; SA: "holds at least one card of the
    // suit" is judged on the hand alone, and S9 went with the discards.
    expect(summary(rules.legalActions(s))).toEqual(['call DA']);
  });

  test('5: "The fallback\'s lowest card is taken per suit: the lowest lacked card of each plain suit whose ace the declarer holds is callable."', () => {
    expect(calls(['CA', 'C5', 'C6', 'SA', 'S7', 'DA', 'D5', 'HA', 'HT', 'HK'])).toEqual([
      'C7',
      'S5',
      'D6',
    ]);
  });

  test('5: "If neither rule gives a card ..., the declarer may call any plain-suit ace they lack."', () => {
    expect(calls(['CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'C7', 'C6', 'C5', 'JK'])).toEqual([
      'SA',
      'DA',
    ]);
  });

  test('7: "Results carry such amounts exactly, as fractions of a stake with denominator 3 ..., never as a rounded float."', () => {
    // A lone declarer who loses a value-1 deal pays 1 into the pot; each defender gets a third.
    const shares = payments(1, false, [2], 4, 'pot');
    expect(shares.map(thirdsOf)).toEqual([1, 1, -3, 1]);
    expect(shares.map(formatStake)).toEqual(['1/3', '1/3', '-1', '1/3']);
    expect(shares.map(stakeJson)).toEqual(['1/3', '1/3', -1, '1/3']);
    // Thirds sum exactly where floats drift: 3 x 1/3 is 1.
    expect(formatStake(shares[0] + shares[1] + shares[3])).toBe('1');
    expect(formatStake(-5 / 3)).toBe('-1 2/3');
  });

  test('7: every payment of a played pot deal is a whole number of thirds', () => {
    const game = createGame(skatkopf, { seed: 3, options: { payments: 'pot' } });
    const rng = new Rng(3);
    while (!game.isOver()) {
      const legal = game.legalActions();
      game.apply(legal[rng.below(legal.length)]);
    }
    for (const x of game.outcome()!.scores)
      expect(Math.abs(thirdsOf(x) - 3 * x)).toBeLessThan(1e-9);
  });
});
