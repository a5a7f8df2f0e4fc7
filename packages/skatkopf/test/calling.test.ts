import { partnerOf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { A, dealOf, fill, forehandDeclares, rulesOf, run, summary } from './helpers';

// Calling a partner (text, "Calling a Partner"; NOTES Skatkopf 5). Seat 0 declares a hand
// Partner with hearts as trump unless said otherwise, so the plain suits are C, S, D.

const rules = rulesOf();

/** The calls offered to seat 0 holding `hand` (hand game in `trump`), as card codes. */
function calls(hand: string[], skat = ['H6', 'H5'], trump: 'C' | 'S' | 'H' | 'D' = 'H') {
  let s = dealOf(rules, fill({ 0: hand }, skat), skat);
  s = forehandDeclares(rules, s, 'partner');
  s = run(rules, s, [A.hand(0, trump)]);
  expect(s.phase).toBe('call');
  return summary(rules.legalActions(s)).map((a) => a.replace('call ', ''));
}

describe('which cards may be called', () => {
  test.each([
    // [case, hand, trump, the cards offered]
    [
      'every plain ace lacked, each suit held: any of the three',
      ['C9', 'S9', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'],
      'H',
      ['CA', 'SA', 'DA'],
    ],
    [
      'only aces of suits the declarer holds a card in',
      ['C9', 'C8', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7', 'JK'],
      'H',
      ['CA'],
    ],
    [
      'an ace held is not called: the other lacked ace',
      ['CA', 'C9', 'S5', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'],
      'H',
      ['SA'],
    ],
    [
      'the trump suit is not plain: its ace is never called',
      ['C9', 'S9', 'H9', 'DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7'],
      'D',
      ['CA', 'SA', 'HA'],
    ],
    [
      'jacks are trumps: a jack does not make a suit held',
      ['CJ', 'SJ', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'],
      'H',
      ['DA'],
    ],
    [
      'fallback: all plain aces held, the lowest card lacked of each suit',
      ['CA', 'C5', 'C6', 'SA', 'S7', 'DA', 'D5', 'HA', 'HT', 'HK'],
      'H',
      ['C7', 'S5', 'D6'],
    ],
    [
      'fallback: the lacked ace is of a void suit; the lowest lacked of the suits whose ace is held',
      ['CA', 'CT', 'C5', 'SA', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8'],
      'H',
      ['C6', 'S5'],
    ],
    [
      'third step (a ruling): one whole plain suit and voids: a lacked ace of a void suit',
      ['CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'C7', 'C6', 'C5', 'JK'],
      'H',
      ['SA', 'DA'],
    ],
  ] as const)('%s', (_case, hand, trump, offered) => {
    expect(
      calls(
        [...hand],
        ['H6', 'H5'].filter((c) => !hand.includes(c as never)),
        trump,
      ),
    ).toEqual(offered);
  });

  test("in a tournee the discards count as the declarer's own: a discarded ace is not called", () => {
    const hand = ['CA', 'C9', 'S9', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8'];
    let s = dealOf(rules, fill({ 0: hand }, ['H6', 'H5']), ['H6', 'H5']);
    s = forehandDeclares(rules, s, 'partner');
    s = run(rules, s, [A.turn(0), A.accept(0), A.discard(0, 'CA', 'C9')]);
    expect(s.x.trumpSuit).toBe('H');
    // Clubs: the ace is in the declarer's pile, and it holds no club any more.
    expect(summary(rules.legalActions(s))).toEqual(['call SA', 'call DA']);
    const refused = rules.applyAction(s, A.call(0, 'CA'));
    expect(refused.ok || refused.error.code).toBe('INVALID_CONTRACT');
  });
});

describe('the partner', () => {
  test("the called card's holder is the partner", () => {
    const hand = ['C9', 'S9', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'];
    let s = dealOf(rules, fill({ 0: hand }, ['H6', 'H5']), ['H6', 'H5']);
    s = forehandDeclares(rules, s, 'partner');
    s = run(rules, s, [A.hand(0, 'H')]);
    const holder = [1, 2, 3].find((seat) => rules.view(s, seat).hand.includes('SA'))!;
    s = run(rules, s, [A.call(0, 'SA')]);
    expect(partnerOf(rules.ctx, s)).toBe(holder);
    expect(rules.view(s, holder).extra).toMatchObject({ partnerKnown: true, partner: holder });
    for (const seat of [0, 1, 2, 3].filter((x) => x !== holder))
      expect(rules.view(s, seat).extra).toMatchObject({ partnerKnown: false, partner: null });
  });

  test('a called card in the unseen kitty: the declarer plays alone, and pays or wins 3x', () => {
    const hand = ['C9', 'S9', 'D9', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7'];
    let s = dealOf(rules, fill({ 0: hand }, ['SA', 'H5']), ['SA', 'H5']);
    s = forehandDeclares(rules, s, 'partner');
    s = run(rules, s, [A.hand(0, 'H'), A.call(0, 'SA')]);
    expect(partnerOf(rules.ctx, s)).toBe(-1);
    // Nobody knows, the declarer included, until the end.
    for (const seat of [0, 1, 2, 3]) expect(rules.view(s, seat).extra.partnerKnown).toBe(false);
    while (!rules.isTerminal(s)) s = run(rules, s, [rules.legalActions(s)[0]]);
    const o = rules.outcome(s)!;
    expect(o.partner).toBeNull();
    expect(o.scores[0]).toBe(-3 * o.scores[1]);
    expect(rules.view(s, 2).extra).toMatchObject({ partnerKnown: true, partner: null });
  });
});
