import { type BaseAction, SKAT_DECK } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SolveQuery, solve } from '../src/index';
import { endgame } from './endgame';
import { naiveMoveValues } from './naive';
import { ksRules, ramschRules, skatAfterDiscard, skatRules } from './positions';

const codes = SKAT_DECK.codes;
const cardsOf = (moves: BaseAction[]) =>
  moves.map((a) => (a as BaseAction & { card: string }).card).sort();

// Hand-made endgames whose answers are worked out by hand (the reasoning is in each row),
// then checked against the solver and, as a control, the naive reference.
describe('Skat endgames (declarer seat 0; defenders seat 1 and 2; finished tricks went to seat 1)', () => {
  const grand = skatAfterDiscard(1, 'G');
  const nullGame = skatAfterDiscard(1, 'N');
  test.each<{
    name: string;
    template: typeof grand;
    hands: string[][];
    trick: string[];
    query: SolveQuery;
    value: number;
    best: string[];
  }>([
    {
      name: 'grand: draw the last trump first',
      // CJ first: seat 1 must follow with DJ; then SA takes the last trick: all 25 points.
      // SA first: seat 1 trumps with DJ (13 for the defenders); CJ then takes H7 HT: 12.
      template: grand,
      hands: [
        ['CJ', 'SA'],
        ['DJ', 'H7'],
        ['S7', 'HT'],
      ],
      trick: [],
      query: { side: [0] },
      value: 25,
      best: ['CJ'],
    },
    {
      name: 'grand: the last defender schmiers the ace into the partner’s trick',
      // Trick H7 HA: CA now goes to seat 1; kept, it would fall to the declarer's SA in the
      // last trick (S7 SA CA: 22 instead of S7 SA C7: 11).
      template: grand,
      hands: [['SA'], ['S7'], ['CA', 'C7']],
      trick: ['H7', 'HA'],
      query: { side: [0] },
      value: 11,
      best: ['CA'],
    },
    {
      name: 'null: lead the lower heart',
      // H7: seat 1 must follow with H8 and wins; clubs then go to the defenders. H9 wins.
      template: nullGame,
      hands: [
        ['H7', 'H9'],
        ['H8', 'C7'],
        ['C8', 'C9'],
      ],
      trick: [],
      query: { side: [0], objective: 'min', count: 'tricks' },
      value: 0,
      best: ['H7'],
    },
    {
      name: 'grand: interchangeable cards are all best',
      // The SA takes S7 S8 whenever spades are played, and seat 1's HA takes a heart trick:
      // 11 whatever the lead. H9 and H8 have no other card between them: both are listed.
      template: grand,
      hands: [
        ['H9', 'H8', 'SA'],
        ['HA', 'S7', 'C7'],
        ['H7', 'S8', 'C8'],
      ],
      trick: [],
      query: { side: [0], objective: 'max' },
      value: 11,
      best: ['H8', 'H9', 'SA'],
    },
  ])('$name', ({ template, hands, trick, query, value, best }) => {
    const tricksDone = 10 - hands[0].length - (trick.length > 0 ? 1 : 0);
    const s = endgame(template, codes, {
      hands,
      trick,
      leader: 0,
      tricksDone,
      wonBy: 1,
      skat: ['D7', 'D8'],
    });
    const got = solve(skatRules, s, query);
    expect(got.value).toBe(value);
    expect(cardsOf(got.bestMoves)).toEqual(best);
    const naive = [...naiveMoveValues(skatRules, s, query).values()];
    const maximise = (query.objective ?? 'max') === 'max' ? s.turn === 0 : s.turn !== 0;
    expect(maximise ? Math.max(...naive) : Math.min(...naive)).toBe(value);
  });
});

describe('Kalter Schlag and Ramsch endgames (finished tricks went to seat 1, 2)', () => {
  test('Kalter Schlag, last trick: the jack trumps CA CT (23 points)', () => {
    const s = endgame(ksRules.deal({ dealer: 3, seed: 1 }), codes, {
      hands: [['CA'], ['C7'], ['HJ'], ['CT']],
      leader: 0,
      tricksDone: 7,
      wonBy: 1,
    });
    const got = solve(ksRules, s, { side: [2], objective: 'min' });
    expect(got.value).toBe(23);
    expect(cardsOf(got.bestMoves)).toEqual(['CA']);
  });

  test('Kalter Schlag: lead the low heart, keep the ace for a trick you cannot win', () => {
    // H7: HK wins; seat 1 leads S7, seat 0 throws HA, seat 3's S9 wins: seat 0 takes 0.
    // HA: seat 0 takes HA HK HQ H8 (18), then H7 wins the spades (0 points): 18.
    const s = endgame(ksRules.deal({ dealer: 3, seed: 1 }), codes, {
      hands: [
        ['HA', 'H7'],
        ['HK', 'S7'],
        ['HQ', 'S8'],
        ['H8', 'S9'],
      ],
      leader: 0,
      tricksDone: 6,
      wonBy: 1,
    });
    const got = solve(ksRules, s, { side: [0], objective: 'min' });
    expect(got.value).toBe(0);
    expect(cardsOf(got.bestMoves)).toEqual(['H7']);
    expect(solve(ksRules, s, { side: [0], objective: 'max' }).value).toBe(18);
  });

  test('Ramsch, last trick: CA takes it and the skat (DA DT) with it', () => {
    const s = endgame(ramschRules.deal({ dealer: 2, seed: 1 }), codes, {
      hands: [['C7'], ['CA'], ['S7']],
      leader: 0,
      tricksDone: 9,
      wonBy: 2,
      skat: ['DA', 'DT'],
    });
    const query = { side: [1], objective: 'min' as const, lastTrick: 21 };
    expect(solve(ramschRules, s, query).value).toBe(32);
    expect(solve(ramschRules, s, { ...query, side: [0] }).value).toBe(0);
  });
});
