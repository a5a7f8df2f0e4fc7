import { type BaseAction, Rng, type SeatView } from '@stich/core';
import { describe, expect, test } from 'vitest';
import {
  type PimcRules,
  type SampledDeal,
  type SeatKnowledge,
  sampleDeal,
  seatKnowledge,
} from '../src/index';
import { PIMC_ADAPTERS } from './pimcAdapters';
import { locationsOf, PIMC_TABLES, positions } from './pimcPositions';

/** The deal as it truly lies, in the card ids the seat's knowledge uses. */
function trueDeal(rules: PimcRules, k: SeatKnowledge, truth: number[]): SampledDeal {
  const { codes } = rules.ctx.deck;
  const free = new Set(k.unseen);
  const held = k.known.map((cards, loc) => {
    const out = cards.slice();
    for (let id = 0; id < truth.length; id++) {
      if (truth[id] !== loc) continue;
      const mine = out.filter((c) => codes[c] === codes[id]).length;
      const there = truth.filter((l, c) => l === loc && codes[c] === codes[id]).length;
      if (mine >= there) continue;
      const pick = k.unseen.find((c) => free.has(c) && codes[c] === codes[id])!;
      free.delete(pick);
      out.push(pick);
    }
    return out;
  });
  return { hands: held.slice(0, k.skat), skat: held[k.skat] };
}

/** A view without what a rebuild may tell differently: the auction's passes and non-card actions. */
function publicPart(view: SeatView<BaseAction>) {
  const extra = { ...(view.extra as Record<string, unknown>) };
  delete extra.passed;
  const plays = view.legalActions.filter((a) => a.type === 'play');
  const sortedHand = view.hand.slice().sort();
  return { ...view, hand: sortedHand, extra, legalActions: plays.length };
}

describe.each(PIMC_TABLES)('rebuilt states for %s', (_id, rules) => {
  const adapter = PIMC_ADAPTERS[rules.variantId];
  const cases = positions(rules, 30, 11).filter((_, i) => i % 4 === 0);

  test('the true deal rebuilds the true trick play', () => {
    const { codes } = rules.ctx.deck;
    const cardsOf = (lo: number, hi: number) =>
      codes.filter((_, id) => (id < 32 ? lo >>> id : hi >>> (id - 32)) & 1).sort();
    for (const p of cases) {
      const k = seatKnowledge(rules, p.view);
      adapter.restrict?.(rules, p.view, k);
      const s = adapter.rebuild(rules, p.view, k, trueDeal(rules, k, locationsOf(rules, p.state)));
      expect(s).toBeDefined();
      if (s === undefined) continue;
      const t = p.state;
      for (let seat = 0; seat <= rules.ctx.seats; seat++) {
        const [a, b] = seat < rules.ctx.seats ? [s.hands, t.hands] : [s.skat, t.skat];
        const i = seat < rules.ctx.seats ? 2 * seat : 0;
        expect(cardsOf(a[i], a[i + 1])).toEqual(cardsOf(b[i], b[i + 1]));
      }
      expect(s.history.map((c) => codes[c])).toEqual(t.history.map((c) => codes[c]));
      expect([s.phase, s.trump, s.turn, s.leader, s.winners, s.tricks, s.doublers]).toEqual([
        t.phase,
        t.trump,
        t.turn,
        t.leader,
        t.winners,
        t.tricks,
        t.doublers,
      ]);
      expect(publicPart(rules.view(s, p.seat))).toEqual(publicPart(p.view));
    }
  });

  test('a sampled deal rebuilds a state that shows the seat what its view shows', () => {
    const rng = new Rng(3);
    let rebuilt = 0;
    for (const p of cases) {
      const k = seatKnowledge(rules, p.view);
      adapter.restrict?.(rules, p.view, k);
      for (let n = 0; n < 3; n++) {
        const s = adapter.rebuild(rules, p.view, k, sampleDeal(k, rng)!);
        if (s === undefined) continue;
        rebuilt++;
        expect(publicPart(rules.view(s, p.seat))).toEqual(publicPart(p.view));
      }
    }
    // Only Skatkopf refuses some deals: the call must be legal for the declarer's sampled hand.
    const limit = rules.variantId === 'skatkopf' ? 0.9 : 1;
    expect(rebuilt).toBeGreaterThanOrEqual(Math.floor(limit * 3 * cases.length));
  });
});
