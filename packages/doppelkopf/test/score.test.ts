import { describe, expect, test } from 'vitest';
import {
  DOKO_LEVELS,
  type DokoScore,
  type DokoScoreInput,
  type DokoTrick,
  dokoWinner,
  type Party,
  scoreDoppelkopf,
} from '../src/score';
import { A, B, C, D, normalDeal } from './dealBuilder';

// The winning thresholds (doppelkopf.en.md 5.9), the game points (6.2, 6.3), deals
// without a winner (6.5) and solo scoring (6.6). Re is A and C throughout, Kontra B and
// D; the deals are built by the helper and hold no Sonderpunkte unless a test says so.

const { none: NONE, ansage: ANSAGE, keine90: K90, keine60: K60, keine30: K30 } = DOKO_LEVELS;
const SCHWARZ = DOKO_LEVELS.schwarz;

type Levels = { re: number; kontra: number };

function score(
  tricks: readonly DokoTrick[],
  announced: Levels,
  more: Partial<DokoScoreInput> = {},
) {
  return scoreDoppelkopf({ re: [A, C], kontra: [B, D], solo: false, tricks, announced, ...more });
}

/** A score's lines as `party:key` (and `@by` for announcements), in order. */
const keys = (s: DokoScore) =>
  s.lines.map(
    (l) => `${l.party}:${l.key}${l.by ? `@${l.by}` : ''}${l.points === 1 ? '' : `=${l.points}`}`,
  );

describe('who wins (5.9.3, row by row)', () => {
  // [row of the table, Re level, Kontra level, Re card points, Re tricks or undefined, winner]
  const rows: [string, number, number, number, number | undefined, Party | null][] = [
    ['none: Re wins with 121', NONE, NONE, 121, undefined, 're'],
    ['none: Kontra wins with 120', NONE, NONE, 120, undefined, 'kontra'],
    ['Re only: Re wins with 121', ANSAGE, NONE, 121, undefined, 're'],
    ['Re only: Kontra wins with 120', ANSAGE, NONE, 120, undefined, 'kontra'],
    ['Kontra only: Re wins with 120', NONE, ANSAGE, 120, undefined, 're'],
    ['Kontra only: Kontra needs 121, 119 : 121', NONE, ANSAGE, 119, undefined, 'kontra'],
    ['Re and Kontra: Re wins with 121', ANSAGE, ANSAGE, 121, undefined, 're'],
    ['Re and Kontra: Kontra wins with 120', ANSAGE, ANSAGE, 120, undefined, 'kontra'],
    ['Re keine 90: Re wins with 151', K90, NONE, 151, undefined, 're'],
    ['Re keine 90 missed: Kontra wins with 90', K90, NONE, 150, undefined, 'kontra'],
    ['Re keine 90, Kontra only Kontra: Kontra wins with 90', K90, ANSAGE, 150, undefined, 'kontra'],
    ['Re keine 60: Re wins with 181', K60, NONE, 181, undefined, 're'],
    ['Re keine 60 missed: Kontra wins with 60', K60, NONE, 180, undefined, 'kontra'],
    ['Re keine 30: Re wins with 211', K30, NONE, 211, undefined, 're'],
    ['Re keine 30 missed: Kontra wins with 30', K30, NONE, 210, undefined, 'kontra'],
    ['Re schwarz: Re wins with all tricks', SCHWARZ, NONE, 240, 12, 're'],
    ['Re schwarz missed: Kontra wins with one trick', SCHWARZ, NONE, 235, 11, 'kontra'],
    ['Kontra keine 90: Re wins with 90', NONE, K90, 90, undefined, 're'],
    ['Kontra keine 90: Kontra wins with 151', NONE, K90, 89, undefined, 'kontra'],
    ['Kontra keine 60: Re wins with 60', NONE, K60, 60, undefined, 're'],
    ['Kontra keine 60: Kontra wins with 181', NONE, K60, 59, undefined, 'kontra'],
    ['Kontra keine 30: Re wins with 30', NONE, K30, 30, undefined, 're'],
    ['Kontra keine 30: Kontra wins with 211', NONE, K30, 29, undefined, 'kontra'],
    ['Kontra schwarz: Re wins with one trick', NONE, SCHWARZ, 5, 1, 're'],
    ['Kontra schwarz: Kontra wins with all tricks', NONE, SCHWARZ, 0, 0, 'kontra'],
    ['both keine 90: Re wins with 151', K90, K90, 151, undefined, 're'],
    ['both keine 90: Kontra wins with 151', K90, K90, 89, undefined, 'kontra'],
    ['both keine 90, 130 : 110: no winner', K90, K90, 130, undefined, null],
    ['both keine 90, 150 : 90: no winner', K90, K90, 150, undefined, null],
    ['Re keine 60, Kontra keine 30: Kontra wins with 211', K60, K30, 29, undefined, 'kontra'],
    ['Re keine 60, Kontra keine 30: 180 : 60 is no win', K60, K30, 180, undefined, null],
    ['Re schwarz, Kontra keine 90: Re wins with all tricks', SCHWARZ, K90, 240, 12, 're'],
  ];
  test.each(rows)('%s', (_, re, kontra, rePoints, reTricks, winner) => {
    const s = score(normalDeal(rePoints, reTricks === undefined ? {} : { reTricks }), {
      re,
      kontra,
    });
    expect(s.cardPoints.re).toBe(rePoints);
    expect(s.winner).toBe(winner);
  });

  test('schwarz is about tricks: a trick of 0 card points defeats it (5.9.5)', () => {
    const s = score(normalDeal(240, { reTricks: 11 }), { re: SCHWARZ, kontra: NONE });
    expect(s.cardPoints).toEqual({ re: 240, kontra: 0 });
    expect(s.tricks).toEqual({ re: 11, kontra: 1 });
    expect(s.winner).toBe('kontra');
  });

  test('an announcement missed loses even with more than 120 (5.9.6)', () => {
    expect(score(normalDeal(140), { re: K90, kontra: NONE }).winner).toBe('kontra');
  });

  test('dokoWinner decides on the counts alone', () => {
    const even = { re: 120, kontra: 120 };
    const tricks = { re: 6, kontra: 6 };
    expect(dokoWinner(even, tricks, { re: NONE, kontra: ANSAGE })).toBe('re');
    expect(dokoWinner(even, tricks, { re: ANSAGE, kontra: ANSAGE })).toBe('kontra');
    expect(dokoWinner({ re: 130, kontra: 110 }, tricks, { re: K90, kontra: K90 })).toBeNull();
  });
});

