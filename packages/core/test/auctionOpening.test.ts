import { unwrap } from '@stich/core';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { calledAuction } from './variants/calledAuction';

// Core's auction with bids that carry a payload (a game and doublings, several bids
// sharing a value) and `opening: 'first'`: the first seat opens or passes, then each
// seat in turn; after an opening the next seats call to the survivor.

const rules = calledAuction.rules();
// Dealer 2: forehand is seat 0, then 1, 2.
const start = () => rules.deal({ dealer: 2, seed: 'auction' });
const run = (s: ReturnType<typeof start>, actions: object[]) => {
  for (const a of actions) s = unwrap(rules.applyAction(s, a as never));
  return s;
};
const bids = (s: ReturnType<typeof start>) =>
  rules.legalActions(s).map((a) => (a.type === 'bid' ? `${a.game}x${a.doublings}` : a.type));

describe("opening: 'first'", () => {
  test('forehand opens with the lowest bid or passes', () => {
    const s = start();
    expect(s.turn).toBe(0);
    expect(bids(s)).toEqual(['pass', 'smallx0']);
  });

  test("with openWith: 'any' the opener may name any bid", () => {
    const any = calledAuction.rules({ openWith: 'any' });
    const s = any.deal({ dealer: 2, seed: 'auction' });
    expect(any.legalActions(s)).toHaveLength(1 + 6);
  });

  test('a pass hands the opening to the next seat; if all pass, the winner is -1', () => {
    let s = run(start(), [{ type: 'pass', seat: 0 }]);
    expect([s.turn, s.x.auction.holder, s.x.auction.caller]).toEqual([1, 1, -1]);
    s = run(s, [
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
    ]);
    expect(s.x.auction).toMatchObject({ over: true, winner: -1, passed: [0, 1, 2] });
    expect(s.x.declarer).toBe(0); // the variant lets forehand play
  });

  test('after an opening the next seat must bid strictly higher in value', () => {
    const s = run(start(), [{ type: 'bid', seat: 0, game: 'small' }]);
    expect([s.turn, s.x.auction.holder, s.x.auction.caller]).toEqual([1, 0, 1]);
    expect(bids(s)).toEqual(['pass', 'bigx0', 'smallx1', 'bigx1', 'smallx2', 'bigx2']);
    const t = run(s, [
      { type: 'bid', seat: 1, game: 'big' },
      { type: 'hold', seat: 0 },
    ]);
    // 3 is held: small x1 (4) and above.
    expect(bids(t)).toEqual(['pass', 'smallx1', 'bigx1', 'smallx2', 'bigx2']);
  });

  test.each([
    // [script, winner, winning ladder index]
    ['0 small, 1 pass, 2 pass', 0, 0],
    ['0 small, 1 big, 0 pass, 2 pass', 1, 1],
    ['0 small, 1 big, 0 hold, 1 pass, 2 bigx1, 0 pass', 2, 3],
    ['0 pass, 1 small, 2 pass', 1, 0],
    ['0 pass, 1 pass, 2 small', 2, 0], // the last seat opens and wins
  ] as const)('%s: seat %i wins with bid %i', (script, winner, bid) => {
    const actions = script.split(', ').map((step) => {
      const [seat, what] = step.split(' ');
      const [game, d] = what.split('x');
      return ['pass', 'hold'].includes(what)
        ? { type: what, seat: Number(seat) }
        : { type: 'bid', seat: Number(seat), game, doublings: Number(d ?? 0) };
    });
    const s = run(start(), actions);
    expect(s.x.auction).toMatchObject({ over: true, winner });
    expect([s.x.declarer, s.x.bid]).toEqual([winner, bid]);
  });

  test.each([
    [[], { type: 'bid', seat: 0, game: 'big' }, 'INVALID_BID'], // an opening must be the lowest
    [
      [{ type: 'bid', seat: 0, game: 'small' }],
      { type: 'bid', seat: 1, game: 'small' },
      'INVALID_BID',
    ],
    [
      [{ type: 'bid', seat: 0, game: 'small' }],
      { type: 'bid', seat: 1, game: 'big', doublings: 3 },
      'INVALID_BID',
    ],
    [[], { type: 'hold', seat: 0 }, 'ACTION_NOT_ALLOWED'],
    [[], { type: 'pass', seat: 1 }, 'OUT_OF_TURN'],
  ] as const)('after %j, %j is refused with %s', (before, action, code) => {
    const s = run(start(), [...before]);
    const json = JSON.stringify(s);
    const r = rules.applyAction(s, action as never);
    expect(r.ok || r.error.code).toBe(code);
    expect(JSON.stringify(s)).toBe(json);
  });
});

// The auction's `sample` must draw as `legal` + `rng.below` does, and the called card's
// restriction must keep every deal playable: the conformance suite checks both.
describeConformance(calledAuction, {
  deals: 2000,
  statechartDeals: 100,
  roundTripDeals: 3,
  sessions: 1,
  outcomePoints: (o) => [...o.points, o.skat],
});
describeConformance(calledAuction, {
  options: { restrict: false, openWith: 'any' },
  deals: 1000,
  statechartDeals: 50,
  roundTripDeals: 2,
  sessions: 1,
  seed: 'free',
  outcomePoints: (o) => [...o.points, o.skat],
});
