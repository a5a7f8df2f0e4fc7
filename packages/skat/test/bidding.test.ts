import { type GameState, Rng, unwrap } from '@stich/core';
import { type RamschAction, type RamschState, ramsch } from '@stich/ramsch';
import { describe, expect, test } from 'vitest';
import { BID_VALUES, type SkatAction, type SkatOptions, skat } from '../src/index';
import * as D from './deals';
import {
  type Position,
  playScript,
  randomAction,
  run,
  type SkatRules,
  type State,
  startOf,
} from './script';

// Bidding (text, "Bidding mechanics"; NOTES Skat 1): middlehand calls to forehand, then
// rearhand to the survivor; the 63 values; holding and passing; pass-out under each option.
// At three seats with dealer 2, forehand is seat 0, middlehand 1, rearhand 2.

const rules = skat.rules();
const start = () => startOf(rules, D.EX1_HEARTS);
const SEAT: Record<Position, number> = { FH: 0, MH: 1, RH: 2 };
const summary = (actions: SkatAction[]) =>
  actions.map((a) => (a.type === 'bid' ? a.value : a.type));

describe('whose turn it is and what they may do', () => {
  test('middlehand calls first: pass or any of the 63 values', () => {
    const s = start();
    expect(s.turn).toBe(SEAT.MH);
    expect(summary(rules.legalActions(s))).toEqual(['pass', ...BID_VALUES]);
    expect(rules.legalActions(s, SEAT.FH)).toEqual([]);
    expect(rules.legalActions(s, SEAT.RH)).toEqual([]);
  });

  test('forehand answers a call: hold or pass', () => {
    const s = run(rules, start(), 'MH 18');
    expect(s.turn).toBe(SEAT.FH);
    expect(summary(rules.legalActions(s))).toEqual(['hold', 'pass']);
  });

  test('after a hold the caller calls higher or passes', () => {
    const s = run(rules, start(), 'MH 18, FH hold');
    expect(s.turn).toBe(SEAT.MH);
    expect(summary(rules.legalActions(s))).toEqual(['pass', ...BID_VALUES.slice(1)]);
  });

  test('values may be skipped: a call of 30, then anything above it', () => {
    const s = run(rules, start(), 'MH 30, FH hold');
    expect(summary(rules.legalActions(s))).toEqual(['pass', ...BID_VALUES.filter((v) => v > 30)]);
  });

  test.each([
    // [bidding, who calls next, to whom]
    ['MH 18, FH hold, MH pass', 'RH', 'FH'], // rearhand continues against the survivor
    ['MH 18, FH pass', 'RH', 'MH'],
    ['MH pass', 'RH', 'FH'],
  ] as const)('after %s, %s calls to %s', (bidding, caller, holder) => {
    const s = run(rules, start(), bidding);
    expect(s.turn).toBe(SEAT[caller]);
    const view = rules.view(s, 0).extra;
    expect([view.caller, view.holder]).toEqual([SEAT[caller], SEAT[holder]]);
    const bids = rules.legalActions(s).filter((a) => a.type === 'bid');
    expect(bids[0]).toMatchObject({ value: bidding.startsWith('MH 18') ? 20 : 18 });
  });

  test('forehand may still open after two passes: pass or any value (text, "Passing out")', () => {
    const s = run(rules, start(), 'MH pass, RH pass');
    expect(s.turn).toBe(SEAT.FH);
    expect(summary(rules.legalActions(s))).toEqual(['pass', ...BID_VALUES]);
    const opened = run(rules, s, 'FH 23');
    expect([opened.phase, opened.x.declarer, opened.x.bid]).toEqual(['declaration', SEAT.FH, 23]);
  });
});

describe('who wins the bidding, and at what value', () => {
  test.each([
    // Text, "Example bidding": Clara (MH) declares at 24, "the highest accepted bid".
    [
      'MH 18, FH hold, MH 20, FH hold, MH 22, FH pass, RH 23, MH hold, RH 24, MH hold, RH pass',
      'MH',
      24,
    ],
    // Text, "Order of bidding": Clara calls, Bernard passes, Anna calls twice, Clara holds, Anna passes.
    ['MH 18, FH pass, RH 20, MH hold, RH 22, MH hold, RH pass', 'MH', 22],
    ['MH 18, FH hold, MH pass, RH pass', 'FH', 18],
    ['MH 18, FH hold, MH pass, RH 20, FH pass', 'RH', 20],
    ['MH 18, FH hold, MH 20, FH pass, RH pass', 'MH', 20], // a call that was not held stands
    ['MH pass, RH 18, FH pass', 'RH', 18],
    ['MH pass, RH pass, FH 18', 'FH', 18],
    ['MH 18, FH hold, MH 264, FH hold, MH pass, RH pass', 'FH', 264],
  ] as const)('%s: %s declares at %i', (bidding, declarer, bid) => {
    const s = run(rules, start(), bidding);
    expect(s.phase).toBe('declaration');
    expect(s.turn).toBe(SEAT[declarer]);
    expect([s.x.declarer, s.x.bid]).toEqual([SEAT[declarer], bid]);
    expect(rules.view(s, 0).extra).toMatchObject({ declarer: SEAT[declarer], bid });
  });

  test('the players who made or held a call are noted, in order (only they may say kontra)', () => {
    const s = run(rules, start(), 'MH 18, FH hold, MH pass, RH pass');
    expect(s.x.auction.active).toEqual([SEAT.MH, SEAT.FH]);
    expect(s.x.auction.passed).toEqual([SEAT.MH, SEAT.RH]);
  });
});

