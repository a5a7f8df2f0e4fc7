import { parseRecord } from '@stich/core/tools';
import { describe, expect, it } from 'vitest';
import { fixedRecord } from './fixtures/threeJacksDeal';
import { jokerFour } from './variants/jokerFour';
import { threeJacks } from './variants/threeJacks';

const variants = [threeJacks, jokerFour];

describe('parseRecord', () => {
  it('finds the variant of a deal record and parses its options', () => {
    const parsed = parseRecord(JSON.stringify(fixedRecord()), variants);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.kind).toBe('deal');
    expect(parsed.value.variant).toBe(threeJacks);
    expect(parsed.value.options).toEqual({ deals: 3 });
  });

  it('tells a session record by its deals, and takes variants by id too', () => {
    const record = {
      variant: 'test-joker-four',
      options: { identical: 'earlier' },
      firstDealer: 0,
      deals: [],
    };
    const parsed = parseRecord(record, { [jokerFour.id]: jokerFour });
    expect(parsed.ok && parsed.value.kind).toBe('session');
    expect(parsed.ok && parsed.value.options).toEqual({
      identical: 'earlier',
      trumpSuit: 'D',
      target: 150,
    });
  });

  it.each([
    ['an unknown variant', { ...fixedRecord(), variant: 'skat' }, 'UNKNOWN_VARIANT', ['variant']],
    [
      'bad options',
      { ...fixedRecord(), options: { deals: -1 } },
      'INVALID_OPTIONS',
      ['options', 'deals'],
    ],
    ['a malformed record', { ...fixedRecord(), dealer: 'two' }, 'INVALID_RECORD', ['dealer']],
    [
      'a malformed session',
      { variant: 'test-three-jacks', deals: [] },
      'INVALID_RECORD',
      ['firstDealer'],
    ],
    ['a list', [fixedRecord()], 'INVALID_RECORD', []],
    ['text that is not JSON', 'deal 1', 'INVALID_RECORD', []],
  ])('refuses %s', (_what, input, code, path) => {
    const parsed = parseRecord(input, variants);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code, path });
  });

  it('lists the known variants when one is unknown', () => {
    const parsed = parseRecord({ ...fixedRecord(), variant: 'skat' }, variants);
    expect(!parsed.ok && parsed.error.message).toBe(
      "unknown variant 'skat'; known: 'test-three-jacks', 'test-joker-four'",
    );
  });
});
