import {
  type BaseAction,
  defineVariant,
  ok,
  type Phase,
  type Result,
  trickPhase,
} from '@stich/core';
import {
  checkActions,
  checkPlayouts,
  checkRandomPaths,
  checkViews,
  conformancePlan,
} from '@stich/core/testing';
import { describe, expect, it } from 'vitest';
import { type ThreeJacksOutcome, threeJacks } from './variants/threeJacks';

// The suite must fail on broken variants: each case breaks one rule and names the check
// that has to catch it.
const base = trickPhase<undefined, { deals: number }, BaseAction>();
const withPhase = (id: string, phase: Partial<Phase<undefined, { deals: number }>>) =>
  defineVariant({
    ...threeJacks,
    id,
    phases: () => ({ play: { phase: { ...base, ...phase }, exits: { lastTrick: 'done' } } }),
  });
const plan = conformancePlan<{ deals: number }, ThreeJacksOutcome>({
  deals: 300,
  statechartDeals: 20,
  seed: 'catch',
});

describe('the conformance checks catch broken variants', () => {
  it('a card that vanishes (conservation)', () => {
    const v = withPhase('drops-cards', {
      apply(ctx, s, seat, code) {
        const exit = base.apply(ctx, s, seat, code);
        if (s.winners.length === 3) s.won.fill(0);
        return exit;
      },
    });
    expect(() => checkPlayouts(v, plan)).toThrow(
      /deal 0 \(dealer 0, seed 'catch:0'\), step \d+: \d+ cards of the deck are nowhere/,
    );
  });

  it('a position without legal actions before the end', () => {
    const v = withPhase('stalls', {
      legal: (ctx, s, seat, out) => (s.winners.length === 5 ? 0 : base.legal(ctx, s, seat, out)),
    });
    expect(() => checkPlayouts(v, plan)).toThrow(/no legal action before the end/);
  });

  it('a deal that never ends', () => {
    const v = withPhase('endless', {
      legal(ctx, s, seat, out) {
        if ((s.hands[2 * seat] | s.hands[2 * seat + 1]) !== 0) return base.legal(ctx, s, seat, out);
        out[0] = 200;
        return 1;
      },
      apply(ctx, s, seat, code) {
        if (code !== 200) base.apply(ctx, s, seat, code);
        return undefined; // never leaves the phase
      },
    });
    expect(() => checkPlayouts(v, plan)).toThrow(/not over after 10000 actions/);
  });

  it('outcome points that do not add up', () => {
    expect(() =>
      checkPlayouts(threeJacks, { ...plan, outcomePoints: (o) => o.points.slice(1) }),
    ).toThrow(/the outcome's card points add up to \d+, not 120/);
  });

  it('a playout fast path that plays other games', () => {
    const buffer = new Int32Array(64);
    const v = withPhase('lazy-playout', {
      playout(ctx, s, rng) {
        for (;;) {
          const n = base.legal(ctx, s, s.turn, buffer);
          rng.below(n);
          const exit = base.apply(ctx, s, s.turn, buffer[0]);
          if (exit !== undefined) return exit;
        }
      },
    });
    expect(() => checkRandomPaths(v, plan)).toThrow(/playout differs from legalCodes/);
  });

  it('an illegal card accepted', () => {
    const v = withPhase('no-follow', {
      encode(ctx, s, action): Result<number> {
        const card = (action as { card?: string }).card;
        const id = ctx.deck.idsOf(card ?? '')?.[0];
        if (action.type !== 'play' || id === undefined) return base.encode(ctx, s, action);
        const held = (s.hands[2 * action.seat + (id >>> 5)] & (1 << (id & 31))) !== 0;
        return held ? ok(id) : base.encode(ctx, s, action);
      },
    });
    expect(() => checkActions(v, plan)).toThrow(/illegal \(cannot follow\) .* accepted/);
  });

  it('a view that shows another hand', () => {
    const v = defineVariant({
      ...threeJacks,
      id: 'peeks',
      viewExtra: ({ ctx, s, viewer: seat }) =>
        ctx.deck.codes.filter(
          (_, id) => (s.hands[2 * ((seat + 1) % 3) + (id >>> 5)] & (1 << (id & 31))) !== 0,
        ),
    });
    expect(() => checkViews(v, plan)).toThrow(/seat \d's view shows \w\w, which it may not know/);
  });

  it('no false alarm: a skat the variant reveals may be seen', () => {
    expect(
      checkViews(defineVariant({ ...threeJacks, id: 'open-skat', revealSkat: () => true }), plan),
    ).toBeGreaterThan(0);
  });
});
