import { describe, expect, test } from 'vitest';
import { gameValue, partnerOf, payments, skatkopf } from '../src/index';
import { EXAMPLE_1, EXAMPLE_2, EXAMPLE_3 } from './deals';
import { A, dealOf, forehandDeclares, playCards, rulesOf, run } from './helpers';

// The text's three scoring examples ("Scoring", skatkopf.en.md), first as whole deals
// played through the kernel, then as a value and payment table.

const rules = rulesOf();
const play = (s: ReturnType<typeof dealOf>, tricks: string[][]) =>
  playCards(rules, s, tricks.flat());

describe('the three examples, played', () => {
  test('1. a Partner game won with 65: each loser pays 1, each winner gets 1', () => {
    let s = dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat);
    s = forehandDeclares(rules, s, 'partner');
    s = run(rules, s, [A.hand(0, 'H'), A.call(0, 'CA')]);
    expect(partnerOf(rules.ctx, s)).toBe(2);
    s = play(s, EXAMPLE_1.tricks);
    const o = rules.outcome(s)!;
    expect(o).toMatchObject({
      game: 'partner',
      making: 'hand',
      partner: 2,
      called: 'CA',
      kittyPoints: 3,
      sidePoints: 65,
      won: true,
      schneider: false,
      schwarz: false,
      value: 1,
      scores: [1, -1, 1, -1],
    });
  });

  test('2. a Partner game lost with 30 after the second flip: the declaring team loses 4 each', () => {
    let s = dealOf(rules, EXAMPLE_2.hands, EXAMPLE_2.skat);
    s = forehandDeclares(rules, s, 'partner');
    s = run(rules, s, [A.turn(0), A.turn(0)]);
    expect(rules.view(s, 1).extra.turned).toHaveLength(2);
    s = run(rules, s, [A.discard(0, EXAMPLE_2.discard[0], EXAMPLE_2.discard[1]), A.call(0, 'CA')]);
    expect(s.x.trumpSuit).toBe('H');
    s = play(s, EXAMPLE_2.tricks);
    const o = rules.outcome(s)!;
    expect(o).toMatchObject({
      making: 'tournee',
      turned: 2,
      partner: 2,
      kittyPoints: 2,
      sidePoints: 30,
      won: false,
      schneider: true,
      schwarz: false,
      value: 4, // (1 + 1 schneider) x 2 for the second flip
      scores: [-4, 4, -4, 4],
    });
  });

  test('3. a Solo game won with 91: the declarer gains 9, the others lose 3 each', () => {
    let s = dealOf(rules, EXAMPLE_3.hands, EXAMPLE_3.skat);
    s = forehandDeclares(rules, s, 'solo');
    s = run(rules, s, [A.hand(0, 'H')]);
    expect(s.phase).toBe('play');
    s = play(s, EXAMPLE_3.tricks);
    const o = rules.outcome(s)!;
    expect(o).toMatchObject({
      game: 'solo',
      partner: null,
      sidePoints: 91,
      won: true,
      schneider: true,
      value: 3,
      scores: [9, -3, -3, -3],
    });
    expect(o.trickPoints.reduce((a, b) => a + b, 0) + o.kittyPoints).toBe(120);
  });
});

describe('the three examples as a table', () => {
  // [example, facts, won, declaring side, value, payments] (text, "Scoring")
  test.each([
    [
      '1. Partner won with 65',
      { game: 'partner', doublings: 0, schneider: false, schwarz: false, lostOnSecondTurn: false },
      true,
      [0, 2],
      1,
      [1, -1, 1, -1],
    ],
    [
      '2. Partner lost with 30 after the second flip',
      { game: 'partner', doublings: 0, schneider: true, schwarz: false, lostOnSecondTurn: true },
      false,
      [0, 2],
      4,
      [-4, 4, -4, 4],
    ],
    [
      '3. Solo won with 91',
      { game: 'solo', doublings: 0, schneider: true, schwarz: false, lostOnSecondTurn: false },
      true,
      [0],
      3,
      [9, -3, -3, -3],
    ],
  ] as const)('%s', (_name, facts, won, side, value, scores) => {
    expect(gameValue(facts, skatkopf.defaults)).toBe(value);
    expect(payments(value, won, side, 4, 'balanced')).toEqual(scores);
  });
});
