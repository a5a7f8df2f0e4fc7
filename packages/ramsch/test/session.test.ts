import { createSession, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import {
  type RamschOptions,
  RamschOptionsSchema,
  ramsch,
  ramschSession,
  ramschSessionOver,
} from '../src/index';
import { FH100, JUNGFRAU_FH114, MARCH, TIE50 } from './deals';
import { actionsOf, dealOf, playScript, rulesFor } from './script';

// Sessions (options.ts `deals` and `bierlachs`; NOTES 102 "a number of deals, or Bierlachs to
// a target"; the text's Bierskat, skat-and-ramsch.en.txt 246: "The first to -501 loses").
// Four scripted deals from test/deals.ts, the deal passing clockwise from seat 0 (dealer of
// deal i: seat i % 3); positions to seats as in test/script.ts:
//   deal 1, dealer 0: FH100, FH is seat 1: -100                 totals [0, -100, 0]
//   deal 2, dealer 1: TIE50, FH seat 2 and MH seat 0: -50 each  totals [-50, -100, -50]
//   deal 3, dealer 2: JUNGFRAU_FH114, FH is seat 0: -228        totals [-278, -100, -50]
//   deal 4, dealer 0: FH100, FH is seat 1: -100                 totals [-278, -200, -50]
const DEALS = [FH100, TIE50, JUNGFRAU_FH114, FH100];
const TOTALS = [
  [0, -100, 0],
  [-50, -100, -50],
  [-278, -100, -50],
  [-278, -200, -50],
];
const options = (o: Partial<RamschOptions>): RamschOptions => RamschOptionsSchema.parse(o);

describe('the session hooks', () => {
  test.each<[string, Partial<RamschOptions>, number, number[]]>([
    // [name, options, deals until the session ends, losers (lowest total)]
    ['3 deals', { deals: 3 }, 3, [0]],
    ['4 deals', { deals: 4 }, 4, [0]],
    // Bierlachs 100: seat 1 reaches -100 exactly in deal 1 ("the first to -501 loses": reaching it counts).
    ['Bierlachs 100', { bierlachs: 100 }, 1, [1]],
    // Bierlachs 101: -100 is not enough; deal 3 takes seat 0 to -278.
    ['Bierlachs 101', { bierlachs: 101 }, 3, [0]],
    ['Bierlachs 278', { bierlachs: 278 }, 3, [0]],
    // Bierlachs replaces the number of deals.
    ['Bierlachs 101 ignores deals: 1', { bierlachs: 101, deals: 1 }, 3, [0]],
  ])('%s', (_name, o, ends, losers) => {
    const opts = options(o);
    let sheet = ramschSession.init({ options: opts, seats: 3, firstDealer: 0 });
    expect(sheet).toEqual({ totals: [0, 0, 0], dealsPlayed: 0 });
    DEALS.slice(0, ends).forEach((script, i) => {
      const dealer = i % 3;
      const { outcome } = playScript(rulesFor(o), script, dealer);
      sheet = ramschSession.afterDeal({ options: opts, seats: 3, dealer, data: sheet, outcome });
      expect(sheet).toEqual({ totals: TOTALS[i], dealsPlayed: i + 1 });
      const last = i + 1 === ends;
      expect(ramschSession.isOver({ options: opts, seats: 3, data: sheet })).toBe(last);
      expect(ramschSession.result({ options: opts, seats: 3, data: sheet })).toEqual({
        totals: TOTALS[i],
        dealsPlayed: i + 1,
        ended: last,
        losers: last ? losers : [],
      });
    });
  });

  test.each<[string, Partial<RamschOptions>, number[], number, boolean, number[]]>([
    // session.ts TSDoc example: Bierlachs 300, totals [-310, 20, 0] after 7 deals: over.
    ['TSDoc example', { bierlachs: 300 }, [-310, 20, 0], 7, true, [0]],
    ['one short of the target', { bierlachs: 300 }, [-299, 20, 0], 7, false, []],
    // Two at the same lowest total lose together (session.ts describe: "ties lose together").
    ['two past the target, tied', { bierlachs: 100 }, [-160, -160, 20], 5, true, [0, 1]],
    ['past the target: only the lowest loses', { bierlachs: 100 }, [-160, -120, 20], 5, true, [0]],
    // `deals` defaults to 12 (options.ts: each player deals four times).
    ['12 deals by default', {}, [-40, 0, 0], 11, false, []],
    ['12 deals by default, the 12th', {}, [-40, 0, 0], 12, true, [0]],
    ['tied lowest after the last deal', { deals: 2 }, [-40, -40, 120], 2, true, [0, 1]],
  ])('result: %s', (_name, o, totals, dealsPlayed, ended, losers) => {
    const opts = options(o);
    const sheet = { totals, dealsPlayed };
    expect(ramschSessionOver(opts, sheet)).toBe(ended);
    expect(ramschSession.result({ options: opts, seats: 3, data: sheet })).toEqual({
      totals,
      dealsPlayed,
      ended,
      losers,
    });
  });
});

describe('a whole session through createSession', () => {
  test.each<[string, Partial<RamschOptions>, number]>([
    ['3 deals', { deals: 3 }, 3],
    ['Bierlachs 101', { bierlachs: 101 }, 3],
  ])('%s: the scripted deals, dealt and played by the session', (_name, o, ends) => {
    const deals = DEALS.slice(0, ends).map((script, i) => dealOf(script, i % 3));
    const session = createSession(ramsch, { options: o, firstDealer: 0, seed: 1, deals });
    DEALS.slice(0, ends).forEach((script, i) => {
      expect(session.dealer()).toBe(i % 3);
      for (const action of actionsOf(rulesFor(o), script, i % 3)) unwrap(session.apply(action));
      expect(session.result().totals).toEqual(TOTALS[i]);
      expect(session.isOver()).toBe(i + 1 === ends);
    });
    expect(session.result()).toMatchObject({ ended: true, losers: [0], dealsPlayed: ends });
  });
});

describe('positive scores: a Durchmarsch (MARCH, dealer 0: FH is seat 1, +120)', () => {
  const first = (o: RamschOptions) => ramschSession.init({ options: o, seats: 3, firstDealer: 0 });
  const march = playScript(rulesFor(), MARCH, 0).outcome;

  test('counted as +120 in a session of deals', () => {
    const o = options({ deals: 3 });
    expect(
      ramschSession.afterDeal({ options: o, seats: 3, dealer: 0, data: first(o), outcome: march })
        .totals,
    ).toEqual([0, 120, 0]);
  });

  // Bierlachs, skat-and-ramsch.en.txt 246: "only negative scores are recorded i.e. if the declarer
  // wins with 33 points, the score is recorded as -33 to the two defenders". NOTES.md is silent
  // on Ramsch's Bierlachs, so the text rules: the marcher's +120 is -120 to each other player.
  // FAILS today: session.ts adds the +120 to the marcher (see the report).
  test('recorded as -120 to each other player under Bierlachs', () => {
    const o = options({ bierlachs: 300 });
    expect(
      ramschSession.afterDeal({ options: o, seats: 3, dealer: 0, data: first(o), outcome: march })
        .totals,
    ).toEqual([-120, 0, -120]);
  });
});
