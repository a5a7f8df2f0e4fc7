import { unwrap } from '@stich/core';
import { type SkatkopfAction, type SkatkopfOutcome, skatkopf } from '@stich/skatkopf';
import {
  bidText,
  gameText,
  skatkopfDealJson,
  skatkopfPromptIntro,
  skatkopfReport,
} from '@stich/skatkopf/plugin';
import { describe, expect, test } from 'vitest';

const names = ['You', 'Bert', 'Christina', 'Dieter'];

/** A Skatkopf outcome: Bert and Dieter win a Partner game in hearts unless the fields say otherwise. */
const outcome = (o: Partial<SkatkopfOutcome>): SkatkopfOutcome => ({
  declarer: 1,
  partner: 3,
  called: 'SA',
  forced: false,
  game: 'partner',
  trumpSuit: 'H',
  making: 'tournee',
  turned: 1,
  doublings: 0,
  trickPoints: [20, 40, 30, 25],
  kittyPoints: 5,
  sidePoints: 70,
  won: true,
  schneider: false,
  schwarz: false,
  value: 1,
  scores: [-1, 1, -1, 1],
  ...o,
});

describe('words for bids and games', () => {
  test.each([
    ['partner', 0, 'Partner (1)'],
    ['solo', 1, 'Solo doubled (4)'],
    ['babyGrand', 2, 'Baby Grand doubled 2 times (12)'],
    ['grandHand', 6, 'Grand Hand doubled 6 times (256)'],
  ] as const)('%s with %i doublings: %j', (game, doublings, text) => {
    expect(bidText(game, doublings)).toBe(text);
  });

  test.each([
    [{ game: 'partner', trumpSuit: 'H', making: 'tournee' }, 'Partner in hearts (tournee)'],
    [{ game: 'solo', trumpSuit: 'C', making: 'hand' }, 'Solo in clubs (hand)'],
    [{ game: 'partner', trumpSuit: 'S', making: 'forced' }, 'Partner in spades'],
    [{ game: 'babyGrand', trumpSuit: null, making: 'exchange' }, 'Baby Grand'],
    [{ game: 'grandHand', trumpSuit: null, making: 'none' }, 'Grand Hand'],
  ] as const)('%j: %j', (o, text) => {
    expect(gameText(o)).toBe(text);
  });
});

describe('the sheet after a deal', () => {
  test.each<[Partial<SkatkopfOutcome>, string]>([
    [{}, 'Bert and Dieter win Partner in hearts (tournee), total value 1'],
    [
      { won: false, declarer: 0, partner: 2, scores: [-2, 2, -2, 2], value: 2, turned: 2 },
      'You and Christina lose Partner in hearts (tournee), total value 2',
    ],
    [
      {
        game: 'solo',
        partner: null,
        called: null,
        making: 'hand',
        scores: [-2, 6, -2, -2],
        value: 2,
      },
      'Bert wins Solo in hearts (hand), total value 2',
    ],
    [
      {
        game: 'grandHand',
        declarer: 0,
        partner: null,
        called: null,
        trumpSuit: null,
        making: 'none',
        won: false,
      },
      'You lose Grand Hand, total value 1',
    ],
  ])('%j: %j', (o, text) => {
    expect(skatkopfReport.headline(outcome(o), names)).toBe(text);
  });

  test.each<[Partial<SkatkopfOutcome>, string[]]>([
    [
      {},
      [
        'declaring team: Bert and Dieter (the called ♠A)',
        'card points: declaring team 70 (kitty 5), You and Christina 50',
      ],
    ],
    [
      { partner: null, making: 'hand', schneider: true, doublings: 2, sidePoints: 95 },
      [
        'Bert plays alone: the called ♠A lay in the kitty',
        'card points: declaring team 95 (kitty 5), You, Christina and Dieter 75',
        'schneider; bid doubled 2 times',
      ],
    ],
    [
      { forced: true, declarer: 0, partner: 2, schwarz: true, schneider: true, turned: 2 },
      [
        'everyone passed: You had to play',
        'declaring team: You and Christina (the called ♠A)',
        'card points: declaring team 70 (kitty 5), Bert and Dieter 65',
        'schneider and schwarz; trump made on the second kitty card',
      ],
    ],
  ])('notes for %j', (o, notes) => {
    expect(skatkopfReport.notes(outcome(o), names)).toEqual(notes);
  });

  test('replay shows the teams and their points; the sheet the card points and scores', () => {
    const o = outcome({});
    expect(skatkopfDealJson(o)).toMatchObject({
      team: [1, 3],
      defenders: [0, 2],
      teamPoints: [70, 50],
    });
    expect(skatkopfReport.points(o)).toEqual([20, 40, 30, 25]);
    expect(skatkopfReport.scores(o)).toEqual([-1, 1, -1, 1]);
    expect(skatkopfReport.mix!(o)).toBe('Partner tournee');
    expect(skatkopfReport.flags(o)).toMatchObject({
      declarerWon: true,
      tournee: true,
      alone: false,
    });
    const summary = skatkopfReport.summary(
      { totals: [3, -1, 0, -2], dealsPlayed: 5, ended: false, ranking: [0, 2, 1, 3] },
      names,
    );
    expect(summary).toEqual([
      'The session after 5 deals (not over):',
      '  1. You +3',
      '  2. Christina 0',
      '  3. Bert -1',
      '  4. Dieter -2',
    ]);
  });
});

describe('what the person at the terminal is told', () => {
  const rules = skatkopf.rules();
  const apply = (actions: SkatkopfAction[]) =>
    actions.reduce((s, a) => unwrap(rules.applyAction(s, a)), rules.deal({ dealer: 3, seed: 9 }));
  const allPass: SkatkopfAction[] = [0, 1, 2, 3].map((seat) => ({ type: 'pass', seat }));

  test('everyone passed: forehand must play, takes the whole kitty, then names trump', () => {
    let s = apply(allPass);
    expect(skatkopfPromptIntro(rules.view(s, 0), names)![0]).toMatch(
      /^Everyone passed: you must play\./,
    );
    s = unwrap(rules.applyAction(s, { type: 'declare', seat: 0, game: 'partner' }));
    expect(skatkopfPromptIntro(rules.view(s, 0), names)).toEqual([
      'Everyone passed: you took up the whole kitty and name trump after the discard. The two cards you lay back count for you.',
    ]);
    const discard = rules.view(s, 0).legalActions[0];
    s = unwrap(rules.applyAction(s, discard));
    expect(skatkopfPromptIntro(rules.view(s, 0), names)).toEqual(['Name the trump suit.']);
  });

  test('the auction, from the seat that holds and from the seat that bids', () => {
    const s = apply([
      { type: 'bid', seat: 0, game: 'partner' },
      { type: 'bid', seat: 1, game: 'solo' },
    ]);
    expect(skatkopfPromptIntro(rules.view(s, 0), names)).toEqual([
      'Bert bids Solo (2). Hold it (you then play Solo or higher) or pass.',
    ]);
    expect(skatkopfReport.actionLabel!({ type: 'hold', seat: 0 })).toBe('hold the bid');
    expect(skatkopfReport.actionLabel!({ type: 'call', seat: 0, card: 'ST' } as never)).toBe(
      'call ♠10',
    );
  });
});
