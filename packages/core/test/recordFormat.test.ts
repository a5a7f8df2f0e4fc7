import {
  type DealRecord,
  formatDealRecord,
  formatSessionRecord,
  parseDealRecord,
  parseSessionRecord,
  type SessionRecord,
} from '@stich/core';
import { describe, expect, it } from 'vitest';
import { fixedRecord } from './fixtures/threeJacksDeal';

// A short record written by hand, in the layout formatDealRecord gives.
const GOLDEN = `{
  "variant": "test-three-jacks",
  "options": {"deals":3},
  "seed": "golden",
  "dealer": 2,
  "hands": [["CA","CT"],["SQ","S9"],["H7","DA"]],
  "skat": ["HJ","DJ"],
  "actions": [
    {"type":"play","seat":0,"card":"SA"},
    {"type":"play","seat":1,"card":"SQ"}
  ],
  "meta": {"players":["Anne","Bert","Christina"],"place":"Hamburg"}
}
`;

describe('deal records: parse and format', () => {
  it('reads the golden text and writes it back unchanged', () => {
    const parsed = parseDealRecord(GOLDEN);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.actions[1]).toEqual({ type: 'play', seat: 1, card: 'SQ' });
    expect(formatDealRecord(parsed.value)).toBe(GOLDEN);
  });

  it('round-trips a full record: parse(format(r)) equals r', () => {
    const record = fixedRecord();
    const text = formatDealRecord(record);
    expect(text.split('\n').filter((l) => l.includes('"type":"play"'))).toHaveLength(30);
    const back = parseDealRecord(text);
    expect(back).toEqual({ ok: true, value: record });
    expect(formatDealRecord(back.ok ? back.value : record)).toBe(text);
  });

  it('accepts a parsed value as well as text, and keeps unknown action fields', () => {
    const record: DealRecord = {
      variant: 'x',
      dealer: 0,
      seed: 7,
      actions: [{ type: 'bid', seat: 1, value: 18 }],
    };
    expect(parseDealRecord(record)).toEqual({ ok: true, value: record });
    expect(parseDealRecord(JSON.parse(formatDealRecord(record)))).toEqual({
      ok: true,
      value: record,
    });
  });

  it('writes an empty action list and free meta data', () => {
    const text = formatDealRecord({
      variant: 'x',
      dealer: 1,
      seed: 3,
      actions: [],
      meta: { note: 'a "quoted" word' },
    });
    expect(text).toBe(
      '{\n  "variant": "x",\n  "seed": 3,\n  "dealer": 1,\n  "actions": [],\n  "meta": {"note":"a \\"quoted\\" word"}\n}\n',
    );
    expect(parseDealRecord(text).ok).toBe(true);
  });
});

describe('session records: parse and format', () => {
  const session: SessionRecord = {
    variant: 'test-three-jacks',
    options: { deals: 2 },
    firstDealer: 1,
    deals: [
      { seed: 'a', actions: [{ type: 'play', seat: 2, card: 'CJ' }] },
      {
        dealer: 2,
        hands: [['CA'], ['CT'], ['CK']],
        skat: [],
        actions: [],
        outcome: { points: [1, 2, 3] },
      },
    ],
    result: { totals: [0, 0, 3] },
  };

  it('round-trips, one deal a block and one action a line', () => {
    const text = formatSessionRecord(session);
    expect(text).toContain(
      '\n      "actions": [\n        {"type":"play","seat":2,"card":"CJ"}\n      ]\n',
    );
    expect(text).toContain('"outcome": {"points":[1,2,3]}');
    expect(parseSessionRecord(text)).toEqual({ ok: true, value: session });
  });
});