describe('all pass (NOTES Skat 1, option passOut)', () => {
  const ALL_PASS = 'MH pass, RH pass, FH pass';

  test('throwIn (the default): the cards are thrown in, nobody scores', () => {
    const s = run(rules, start(), ALL_PASS);
    expect(rules.isTerminal(s)).toBe(true);
    expect(rules.outcome(s)).toMatchObject({
      kind: 'passed',
      declarer: null,
      contract: null,
      value: 0,
      scores: [0, 0, 0],
    });
  });

  test('forehand: forehand must play, with no bid, and may declare anything', () => {
    const r = skat.rules({ passOut: 'forehand' });
    const s = run(r, startOf(r, D.EX1_HEARTS), ALL_PASS);
    expect([s.phase, s.turn, s.x.declarer, s.x.bid]).toEqual(['declaration', SEAT.FH, SEAT.FH, 0]);
    const declarations = r.legalActions(s).filter((a) => a.type === 'declare');
    expect(declarations).toHaveLength(22); // every hand contract, null hand and null ouvert hand included
    const { outcome } = playScript({ ...D.EX1_HEARTS, bidding: ALL_PASS }, { passOut: 'forehand' });
    expect(outcome).toMatchObject({
      kind: 'game',
      declarer: SEAT.FH,
      bid: 0,
      value: 20,
      won: true,
    });
  });

  // Ramsch on pass-out is played and scored by @stich/ramsch's rules: the same cards played
  // in the same order give the same result as a Ramsch deal of that package.
  const RAMSCH_OPTIONS: SkatOptions['ramsch'][] = [
    {},
    { skatTo: 'loser' },
    { tensLow: true },
    { ties: 'lastTrickLoses', threeWayTie: 'nobody' },
    { fixedValues: true, durchmarsch: false },
  ];

  test.each(RAMSCH_OPTIONS)('ramsch %j: played and scored as @stich/ramsch', (options) => {
    const r = skat.rules({ passOut: 'ramsch', ramsch: options });
    const other = ramsch.rules(options);
    for (let i = 0; i < 60; i++) {
      const rng = new Rng(`pass-out ${i}`);
      const dealer = i % 3;
      let s = run(r, r.deal({ dealer, rng }), ALL_PASS, { seats: 3, dealer });
      expect([s.phase, r.view(s, 0).trumpMode, s.turn]).toEqual(['play', 'ramsch', s.lead0]);
      let t: GameState<RamschState> = other.fromIds(dealer, {
        hands: [0, 1, 2].map((seat) => cardsOf(r, s, seat)),
        skat: cardsOf(r, s, -1),
      });
      while (!r.isTerminal(s)) {
        const legal = r.legalActions(s);
        expect(legal.every((a) => a.type === 'play')).toBe(true);
        expect(other.legalActions(t)).toEqual(legal);
        const action = legal[rng.below(legal.length)];
        s = unwrap(r.applyAction(s, action));
        t = unwrap(other.applyAction(t, action as RamschAction));
      }
      const o = r.outcome(s)!;
      expect(o.kind).toBe('ramsch');
      expect(o.ramsch).toEqual(other.outcome(t));
      expect(o.scores).toEqual(other.outcome(t)!.scores);
    }
  });
});

/** The card ids of a seat's hand (or of the skat, seat -1). */
function cardsOf(r: SkatRules, s: State, seat: number): number[] {
  const lo = seat < 0 ? s.skat[0] : s.hands[2 * seat];
  const hi = seat < 0 ? s.skat[1] : s.hands[2 * seat + 1];
  const out: number[] = [];
  for (let id = 0; id < r.ctx.deck.size; id++)
    if ((id < 32 ? lo >>> id : hi >>> (id - 32)) & 1) out.push(id);
  return out;
}

describe('a table of four: the dealer sits out (text, "General principles")', () => {
  const r4 = skat.rules({ seats: 4 });

  test('the dealer is dealt no cards, and a deal giving it cards is refused', () => {
    const bad = r4.fromDeal({
      dealer: 0,
      hands: [['CJ'], [], [], []],
      skat: [],
    });
    expect(bad.ok ? 'accepted' : bad.error.code).toBe('INVALID_DEAL');
    for (let dealer = 0; dealer < 4; dealer++) {
      const s = r4.deal({ dealer, seed: dealer });
      expect(s.hands.slice(2 * dealer, 2 * dealer + 2)).toEqual([0, 0]);
      expect(r4.view(s, dealer).hand).toEqual([]);
      // Middlehand is two seats after the dealer.
      expect(s.turn).toBe((dealer + 2) % 4);
    }
  });

  test.each([
    { seats: 4 as const },
    { seats: 4 as const, kontra: true },
    { seats: 4 as const, passOut: 'ramsch' as const },
    { seats: 4 as const, passOut: 'forehand' as const },
  ])('%j: the dealer is never asked to act in 300 random deals', (options) => {
    const r = skat.rules(options);
    for (let i = 0; i < 300; i++) {
      const rng = new Rng(`four ${i}`);
      const dealer = i % 4;
      let s = r.deal({ dealer, rng });
      while (!r.isTerminal(s)) {
        expect(s.turn).not.toBe(dealer);
        expect(r.legalActions(s, dealer)).toEqual([]);
        expect(r.view(s, dealer).hand).toEqual([]);
        const pick = randomAction(r, s, rng);
        expect(pick.seat).not.toBe(dealer);
        s = unwrap(r.applyAction(s, pick));
      }
      expect(r.outcome(s)!.scores[dealer]).toBe(0);
    }
  });
});
