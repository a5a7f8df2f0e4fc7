import { Rng, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type KsState, rules } from './helpers';
import {
  ALL_CARDS,
  followSuit,
  modelLegal,
  modelPlay,
  modelPoints,
  modelStart,
  modelTurn,
  modelWinner,
} from './model';

/**
 * Hands for dealer 0 in which forehand (seat 1) leads `trick[0]` and seats 2, 3, 0 can
 * legally play the rest: a seat that does not follow holds nothing of the led suit.
 */
function handsForTrick(trick: readonly string[], fixed: Record<number, string[]> = {}): string[][] {
  const hands: string[][] = [0, 1, 2, 3].map((seat) => [...(fixed[seat] ?? [])]);
  trick.forEach((card, i) => {
    const seat = (1 + i) % 4;
    if (!hands[seat].includes(card)) hands[seat].push(card);
  });
  const led = followSuit(trick[0]);
  const void_ = (seat: number) => {
    const i = (seat + 3) % 4; // position of `seat` in the trick
    return i > 0 && i < trick.length && followSuit(trick[i]) !== led;
  };
  const rest = ALL_CARDS.filter((c) => !hands.some((h) => h.includes(c)));
  rest.sort((a, b) => Number(followSuit(b) === led) - Number(followSuit(a) === led));
  for (const card of rest) {
    const seat = [1, 2, 3, 0].find(
      (s) => hands[s].length < 8 && !(followSuit(card) === led && void_(s)),
    );
    if (seat === undefined) throw new Error(`no room for ${card}`);
    hands[seat].push(card);
  }
  return hands;
}

function playTrick(trick: readonly string[]): KsState {
  let s = unwrap(rules.fromDeal({ dealer: 0, hands: handsForTrick(trick) }));
  for (const card of trick) s = unwrap(rules.applyAction(s, { type: 'play', seat: s.turn, card }));
  return s;
}

describe('card points (NOTES 1: A 11, T 10, K 4, Q 3, J 2, 120 in all)', () => {
  test.each([
    ['A', 11],
    ['T', 10],
    ['K', 4],
    ['Q', 3],
    ['J', 2],
    ['9', 0],
    ['8', 0],
    ['7', 0],
  ])('rank %s counts %i in every suit', (rank, points) => {
    for (const suit of ['C', 'S', 'H', 'D']) {
      const [id] = rules.ctx.deck.idsOf(suit + rank)!;
      expect(rules.ctx.deck.points[id]).toBe(points);
    }
  });

  test('the pack has 32 cards and 120 points', () => {
    expect(rules.ctx.deck.size).toBe(32);
    expect(rules.ctx.deck.totalPoints).toBe(120);
    expect(ALL_CARDS.reduce((sum, c) => sum + modelPoints(c), 0)).toBe(120);
  });
});

describe('who wins a trick', () => {
  test.each<[string, string[], number]>([
    // [rule, cards in play order, index of the winning card]
    ['ace is the highest plain card', ['HA', 'HT', 'HK', 'HQ'], 0],
    ['ten ranks above king (A T K Q 9 8 7)', ['HK', 'HT', 'H9', 'H8'], 1],
    ['queen ranks above nine', ['H9', 'H7', 'HQ', 'H8'], 2],
    ['9 > 8 > 7', ['D7', 'D8', 'D9', 'SA'], 2],
    ['a card of another suit never wins', ['H7', 'SA', 'CA', 'DA'], 0],
    ['any jack beats the led suit', ['HA', 'DJ', 'HT', 'HK'], 1],
    ['the jack of the led suit is a trump, not a heart', ['H7', 'S8', 'HJ', 'HA'], 2],
    ['HJ beats DJ', ['HA', 'DJ', 'HJ', 'H7'], 2],
    ['SJ beats HJ', ['C7', 'HJ', 'SJ', 'DJ'], 2],
    ['CJ beats every jack', ['DJ', 'HJ', 'SJ', 'CJ'], 3],
    ['CJ led wins', ['CJ', 'SJ', 'HJ', 'DJ'], 0],
    ['jack led: a plain ace does not win', ['DJ', 'DA', 'CA', 'HA'], 0],
    ['jack led: a higher jack wins', ['HJ', 'H7', 'HA', 'SJ'], 3],
  ])('%s: %j', (_rule, trick, index) => {
    expect(modelWinner(trick)).toBe(index);
    const view = rules.view(playTrick(trick), 0);
    expect(view.tricks[0].cards.map((c) => c.card)).toEqual(trick);
    expect(view.tricks[0].winner).toBe((1 + index) % 4);
  });
});

