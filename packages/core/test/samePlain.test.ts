import { describe, expect, test } from 'vitest';
import { samePlain } from '../src/kernel/samePlain';

describe('samePlain', () => {
  test.each([
    [
      'equal actions',
      { type: 'play', seat: 1, card: 'HA' },
      { type: 'play', seat: 1, card: 'HA' },
      true,
    ],
    [
      'another card',
      { type: 'play', seat: 1, card: 'HA' },
      { type: 'play', seat: 1, card: 'HK' },
      false,
    ],
    [
      'a missing field',
      { type: 'double', seat: 1 },
      { type: 'double', seat: 1, card: 'HK' },
      false,
    ],
    ['keys in another order', { seat: 1, type: 'double' }, { type: 'double', seat: 1 }, false],
    ['equal nested cards', { cards: ['ST', 'H8'] }, { cards: ['ST', 'H8'] }, true],
    ['other nested cards', { cards: ['ST', 'H8'] }, { cards: ['ST', 'H9'] }, false],
    ['an array against an object', { cards: ['ST'] }, { cards: { 0: 'ST' } }, false],
    [
      'a class instance against a plain object',
      new (class {
        seat = 1;
      })(),
      { seat: 1 },
      false,
    ],
    ['null against an object', null, {}, false],
    ['equal scalars', 'HA', 'HA', true],
  ])('%s', (_name, a, b, same) => {
    expect(samePlain(a, b)).toBe(same);
  });
});
