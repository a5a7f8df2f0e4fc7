import { describe, expect, test } from 'vitest';
import * as D from './deals';
import { byPosition, type DealScript, POSITIONS, playScript, type Table, THREE } from './script';

// The text's worked examples (and a few more) as whole deals: explicit hands, bidding,
// declaration and every card, played through the kernel's `applyAction`. Every number is
// the one the source names; the card points are the ones each deal was built to give.
// Text = /work/shared/rules/skat-and-ramsch.en.txt; jskat = the row of
// /work/shared/data/reference/jskat_rule_cases.tsv (checked against the file in jskat.test.ts).

/** Example 1 in hearts after MH called up to `bid` and FH held. */
const bidTo = (bid: number): DealScript => ({
  ...D.EX1_HEARTS,
  bidding: `MH 18, FH hold, MH ${bid}, FH hold, MH pass, RH pass`,
});

// [name, deal, bid, score, game value, level, matadors, declarer points, tricks played, overbid]
type Case = [string, DealScript, number, number, number, number, number, number, number, boolean];

const CASES: Case[] = [
  // Text, Example 1: "With hearts as trumps ... the game value is 20 (10 x 2)".
  ['Example 1, hearts', D.EX1_HEARTS, 18, 20, 20, 2, 1, 85, 10, false],
  // Text, Example 1: "If the Skat is not picked up, the game value is 30".
  ['Example 1, hearts hand', D.EX1_HEARTS_HAND, 18, 30, 30, 3, 1, 75, 10, false],
  // Text, Example 1: "at least 90 trick points, the game value will be 30 as well".
  ['Example 1, hearts schneider', D.EX1_HEARTS_SCHNEIDER, 18, 30, 30, 3, 1, 92, 10, false],
  // Text, Example 1: "In the grand game ... 48 (24 x 2)".
  ['Example 1, grand', D.EX1_GRAND, 18, 48, 48, 2, 1, 82, 10, false],
  // Text, Example 2: hand, schneider announced, 95 points: "The actual game value will be 110".
  ['Example 2', D.EXAMPLE2, 40, 110, 110, 11, 7, 95, 10, false],
  // Text, Scoring, Example 1: bid 20, grand, 78 points, J♣ J♠ J♦: "24 x (2 + 1) = 72".
  ['Scoring, Example 1', D.SCORING_EX1, 20, 72, 72, 3, 2, 78, 10, false],
  // Text, Scoring, Example 2: bid 30, null ouvert, takes the ninth trick: "46 ... (-92 points)".
  ['Scoring, Example 2', D.NULL_OUVERT_LOST, 30, -92, 46, 1, 0, 47, 9, false],
  // Text, Overbid hands: bid 30, clubs, J♣ found in the skat: "a negative score of -72".
  ['Overbid, clubs', D.OVERBID_CLUBS, 30, -72, 36, 2, 1, 81, 10, true],
  // Text, Overbid hands: "declaring a game in Hearts ... will be worth only -60 points".
  ['Overbid, hearts', D.OVERBID_HEARTS, 30, -60, 30, 2, 1, 76, 10, true],
  // NOTES/ISS: matadors count the skat in a hand game too: with 1, not without 2 (12 x 3).
  ['Clubs hand, J♣ in the skat', D.CLUBS_HAND, 30, 36, 36, 3, 1, 85, 10, false],
  // jskat NullRuleTest.calcGameResultGameLostHand: -70 (a lost hand game counts double, ISS).
  ['Null hand lost', D.NULL_HAND_LOST, 30, -70, 35, 1, 0, 47, 9, false],
  // jskat NullRuleTest.calcGameResultGameLost: -46.
  ['Null lost', D.NULL_LOST, 20, -46, 23, 1, 0, 47, 9, false],
  // jskat NullRuleTest.calcGameResultGameWon: 23.
  ['Null won', D.NULL_WON, 20, 23, 23, 1, 0, 22, 10, false],
  // jskat NullRuleTest.calcGameResultGameWonHandOuvert: 59.
  ['Null ouvert hand won', D.NULL_OUVERT_HAND_WON, 20, 59, 59, 1, 0, 22, 10, false],
  // jskat SuitRuleTest.calcGameResultGameWonClubJack / ...LostClubJack: 24 and -48.
  ['Clubs with 1, 61', D.CLUBS_61, 18, 24, 24, 2, 1, 61, 10, false],
  ['Clubs with 1, 60', D.CLUBS_60, 18, -48, 24, 2, 1, 60, 10, false],
  // jskat GrandRuleTest.calcGameResultGameWonClubJack / ...LostClubJack: 48 and -96.
  ['Grand with 1, 61', D.GRAND_61, 18, 48, 48, 2, 1, 61, 10, false],
  ['Grand with 1, 60', D.GRAND_60, 18, -96, 48, 2, 1, 60, 10, false],
  // ISS: schwarz announced stops at the defenders' first trick and is lost; both announced
  // levels count: 24 x (2 + 1 + hand + schneider + announced + schwarz + announced) = 192.
  ['Grand hand schwarz announced, lost', D.SCHWARZ_LOST, 18, -384, 192, 8, 2, 58, 6, false],
  // Text: grand's highest game, with 4 and all seven extras: 24 x 11 = 264, the top bid.
  ['Grand ouvert, bid 264', D.GRAND_OUVERT, 264, 264, 264, 11, 4, 120, 10, false],
  // Text, "Overbid hands": a game worth exactly the bid is not overbid; one value more is.
  ['Example 1, hearts, bid 20', bidTo(20), 20, 20, 20, 2, 1, 85, 10, false],
  ['Example 1, hearts, bid 22', bidTo(22), 22, -60, 30, 2, 1, 85, 10, true],
  // jskat SkatConstantsTest.tournamentGameValue's games: 18, -36 and -40.
  ['Diamonds with 1, won', D.EX1_DIAMONDS_WON, 18, 18, 18, 2, 1, 67, 10, false],
  ['Diamonds with 1, lost', D.EX1_DIAMONDS_LOST, 18, -36, 18, 2, 1, 33, 10, false],
  ['Hearts with 1, lost', D.EX1_HEARTS_LOST, 18, -40, 20, 2, 1, 50, 10, false],
];

