import { describe, expect, test } from 'vitest';
import {
  DOKO_SCORE_ERROR_CODES,
  DokoScoreError,
  type DokoScoreErrorCode,
  type DokoScoreInput,
  type DokoTrick,
  dokoCardPoints,
  scoreDoppelkopf,
} from '../src/score';
import { A, B, C, D, normalDeal, pack } from './dealBuilder';

// Card points (doppelkopf.en.md 1.2) and the checks on the input of scoreDoppelkopf.

describe('dokoCardPoints (1.2)', () => {
  test.each([
    ['CA', 11],
    ['HT', 10],
    ['SK', 4],
    ['CQ', 3],
    ['DJ', 2],
    ['H9', 0],
  ])('%s is worth %i', (card, points) => expect(dokoCardPoints(card)).toBe(points));

  test('the pack holds 240, with or without the nines (1.2.3, 1.3.1)', () => {
    const sum = (cards: string[]) => cards.reduce((s, c) => s + dokoCardPoints(c), 0);
    expect(sum(pack(48))).toBe(240);
    expect(sum(pack(40))).toBe(240);
  });

  test.each(['C8', 'XA', 'CA ', '', 'c9', 'JK', 'Ct'])('%j is no card', (card) => {
    expect(() => dokoCardPoints(card)).toThrow(DokoScoreError);
  });
});

