import { describe, expect, test } from 'vitest';
import { playedDeal, playedSession } from './fixtures';
import { run } from './harness';

describe('stich replay --list: a session record as its score list', () => {
  test('CSV in German: headings, a row per deal, the totals', async () => {
    const { record, result } = playedSession(3);
    const r = await run(['replay', '--list', 'csv', '--lang', 'de', '-'], {
      stdin: JSON.stringify(record),
    });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\r\n');
    expect(lines[0]).toBe('Nr.,Strafpunkte,Bemerkung,Anne,Bert,Christina,Dieter');
    expect(lines.slice(1, 4).map((l) => l.split(',')[0])).toEqual(['1', '2', '3']);
    expect(lines[4]).toBe(`Summe,,,${result.totals.join(',')}`);
    expect(lines[5]).toBe('');
  });

  test('JSON: one line per session, seats named by the record', async () => {
    const { record, result } = playedSession(2);
    const named = { ...record, meta: { players: ['Ute', 'Veit', 'Wolf', 'Xaver'] } };
    const r = await run(['replay', '--list', 'json', '-'], { stdin: JSON.stringify(named) });
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout.trim());
    expect(list.columns.map((c: { label: string }) => c.label)).toEqual([
      '#',
      'penalty',
      'notes',
      'Ute',
      'Veit',
      'Wolf',
      'Xaver',
    ]);
    expect(list.rows.map((row: { dealer: number }) => row.dealer)).toEqual([1, 2]);
    expect(list.totals).toEqual(result.totals);
  });

  test('a deal record has no list; bad values are usage errors', async () => {
    const { record } = playedDeal(7);
    const deal = await run(['replay', '--list', 'csv', '-'], { stdin: JSON.stringify(record) });
    expect(deal.code).toBe(1);
    expect(JSON.parse(deal.stdout).error.message).toBe('a score list needs a session record');
    const list = await run(['replay', '--list', 'xml', '-'], { stdin: '{}' });
    expect(list.code).toBe(2);
    expect(list.stderr).toMatch(/--list is csv or json, not 'xml'/);
    const lang = await run(['replay', '--list', 'csv', '--lang', 'fr', '-'], { stdin: '{}' });
    expect(lang.stderr).toMatch(/--lang is en or de, not 'fr'/);
  });
});
