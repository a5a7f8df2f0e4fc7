import { describe, expect, test } from 'vitest';
import { type DokoScoreLine, type DokoTrick, type Party, scoreDoppelkopf } from '../src/score';
import { A, B, buildDeal, C, D, type DealSpec, playProblems, shows } from './dealBuilder';

// The worked examples 8.1 to 8.18 of doppelkopf.en.md, each with the example's own
// numbers. The examples give card points, trick counts where they matter, and the
// Sonderpunkte; the helper builds a complete, legally played deal with those facts (the
// trick numbers of the Sonderpunkte and the rest of the play are the helper's choice).
// `value` is the game value seen from Re (6.8); the examples state it for the winner,
// so a Kontra win of 4 is -4 here. 8.19 is about announcement deadlines, not scoring.

const NONE = -1;
const ANSAGE = 0;
const KEINE_90 = 1;
const KEINE_60 = 2;
const SCHWARZ = 4;

interface Example {
  readonly section: string;
  readonly deal: DealSpec;
  readonly solo?: boolean;
  readonly announced: { readonly re: number; readonly kontra: number };
  readonly cardPoints: readonly [number, number];
  /** Tricks Re : Kontra, where the example states them. */
  readonly tricks?: readonly [number, number];
  readonly winner: Party | null;
  readonly lines: readonly DokoScoreLine[];
  readonly value: number;
  /** Seats A B C D. */
  readonly scores: readonly number[];
}

const line = (
  key: DokoScoreLine['key'],
  party: Party,
  more: Partial<DokoScoreLine> = {},
): DokoScoreLine => ({ key, party, points: 1, ...more });
/** A line of a Sonderpunkt won in trick `n` (counted from 1, as the examples count). */
const inTrick = (key: DokoScoreLine['key'], party: Party, n: number) =>
  line(key, party, { trick: n - 1 });
const announced = (by: Party, credited: Party) =>
  line(by === 're' ? 'reAnnounced' : 'kontraAnnounced', credited, { points: 2, by });
const absage = (key: DokoScoreLine['key'], by: Party, credited: Party) =>
  line(key, credited, { by });