describe('input checks', () => {
  const tricks = () => normalDeal(130, { winners: 'ACBDACBDACBD' });
  const base = (): DokoScoreInput => ({
    re: [A, C],
    kontra: [B, D],
    solo: false,
    tricks: tricks(),
    announced: { re: -1, kontra: -1 },
  });
  /** The input with trick `t` changed. */
  const withTrick = (t: number, change: (trick: DokoTrick) => DokoTrick): DokoScoreInput => ({
    ...base(),
    tricks: tricks().map((trick, i) => (i === t ? change(trick) : trick)),
  });
  const swapCard = (from: string, to: string) => (trick: DokoTrick) => ({
    ...trick,
    cards: trick.cards.map((c) => (c.card === from ? { ...c, card: to } : c)),
  });

  const cases: [string, () => DokoScoreInput, DokoScoreErrorCode, RegExp][] = [
    [
      'parties overlap',
      () => ({ ...base(), kontra: [B, C] }),
      'PARTIES_OVERLAP',
      /seat 2 is in both parties/,
    ],
    ['a seat named twice', () => ({ ...base(), re: [A, A] }), 'PARTIES_OVERLAP', /named twice/],
    [
      'a solo with two Re seats',
      () => ({ ...base(), solo: true }),
      'INVALID_PARTIES',
      /a solo needs 1 Re and 3 Kontra/,
    ],
    [
      'a normal game of 1 against 3',
      () => ({ ...base(), re: [A], kontra: [B, C, D] }),
      'INVALID_PARTIES',
      /normal game needs 2 Re/,
    ],
    ['a negative seat', () => ({ ...base(), re: [-1, C] }), 'INVALID_PARTIES', /not a seat index/],
    ['too few seats', () => ({ ...base(), seats: 3 }), 'INVALID_PARTIES', /seats must be above 3/],
    [
      'a trick seat outside the parties',
      () =>
        withTrick(4, (t) => ({
          ...t,
          cards: t.cards.map((c, i) => (i === 3 ? { ...c, seat: 5 } : c)),
        })),
      'SEAT_NOT_IN_PARTIES',
      /trick 5: seat 5 is in neither party/,
    ],
    [
      'a trick of three cards',
      () => withTrick(0, (t) => ({ ...t, cards: t.cards.slice(0, 3) })),
      'INVALID_TRICK',
      /trick 1 has 3 cards/,
    ],
    [
      'a seat playing twice to a trick',
      () =>
        withTrick(1, (t) => ({
          ...t,
          cards: t.cards.map((c, i) => (i === 3 ? { ...c, seat: t.cards[0].seat } : c)),
        })),
      'INVALID_TRICK',
      /plays twice/,
    ],
    [
      'a winner who played no card',
      () => withTrick(2, (t) => ({ ...t, winner: 7 })),
      'INVALID_TRICK',
      /the winner, seat 7/,
    ],
    [
      'eleven tricks',
      () => ({ ...base(), tricks: tricks().slice(0, 11) }),
      'INVALID_TRICK',
      /not 11/,
    ],
    [
      'an unknown card',
      () =>
        withTrick(3, (t) => ({
          ...t,
          cards: t.cards.map((c, i) => (i === 0 ? { ...c, card: 'C8' } : c)),
        })),
      'UNKNOWN_CARD',
      /'C8' is not a card/,
    ],
    [
      'Re level 5',
      () => ({ ...base(), announced: { re: 5, kontra: -1 } }),
      'INVALID_LEVEL',
      /announced.re must be a whole number from -1 to 4, not 5/,
    ],
    [
      'Kontra level -2',
      () => ({ ...base(), announced: { re: 0, kontra: -2 } }),
      'INVALID_LEVEL',
      /announced.kontra/,
    ],
    [
      'a level of 1.5',
      () => ({ ...base(), announced: { re: 1.5, kontra: -1 } }),
      'INVALID_LEVEL',
      /not 1.5/,
    ],
  ];

  test.each(cases)('%s', (_, input, code, message) => {
    let thrown: unknown;
    try {
      scoreDoppelkopf(input());
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RangeError);
    expect(thrown).toBeInstanceOf(DokoScoreError);
    expect((thrown as DokoScoreError).code).toBe(code);
    expect((thrown as DokoScoreError).message).toMatch(message);
  });

  test('a card played a third time', () => {
    // Trick 1 gets a third copy of a card that two other tricks hold.
    const deal = tricks();
    const counts = new Map<string, number>();
    for (const t of deal)
      for (const c of t.cards) counts.set(c.card, (counts.get(c.card) ?? 0) + 1);
    const inFirst = deal[0].cards[0].card;
    const other = [...counts.keys()].find((card) => !deal[0].cards.some((c) => c.card === card))!;
    const input = withTrick(0, swapCard(inFirst, other));
    expect(() => scoreDoppelkopf(input)).toThrow(/played a third time/);
  });

  test('card points that do not add up to 240', () => {
    // A 40-card deal with one ace swapped for a nine holds 229.
    const deal = normalDeal(150, { deck: 40, winners: 'ACBDACBDAC' });
    const t = deal.findIndex((trick) => trick.cards.some((c) => c.card === 'CA'));
    const k = deal[t].cards.findIndex((c) => c.card === 'CA');
    const swapOne = (trick: DokoTrick): DokoTrick => ({
      ...trick,
      cards: trick.cards.map((c, i) => (i === k ? { ...c, card: 'C9' } : c)),
    });
    const input: DokoScoreInput = {
      ...base(),
      tricks: deal.map((trick, i) => (i === t ? swapOne(trick) : trick)),
    };
    expect(() => scoreDoppelkopf(input)).toThrow(
      expect.objectContaining({
        code: 'CARD_POINTS_NOT_240',
        message: expect.stringMatching(/hold 229/),
      }),
    );
  });

  test('every code is reachable and listed once', () => {
    expect(new Set(DOKO_SCORE_ERROR_CODES).size).toBe(DOKO_SCORE_ERROR_CODES.length);
    const reached = new Set([...cases.map((c) => c[2]), 'UNKNOWN_CARD', 'CARD_POINTS_NOT_240']);
    expect([...DOKO_SCORE_ERROR_CODES].filter((c) => !reached.has(c))).toEqual([]);
  });

  test('the input is not changed', () => {
    const input = base();
    const copy = structuredClone(input);
    scoreDoppelkopf(input);
    expect(input).toEqual(copy);
  });
});
