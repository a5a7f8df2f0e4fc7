import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import {
  buildScoreList,
  type ScoreList,
  type ScoreListSpec,
  scoreListCsv,
  seatCells,
  seatColumns,
  type TextContext,
} from '../src/plugin/index';

const en: TextContext = { language: 'en', seatName: (s) => `Seat ${s + 1}` };
const de: TextContext = { language: 'de', seatName: (s) => `Platz ${s + 1}` };

/** Kalter Schlag outcomes as far as the list reads them (penalties per seat). */
const outcomes = [{ penalties: [0, 3, 0, 1] }, { penalties: [2, 0, 0, 0] }];

describe('buildScoreList', () => {
  test('a plug-in without a list gets each seat score per deal and the session totals', () => {
    const list = buildScoreList({ plugin: { variant: kalterSchlag }, outcomes }, en);
    expect(list.columns.map((c) => c.label)).toEqual(['#', 'Seat 1', 'Seat 2', 'Seat 3', 'Seat 4']);
    expect(list.columns[1]).toMatchObject({ id: 'score.1', kind: 'number', seat: 0 });
    expect(list.rows.map((r) => r.cells)).toEqual([
      [1, 0, 3, 0, 1],
      [2, 2, 0, 0, 0],
    ]);
    expect(list.rows.map((r) => r.dealer)).toEqual([0, 1]);
    expect(list.totals).toEqual([2, 3, 0, 1]);
    expect(list.footer).toEqual(['total', 2, 3, 0, 1]);
    expect(
      buildScoreList({ plugin: { variant: kalterSchlag }, outcomes }, de).columns[0].label,
    ).toBe('Nr.');
  });

  test("a plug-in's list gets the deal number, dealer and running totals", () => {
    const scoreList: ScoreListSpec = {
      columns: (ctx, seats) => [
        { id: 'dealer', label: ctx.language === 'de' ? 'Geber' : 'dealer', kind: 'text' },
        ...seatColumns('total', ctx, seats),
      ],
      row: (deal, ctx) => ({
        dealer: ctx.seatName(deal.dealer),
        ...seatCells('total', deal.totals),
      }),
    };
    const plugin = { variant: kalterSchlag, presentation: { scoreList } };
    const list = buildScoreList({ plugin, outcomes, firstDealer: 2 }, de);
    expect(list.columns.map((c) => c.label)).toEqual([
      'Nr.',
      'Geber',
      'Platz 1',
      'Platz 2',
      'Platz 3',
      'Platz 4',
    ]);
    expect(list.rows.map((r) => r.cells)).toEqual([
      [1, 'Platz 3', 0, 3, 0, 1],
      [2, 'Platz 4', 2, 3, 0, 1],
    ]);
    expect(list.footer).toEqual(['Summe', null, 2, 3, 0, 1]);
  });
});

test("a row the plug-in's list fails on is empty but for its number", () => {
  const scoreList: ScoreListSpec = {
    columns: (ctx, seats) => seatColumns('total', ctx, seats),
    row: (deal) => {
      if (deal.number === 1) throw new TypeError('no such field');
      return seatCells('total', deal.totals);
    },
  };
  const list = buildScoreList(
    { plugin: { variant: kalterSchlag, presentation: { scoreList } }, outcomes },
    en,
  );
  expect(list.rows.map((r) => r.cells)).toEqual([
    [1, null, null, null, null],
    [2, 2, 3, 0, 1],
  ]);
});

describe('scoreListCsv', () => {
  const list: ScoreList = {
    language: 'en',
    columns: [
      { id: 'deal', label: '#', kind: 'number' },
      { id: 'game', label: 'game, "as said"', kind: 'text' },
      { id: 'who', label: 'declarer', kind: 'text' },
      { id: 'score.1', label: 'Seat 1', kind: 'number', seat: 0 },
    ],
    rows: [
      { deal: 1, dealer: 0, cells: [1, 'clubs hand', '=HYPERLINK("x")', -48] },
      { deal: 2, dealer: 1, cells: [2, 'line\nbreak', '@me', null] },
      { deal: 3, dealer: 2, cells: [3, '-1', '+1', 0] },
    ],
    totals: [-48],
    footer: ['total', null, null, -48],
  };

  test('quotes as RFC 4180 says, CRLF line ends, numbers as numbers', () => {
    expect(scoreListCsv(list).split('\r\n')).toEqual([
      '#,"game, ""as said""",declarer,Seat 1',
      `1,clubs hand,"'=HYPERLINK(""x"")",-48`,
      `2,"line\nbreak",'@me,`,
      `3,'-1,'+1,0`,
      'total,,,-48',
      '',
    ]);
  });

  test('an empty list is its headings alone', () => {
    expect(scoreListCsv({ ...list, rows: [] })).toBe('#,"game, ""as said""",declarer,Seat 1\r\n');
  });
});
