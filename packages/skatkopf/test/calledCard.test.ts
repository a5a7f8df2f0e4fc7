import { partnerOf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { A, dealOf, fill, playCards, rulesOf, run, summary } from './helpers';

// The called card (text, "Play": "The called card must be played to the first trick in
// the card's suit. It may not be smeared."; NOTES Skatkopf 5). Option `calledCardRule`,
// on by default. Seat 0 plays a hand Partner in hearts and calls CA, held by seat 2,
// which is void in spades and trumps.

const HANDS = fill(
  {
    0: ['JK', 'JK', 'CJ', 'SJ', 'HA', 'HT', 'C9', 'SA', 'ST', 'S9'],
    2: ['CA', 'CK', 'C5', 'DA', 'DT', 'D9', 'D8', 'D7', 'D6', 'D5'],
  },
  ['H6', 'H5'],
);
// Seat 1: CT CQ C8 C7 C6 SK SQ S8 S7 S6; seat 3: S5 HK HQ HJ H9 H8 H7 DK DQ DJ.

/** Dealt by `dealer`; seat 0 wins the auction, plays hand in hearts and calls CA. */
function called(rule: boolean, dealer = 3) {
  const rules = rulesOf({ calledCardRule: rule });
  let s = dealOf(rules, HANDS, ['H6', 'H5'], dealer);
  const order = [0, 1, 2, 3].map((i) => (dealer + 1 + i) % 4);
  for (const seat of order) s = run(rules, s, [seat === 0 ? A.bid(0, 'partner') : A.pass(seat)]);
  s = run(rules, s, [A.declare(0, 'partner'), A.hand(0, 'H'), A.call(0, 'CA')]);
  expect(partnerOf(rules.ctx, s)).toBe(2);
  return { rules, s };
}

const plays = (rules: ReturnType<typeof called>['rules'], s: ReturnType<typeof called>['s']) =>
  summary(rules.legalActions(s)).map((a) => a.replace('play ', ''));

describe('with the rule (the default)', () => {
  test('before its suit is led, the called card may not be thrown onto another suit', () => {
    const { rules, s } = called(true);
    const t = playCards(rules, s, ['SA', 'S6']);
    expect(t.turn).toBe(2);
    expect(plays(rules, t)).toEqual(['CK', 'C5', 'DA', 'DT', 'D9', 'D8', 'D7', 'D6', 'D5']);
    const r = rules.applyAction(t, A.play(2, 'CA'));
    expect(r.ok || r.error.code).toBe('PLAY_RESTRICTED');
  });

  test('in the first trick of its suit the called card must be played', () => {
    const { rules, s } = called(true);
    const t = playCards(rules, s, ['SA', 'S6', 'D5', 'S5', 'C9', 'C6']);
    expect(plays(rules, t)).toEqual(['CA']);
    const r = rules.applyAction(t, A.play(2, 'CK'));
    expect(r.ok || r.error.code).toBe('PLAY_RESTRICTED');
    // After that trick the restriction is over.
    const u = playCards(rules, t, ['CA', 'DJ']);
    expect(u.winners.at(-1)).toBe(3); // DJ trumps
    expect(rules.view(u, 1).extra).toMatchObject({ partnerKnown: true, partner: 2 });
  });

  test('its holder, leading that suit first, must lead the called card', () => {
    const { rules, s } = called(true, 1); // dealer 1: seat 2 is forehand and leads
    expect(s.turn).toBe(2);
    expect(plays(rules, s)).toEqual(['CA', 'DA', 'DT', 'D9', 'D8', 'D7', 'D6', 'D5']);
    const r = rules.applyAction(s, A.play(2, 'C5'));
    expect(r.ok || r.error.code).toBe('PLAY_RESTRICTED');
  });

  test("other seats' plays are not restricted", () => {
    const { rules, s } = called(true);
    const t = playCards(rules, s, ['SA']);
    expect(plays(rules, t)).toEqual(['SK', 'SQ', 'S8', 'S7', 'S6']);
  });
});

describe('without the rule (variation)', () => {
  test('the called card may be thrown onto another suit', () => {
    const { rules, s } = called(false);
    const t = playCards(rules, s, ['SA', 'S6']);
    expect(plays(rules, t)).toEqual(['CA', 'CK', 'C5', 'DA', 'DT', 'D9', 'D8', 'D7', 'D6', 'D5']);
  });

  test('in the first trick of its suit any card of the suit may be played', () => {
    const { rules, s } = called(false);
    const t = playCards(rules, s, ['SA', 'S6', 'D5', 'S5', 'C9', 'C6']);
    expect(plays(rules, t)).toEqual(['CA', 'CK', 'C5']);
  });

  test('its holder may lead any card', () => {
    const { rules, s } = called(false, 1);
    expect(plays(rules, s)).toHaveLength(10);
  });
});
