import { describe, expect, test } from 'vitest';
import { decidePartie, firstDealerOfNextPartie, kalterSchlag, partiePayments } from '../src/index';

const DEFAULTS = kalterSchlag.defaults;
type Decision = { outcome: 'winner' | 'loser' | null; seat: number | null };
const winner = (seat: number): Decision => ({ outcome: 'winner', seat });
const loser = (seat: number): Decision => ({ outcome: 'loser', seat });
const playOn: Decision = { outcome: null, seat: null };

describe('decidePartie with the default options (NOTES 6)', () => {
  test.each<[string, number[], number[], Decision]>([
    // [case, totals, scoring deals per seat, decision]
    ['nobody at the target, nobody with five scores', [1990, 500, 0, 300], [4, 2, 0, 1], playOn],
    [
      'EN "reaches 2000 points or more": exactly 2000 loses',
      [2000, 500, 0, 300],
      [4, 2, 0, 1],
      loser(0),
    ],
    ['EN "Exception": five scores under 2000 win', [1500, 600, 0, 120], [5, 3, 0, 1], winner(0)],
    ['five scores at 1999 still win', [1999, 600, 0, 120], [5, 3, 0, 1], winner(0)],
    [
      'five scores at 2000 lose ("still under the target")',
      [2000, 600, 0, 120],
      [5, 3, 0, 1],
      loser(0),
    ],
    [
      'six scores under the target win too (after a tie played on)',
      [1700, 600, 0, 120],
      [6, 3, 0, 1],
      winner(0),
    ],
    ['four scores are not enough', [1700, 600, 0, 120], [4, 3, 0, 1], playOn],
    [
      'EN "several over 2000": the most points loses',
      [2020, 2120, 2220, 0],
      [3, 3, 3, 0],
      loser(2),
    ],
    ['EN: tied for most over 2000: play on', [2040, 2040, 300, 0], [3, 3, 2, 0], playOn],
    [
      'tied for most, a third lower but over: still play on',
      [2040, 2040, 2010, 0],
      [3, 3, 3, 0],
      playOn,
    ],
    [
      'DE "am wenigsten Punkte": of two five-scorers the lower wins',
      [1200, 900, 300, 0],
      [5, 5, 2, 0],
      winner(1),
    ],
    ['DE: two five-scorers tied: play on', [1900, 1900, 300, 0], [5, 5, 2, 0], playOn],
    ['three five-scorers, two tied low: play on', [800, 800, 1200, 0], [5, 5, 5, 0], playOn],
    ['three five-scorers, one lowest: it wins', [800, 900, 1200, 0], [5, 5, 5, 0], winner(0)],
    [
      'DE Anne/Bert: Bert 1900 + 140 = 2040, Anne wins ("Gewinn vor Verlust")',
      [1900, 2040, 300, 0],
      [5, 6, 2, 0],
      winner(0),
    ],
    [
      'DE Christina passes 2000 while Anne and Bert stay tied: she loses',
      [1900, 1900, 2020, 0],
      [5, 5, 3, 0],
      loser(2),
    ],
    [
      'a five-score win beats a loss elsewhere in the same deal',
      [800, 2100, 0, 0],
      [5, 4, 0, 0],
      winner(0),
    ],
  ])('%s', (_case, totals, scores, expected) => {
    expect(decidePartie(DEFAULTS, totals, scores)).toEqual(expected);
  });
});

