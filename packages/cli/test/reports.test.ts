import type { RamschOutcome, RamschSessionResult } from '@stich/ramsch';
import { ramschReport } from '@stich/ramsch/plugin';
import { describe, expect, test } from 'vitest';
import { nameList, says, seatsSay } from '../src/index';

const names = ['You', 'Bert', 'Christina'];

/** A Ramsch outcome: Bert loses his 60 points unless the fields say otherwise. */
const outcome = (o: Partial<RamschOutcome>): RamschOutcome => ({
  points: [30, 60, 30],
  trickPoints: [30, 50, 30],
  tricks: [3, 4, 3],
  skatPoints: 10,
  skatTo: [1],
  scores: [0, -60, 0],
  losers: [1],
  winners: [],
  durchmarsch: false,
  jungfrauen: 0,
  jungfrauSeats: [],
  pushes: 0,
  ...o,
});

describe('names and verbs', () => {
  test.each([
    ['Bert', 'takes', 'Bert takes'],
    ['You', 'takes', 'You take'],
    ['You', 'pushes', 'You push'],
    ['You', 'loses', 'You lose'],
    ['You', 'lays', 'You lay'],
  ])('says(%j, %j) is %j', (name, verb, text) => {
    expect(says(name, verb)).toBe(text);
  });
  test.each([
    [[1], 'Bert'],
    [[0, 2], 'You and Christina'],
    [[0, 1, 2], 'You, Bert and Christina'],
  ])('nameList %j', (seats, text) => {
    expect(nameList(names, seats)).toBe(text);
  });
  test('seatsSay', () => {
    expect(seatsSay(names, [0], 'loses', 40)).toBe('You lose 40');
    expect(seatsSay(names, [1, 2], 'loses', 40)).toBe('Bert and Christina each lose 40');
  });
});

describe('ramschReport', () => {
  test.each([
    // outcome, headline, notes
    [outcome({}), 'Bert loses 60', ['skat: 10 points to Bert']],
    [
      outcome({ scores: [0, -240, 0], jungfrauen: 1, jungfrauSeats: [2], pushes: 1 }),
      'Bert loses 240',
      [
        'Jungfrau: Christina (doubles the loss)',
        'skat pushed on once: scores x2',
        'skat: 10 points to Bert',
      ],
    ],
    [
      outcome({ points: [50, 50, 20], scores: [-50, -50, 0], losers: [0, 1], skatTo: [0, 1] }),
      'You and Bert each lose 50',
      ['tie for most points: You and Bert', 'skat: 10 points to You and Bert'],
    ],
    [
      outcome({ points: [40, 40, 40], scores: [-40, -40, -40], losers: [0, 1, 2] }),
      'everyone loses 40',
      ['skat: 10 points to Bert'],
    ],
    [
      outcome({ points: [40, 40, 40], scores: [0, 0, 0], losers: [] }),
      'nobody scores',
      ['skat: 10 points to Bert'],
    ],
    [
      outcome({
        points: [0, 120, 0],
        tricks: [0, 10, 0],
        scores: [0, 480, 0],
        losers: [],
        winners: [1],
        durchmarsch: true,
        jungfrauen: 2,
        jungfrauSeats: [0, 2],
        pushes: 2,
      }),
      'Bert wins 480',
      [
        'Durchmarsch: Bert took every trick',
        'skat pushed on 2 times: scores x4',
        'skat: 10 points to Bert',
      ],
    ],
    [
      outcome({ scores: [23, 0, 23], losers: [], winners: [0, 2] }),
      'You and Christina each win 23',
      ['skat: 10 points to Bert'],
    ],
  ])('%#: %s', (o, headline, notes) => {
    expect(ramschReport.headline(o, names)).toBe(headline);
    expect(ramschReport.notes(o, names)).toEqual(notes);
  });

  test('flags, amount and means', () => {
    const tie = outcome({ scores: [-50, -50, 0], losers: [0, 1] });
    expect(ramschReport.flags(tie)).toEqual({
      loser: true,
      tie: true,
      durchmarsch: false,
      jungfrau: false,
    });
    expect(ramschReport.amount(tie)).toBe(50);
    expect(ramschReport.means?.(outcome({ pushes: 2 }), { schieben: true } as never)).toEqual({
      pushes: 2,
    });
    expect(ramschReport.means?.(outcome({}), { schieben: false } as never)).toEqual({});
  });

  test.each<[RamschSessionResult, string[]]>([
    [
      { totals: [-30, -120, 0], dealsPlayed: 12, ended: true, losers: [1] },
      [
        'Bert loses the session with -120 after 12 deals.',
        'Totals: You -30, Bert -120, Christina 0',
      ],
    ],
    [
      { totals: [-120, -120, 0], dealsPlayed: 12, ended: true, losers: [0, 1] },
      [
        'You and Bert lose the session with -120 after 12 deals.',
        'Totals: You -120, Bert -120, Christina 0',
      ],
    ],
    [
      { totals: [-30, 120, 0], dealsPlayed: 1, ended: false, losers: [] },
      ['The session is not over after 1 deal.', 'Totals: You -30, Bert +120, Christina 0'],
    ],
  ])('summary %#', (result, lines) => {
    expect(ramschReport.summary(result, names)).toEqual(lines);
  });
});
