import { createSession, unwrap } from '@stich/core';
import { describe, expect, it } from 'vitest';
import {
  type DoppelkopfAction,
  doppelkopf,
  forcedSeat,
  klaerungCounts,
  sessionDeals,
} from '../src/index';

// A table of five, option 7.14 of doppelkopf.en.md: the dealer gets no cards and scores 0
// in that deal; a session is 30 deals (DDV 10.1), so every seat deals six times.

const FIVE = { tableSize: 5 } as const;

describe('five at the table (7.14)', () => {
  it('the dealer gets no cards and is not asked; the four others play', () => {
    const rules = doppelkopf.rules(FIVE);
    expect([rules.ctx.seats, rules.ctx.active]).toEqual([5, 4]);
    let s = rules.deal({ dealer: 2, seed: 3 });
    expect([0, 1, 2, 3, 4].map((seat) => rules.view(s, seat).hand.length)).toEqual([
      12, 12, 0, 12, 12,
    ]);
    const asked: number[] = [];
    while (s.phase === 'vorbehalt') {
      const seat = rules.toAct(s);
      asked.push(seat);
      s = unwrap(rules.applyAction(s, { type: 'pass', seat }));
    }
    expect(asked).toEqual([3, 4, 0, 1]);
    expect(rules.legalActions(s, 2)).toEqual([]);
    // The normal game's parties: the holders of the club queens among the four.
    const sides = rules.ctx.sides!.of(s);
    expect(sides[2]).toBeNull();
    expect(sides.filter((side) => side === 0).length).toBeGreaterThan(0);
    expect(sides.filter((side) => side !== null)).toHaveLength(4);
    while (!rules.isTerminal(s)) s = unwrap(rules.applyAction(s, rules.legalActions(s)[0]));
    const o = rules.outcome(s)!;
    expect(o.score.scores).toHaveLength(5);
    expect(o.score.scores[2]).toBe(0);
    expect([...o.re, ...o.kontra].sort()).toEqual([0, 1, 3, 4]);
    expect(o.score.cardPoints.re + o.score.cardPoints.kontra).toBe(240);
    // Trick 2's lead is the fifth card played, not the sixth.
    const lead = rules.ctx.deck.codes[s.history[4]];
    const trump = lead[1] === 'Q' || lead[1] === 'J' || lead[0] === 'D' || lead === 'HT';
    expect(
      klaerungCounts({ ...doppelkopf.defaults, hochzeitKlaerung: 'ersterTrumpfstich' }, s, 1),
    ).toBe(trump);
  });

  it('a session is a fourth longer (24 -> 30), every seat deals as often', () => {
    expect(sessionDeals({ deals: 24, tableSize: 5 })).toBe(30);
    expect(sessionDeals({ deals: 24 })).toBe(24);
    const session = createSession(doppelkopf, {
      seed: 9,
      firstDealer: 0,
      options: { ...FIVE, pflichtsolo: false },
    });
    const dealt = [0, 0, 0, 0, 0];
    let played = -1;
    while (!session.isOver()) {
      if (session.result().played !== played) {
        played = session.result().played;
        dealt[session.dealer()]++;
      }
      const seat = session.turn()!;
      const legal = session.legalActions(seat);
      const pick = legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'play');
      unwrap(session.apply((pick ?? legal[0]) as DoppelkopfAction));
    }
    expect(session.result().counted).toBe(30);
    expect(dealt).toEqual([6, 6, 6, 6, 6]);
    const totals = session.result().totals;
    expect(totals.reduce((a, b) => a + b)).toBe(0);
  });

  it('the dealer, sitting out, is never forced to its Pflichtsolo (4.9.4)', () => {
    const o = { pflichtsolo: true, deals: 24, tableSize: 5 };
    // Two counted deals left of 30, two owing: seat 0 first from dealer 4's left.
    const owes = [true, true, false, false, false];
    expect(forcedSeat(o, { owes, counted: 28 }, 4)).toBe(0);
    // Dealer 0 owes it too: seat 1 is forced, never the dealer; with only the dealer
    // owing, nobody is, and its Pflichtsolo lapses (our ruling).
    expect(forcedSeat(o, { owes, counted: 28 }, 0)).toBe(1);
    expect(forcedSeat(o, { owes: [true, false, false, false, false], counted: 29 }, 0)).toBe(-1);
  });
});
