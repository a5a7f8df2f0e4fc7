import { seatNames } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import type { DokoScore, DokoScoreLine, DoppelkopfAction, DoppelkopfOutcome } from '../src/index';
import { cardText, partyTarget, doppelkopfReport as report } from '../src/plugin';
import { A, B, C, D, handsWith, table } from './deals';

const NAMES = ['Anne', 'Bert', 'Christina', 'Dieter'];
const line = (key: DokoScoreLine['key'], party: 're' | 'kontra', more = {}): DokoScoreLine => ({
  key,
  party,
  points: 1,
  ...more,
});

/** A score as `scoreDoppelkopf` writes it, from the numbers of a worked example. */
function score(s: Omit<DokoScore, 'totals'>): DokoScore {
  const totals = { re: 0, kontra: 0 };
  for (const l of s.lines) totals[l.party] += l.points;
  return { ...s, totals };
}

/** 8.1: Re = A, C win 145 : 95; Re caught a fox in trick 3, Kontra made a Doppelkopf in trick 4. */
const EX_8_1: DoppelkopfOutcome = {
  game: { kind: 'normal' },
  declarer: -1,
  pflicht: false,
  forced: false,
  re: [A, C],
  kontra: [B, D],
  klaerungsstich: -1,
  announced: { re: -1, kontra: -1 },
  score: score({
    winner: 're',
    solo: false,
    cardPoints: { re: 145, kontra: 95 },
    tricks: { re: 8, kontra: 4 },
    lines: [
      line('won', 're'),
      line('fuchs', 're', { trick: 2 }),
      line('doppelkopf', 'kontra', { trick: 3 }),
    ],
    value: 1,
    scores: [1, -1, 1, -1],
  }),
};

/** 8.12: B's Damensolo as Pflichtsolo, Re said, won 130 : 110. */
const EX_8_12: DoppelkopfOutcome = {
  game: { kind: 'damensolo' },
  declarer: B,
  pflicht: true,
  forced: false,
  re: [B],
  kontra: [A, C, D],
  klaerungsstich: -1,
  announced: { re: 0, kontra: -1 },
  score: score({
    winner: 're',
    solo: true,
    cardPoints: { re: 130, kontra: 110 },
    tricks: { re: 7, kontra: 5 },
    lines: [line('won', 're'), line('reAnnounced', 're', { points: 2, by: 're' })],
    value: 3,
    scores: [-3, 9, -3, -3],
  }),
};

/** 8.9 (a): both said keine 90; 130 : 110, nobody wins; Re 2 against Kontra 1. */
const EX_8_9: DoppelkopfOutcome = {
  ...EX_8_1,
  announced: { re: 1, kontra: 1 },
  score: score({
    winner: null,
    solo: false,
    cardPoints: { re: 130, kontra: 110 },
    tricks: { re: 7, kontra: 5 },
    lines: [
      line('against90', 're'),
      line('fuchs', 're', { trick: 5 }),
      line('doppelkopf', 'kontra', { trick: 8 }),
    ],
    value: 1,
    scores: [1, -1, 1, -1],
  }),
};

/** 8.15: A's Hochzeit, C wins trick 2 (the Klärungsstich); C says Re; Re wins 150 : 90. */
const EX_8_15: DoppelkopfOutcome = {
  ...EX_8_1,
  game: { kind: 'hochzeit' },
  declarer: A,
  klaerungsstich: 1,
  announced: { re: 0, kontra: -1 },
  score: score({
    winner: 're',
    solo: false,
    cardPoints: { re: 150, kontra: 90 },
    tricks: { re: 8, kontra: 4 },
    lines: [
      line('won', 're'),
      line('reAnnounced', 're', { points: 2, by: 're' }),
      line('fuchs', 'kontra', { trick: 6 }),
    ],
    value: 2,
    scores: [2, -2, 2, -2],
  }),
};

/** 8.17: D's stille Hochzeit, Re said, lost 100 : 140. */
const EX_8_17: DoppelkopfOutcome = {
  game: { kind: 'stilleHochzeit' },
  declarer: -1,
  pflicht: false,
  forced: false,
  re: [D],
  kontra: [A, B, C],
  klaerungsstich: -1,
  announced: { re: 0, kontra: -1 },
  score: score({
    winner: 'kontra',
    solo: true,
    cardPoints: { re: 100, kontra: 140 },
    tricks: { re: 4, kontra: 8 },
    lines: [line('won', 'kontra'), line('reAnnounced', 'kontra', { points: 2, by: 're' })],
    value: -3,
    scores: [3, 3, 3, -9],
  }),
};

