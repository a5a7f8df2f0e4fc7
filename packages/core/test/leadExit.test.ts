import { type BaseAction, defineAction } from '@stich/core';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { withSaying } from './variants/sayOnce';

const READY = defineAction('ready');

/** The dealer leads the first trick; everything else as Three Jacks. */
const dealerLeads = withSaying('dealer-leads', [READY], 'ready', {
  to: 'play',
  lead: function dealerLeads(s) {
    return s.dealer;
  },
});

// Kernel, statechart, records and views agree when the exit names the leader.
describeConformance(dealerLeads, {
  outcomePoints: (o) => o.points,
  deals: 500,
  statechartDeals: 100,
});

describe('the exit that starts play names who leads', () => {
  test('without `lead`, forehand leads the first trick', () => {
    const rules = withSaying('forehand-leads', [READY], 'ready').rules();
    const s = rules.deal({ dealer: 0, seed: 5 });
    const next = rules.applyAction(s, { type: 'ready', seat: 1 });
    expect(next.ok && [next.value.lead0, next.value.turn]).toEqual([1, 1]);
  });

  test('a declared leader (here the dealer, seat 0) leads, and the first trick is his', () => {
    const v = dealerLeads;
    expect(v.rules().phases[0].edges).toEqual([
      { exit: 'said', to: 'play', lead: 'from dealerLeads' },
    ]);
    const rules = v.rules();
    let s = rules.deal({ dealer: 0, seed: 5 });
    const r = rules.applyAction(s, { type: 'ready', seat: 1 });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    expect([s.lead0, s.leader, s.turn]).toEqual([0, 0, 0]);
    expect(rules.view(s, 2).turn).toBe(0);
    // Seat 1 may not lead now; seat 0 may, and the trick goes round from it.
    const [card1] = rules.view(s, 1).hand;
    expect(
      rules.applyAction(s, { type: 'play', seat: 1, card: card1 } as BaseAction),
    ).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_TURN' },
    });
    const lead = rules.legalActions(s)[0];
    const after = rules.applyAction(s, lead);
    expect(after.ok && after.value.turn).toBe(1);
  });

  test('a leader who does not play the deal is a programmer error naming the exit', () => {
    const v = withSaying('nobody-leads', [READY], 'ready', { to: 'play', lead: () => 7 });
    const rules = v.rules();
    const s = rules.deal({ dealer: 0, seed: 5 });
    expect(() => rules.applyAction(s, { type: 'ready', seat: 1 })).toThrow(
      /phase 'say', exit 'said' names seat 7 to lead, which does not play this deal/,
    );
  });
});
