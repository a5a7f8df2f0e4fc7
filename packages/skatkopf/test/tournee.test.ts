import { describe, expect, test } from 'vitest';
import { gameValue, skatkopf } from '../src/index';
import { A, dealOf, fill, forehandDeclares, rulesOf, run, summary } from './helpers';

// Making trump in Partner and Solo (text, "Making Trump"; NOTES Skatkopf 4). Seat 0
// declares Solo; the kitty is turned in the order it was dealt (the record's `skat`).

const rules = rulesOf();
const HAND = ['CA', 'CT', 'C9', 'SA', 'S9', 'S8', 'HK', 'H9', 'D9', 'D8'];

/** Seat 0 declares Solo over a kitty whose first card is `first`. */
function solo(skat: [string, string], first: string) {
  const kitty = skat[0] === first ? skat : [skat[1], skat[0]];
  const s = forehandDeclares(rules, dealOf(rules, fill({ 0: HAND }, kitty), kitty), 'solo');
  expect(s.x.kitty).toEqual([first, skat.find((c) => c !== first) ?? first]);
  return s;
}
const extra = (s: ReturnType<typeof solo>, seat = 1) => rules.view(s, seat).extra;

describe('hand: name any suit, the kitty unseen', () => {
  test.each(['C', 'S', 'H', 'D'] as const)('hand in %s', (suit) => {
    let s = solo(['DK', 'HQ'], 'DK');
    s = run(rules, s, [A.hand(0, suit)]);
    expect(extra(s)).toMatchObject({ making: 'hand', trumpSuit: suit, turned: [] });
    expect(s.phase).toBe('play');
    expect(rules.view(s, 0).skat).toBeNull(); // the declarer does not see it either
    expect(rules.view(s, 0).hand).toHaveLength(10);
  });
});

describe('tournee', () => {
  test('turn the first card and accept its suit; take both up, discard two', () => {
    let s = solo(['DK', 'HQ'], 'DK');
    expect(summary(rules.legalActions(s))).toEqual([
      'hand C',
      'hand S',
      'hand H',
      'hand D',
      'turn',
    ]);
    s = run(rules, s, [A.turn(0)]);
    expect(extra(s)).toMatchObject({ making: 'tournee', turned: ['DK'], step: 'accept' });
    expect(summary(rules.legalActions(s))).toEqual(['accept', 'turn']);
    s = run(rules, s, [A.accept(0)]);
    expect(extra(s)).toMatchObject({ trumpSuit: 'D', turned: ['DK'], step: 'discard' });
    expect(rules.view(s, 0).hand).toEqual(expect.arrayContaining(['DK', 'HQ']));
    expect(rules.view(s, 0).hand).toHaveLength(12);
    s = run(rules, s, [A.discard(0, 'D9', 'D8')]);
    expect(s.phase).toBe('play');
    expect(rules.view(s, 0).skat).toEqual(['D9', 'D8']); // the declarer sees its discards
    expect(rules.view(s, 1).skat).toBeNull();
  });

  test('turn the second card: its suit is trump', () => {
    let s = solo(['DK', 'HQ'], 'DK');
    s = run(rules, s, [A.turn(0), A.turn(0)]);
    expect(extra(s)).toMatchObject({ trumpSuit: 'H', turned: ['DK', 'HQ'], step: 'discard' });
    s = run(rules, s, [A.discard(0, 'D9', 'D8')]);
    expect(s.x.turned).toBe(2);
  });

  test.each([
    ['first', ['SJ', 'HQ'], 'SJ', 1, 'S'],
    ['second', ['HQ', 'DJ'], 'HQ', 2, 'D'],
  ] as const)('a jack turned %s counts as its printed suit', (_which, skat, first, turns, suit) => {
    let s = solo([...skat], first);
    s = run(rules, s, turns === 1 ? [A.turn(0), A.accept(0)] : [A.turn(0), A.turn(0)]);
    expect(s.x.trumpSuit).toBe(suit);
  });

  test.each([
    ['first', ['JK', 'HQ'], 'JK', 1],
    ['second', ['HQ', 'JK'], 'HQ', 2],
  ] as const)('a joker turned %s lets the declarer name any suit', (_which, skat, first, turns) => {
    let s = solo([...skat], first);
    s = run(
      rules,
      s,
      Array.from({ length: turns }, () => A.turn(0)),
    );
    expect(extra(s)).toMatchObject({ step: 'name', turned: turns === 1 ? ['JK'] : ['HQ', 'JK'] });
    expect(summary(rules.legalActions(s))).toEqual([
      'nameTrump C',
      'nameTrump S',
      'nameTrump H',
      'nameTrump D',
    ]);
    s = run(rules, s, [A.name(0, 'C')]);
    expect(extra(s)).toMatchObject({ trumpSuit: 'C', step: 'discard' });
    expect(rules.view(s, 0).hand).toContain('JK');
    s = run(rules, s, [A.discard(0, 'D9', 'D8')]);
    expect(s.x.turned).toBe(turns);
  });

  test('two jokers in the kitty: either is turned first, and the declarer names a suit', () => {
    let s = solo(['JK', 'JK'], 'JK');
    s = run(rules, s, [A.turn(0), A.name(0, 'S')]);
    expect(rules.view(s, 0).hand.filter((c) => c === 'JK')).toHaveLength(2);
  });
});

describe('the second flip doubles a lost game', () => {
  // [game, schneider, turned the second, won, tourneeDoubling, value]
  test.each([
    ['partner', false, true, false, true, 2],
    ['partner', true, true, false, true, 4], // the text's second example
    ['partner', false, true, true, true, 1], // a won game is not doubled
    ['partner', false, false, false, true, 1], // accepted the first card
    ['solo', true, true, false, true, 6],
    ['solo', true, true, false, false, 3], // variation: no tournee doubling
  ] as const)(
    '%s, schneider %s, second flip %s, won %s, option %s: %i',
    (game, schneider, second, won, option, value) => {
      const facts = {
        game,
        doublings: 0,
        schneider,
        schwarz: false,
        lostOnSecondTurn: second && !won,
      };
      expect(gameValue(facts, { ...skatkopf.defaults, tourneeDoubling: option })).toBe(value);
    },
  );

  test('in a deal: lost after turning the second card, the value doubles', () => {
    let s = solo(['DK', 'HQ'], 'DK');
    s = run(rules, s, [A.turn(0), A.turn(0), A.discard(0, 'D9', 'D8')]);
    // Everyone plays its last legal card: the declarer ends with 48 (found by running it).
    while (!rules.isTerminal(s)) s = run(rules, s, [rules.legalActions(s).at(-1)!]);
    expect(rules.outcome(s)).toMatchObject({
      turned: 2,
      sidePoints: 48,
      won: false,
      schneider: false,
      value: 4, // Solo 2, doubled
      scores: [-12, 4, 4, 4],
    });
  });
});