// The numbers are those of the rule text's worked examples (doppelkopf.en.md 8.1, 8.9,
// 8.12, 8.15, 8.17); the report only puts them in words.
describe('the report of a deal', () => {
  test.each<[string, DoppelkopfOutcome, string, string[]]>([
    [
      '8.1',
      EX_8_1,
      'Anne and Christina (Re) win the Normalspiel, 145 : 95 card points, value 1',
      [
        'Re: Anne and Christina; Kontra: Bert and Dieter',
        'Re: won (Gewonnen) +1',
        'Re: fox caught (Fuchs gefangen) in trick 3 +1',
        'Kontra: Doppelkopf in trick 4 +1',
        'Value for Re: 1',
      ],
    ],
    [
      '8.12',
      EX_8_12,
      'Bert wins the Damensolo (Pflichtsolo), 130 : 110 card points, value 3 (x3)',
      [
        'Re: Bert; Kontra: Anne, Christina and Dieter',
        'Re said Re',
        'Re: won (Gewonnen) +1',
        'Re: Re announced (Re angesagt) +2',
        'Value for Re: 3 (the soloist scores 3 × 3)',
      ],
    ],
    [
      '8.9 (a)',
      EX_8_9,
      'Nobody wins the Normalspiel: Re 130 : Kontra 110 card points, value 1 for Re',
      [
        'Re: Anne and Christina; Kontra: Bert and Dieter',
        'Re said Re and keine 90; Kontra said Kontra and keine 90',
        'Re: 120 against keine 90 (120 gegen keine 90) +1',
        'Re: fox caught (Fuchs gefangen) in trick 6 +1',
        'Kontra: Doppelkopf in trick 9 +1',
        'Value for Re: 1',
      ],
    ],
    [
      '8.15',
      EX_8_15,
      'Anne and Christina (Re) win the Hochzeit, 150 : 90 card points, value 2',
      [
        'Re: Anne and Christina; Kontra: Bert and Dieter (Hochzeit: Christina wins trick 2, the Klärungsstich)',
        'Re said Re',
        'Re: won (Gewonnen) +1',
        'Re: Re announced (Re angesagt) +2',
        'Kontra: fox caught (Fuchs gefangen) in trick 7 +1',
        'Value for Re: 2',
      ],
    ],
    [
      '8.17',
      EX_8_17,
      'Dieter loses the stille Hochzeit, 100 : 140 card points, value 3 (x3)',
      [
        'Re: Dieter; Kontra: Anne, Bert and Christina (Dieter holds both club queens and said "gesund": a stille Hochzeit, scored as a solo)',
        'Re said Re',
        'Kontra: won (Gewonnen) +1',
        'Kontra: Re announced (Re angesagt) +2',
        'Value for Kontra: 3 (the soloist scores 3 × 3)',
      ],
    ],
  ])('%s: the headline, the parties, the announcements and every point', (_, o, head, notes) => {
    expect(report.headline(o, NAMES)).toBe(head);
    expect(report.notes(o, NAMES)).toEqual(notes);
    expect(report.scores(o)).toEqual(o.score.scores);
    expect(report.amount(o)).toBe(Math.abs(o.score.value));
  });

  test('simulate counts wins by party, announcements, Sonderpunkte of normal games, the mix', () => {
    expect(report.flags(EX_8_1)).toEqual({
      reWon: true,
      noWinner: false,
      announced: false,
      absage: false,
    });
    expect(report.flags(EX_8_9)).toMatchObject({ noWinner: true, absage: true });
    expect(report.flags(EX_8_17)).toMatchObject({ reWon: false, soloistWon: false });
    expect(report.means!(EX_8_1, {} as never)).toEqual({ sonderpunkte: 2 });
    expect(report.means!(EX_8_12, {} as never)).toEqual({});
    expect([EX_8_1, EX_8_12, EX_8_15, EX_8_17].map((o) => report.mix!(o))).toEqual([
      'Normalspiel',
      'Damensolo',
      'Hochzeit',
      'stille Hochzeit',
    ]);
  });

  test('stich replay prints the outcome with the deal in words, seats as the rule text letters them', () => {
    const json = report.dealJson!(EX_8_1) as DoppelkopfOutcome & { text: string[] };
    expect(json.score).toEqual(EX_8_1.score);
    expect(json.text).toEqual([
      'A and C (Re) win the Normalspiel, 145 : 95 card points, value 1',
      'Re: A and C; Kontra: B and D',
      'Re: won (Gewonnen) +1',
      'Re: fox caught (Fuchs gefangen) in trick 3 +1',
      'Kontra: Doppelkopf in trick 4 +1',
      'Value for Re: 1',
    ]);
  });

  test('the session: the totals, best first, with the counted deals', () => {
    const sheet = {
      played: 3,
      counted: 2,
      totals: [-17, 5, -5, 17],
      owes: [true, true, true, false],
      again: false,
    };
    expect(report.summary(sheet, NAMES)).toEqual([
      'The session after 3 deals (2 counted):',
      '  1. Dieter +17',
      '  2. Bert +5',
      '  3. Christina -5',
      '  4. Anne -17',
    ]);
  });
});