const EXAMPLES: Example[] = [
  {
    section: '8.1 normal game, no announcements',
    // A takes D's ♦A in trick 3; B takes 42 card points in trick 4.
    deal: {
      re: [A, C],
      winners: 'ACABCADACBCB',
      rePoints: 145,
      pins: [[3, D, 'DA']],
      foxes: [3],
      doppelkopf: [4],
      trickPoints: { 4: 11 + 11 + 10 + 10 },
    },
    announced: { re: NONE, kontra: NONE },
    cardPoints: [145, 95],
    tricks: [8, 4],
    winner: 're',
    lines: [line('won', 're'), inTrick('fuchs', 're', 3), inTrick('doppelkopf', 'kontra', 4)],
    value: 1,
    scores: [1, -1, 1, -1],
  },
  {
    section: '8.2 120 : 120, no announcements',
    deal: { re: [B, D], winners: 'ABCDABCDABCD', rePoints: 120 },
    announced: { re: NONE, kontra: NONE },
    cardPoints: [120, 120],
    winner: 'kontra',
    lines: [line('won', 'kontra'), line('gegenDieAlten', 'kontra')],
    value: -2,
    scores: [2, -2, 2, -2],
  },
  {
    section: '8.3 (a) only Kontra announced, 120 : 120',
    deal: { re: [A, B], winners: 'ABCDABCDABCD', rePoints: 120 },
    announced: { re: NONE, kontra: ANSAGE },
    cardPoints: [120, 120],
    winner: 're',
    lines: [line('won', 're'), announced('kontra', 're')],
    value: 3,
    scores: [3, 3, -3, -3],
  },
  {
    section: '8.3 (b) only Kontra announced, 119 : 121',
    deal: { re: [A, B], winners: 'ABCDABCDABCD', rePoints: 119 },
    announced: { re: NONE, kontra: ANSAGE },
    cardPoints: [119, 121],
    winner: 'kontra',
    lines: [line('won', 'kontra'), announced('kontra', 'kontra'), line('gegenDieAlten', 'kontra')],
    value: -4,
    scores: [-4, -4, 4, 4],
  },
  {
    section: '8.4 (a) Re and Kontra announced, 121 : 119, Kontra makes Karlchen',
    deal: { re: [A, D], winners: 'ADBCADBCDACB', rePoints: 121, karlchen: true },
    announced: { re: ANSAGE, kontra: ANSAGE },
    cardPoints: [121, 119],
    winner: 're',
    lines: [
      line('won', 're'),
      announced('re', 're'),
      announced('kontra', 're'),
      inTrick('karlchen', 'kontra', 12),
    ],
    value: 4,
    scores: [4, -4, -4, 4],
  },
  {
    section: '8.4 (b) Re and Kontra announced, 120 : 120',
    deal: { re: [A, D], winners: 'ADBCADBCDACB', rePoints: 120 },
    announced: { re: ANSAGE, kontra: ANSAGE },
    cardPoints: [120, 120],
    winner: 'kontra',
    lines: [
      line('won', 'kontra'),
      announced('re', 'kontra'),
      announced('kontra', 'kontra'),
      line('gegenDieAlten', 'kontra'),
    ],
    value: -6,
    scores: [-6, 6, 6, -6],
  },
  {
    section: "8.5 Re's keine 90 missed: Kontra wins with 100",
    deal: {
      re: [A, C],
      winners: 'ACBDACBDCADB',
      rePoints: 140,
      pins: [[1, B, 'DA']],
      foxes: [1],
    },
    announced: { re: KEINE_90, kontra: NONE },
    cardPoints: [140, 100],
    winner: 'kontra',
    lines: [
      line('won', 'kontra'),
      announced('re', 'kontra'),
      absage('keine90', 're', 'kontra'),
      line('gegenDieAlten', 'kontra'),
      inTrick('fuchs', 're', 1),
    ],
    value: -4,
    scores: [-4, 4, -4, 4],
  },
  {
    section: '8.6 keine 90 against a late reply; 120 against keine 90',
    deal: { re: [B, C], winners: 'ABCDDCBAADBC', rePoints: 118, doppelkopf: [5] },
    announced: { re: KEINE_90, kontra: ANSAGE },
    cardPoints: [118, 122],
    winner: 'kontra',
    lines: [
      line('won', 'kontra'),
      announced('re', 'kontra'),
      announced('kontra', 'kontra'),
      absage('keine90', 're', 'kontra'),
      line('against90', 'kontra'),
      line('gegenDieAlten', 'kontra'),
      inTrick('doppelkopf', 'kontra', 5),
    ],
    value: -9,
    scores: [9, -9, -9, 9],
  },
  {
    section: "8.7 Kontra's keine 90 missed: Re wins with 95",
    deal: { re: [A, B], winners: 'CDABCDDCBCAD', rePoints: 95, doppelkopf: [2] },
    announced: { re: NONE, kontra: KEINE_90 },
    cardPoints: [95, 145],
    winner: 're',
    lines: [
      line('won', 're'),
      announced('kontra', 're'),
      absage('keine90', 'kontra', 're'),
      inTrick('doppelkopf', 'kontra', 2),
    ],
    value: 3,
    scores: [3, 3, -3, -3],
  },
  {
    section: '8.8 keine 60 made',
    // Kontra takes tricks 4 and 12, the last with a ♣J (Karlchen).
    deal: {
      re: [C, D],
      winners: 'CDCADCDCCDDB',
      rePoints: 185,
      doppelkopf: [2],
      pins: [[6, A, 'DA']],
      foxes: [6],
      karlchen: true,
    },
    announced: { re: KEINE_60, kontra: NONE },
    cardPoints: [185, 55],
    winner: 're',
    lines: [
      line('won', 're'),
      line('under90', 're'),
      line('under60', 're'),
      announced('re', 're'),
      absage('keine90', 're', 're'),
      absage('keine60', 're', 're'),
      inTrick('doppelkopf', 're', 2),
      inTrick('fuchs', 're', 6),
      inTrick('karlchen', 'kontra', 12),
    ],
    value: 8,
    scores: [-8, -8, 8, 8],
  },
  {
    section: '8.9 (a) both say keine 90, 130 : 110: no winner',
    deal: {
      re: [A, C],
      winners: 'ABCDACBDCABD',
      rePoints: 130,
      pins: [[3, D, 'DA']],
      foxes: [3],
      doppelkopf: [2],
    },
    announced: { re: KEINE_90, kontra: KEINE_90 },
    cardPoints: [130, 110],
    winner: null,
    lines: [line('against90', 're'), inTrick('doppelkopf', 'kontra', 2), inTrick('fuchs', 're', 3)],
    value: 1,
    scores: [1, -1, 1, -1],
  },
  {
    section: '8.9 (b) both say keine 90, 120 : 120: no winner, value 0',
    deal: { re: [A, C], winners: 'ABCDACBDCABD', rePoints: 120 },
    announced: { re: KEINE_90, kontra: KEINE_90 },
    cardPoints: [120, 120],
    winner: null,
    lines: [line('against90', 're'), line('against90', 'kontra')],
    value: 0,
    scores: [0, 0, 0, 0],
  },
  {
    section: '8.9 (c) Re keine 60, Kontra keine 90, 170 : 70: no winner',
    deal: { re: [A, C], winners: 'ACCABCACDACA', rePoints: 170 },
    announced: { re: KEINE_60, kontra: KEINE_90 },
    cardPoints: [170, 70],
    winner: null,
    lines: [line('under90', 're'), line('against90', 're')],
    value: 2,
    scores: [2, -2, 2, -2],
  },
  {
    section: '8.10 schwarz missed by a trick worth 0',
    // Trick 9 as the example plays it: A ♠9, B ♥9, C ruffs with ♦9, D ♠9.
    deal: {
      re: [A, B],
      winners: 'AAAABBAACAAB',
      rePoints: 240,
      pins: [
        [9, A, 'S9'],
        [9, B, 'H9'],
        [9, C, 'D9'],
        [9, D, 'S9'],
      ],
      doppelkopf: [2, 5],
      karlchen: true,
    },
    announced: { re: SCHWARZ, kontra: NONE },
    cardPoints: [240, 0],
    tricks: [11, 1],
    winner: 'kontra',
    lines: [
      line('won', 'kontra'),
      announced('re', 'kontra'),
      absage('keine90', 're', 'kontra'),
      absage('keine60', 're', 'kontra'),
      absage('keine30', 're', 'kontra'),
      absage('schwarzAnnounced', 're', 'kontra'),
      line('gegenDieAlten', 'kontra'),
      inTrick('doppelkopf', 're', 2),
      inTrick('doppelkopf', 're', 5),
      inTrick('karlchen', 're', 12),
    ],
    value: -5,
    scores: [-5, -5, 5, 5],
  },
  {
    section: '8.11 the winner pays (negative value)',
    // B's and C's ♦A go to Kontra; D's ♣J wins the last trick.
    deal: {
      re: [B, C],
      winners: 'ABCDBCADBCAD',
      rePoints: 125,
      pins: [
        [4, C, 'DA'],
        [7, B, 'DA'],
      ],
      foxes: [4, 7],
      karlchen: true,
    },
    announced: { re: NONE, kontra: NONE },
    cardPoints: [125, 115],
    winner: 're',
    lines: [
      line('won', 're'),
      inTrick('fuchs', 'kontra', 4),
      inTrick('fuchs', 'kontra', 7),
      inTrick('karlchen', 'kontra', 12),
    ],
    value: -2,
    scores: [2, -2, -2, 2],
  },
  {
    section: '8.12 Damensolo won; a 43-point trick is no Doppelkopf in a solo',
    deal: {
      game: 'damen',
      re: [B],
      leader: B,
      winners: 'BBACBDBBCBDA',
      rePoints: 130,
      trickPoints: { 2: 43 },
    },
    solo: true,
    announced: { re: ANSAGE, kontra: NONE },
    cardPoints: [130, 110],
    winner: 're',
    lines: [line('won', 're'), announced('re', 're')],
    value: 3,
    scores: [-3, 9, -3, -3],
  },
  {
    section: '8.13 Herz-Solo lost; no gegen die Alten in a solo',
    deal: { game: 'herz', re: [D], winners: 'ADBDCDADBCDD', rePoints: 115 },
    solo: true,
    announced: { re: NONE, kontra: NONE },
    cardPoints: [115, 125],
    winner: 'kontra',
    lines: [line('won', 'kontra')],
    value: -1,
    scores: [1, 1, 1, -3],
  },
  {
    section: '8.14 Bubensolo with keine 90 against Kontra',
    deal: { game: 'buben', re: [C], winners: 'CCACCBCCDCCA', rePoints: 160 },
    solo: true,
    announced: { re: KEINE_90, kontra: ANSAGE },
    cardPoints: [160, 80],
    winner: 're',
    lines: [
      line('won', 're'),
      line('under90', 're'),
      announced('re', 're'),
      announced('kontra', 're'),
      absage('keine90', 're', 're'),
    ],
    value: 7,
    scores: [-7, -7, 21, -7],
  },
  {
    section: '8.15 Hochzeit, partner found in trick 2',
    // A holds both ♣Q. Trick 1: A takes C's ♦A (own party: no fox). D later takes A's ♦A.
    deal: {
      re: [A, C],
      leader: B,
      winners: 'ACBACDACADCA',
      rePoints: 150,
      queensBy: [A, A],
      pins: [
        [1, C, 'DA'],
        [6, A, 'DA'],
      ],
      foxes: [6],
    },
    announced: { re: ANSAGE, kontra: NONE },
    cardPoints: [150, 90],
    winner: 're',
    lines: [line('won', 're'), announced('re', 're'), inTrick('fuchs', 'kontra', 6)],
    value: 2,
    scores: [2, -2, 2, -2],
  },
  {
    section: '8.16 Hochzeit without partner, scored as a solo',
    // A wins tricks 1 to 3 and plays a Karo-Solo (the normal game's card order). Trick 1
    // holds 41 card points: B leads ♠A, C and D follow with ♠10, A ruffs with the ♥10.
    deal: {
      re: [A],
      leader: B,
      winners: 'AAABAACAAADA',
      rePoints: 175,
      queensBy: [A, A],
      pins: [
        [1, B, 'SA'],
        [1, C, 'ST'],
        [1, D, 'ST'],
        [1, A, 'HT'],
      ],
      trickPoints: { 1: 41 },
    },
    solo: true,
    announced: { re: ANSAGE, kontra: NONE },
    cardPoints: [175, 65],
    winner: 're',
    lines: [line('won', 're'), line('under90', 're'), announced('re', 're')],
    value: 4,
    scores: [12, -4, -4, -4],
  },
  {
    section: '8.17 stille Hochzeit lost',
    deal: { re: [D], winners: 'ADBCDABCDABD', rePoints: 100, queensBy: [D, D] },
    solo: true,
    announced: { re: ANSAGE, kontra: NONE },
    cardPoints: [100, 140],
    winner: 'kontra',
    lines: [line('won', 'kontra'), announced('re', 'kontra')],
    value: -3,
    scores: [3, 3, 3, -9],
  },
  {
    section: '8.18 Kontra says schwarz; Re takes one trick of 20',
    deal: { re: [A, C], leader: B, winners: 'BDBBDCDBBDBD', rePoints: 20, trickPoints: { 6: 20 } },
    announced: { re: NONE, kontra: SCHWARZ },
    cardPoints: [20, 220],
    tricks: [1, 11],
    winner: 're',
    lines: [
      line('won', 're'),
      announced('kontra', 're'),
      absage('keine90', 'kontra', 're'),
      absage('keine60', 'kontra', 're'),
      absage('keine30', 'kontra', 're'),
      absage('schwarzAnnounced', 'kontra', 're'),
    ],
    value: 7,
    scores: [7, -7, 7, -7],
  },
];

