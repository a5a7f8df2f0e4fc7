import { describe, expect, test } from 'vitest';
import { gameValue, payments, skatkopf } from '../src/index';

// Value (NOTES Skatkopf 6) and payments (NOTES 7), as tables.

describe('payments', () => {
  // [reading, value, declaring side won, declaring side, scores]
  test.each([
    ['balanced', 1, true, [0, 2], [1, -1, 1, -1]],
    ['balanced', 3, false, [1, 3], [3, -3, 3, -3]],
    ['balanced', 3, true, [0], [9, -3, -3, -3]],
    ['balanced', 2, false, [2], [2, 2, -6, 2]],
    ['pot', 1, true, [0, 2], [1, -1, 1, -1]],
    ['pot', 3, false, [1, 3], [3, -3, 3, -3]],
    ['pot', 3, true, [0], [9, -3, -3, -3]],
    ['pot', 3, false, [2], [1, 1, -3, 1]], // the pot of 3 shared by three
    ['pot', 1, false, [2], [1 / 3, 1 / 3, -1, 1 / 3]],
  ] as const)('%s: value %i, won %s, side %j: %j', (reading, value, won, side, scores) => {
    const paid = payments(value, won, side, 4, reading);
    expect(paid).toEqual(scores);
    if (reading === 'balanced' || side.length === 2 || won)
      expect(paid.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('the value', () => {
  const o = skatkopf.defaults;
  // [game, doublings, schneider, schwarz, lost on the second flip, doubling, value]
  test.each([
    ['partner', 0, false, false, false, 'total', 1],
    ['solo', 0, false, false, false, 'total', 2],
    ['babyGrand', 0, false, false, false, 'total', 3],
    ['grandHand', 0, false, false, false, 'total', 4],
    ['partner', 0, true, false, false, 'total', 2],
    ['partner', 0, true, true, false, 'total', 3], // schneider and schwarz add up
    ['solo', 2, true, false, false, 'total', 12], // (2 + 1) x 4
    ['solo', 2, true, false, false, 'base', 9], // 2 x 4 + 1
    ['grandHand', 1, true, true, true, 'total', 24], // (4 + 2) x 2, doubled again
    ['grandHand', 1, true, true, true, 'base', 20], // (4 x 2 + 2), doubled again
  ] as const)(
    '%s x%i, schneider %s, schwarz %s, second flip lost %s, %s: %i',
    (game, doublings, schneider, schwarz, lostOnSecondTurn, doubling, value) => {
      expect(
        gameValue({ game, doublings, schneider, schwarz, lostOnSecondTurn }, { ...o, doubling }),
      ).toBe(value);
    },
  );
});