describe('game points of the winner (6.2)', () => {
  test('the "unter" items are cumulative: a loser with 25 gives three (6.2.1)', () => {
    const s = score(normalDeal(215), { re: NONE, kontra: NONE });
    expect(keys(s)).toEqual(['re:won', 're:under90', 're:under60', 're:under30']);
    expect(s.value).toBe(4);
  });

  test('a loser without a trick gives four (6.2.1)', () => {
    const s = score(normalDeal(240, { reTricks: 12 }), { re: NONE, kontra: NONE });
    expect(keys(s)).toEqual(['re:won', 're:under90', 're:under60', 're:under30', 're:schwarz']);
  });

  test('a winner below a mark earns no "unter" item for itself (9.1)', () => {
    // Kontra wins with 60 against keine 60; Re's 180 is not under anything.
    const s = score(normalDeal(180), { re: K60, kontra: NONE });
    expect(s.winner).toBe('kontra');
    expect(keys(s)).not.toContain('kontra:under90');
  });

  test('"keine 60" said at once scores Re +2, keine 90 +1 and keine 60 +1 (6.2.2)', () => {
    const s = score(normalDeal(185), { re: K60, kontra: NONE });
    expect(keys(s)).toEqual([
      're:won',
      're:under90',
      're:under60',
      're:reAnnounced@re=2',
      're:keine90@re',
      're:keine60@re',
    ]);
  });

  test("the winner collects the losers' announcements too", () => {
    const s = score(normalDeal(160), { re: NONE, kontra: K30 });
    expect(keys(s)).toEqual([
      're:won',
      're:under90',
      're:kontraAnnounced@kontra=2',
      're:keine90@kontra',
      're:keine60@kontra',
      're:keine30@kontra',
      're:against90',
      're:against60',
      're:against30',
    ]);
    expect(s.value).toBe(10);
  });
});

