import { createSession, Rng } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatOptions, skat } from '../src/index';
import * as D from './deals';
import { type DealScript, dealOf, playScript, type Table } from './script';

// Sessions (NOTES Skat 6; option deals, bierlachs): a Liste of a number of deals, or
// Bierlachs where only minus points are written. The deals are scripted, so every total is
// known: Example 1 in hearts is +20 for its forehand, the overbid example -72.

const THROWN_IN: DealScript = {
  ...D.EX1_HEARTS,
  bidding: 'MH pass, RH pass, FH pass',
  declare: undefined,
};

/** Plays scripted deals in a session, the deal passing clockwise from seat 0. */
function session(scripts: DealScript[], options: Partial<SkatOptions>, seats: 3 | 4 = 3) {
  const tables: Table[] = scripts.map((_, i) => ({ seats, dealer: i % seats }));
  const s = createSession(skat, {
    options: { seats, ...options },
    firstDealer: 0,
    deals: scripts.map((script, i) => dealOf(script, tables[i])),
  });
  scripts.forEach((script, i) => {
    if (s.isOver()) return;
    expect(s.dealer()).toBe(tables[i].dealer);
    for (const { action } of playScript(script, options, tables[i]).steps) {
      const r = s.apply(action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
    }
  });
  return s;
}

describe('a Liste of deals (option deals)', () => {
  test('totals, games won and lost, and the end after `deals` deals', () => {
    const s = session([D.EX1_HEARTS, D.OVERBID_CLUBS, THROWN_IN], { deals: 3 });
    // Deal 0 (dealer 0): forehand is seat 1, +20. Deal 1 (dealer 1): seat 2, -72. Deal 2: thrown in.
    expect(s.outcomes.map((o) => o.scores)).toEqual([
      [0, 20, 0],
      [0, 0, -72],
      [0, 0, 0],
    ]);
    expect(s.isOver()).toBe(true);
    expect(s.result()).toMatchObject({
      totals: [0, 20, -72],
      won: [0, 1, 0],
      lost: [0, 0, 1],
      dealsPlayed: 3, // a thrown-in deal counts as a deal
      ended: true,
      ranking: [1, 0, 2],
      losers: [],
    });
  });

  test('tournament scoring is written to the totals', () => {
    const s = session([D.EX1_HEARTS, D.OVERBID_CLUBS], { deals: 2, tournament: true });
    expect(s.result().totals).toEqual([40, 20 + 50 + 40, -72 - 50]);
  });

  test('at four seats the dealer sits out each deal and the deal passes on', () => {
    const s = session([D.EX1_HEARTS, D.OVERBID_CLUBS, D.EX1_HEARTS, D.EXAMPLE2], { deals: 4 }, 4);
    // Dealer i: forehand is seat i + 1.
    expect(s.outcomes.map((o) => o.declarer)).toEqual([1, 2, 3, 0]);
    expect(s.result().totals).toEqual([110, 20, -72, 20]);
  });
});

describe('Bierlachs (option bierlachs): only minus points are written', () => {
  test('a won game is written as a minus to the other players; the first to the target loses', () => {
    const s = session([D.EX1_HEARTS, D.EX1_HEARTS, D.OVERBID_CLUBS, D.EX1_HEARTS], {
      bierlachs: 100,
    });
    // Deal 0: seat 1 wins 20: [-20, 0, -20]. Deal 1: seat 2 wins 20: [-40, -20, -20].
    // Deal 2 (dealer 2): seat 0 loses 72: [-112, -20, -20], past 100: over, seat 0 pays.
    expect(s.dealsPlayed).toBe(3);
    expect(s.result()).toMatchObject({ totals: [-112, -20, -20], ended: true, losers: [0] });
  });

  test('in random sessions no total is ever above zero, and the session ends at the target', () => {
    for (let i = 0; i < 3; i++) {
      const s = createSession(skat, { options: { bierlachs: 150 }, seed: `bierlachs ${i}` });
      const rng = new Rng(i);
      let deals = 0;
      while (!s.isOver() && deals < 200) {
        const legal = s.legalActions();
        const r = s.apply(legal[rng.below(legal.length)]);
        if (r.ok && r.value.dealOver) {
          deals++;
          expect(Math.max(...s.result().totals)).toBe(0);
        }
      }
      const result = s.result();
      expect(result.ended).toBe(true);
      expect(Math.min(...result.totals)).toBeLessThanOrEqual(-150);
      expect(result.losers).toEqual(
        result.totals.flatMap((t, seat) => (t === Math.min(...result.totals) ? [seat] : [])),
      );
    }
  });
});