describe('menus, keys and narration at the table', () => {
  const label = (a: DoppelkopfAction, t: ReturnType<typeof table>) =>
    report.actionLabel!(a, t.rules.view(t.s, a.seat));
  const keys = (a: DoppelkopfAction, t: ReturnType<typeof table>) =>
    report.promptKeys!(a, t.rules.view(t.s, a.seat));

  test('the Vorbehalt query: "gesund" and "Vorbehalt", the games, giving way', () => {
    const t = table(handsWith({ [A]: 'CQ CQ' }));
    const [gesund, vorbehalt] = t.legal(A);
    expect([label(gesund, t), keys(gesund, t)]).toEqual([
      '"gesund" (no reservation)',
      ['g', 'gesund'],
    ]);
    expect([label(vorbehalt, t), keys(vorbehalt, t)]).toEqual([
      '"Vorbehalt" (a solo, or a Hochzeit)',
      ['v', 'vorbehalt'],
    ]);
    const intro = report.promptIntro!(t.rules.view(t.s, A), NAMES);
    expect(intro).toEqual([
      'Nobody has a reservation yet. Say "gesund" (no reservation) or "Vorbehalt" (you want to play a solo or a Hochzeit).',
      'You hold both club queens: "Vorbehalt" lets you name a Hochzeit; "gesund" plays a stille Hochzeit, alone against three and scored as a solo.',
    ]);
    t.act({ type: 'claimGame', seat: A });
    t.act({ type: 'claimGame', seat: B });
    const after = t.rules.view(t.s, B);
    expect(report.actionText!({ type: 'claimGame', seat: B }, NAMES, after)).toBe(
      'Bert: "Vorbehalt".',
    );
    t.act({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: D });
    // A holds the game, but no Hochzeit beside B's reservation: a solo, or give way (4.3.3).
    const legal = t.legal(A);
    expect(legal.map((a) => label(a, t))).toEqual([
      'give way (no Hochzeit beside another reservation)',
      'Kreuz-Solo (clubs solo)',
      'Pik-Solo (spades solo)',
      'Herz-Solo (hearts solo)',
      'Karo-Solo (diamonds solo)',
      'Damensolo (queens solo)',
      'Bubensolo (jacks solo)',
      'Fleischloser (no-trump solo)',
    ]);
    expect(keys(legal[0], t)).toEqual(['p', 'pass']);
    expect(report.promptIntro!(t.rules.view(t.s, A), NAMES)).toEqual([
      'Bert also said "Vorbehalt", and no Hochzeit is played beside another reservation: name a solo, or give way and play with the others.',
    ]);
    t.act({ type: 'pass', seat: A });
    expect(report.actionText!({ type: 'pass', seat: A }, NAMES, t.rules.view(t.s, A))).toBe(
      'Anne gives way: no Hochzeit beside another reservation.',
    );
    t.act({ type: 'declare', seat: B, game: 'farbsolo', suit: 'H' });
    expect(
      report.actionText!(
        { type: 'declare', seat: B, game: 'farbsolo', suit: 'H' },
        NAMES,
        t.rules.view(t.s, B),
      ),
    ).toBe('Bert plays a Herz-Solo (Pflichtsolo).');
    expect(report.promptIntro!(t.rules.view(t.s, C), NAMES)).toEqual([
      'Bert plays a Herz-Solo (Pflichtsolo) as Re against the three others.',
    ]);
  });

  test('announcements: each claim, the levels a skip implies, the keys; and who said what', () => {
    const t = table(handsWith({ [A]: 'CQ', [C]: 'CQ' }));
    t.healthy();
    const said = report.actionText!({ type: 'pass', seat: D }, NAMES, t.rules.view(t.s, D));
    expect(said).toBe('Dieter: "gesund". All are healthy: a normal game.');
    const calls = t.legal(A).filter((a) => a.type === 'announce');
    expect(calls.map((a) => [label(a, t), keys(a, t)])).toEqual([
      ['"Re" (announce that Re wins: +2)', ['re']],
      ['"keine 90" (Kontra stays under 90 card points; also says Re)', ['90', 'keine 90', 'k90']],
      [
        '"keine 60" (Kontra stays under 60 card points; also says Re and keine 90)',
        ['60', 'keine 60', 'k60'],
      ],
      [
        '"keine 30" (Kontra stays under 30 card points; also says Re, keine 90 and keine 60)',
        ['30', 'keine 30', 'k30'],
      ],
      [
        '"schwarz" (Kontra takes no trick; also says Re, keine 90, keine 60 and keine 30)',
        ['schwarz'],
      ],
    ]);
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
    t.act({ type: 'announce', seat: B, party: 'kontra', call: 'kontra' });
    expect(
      report.actionText!(
        { type: 'announce', seat: B, party: 'kontra', call: 'kontra' },
        NAMES,
        t.rules.view(t.s, B),
      ),
    ).toBe('Bert: "Kontra" (Kontra).');
    expect(report.promptIntro!(t.rules.view(t.s, C), NAMES)).toEqual([
      'A normal game: the club queens make the Re party. You are Re.',
      'Said: Anne "Re", Bert "Kontra".',
    ]);
    const no90 = t.legal(C).find((a) => a.type === 'announce' && a.call === 'no90')!;
    expect(label(no90, t)).toBe('"keine 90" (Kontra stays under 90 card points)');
  });

  test('the Klärungsstich of a Hochzeit is told when its last card falls', () => {
    const t = table(handsWith({ [A]: 'CQ CQ HT', [C]: 'HT' }));
    t.act({ type: 'claimGame', seat: A });
    for (const seat of [B, C, D]) t.act({ type: 'pass', seat });
    t.act({ type: 'declare', seat: A, game: 'hochzeit' });
    expect(report.promptIntro!(t.rules.view(t.s, B), NAMES)).toEqual([
      'Anne plays a Hochzeit: the first other player to win one of the first tricks plays with Anne.',
    ]);
    t.play('HT');
    t.playCards(7);
    const winner = t.s.winners[1];
    const last = t.rules.view(t.s, A).tricks[1].cards[3];
    const text = report.actionText!(
      { type: 'play', seat: last.seat, card: last.card },
      NAMES,
      t.rules.view(t.s, last.seat),
    );
    expect(text).toBe(`${NAMES[winner]} wins the Klärungsstich and plays with Anne (Re).`);
  });

  test('cards are named in German, the ace as "As" (1.2)', () => {
    expect(['CQ', 'HT', 'DA', 'SJ', 'C9', 'HK'].map(cardText)).toEqual([
      'Kreuz-Dame',
      'Herz-Zehn',
      'Karo-As',
      'Pik-Bube',
      'Kreuz-Neun',
      'Herz-König',
    ]);
    expect(report.cardLanguage).toBe('de');
    expect(seatNames(4)).toEqual(NAMES);
  });
});