const built = new Map<Example, DokoTrick[]>();
/** The example's deal, built once per run. */
function dealOf(ex: Example): DokoTrick[] {
  if (!built.has(ex)) built.set(ex, buildDeal(ex.deal));
  return built.get(ex)!;
}
const example = (section: string) => EXAMPLES.find((e) => e.section.startsWith(section))!;

describe('worked examples (doppelkopf.en.md 8)', () => {
  test.each(EXAMPLES)('$section', (ex) => {
    const tricks = dealOf(ex);
    const re = ex.deal.re;
    const kontra = [A, B, C, D].filter((seat) => !re.includes(seat));
    const score = scoreDoppelkopf({
      re,
      kontra,
      solo: ex.solo ?? false,
      tricks,
      announced: ex.announced,
    });
    expect(score.cardPoints).toEqual({ re: ex.cardPoints[0], kontra: ex.cardPoints[1] });
    if (ex.tricks) expect(score.tricks).toEqual({ re: ex.tricks[0], kontra: ex.tricks[1] });
    expect(score.winner).toBe(ex.winner);
    expect(score.lines).toEqual(ex.lines);
    expect(score.value).toBe(ex.value);
    expect(score.scores).toEqual(ex.scores);
  });

  test.each(EXAMPLES)('$section is played legally', (ex) => {
    expect(playProblems(dealOf(ex), ex.deal.game ?? 'normal')).toEqual([]);
  });

  test('the built deals show the facts the examples name', () => {
    // 8.15: A takes trick 1 with C's ♦A in it (own party), C takes trick 2.
    const hochzeit = dealOf(example('8.15'));
    expect(hochzeit[0].winner).toBe(A);
    expect(hochzeit[0].cards.find((c) => c.card === 'DA')?.seat).toBe(C);
    expect(hochzeit[1].winner).toBe(C);
    expect(shows(hochzeit, [A, C]).foxes).toEqual([6]);
    // 8.12: B's 43-point trick; 8.16: A's 41-point first trick.
    expect(shows(dealOf(example('8.12')), [B]).doppelkopf).toContain(2);
    expect(dealOf(example('8.16'))[0].cards.map((c) => c.card)).toEqual(['SA', 'ST', 'ST', 'HT']);
    // 8.10: Kontra's only trick is C's ruff with the ♦9 over ♠9, ♥9, ♠9.
    const schwarz = dealOf(example('8.10'));
    expect(schwarz[8].cards).toEqual([
      { seat: A, card: 'S9' },
      { seat: B, card: 'H9' },
      { seat: C, card: 'D9' },
      { seat: D, card: 'S9' },
    ]);
    expect(schwarz[8].winner).toBe(C);
  });
});