describe('whole deals through the kernel', () => {
  test.each(CASES)(
    '%s',
    (_name, script, bid, value, gameValue, multiplier, matadors, points, tricks, overbid) => {
      const { outcome, state } = playScript(script);
      expect(outcome).toBeDefined();
      const o = outcome!;
      expect(o.kind).toBe('game');
      expect(o).toMatchObject({
        value,
        won: value > 0,
        bid,
        gameValue,
        multiplier,
        matadors,
        declarerPoints: points,
        overbid,
        kontra: 0,
        early: null,
      });
      expect(state.winners).toHaveLength(tricks);
      // The score goes to the declarer alone (text, "Scoring": the classical system).
      const declarer = POSITIONS.indexOf(script.declarer ?? 'FH');
      expect(byPosition(THREE, o.scores)).toEqual(
        [0, 1, 2].map((p) => (p === declarer ? value : 0)),
      );
    },
  );

  // The same deals at a table of four, dealt by each seat: the dealer sits out with no cards
  // and a score of 0, and nothing else changes.
  test.each([0, 1, 2, 3])('at four seats with dealer %i the examples score the same', (dealer) => {
    const table: Table = { seats: 4, dealer };
    for (const [name, script, , value] of CASES) {
      const { outcome, state, steps } = playScript(script, {}, table);
      expect(outcome?.value, name).toBe(value);
      expect(outcome?.scores[dealer], name).toBe(0);
      expect(
        outcome?.scores.reduce((a, b) => a + Math.abs(b), 0),
        name,
      ).toBe(Math.abs(value));
      expect(state.hands.slice(2 * dealer, 2 * dealer + 2), name).toEqual([0, 0]);
      for (const { before, action } of steps) {
        expect(action.seat, name).not.toBe(dealer);
        expect(before.turn, name).not.toBe(dealer);
      }
    }
  });
});