// The full table of 5.9.3: each party's mark by the announcements made.
describe('the winning marks (doppelkopf.en.md 5.9.3)', () => {
  test.each<[string, number, number, [string, number], [string, number]]>([
    ['none', -1, -1, ['points', 121], ['points', 120]],
    ['Re only', 0, -1, ['points', 121], ['points', 120]],
    ['Kontra only', -1, 0, ['points', 120], ['points', 121]],
    ['Re and Kontra', 0, 0, ['points', 121], ['points', 120]],
    ['Re: keine 90', 1, -1, ['points', 151], ['points', 90]],
    ['Re: keine 60', 2, 0, ['points', 181], ['points', 60]],
    ['Re: keine 30', 3, -1, ['points', 211], ['points', 30]],
    ['Re: schwarz', 4, -1, ['tricks', 12], ['tricks', 1]],
    ['Kontra: keine 90', -1, 1, ['points', 90], ['points', 151]],
    ['Kontra: keine 60', 0, 2, ['points', 60], ['points', 181]],
    ['Kontra: keine 30', -1, 3, ['points', 30], ['points', 211]],
    ['Kontra: schwarz', -1, 4, ['tricks', 1], ['tricks', 12]],
    ['both keine 90', 1, 1, ['points', 151], ['points', 151]],
  ])('%s', (_, re, kontra, [reCount, reTarget], [kontraCount, kontraTarget]) => {
    expect(partyTarget({ re, kontra }, 're', 12)).toMatchObject({
      count: reCount,
      target: reTarget,
    });
    expect(partyTarget({ re, kontra }, 'kontra', 12)).toMatchObject({
      count: kontraCount,
      target: kontraTarget,
    });
  });
});