describe('following suit (NOTES 1: the jacks are a suit of their own)', () => {
  test.each<[string, string, string[], string[]]>([
    // [rule, led card, hand of the next seat, its legal cards]
    [
      'a plain lead must be followed',
      'H7',
      ['HA', 'HT', 'S7', 'S8', 'C7', 'C8', 'D7', 'D8'],
      ['HA', 'HT'],
    ],
    [
      'following never requires the jack of that suit',
      'H7',
      ['HA', 'HJ', 'S7', 'S8', 'C7', 'C8', 'D7', 'D8'],
      ['HA'],
    ],
    [
      'void in the led suit: any card, jacks too',
      'H7',
      ['HJ', 'SJ', 'S7', 'S8', 'C7', 'C8', 'D7', 'D8'],
      ['HJ', 'SJ', 'S7', 'S8', 'C7', 'C8', 'D7', 'D8'],
    ],
    [
      'a jack lead must be followed by a jack',
      'DJ',
      ['CJ', 'DA', 'DT', 'S7', 'S8', 'C7', 'C8', 'H7'],
      ['CJ'],
    ],
    [
      'any jack follows a jack lead',
      'SJ',
      ['CJ', 'HJ', 'SA', 'ST', 'S7', 'C8', 'H7', 'H8'],
      ['CJ', 'HJ'],
    ],
    [
      'no jack: any card, the printed suit of the led jack is not required',
      'DJ',
      ['DA', 'DT', 'D7', 'S7', 'S8', 'C7', 'C8', 'H7'],
      ['DA', 'DT', 'D7', 'S7', 'S8', 'C7', 'C8', 'H7'],
    ],
    [
      'a club lead does not call for CJ',
      'CA',
      ['CJ', 'C7', 'S7', 'S8', 'H7', 'H8', 'D7', 'D8'],
      ['C7'],
    ],
  ])('%s', (_rule, lead, hand, legal) => {
    expect(new Set(modelLegal(hand, [lead]))).toEqual(new Set(legal));
    let s = unwrap(rules.fromDeal({ dealer: 0, hands: handsForTrick([lead], { 2: hand }) }));
    s = unwrap(rules.applyAction(s, { type: 'play', seat: 1, card: lead }));
    const actions = rules.legalActions(s);
    const plays = actions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
    expect(new Set(plays)).toEqual(new Set(legal));
    expect(plays).toHaveLength(legal.length);
    // Seat 2 may still double in the first trick (NOTES 2).
    expect(actions).toContainEqual({ type: 'double', seat: 2 });
  });
});

describe('random deals against the independent model', () => {
  test('legal cards, trick winners and card points agree in 300 random deals', () => {
    const rng = new Rng('tricks');
    for (let game = 0; game < 300; game++) {
      const dealer = game % 4;
      let s = rules.deal({ dealer, seed: `tricks/${game}` });
      const st = modelStart(
        dealer,
        [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand),
      );
      expect(s.turn).toBe((dealer + 1) % 4);
      while (!rules.isTerminal(s)) {
        const seat = s.turn;
        expect(modelTurn(st)).toBe(seat);
        const actions = rules.legalActions(s);
        const plays = actions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
        expect(new Set(plays)).toEqual(new Set(modelLegal(st.hands[seat], st.trick)));
        expect(plays).toHaveLength(modelLegal(st.hands[seat], st.trick).length);
        const action = actions[rng.below(actions.length)];
        s = unwrap(rules.applyAction(s, action));
        if (action.type === 'play') modelPlay(st, action.card);
        const view = rules.view(s, 0);
        expect(view.tricks.map((t) => t.winner)).toHaveLength(st.trickNo);
        if (view.trick.length === 0 && st.trickNo > 0) {
          expect(view.tricks[st.trickNo - 1].winner).toBe(st.leader);
        }
      }
      const o = rules.outcome(s)!;
      expect(o.points).toEqual(st.points);
      expect(o.tricks).toEqual(st.tricks);
      expect(o.points.reduce((a, b) => a + b, 0)).toBe(120);
    }
  });
});
