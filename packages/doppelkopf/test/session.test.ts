import { createSession, replaySession, restoreSession, unwrap } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { type DoppelkopfAction, doppelkopf, forcedSeat } from '../src/index';

// The session (4.8, 4.9): counted deals, the Pflichtsolo that every player owes, the same
// dealer after a Pflichtsolo chosen freely, and the Vorführung at the end.

/**
 * Plays a session: in each deal `soloist(dealIndex)` (or nobody, -1) says Vorbehalt and
 * names a Damensolo, everyone else is gesund, and every card is the first legal one.
 */
function playSession(options: object, soloist: (deal: number) => number) {
  const session = createSession(doppelkopf, { seed: 5, firstDealer: 0, options });
  const dealers: number[] = [];
  let deal = -1;
  while (!session.isOver()) {
    // A new deal begins whenever the sheet's count of deals played moves on.
    if (session.result().played === dealers.length) {
      deal++;
      dealers.push(session.dealer());
    }
    const seat = session.turn()!;
    const legal = session.legalActions(seat);
    const want = soloist(deal);
    const pick =
      legal.find((a) => a.type === 'declare' && 'game' in a && a.game === 'damensolo') ??
      legal.find((a) => a.type === (seat === want ? 'claimGame' : 'pass')) ??
      legal.find((a) => a.type === 'play') ??
      legal[0];
    unwrap(session.apply(pick as DoppelkopfAction));
  }
  return { session, dealers };
}

describe('the Doppelkopf session', () => {
  it("who is forced (4.9.4): the first owing seat from the dealer's left, when owing = deals left", () => {
    const o = { pflichtsolo: true, deals: 24 };
    expect(forcedSeat(o, { owes: [true, true, true, true], counted: 0 }, 0)).toBe(-1);
    expect(forcedSeat(o, { owes: [false, true, false, true], counted: 22 }, 0)).toBe(1);
    expect(forcedSeat(o, { owes: [false, true, false, true], counted: 22 }, 1)).toBe(3);
    expect(forcedSeat(o, { owes: [true, false, false, false], counted: 23 }, 0)).toBe(0); // the dealer last
    expect(forcedSeat(o, { owes: [false, false, false, false], counted: 23 }, 0)).toBe(-1);
    expect(
      forcedSeat({ ...o, pflichtsolo: false }, { owes: [true, true, true, true], counted: 23 }, 0),
    ).toBe(-1);
  });

  it('a Pflichtsolo chosen freely is not counted and the same dealer deals again (1.4.2, 4.9.1)', () => {
    // Deal 0: seat 1 (forehand of dealer 0) plays its Pflichtsolo; then all normal games.
    const { session, dealers } = playSession({ deals: 6 }, (deal) => (deal === 0 ? 1 : -1));
    const result = session.result();
    expect(result.played).toBe(7);
    expect(result.counted).toBe(6);
    // Three still owed with six counted deals: the last three deals were Vorführungen.
    expect(result.owes).toEqual([false, false, false, false]);
    expect(dealers).toEqual([0, 0, 1, 2, 3, 0, 1]);
  });

  it('the Vorführung forces the owing players at the end of the session (4.9.4)', () => {
    // Nobody reserves: with 5 deals and 4 owing, deals 2-5 are forced Pflichtsoli.
    const { session } = playSession({ deals: 5 }, () => -1);
    const result = session.result();
    expect(result.counted).toBe(5);
    expect(result.played).toBe(5);
    expect(result.owes).toEqual([false, false, false, false]);
    const record = session.record();
    expect(unwrap(replaySession(doppelkopf, record)).result).toEqual(result);
  });

  it('a session restores from its snapshot with the deal setup', () => {
    const session = createSession(doppelkopf, { seed: 9, firstDealer: 2, options: { deals: 1 } });
    // One counted deal and four owing: the first deal is a Vorführung of seat 3.
    expect(session.state().setup).toEqual({ owes: [true, true, true, true], forced: 3 });
    expect(session.state().x.callRound.holder).toBe(3);
    expect(session.legalActions(3).every((a) => a.type === 'declare')).toBe(true);
    unwrap(session.apply({ type: 'declare', seat: 3, game: 'bubensolo' }));
    expect(session.turn()).toBe(3); // the soloist of a Pflichtsolo leads
    const restored = unwrap(
      restoreSession(doppelkopf, JSON.parse(JSON.stringify(session.snapshot()))),
    );
    expect(restored.state()).toEqual(session.state());
  });
});