describe('points against Absagen (6.3)', () => {
  test('keine 60 said, the opponents took 125: +1 for 120 and +1 for 90 (6.3.1)', () => {
    const s = score(normalDeal(115), { re: K60, kontra: NONE });
    expect(s.winner).toBe('kontra');
    expect(keys(s)).toEqual([
      'kontra:won',
      'kontra:reAnnounced@re=2',
      'kontra:keine90@re',
      'kontra:keine60@re',
      'kontra:against90',
      'kontra:against60',
      'kontra:gegenDieAlten',
    ]);
    expect(s.value).toBe(-8);
  });

  test.each([
    // [Re level, Kontra card points, the "gegen Absagen" lines Kontra earns]
    [K90, 119, []],
    [K90, 120, ['against90']],
    [K60, 89, []],
    [K60, 90, ['against60']],
    [K60, 125, ['against90', 'against60']],
    [K30, 59, []],
    [K30, 60, ['against30']],
    [K30, 95, ['against60', 'against30']],
    [SCHWARZ, 29, []],
    [SCHWARZ, 30, ['againstSchwarz']],
    [SCHWARZ, 130, ['against90', 'against60', 'against30', 'againstSchwarz']],
  ])('Re said level %i, Kontra won with %i', (level, kontraPoints, want) => {
    const s = score(normalDeal(240 - kontraPoints), { re: level, kontra: NONE });
    expect(s.winner).toBe('kontra');
    expect(s.lines.filter((l) => l.key.startsWith('against')).map((l) => l.key)).toEqual(want);
  });

  test('one trick of 20 defeats schwarz but earns no "30 against schwarz" (6.3.2)', () => {
    const s = score(normalDeal(20, { reTricks: 1 }), { re: NONE, kontra: SCHWARZ });
    expect(s.winner).toBe('re');
    expect(keys(s)).not.toContain('re:againstSchwarz');
  });

  test('the classic: Re says keine 90 and Kontra takes 120 or more (6.3.4)', () => {
    const s = score(normalDeal(118), { re: K90, kontra: NONE });
    expect(keys(s)).toEqual([
      'kontra:won',
      'kontra:reAnnounced@re=2',
      'kontra:keine90@re',
      'kontra:against90',
      'kontra:gegenDieAlten',
    ]);
    expect(s.totals).toEqual({ re: 0, kontra: 6 });
  });
});

describe('no winner (6.5)', () => {
  test('no "won", no Ansage or Absage points, no gegen die Alten (6.5.1)', () => {
    const s = score(normalDeal(100), { re: K90, kontra: K60 });
    expect(s.winner).toBeNull();
    // 100 : 140. Re reached 90 against keine 60 (not 120 against keine 90); Kontra
    // reached 120 against keine 90.
    expect(keys(s)).toEqual(['re:against60', 'kontra:against90']);
    expect(s.value).toBe(0);
    expect(s.scores).toEqual([0, 0, 0, 0]);
  });

  test('each party gets "unter" items for the other\'s card points (6.5.2, 9.2)', () => {
    // 8.9 (c) the other way round: Kontra says keine 60, Re keine 90, 70 : 170.
    const s = score(normalDeal(70), { re: K90, kontra: K60 });
    expect(s.winner).toBeNull();
    expect(keys(s)).toEqual(['kontra:under90', 'kontra:against90']);
    expect(s.value).toBe(-2);
    expect(s.scores).toEqual([-2, 2, -2, 2]);
  });

  test('Sonderpunkte still count, gegen die Alten does not (6.5.2, 9.5)', () => {
    const s = score(normalDeal(110, { doppelkopf: [2], winners: 'ABCDACBDCDBD' }), {
      re: K90,
      kontra: K90,
    });
    expect(s.winner).toBeNull();
    expect(keys(s)).toEqual(['kontra:against90', 'kontra:doppelkopf']);
    expect(s.value).toBe(-2);
  });
});

describe('solo scoring (6.6)', () => {
  const solo = (tricks: readonly DokoTrick[], announced: Levels) =>
    scoreDoppelkopf({ re: [A], kontra: [B, C, D], solo: true, tricks, announced });

  test('no Sonderpunkte in a solo, even when the tricks hold them (6.6.1)', () => {
    // A deal with a Doppelkopf, a fox and Karlchen, all A's, played as a Karo-Solo.
    const tricks = normalDeal(200, {
      re: [A],
      winners: 'AAABAACAAADA',
      exact: true,
      doppelkopf: [2],
      pins: [[5, B, 'DA']],
      foxes: [5],
      karlchen: true,
    });
    const s = solo(tricks, { re: ANSAGE, kontra: NONE });
    expect(keys(s)).toEqual(['re:won', 're:under90', 're:under60', 're:reAnnounced@re=2']);
    expect(s.scores).toEqual([15, -5, -5, -5]);
  });

  test('no gegen die Alten when the Kontra trio wins (6.6.1)', () => {
    const s = solo(normalDeal(110, { re: [A], winners: 'ABCDABCDABCD' }), {
      re: NONE,
      kontra: NONE,
    });
    expect(keys(s)).toEqual(['kontra:won']);
    expect(s.scores).toEqual([-3, 1, 1, 1]);
  });

  test('the soloist scores three times a no-winner value too (6.5, 6.6.2)', () => {
    const s = solo(normalDeal(130, { re: [A], winners: 'ABACADABACAD' }), { re: K90, kontra: K90 });
    expect(s.winner).toBeNull();
    expect(keys(s)).toEqual(['re:against90']);
    expect(s.scores).toEqual([3, -1, -1, -1]);
  });
});
