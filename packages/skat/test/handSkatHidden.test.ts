// Issue 14, point 4: in a hand game the declarer has not seen the skat, so whether it may
// concede (and the refusal "already won on card points") must not depend on the skat.
// Ruling: the standard "Hidden information stays hidden: a seat's view, legal actions and
// errors depend only on what that seat may know" applied to NOTES.md rule 4 (conceding
// follows the text): in a hand game "won on card points" counts the declarer's tricks
// only; once the skat is taken up (and so seen) it counts as the text says.
import { type GameState, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatAction, type SkatState, skat } from '../src/index';

const HANDS = [
  ['CJ', 'SJ', 'HJ', 'DJ', 'CA', 'CT', 'SA', 'ST', 'HA', 'HT'],
  ['CK', 'CQ', 'C9', 'C8', 'C7', 'SK', 'SQ', 'S9', 'S8', 'S7'],
  ['HK', 'HQ', 'H9', 'H8', 'H7', 'DK', 'DQ', 'D9', 'D8', 'D7'],
];
const rules = skat.rules();

/** Grand by forehand after three tricks worth 50 to the declarer; the skat as given. */
function after3Tricks(skatCards: string[], hand: boolean, hands = HANDS): GameState<SkatState> {
  let s = unwrap(rules.fromDeal({ dealer: 2, hands, skat: skatCards }));
  const opening: SkatAction[] = [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'bid', seat: 0, value: 18 },
  ];
  const exchange: SkatAction[] = hand
    ? [{ type: 'declare', seat: 0, game: 'G', hand: true }]
    : [
        { type: 'pickUpSkat', seat: 0 },
        { type: 'discard', seat: 0, cards: skatCards },
        { type: 'declare', seat: 0, game: 'G' },
      ];
  const tricks = '0:CA 1:CK 2:HK 0:CT 1:CQ 2:HQ 0:SA 1:SK 2:H9'.split(' ').map((t) => {
    const [seat, card] = t.split(':');
    return { type: 'play', seat: Number(seat), card } as SkatAction;
  });
  for (const a of [...opening, ...exchange, ...tricks]) s = unwrap(rules.applyAction(s, a));
  return s;
}

const resign: SkatAction = { type: 'resign', seat: 0 };
// DA DT (21 points) against D8 D7 (0 points): swapped with seat 2's cards, unseen by the hand declarer.
const RICH = ['DA', 'DT'];
const POOR = ['D8', 'D7'];
const swapped = HANDS.map((h) => h.map((c) => (c === 'D8' ? 'DA' : c === 'D7' ? 'DT' : c)));

describe('a hand declarer learns nothing about the unseen skat', () => {
  test('resign is offered and accepted whatever the skat holds (50 in tricks)', () => {
    const rich = after3Tricks(RICH, true);
    const poor = after3Tricks(POOR, true, swapped);
    expect(rules.legalActions(rich, 0)).toEqual(rules.legalActions(poor, 0));
    expect(rules.legalActions(rich, 0)).toContainEqual(resign);
    expect(rules.check(rich, resign)).toEqual(rules.check(poor, resign));
    expect(rules.check(rich, resign).ok).toBe(true);
  });

  test('the seat views are identical under the swap', () => {
    const rich = after3Tricks(RICH, true);
    const poor = after3Tricks(POOR, true, swapped);
    expect(rules.view(rich, 0)).toEqual(rules.view(poor, 0));
  });

  test('with the skat taken up (seen) its points count, as the rule text says', () => {
    const s = after3Tricks(RICH, false);
    const r = rules.check(s, resign);
    expect(r.ok ? null : r.error.message).toContain('already won');
  });
});
