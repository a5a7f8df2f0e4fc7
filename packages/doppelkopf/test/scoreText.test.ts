import { describe, expect, test } from 'vitest';
import { DOKO_LINE_KEYS, type DokoScore, type DokoScoreLine, scoreDoppelkopf } from '../src/score';
import { DOKO_SEAT_LETTERS, describeScore } from '../src/scoreText';
import { A, B, C, D, normalDeal } from './dealBuilder';

// describeScore: a scored deal in words, for `stich replay`.

// 8.1's deal (doppelkopf.en.md 8.1): A takes D's ♦A in trick 3, B a Doppelkopf in trick 4.
const example81 = () =>
  scoreDoppelkopf({
    re: [A, C],
    kontra: [B, D],
    solo: false,
    tricks: normalDeal(145, {
      winners: 'ACABCADACBCB',
      pins: [[3, D, 'DA']],
      foxes: [3],
      doppelkopf: [4],
      trickPoints: { 4: 42 },
    }),
    announced: { re: -1, kontra: -1 },
  });

describe('describeScore', () => {
  test('8.1 in English', () => {
    expect(describeScore(example81(), 'en')).toEqual([
      'Re 145 : Kontra 95 card points, 8 : 4 tricks — Re wins',
      'Re: won (Gewonnen) +1',
      'Re: fox caught (Fuchs gefangen) in trick 3 +1',
      'Kontra: Doppelkopf in trick 4 +1',
      'Value for Re: 1',
      'Scores: A +1, B -1, C +1, D -1',
    ]);
  });

  test('8.1 in German, with the players named', () => {
    expect(describeScore(example81(), 'de', ['Anne', 'Bert', 'Christina', 'Dieter'])).toEqual([
      'Re 145 : Kontra 95 Augen, 8 : 4 Stiche — Re gewinnt',
      'Re: Gewonnen +1',
      'Re: Fuchs gefangen im 3. Stich +1',
      'Kontra: Doppelkopf im 4. Stich +1',
      'Spielwert für Re: 1',
      'Punkte: Anne +1, Bert -1, Christina +1, Dieter -1',
    ]);
  });

  test('a Kontra win over a missed keine 90 (8.5), value from the winner', () => {
    const s = scoreDoppelkopf({
      re: [A, C],
      kontra: [B, D],
      solo: false,
      tricks: normalDeal(140, { winners: 'ACBDACBDCADB' }),
      announced: { re: 1, kontra: -1 },
    });
    expect(describeScore(s, 'de')).toEqual([
      'Re 140 : Kontra 100 Augen, 6 : 6 Stiche — Kontra gewinnt',
      'Kontra: Gewonnen +1',
      'Kontra: Re angesagt +2',
      'Kontra: keine 90 von Re abgesagt +1',
      'Kontra: gegen die Alten +1',
      'Spielwert für Kontra: 5',
      'Punkte: A -5, B +5, C -5, D +5',
    ]);
    expect(describeScore(s, 'en')[3]).toBe('Kontra: keine 90 said by Re +1');
  });

  test('no winner and a value of 0 (8.9 b)', () => {
    const s = scoreDoppelkopf({
      re: [A, C],
      kontra: [B, D],
      solo: false,
      tricks: normalDeal(120),
      announced: { re: 1, kontra: 1 },
    });
    expect(describeScore(s, 'en')).toEqual([
      'Re 120 : Kontra 120 card points, 6 : 6 tricks — no winner',
      'Re: 120 against keine 90 (120 gegen keine 90) +1',
      'Kontra: 120 against keine 90 (120 gegen keine 90) +1',
      'Value: 0',
      'Scores: A 0, B 0, C 0, D 0',
    ]);
    expect(describeScore(s, 'de')[0]).toBe(
      'Re 120 : Kontra 120 Augen, 6 : 6 Stiche — kein Gewinner',
    );
  });

  test('a solo: the soloist scores three times (8.13)', () => {
    const s = scoreDoppelkopf({
      re: [D],
      kontra: [A, B, C],
      solo: true,
      tricks: normalDeal(115, { re: [D], game: 'herz', winners: 'ADBDCDADBCDD' }),
      announced: { re: -1, kontra: -1 },
    });
    expect(describeScore(s, 'en')).toEqual([
      'Solo: Re 115 : Kontra 125 card points, 6 : 6 tricks — Kontra wins',
      'Kontra: won (Gewonnen) +1',
      'Value for Kontra: 1 (the soloist scores 3 × 1)',
      'Scores: A +1, B +1, C +1, D -3',
    ]);
    expect(describeScore(s, 'de').at(-2)).toBe(
      'Spielwert für Kontra: 1 (der Solist schreibt 3 × 1)',
    );
  });

  test('a winner who pays (8.11): the value is negative for the winner', () => {
    const s: DokoScore = {
      ...example81(),
      lines: [
        { key: 'won', party: 're', points: 1 },
        { key: 'fuchs', party: 'kontra', points: 1, trick: 3 },
        { key: 'fuchs', party: 'kontra', points: 1, trick: 6 },
        { key: 'karlchen', party: 'kontra', points: 1, trick: 11 },
      ],
      totals: { re: 1, kontra: 3 },
      value: -2,
      scores: [-2, 2, -2, 2],
    };
    expect(describeScore(s, 'en').at(-2)).toBe('Value for Re: -2');
  });

  test('every line reads as words in both languages, one text per kind', () => {
    const lines: DokoScoreLine[] = DOKO_LINE_KEYS.map((key) => ({
      key,
      party: 're',
      points: 1,
      ...(['keine90', 'keine60', 'keine30', 'schwarzAnnounced'].includes(key)
        ? { by: 'kontra' }
        : {}),
      ...(['doppelkopf', 'fuchs', 'karlchen'].includes(key) ? { trick: 4 } : {}),
    }));
    const s: DokoScore = { ...example81(), lines };
    // Keys with a capital or a digit never occur in prose; the others are words anyway.
    const raw = DOKO_LINE_KEYS.filter((k) => /[A-Z0-9]/.test(k));
    for (const lang of ['en', 'de'] as const) {
      const text = describeScore(s, lang).slice(1, 1 + lines.length);
      expect(new Set(text).size).toBe(lines.length);
      for (const line of text)
        for (const key of raw) expect(line).not.toMatch(new RegExp(`\\b${key}\\b`));
    }
  });

  test('doubling Ansagen say so', () => {
    const s: DokoScore = {
      ...example81(),
      lines: [
        { key: 'won', party: 're', points: 1 },
        { key: 'reAnnounced', party: 're', points: 1, by: 're', doubling: true },
      ],
    };
    expect(describeScore(s, 'en')[2]).toBe('Re: Re announced (Re angesagt), doubles +1');
    expect(describeScore(s, 'de')[2]).toBe('Re: Re angesagt, verdoppelt +1');
  });

  test('seat letters by default, position 1 = A', () => {
    expect(DOKO_SEAT_LETTERS.slice(0, 4)).toEqual(['A', 'B', 'C', 'D']);
  });
});