describe('decidePartie with other options', () => {
  test.each<[string, Partial<typeof DEFAULTS>, number[], number[], Decision]>([
    [
      'fiveScores off: five scores under the target do not win',
      { fiveScores: false },
      [1500, 600, 0, 120],
      [5, 3, 0, 1],
      playOn,
    ],
    [
      'fiveScores off: twelve scores do not win either',
      { fiveScores: false },
      [1900, 600, 0, 120],
      [12, 3, 0, 1],
      playOn,
    ],
    [
      'fiveScores off: the target still ends the Partie',
      { fiveScores: false },
      [1500, 2100, 0, 120],
      [5, 5, 0, 1],
      loser(1),
    ],
    ['target 1000: 1000 loses', { target: 1000 }, [1000, 600, 0, 120], [4, 3, 0, 1], loser(0)],
    [
      'target 1000: five scores at 999 win',
      { target: 1000 },
      [999, 600, 0, 120],
      [5, 3, 0, 1],
      winner(0),
    ],
    [
      'target 1000: five scores at 1500 are over it and lose',
      { target: 1000 },
      [1500, 600, 0, 120],
      [5, 3, 0, 1],
      loser(0),
    ],
    ['target 3000: 2500 plays on', { target: 3000 }, [2500, 600, 0, 120], [4, 3, 0, 1], playOn],
    [
      'scoresToWin 3: three scores win',
      { scoresToWin: 3 },
      [900, 600, 0, 120],
      [3, 2, 0, 1],
      winner(0),
    ],
    [
      'scoresToWin 6: five scores are not enough',
      { scoresToWin: 6 },
      [900, 600, 0, 120],
      [5, 2, 0, 1],
      playOn,
    ],
  ])('%s', (_case, options, totals, scores, expected) => {
    expect(decidePartie({ ...DEFAULTS, ...options }, totals, scores)).toEqual(expected);
  });
});

describe('partiePayments (NOTES 7)', () => {
  test.each<[string, number, Decision, number[], number[]]>([
    // [case, stake, decision, totals, money per seat]
    [
      'EN: the loser pays 1 to players with points, 2 to those without',
      1,
      loser(0),
      [2010, 300, 0, 120],
      [-4, 1, 2, 1],
    ],
    [
      'DE Christina loses: 1 to Anne, 1 to Bert, 2 to the fourth (no points)',
      1,
      loser(2),
      [1900, 1900, 2020, 0],
      [1, 1, -4, 2],
    ],
    ['everyone else has points: 1 stake each', 1, loser(3), [100, 200, 300, 2050], [1, 1, 1, -3]],
    [
      'a Kalter Schlag in the first deal: 2 stakes to each',
      1,
      loser(1),
      [0, 2020, 0, 0],
      [2, -6, 2, 2],
    ],
    [
      'EN "Exception": the five-score winner collects 2 stakes from each',
      1,
      winner(0),
      [1900, 2040, 300, 0],
      [6, -2, -2, -2],
    ],
    [
      'the winner collects 2 from players without points too',
      1,
      winner(3),
      [0, 0, 0, 250],
      [-2, -2, -2, 6],
    ],
    ["stake 5 multiplies the loser's payments", 5, loser(0), [2010, 300, 0, 120], [-20, 5, 10, 5]],
    [
      "stake 0.5 multiplies the winner's takings",
      0.5,
      winner(0),
      [1900, 2040, 300, 0],
      [3, -1, -1, -1],
    ],
    ['stake 0: nothing changes hands', 0, loser(0), [2010, 300, 0, 120], [0, 0, 0, 0]],
    ['no decision yet: no payments', 1, playOn, [1900, 1900, 300, 0], [0, 0, 0, 0]],
  ])('%s', (_case, stake, decision, totals, money) => {
    const paid = partiePayments(stake, decision.outcome, decision.seat, totals);
    expect(paid.map((x) => x + 0)).toEqual(money);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('firstDealerOfNextPartie (NOTES 8)', () => {
  test.each<[string, Decision, number | undefined, number]>([
    ['EN: after a five-score win, the winner deals first', winner(2), undefined, 2],
    ['the winner deals first whatever else is passed', winner(1), 3, 1],
    ['EN: the loser chooses the first dealer', loser(1), 3, 3],
    ['the loser may choose themself', loser(1), 1, 1],
    ['the loser may choose seat 0', loser(2), 0, 0],
    ['no choice given: the loser deals', loser(1), undefined, 1],
  ])('%s', (_case, result, choice, dealer) => {
    expect(firstDealerOfNextPartie(result, choice)).toBe(dealer);
  });

  test('a Partie that has not ended has no next first dealer', () => {
    expect(() => firstDealerOfNextPartie(playOn)).toThrow(RangeError);
    expect(() => firstDealerOfNextPartie(playOn, 2)).toThrow(RangeError);
  });

  test.each([4, -1, 1.5, Number.NaN])(
    'the loser cannot choose seat %s at a table of 4',
    (choice) => {
      expect(() => firstDealerOfNextPartie(loser(1), choice)).toThrow(RangeError);
    },
  );
});
