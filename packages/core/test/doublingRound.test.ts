import { defineVariant, phaseGraph, trickPhase } from '@stich/core';
import { doublingRoundPhase } from '@stich/core/kernel';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { kontraFour } from './variants/kontraFour';

// Dealer 0: forehand (seat 1) declares; seat 3 holds the ace of clubs (the partner).
const hands = [
  ['CT', 'CK', 'CQ', 'C9', 'C8', 'C7', 'S7', 'S8'],
  ['CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HT', 'HK', 'SA'],
  ['HQ', 'H9', 'H8', 'H7', 'ST', 'SK', 'SQ', 'S9'],
  ['CA', 'DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7'],
];

const start = (options = {}) => {
  const rules = kontraFour.rules(options);
  const r = rules.fromDeal({ dealer: 0, hands });
  if (!r.ok) throw new Error(r.error.message);
  return { rules, s: r.value };
};

describe("core's doubling round by side", () => {
  test('asked in turn from forehand; only the side whose step it is may double', () => {
    const { rules, s } = start();
    expect(s.phase).toBe('kontra');
    expect(s.turn).toBe(1);
    // The declarer may not say kontra: only pass. A defender may.
    expect(rules.legalActions(s).map((a) => a.type)).toEqual(['pass']);
    const refused = rules.applyAction(s, { type: 'double', seat: 1 });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'DOUBLE_NOT_ALLOWED', message: 'kontra is for the side against the declarer' },
    });
    let t = rules.applyAction(s, { type: 'pass', seat: 1 });
    if (!t.ok) throw new Error();
    expect(rules.legalActions(t.value).map((a) => a.type)).toEqual(['double', 'pass']);
    // Seat 2 (a defender) says kontra; the partner (seat 3) may say re, seat 0 may not.
    t = rules.applyAction(t.value, { type: 'double', seat: 2 });
    if (!t.ok) throw new Error();
    expect(rules.legalActions(t.value).map((a) => a.type)).toEqual(['double', 'pass']);
    expect(t.value.turn).toBe(3);
  });

  test('re by the hidden partner reveals it to everyone; the round ends at the last step', () => {
    const { rules, s } = start({ maxDoublings: 2 });
    // Before: a defender does not know the partner.
    expect(rules.view(s, 0).sides).toEqual([1, 0, null, null]);
    let state = s;
    for (const action of [
      { type: 'pass', seat: 1 },
      { type: 'double', seat: 2 },
      { type: 'double', seat: 3 },
    ] as const) {
      const r = rules.applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    expect(state.phase).toBe('play');
    expect(state.doublers).toEqual([2, 3]);
    for (let viewer = 0; viewer < 4; viewer++)
      expect(rules.view(state, viewer).sides).toEqual([1, 0, 1, 0]);
    expect(rules.view(state, 0).doublings.map((d) => d.name)).toEqual(['kontra', 're']);
  });

  test('the round ends when every seat has passed in a row', () => {
    const { rules, s } = start();
    let state = s;
    for (const seat of [1, 2, 3, 0]) {
      expect(state.phase).toBe('kontra');
      const r = rules.applyAction(state, { type: 'pass', seat });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    expect(state.phase).toBe('play');
    expect(state.turn).toBe(1);
  });

  test('a doubling resets the count of passes: after kontra, all four are asked again', () => {
    const { rules, s } = start({ maxDoublings: 4 });
    let state = s;
    const said = [
      { type: 'pass', seat: 1 },
      { type: 'double', seat: 2 },
      { type: 'pass', seat: 3 },
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
    ] as const;
    for (const action of said) {
      const r = rules.applyAction(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    expect(state.phase).toBe('kontra');
    expect(state.turn).toBe(2);
    const r = rules.applyAction(state, { type: 'pass', seat: 2 });
    expect(r.ok && r.value.phase).toBe('play');
  });
});

test('`may` narrows who may double beyond the side (here: not seat 2)', () => {
  const narrowed = defineVariant({
    ...kontraFour,
    id: 'test-kontra-four-may',
    phases: () =>
      phaseGraph({
        kontra: {
          phase: doublingRoundPhase({ may: ({ seat }) => seat !== 2 }),
          exits: { settled: 'play' },
        },
        play: { phase: trickPhase(), exits: { lastTrick: 'done' } },
      }),
  });
  const rules = narrowed.rules();
  const dealt = rules.fromDeal({ dealer: 0, hands });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const r = rules.applyAction(dealt.value, { type: 'pass', seat: 1 });
  if (!r.ok) throw new Error(r.error.message);
  expect(rules.legalActions(r.value).map((a) => a.type)).toEqual(['pass']);
  expect(rules.applyAction(r.value, { type: 'double', seat: 2 })).toMatchObject({
    ok: false,
    error: { code: 'DOUBLE_NOT_ALLOWED', message: 'seat 2 may not say kontra now' },
  });
});

describeConformance(kontraFour, {
  deals: 500,
  statechartDeals: 80,
  roundTripDeals: 5,
  outcomePoints: (o) => o.points,
});
