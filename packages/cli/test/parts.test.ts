import { jacksOnly, SCHAFKOPF_DECK } from '@stich/core';
import { compileTrickTable } from '@stich/core/kernel';
import { KALTER_SCHLAG_OPTIONS, kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { optionRows, splitRecords } from '../src/index';
import { addToBuckets, buckets } from '../src/simulate/histogram';
import { cardText, parseCardInput, rankText } from '../src/text/cardText';
import { handLayout } from '../src/text/handLayout';

describe('splitRecords', () => {
  test.each([
    ['{"a":1}', [{ value: { a: 1 } }]],
    ['[{"a":1},{"b":2}]', [{ value: { a: 1 } }, { value: { b: 2 } }]],
    ['{"a":1}\n\n{"b":2}\n', [{ value: { a: 1 } }, { value: { b: 2 } }]],
    ['{\n  "a": 1\n}\n', [{ value: { a: 1 } }]],
  ])('%j', (text, expected) => {
    expect(splitRecords(text)).toEqual(expected);
  });
  test.each([
    ['', 1],
    ['{\n  "a": \n}', 1], // one broken pretty-printed record, one error
    ['{"a":1}\n{oops\n{"b":2}', 3], // JSON Lines: the middle line is the error
  ])('errors in %j', (text, count) => {
    const parts = splitRecords(text);
    expect(parts).toHaveLength(count);
    expect(parts.filter((p) => 'error' in p)).toHaveLength(1);
  });
});

describe('parseCardInput', () => {
  test.each([
    ['HA', 'HA'],
    ['ha', 'HA'],
    ['h10', 'HT'],
    [' cj ', 'CJ'],
    ['♥A', 'HA'],
    ['♠10', 'ST'],
    ['X7', null],
    ['H1', null],
  ])('%j -> %j', (text, code) => {
    expect(parseCardInput(text)).toBe(code);
  });

  // A German deck is typed as it is shown (EO, GA, SU); where a short form is also an
  // ISS code (SA: Schellen-Sau shown, Gras-Sau coded), the form shown wins.
  test.each([
    ['eo', 'CQ'],
    ['GA', 'SA'],
    ['SU', 'DJ'],
    ['SA', 'DA'],
    ['HZ', 'HT'],
    ['CQ', 'CQ'],
    ['h10', 'HT'],
  ])('German deck: %j -> %j', (text, code) => {
    expect(parseCardInput(text, SCHAFKOPF_DECK)).toBe(code);
  });
});

describe('cards in the deck names', () => {
  const plain = { red: (t: string) => `<${t}>`, dim: (t: string) => t, bold: (t: string) => t };
  test.each([
    ['HT', undefined, '<♥10>'],
    ['CJ', undefined, '♣J'],
    ['CQ', SCHAFKOPF_DECK, 'EO'],
    ['DJ', SCHAFKOPF_DECK, '<SU>'],
  ] as const)('%s -> %s', (code, deck, text) => {
    expect(cardText(code, plain, deck)).toBe(text);
  });

  test('ranks and suit labels follow the deck', () => {
    expect(['A', 'T', 'Q', 'J'].map((r) => rankText(r))).toEqual(['A', '10', 'Q', 'J']);
    expect(['A', 'T', 'Q', 'J'].map((r) => rankText(r, SCHAFKOPF_DECK))).toEqual([
      'A',
      'Z',
      'O',
      'U',
    ]);
    const table = compileTrickTable(SCHAFKOPF_DECK, jacksOnly());
    const groups = handLayout(SCHAFKOPF_DECK, table, 'Unter', ['CJ', 'SA', 'D7']);
    expect(groups.map((g) => g.label)).toEqual(['Unter', 'leaves', 'bells']);
  });
});

describe('handLayout', () => {
  const rules = kalterSchlag.rules();
  test('jacks first, then the suits in deck order, each highest first', () => {
    const groups = handLayout(rules.ctx.deck, rules.ctx.tables[0], 'jacks', [
      'H7',
      'DJ',
      'HA',
      'CJ',
      'S9',
      'HT',
    ]);
    expect(groups).toEqual([
      { label: 'jacks', cards: ['CJ', 'DJ'] },
      { label: 'spades', cards: ['S9'] },
      { label: 'hearts', cards: ['HA', 'HT', 'H7'] },
    ]);
  });
});

describe('histogram buckets', () => {
  test.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [120, 6],
    [2020, 11],
  ])('%i goes to bucket %i', (value, index) => {
    const b = buckets();
    addToBuckets(b, value);
    expect(b.findIndex((x) => x.count === 1)).toBe(index);
  });
});

describe('optionRows', () => {
  test('every option of the schema with its type and default', () => {
    const rows = optionRows(kalterSchlag);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(kalterSchlag.defaults));
    expect(rows.find((r) => r.name === 'rounding')).toMatchObject({
      type: 'one of "ten", "five"',
      defaultValue: 'ten',
    });
    expect(rows.find((r) => r.name === 'target')).toMatchObject({
      type: 'integer > 0',
      defaultValue: 2000,
    });
    expect(rows.find((r) => r.name === 'fiveScores')).toMatchObject({
      type: 'boolean',
      defaultValue: true,
    });
  });
});

describe('optionRows reads descriptions from the schema', () => {
  test('a described option shows its meaning', () => {
    const { stake, rounding } = KALTER_SCHLAG_OPTIONS;
    const options = {
      stake: { ...stake, describe: 'what one stake is worth' },
      rounding: { ...rounding, describe: 'how penalties are rounded' },
    };
    const variant = { id: 'demo', name: 'Demo', options, defaults: { stake: 1, rounding: 'ten' } };
    expect(optionRows(variant as never).map((r) => [r.name, r.meaning])).toEqual([
      ['stake', 'what one stake is worth'],
      ['rounding', 'how penalties are rounded'],
    ]);
  });
});
