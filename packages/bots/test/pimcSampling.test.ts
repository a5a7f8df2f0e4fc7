import { Rng } from '@stich/core';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { type SeatKnowledge, sampleDeal, seatKnowledge } from '../src/index';
import { PIMC_ADAPTERS } from './pimcAdapters';
import { locationsOf, PIMC_TABLES, type Position, positions } from './pimcPositions';

const sorted = (codes: readonly string[]) => codes.slice().sort();

/** For each seat, the groups it did not follow when they were led (computed here from scratch). */
function shownVoids(p: Position, table: { group: Int8Array }, idOf: (c: string) => number) {
  const voids = p.view.handSizes.map(() => new Set<number>());
  for (const cards of [...p.view.tricks.map((t) => t.cards), p.view.trick]) {
    const led = cards.length > 0 ? table.group[idOf(cards[0].card)] : -1;
    for (const c of cards) if (table.group[idOf(c.card)] !== led) voids[c.seat].add(led);
  }
  return voids;
}

describe.each(PIMC_TABLES)('sampled deals for %s', (id, rules) => {
  const adapter = PIMC_ADAPTERS[rules.variantId];
  const { deck } = rules.ctx;
  const idOf = (code: string) => deck.idsOf(code)![0];
  // Every third card decision of 24 random deals, three samples each.
  const cases = positions(rules, 24, 7).filter((_, i) => i % 3 === 0);

  test('the true deal is always among those allowed', () => {
    for (const p of cases) {
      const k = seatKnowledge(rules, p.view);
      adapter.restrict?.(rules, p.view, k);
      const truth = locationsOf(rules, p.state);
      expect(sorted(k.known[p.seat].map((c) => deck.codes[c]))).toEqual(sorted(p.view.hand));
      k.unseen.forEach((card, i) => {
        // Identical cards (two jokers) may stand for each other: check by code.
        const places = deck.idsOf(deck.codes[card])!.map((c) => truth[c]);
        expect(places.some((loc) => loc >= 0 && (k.allowed[i] & (1 << loc)) !== 0)).toBe(true);
      });
      const room = k.capacity.map((_, loc) => truth.filter((l) => l === loc).length);
      expect(room).toEqual(k.capacity.map((n, loc) => n + k.known[loc].length));
    }
  });

  test("deals keep the seat's hand, the hand sizes, every card once, and the voids", () => {
    const rng = new Rng(id);
    let dealt = 0;
    for (const p of cases) {
      const k: SeatKnowledge = seatKnowledge(rules, p.view);
      adapter.restrict?.(rules, p.view, k);
      const table = rules.ctx.tables[rules.ctx.trumpModes.indexOf(p.view.trumpMode)];
      const voids = shownVoids(p, table, idOf);
      for (let n = 0; n < 3; n++) {
        const deal = sampleDeal(k, rng);
        expect(deal).toBeDefined();
        if (deal === undefined) continue;
        dealt++;
        expect(sorted(deal.hands[p.seat].map((c) => deck.codes[c]))).toEqual(sorted(p.view.hand));
        expect(deal.hands.map((h) => h.length)).toEqual(p.view.handSizes);
        expect(deal.skat.length).toBe(p.view.skatSize);
        p.view.openHands.forEach((open, seat) => {
          if (open !== null)
            expect(sorted(deal.hands[seat].map((c) => deck.codes[c]))).toEqual(sorted(open));
        });
        const all = [...deal.hands.flat(), ...deal.skat, ...k.played.map((x) => x.id)];
        expect(new Set(all).size).toBe(deck.size);
        deal.hands.forEach((hand, seat) => {
          for (const card of hand) expect(voids[seat].has(table.group[card])).toBe(false);
        });
      }
    }
    expect(dealt).toBeGreaterThan(50);
  });
});

describe('sampleDeal', () => {
  // Seat 0 knows its hand; seats 1 and 2 and the skat (location 3) share four cards.
  const knowledge = (allowed: number[], capacity: number[]): SeatKnowledge => ({
    seat: 0,
    skat: 3,
    known: [[10], [], [], []],
    unseen: allowed.map((_, i) => i),
    allowed,
    capacity,
    played: [],
  });

  test('never runs into a dead end: a card that must go to a place keeps its room', () => {
    // Cards 0 and 1 may go to seats 1 or 2; card 2 only to seat 1 or the skat; card 3
    // only to seat 2 or the skat. Dealing 0 and 1 both to seat 1 would leave card 2 no place.
    const k = knowledge([0b0110, 0b0110, 0b1010, 0b1100], [0, 2, 1, 1]);
    const seen = new Set<string>();
    for (let seed = 0; seed < 300; seed++) {
      const deal = sampleDeal(k, new Rng(seed));
      expect(deal).toBeDefined();
      const where = [0, 1, 2, 3].map((c) => [1, 2].find((s) => deal!.hands[s].includes(c)) ?? 3);
      where.forEach((loc, c) => {
        expect(k.allowed[c] & (1 << loc)).not.toBe(0);
      });
      expect(deal!.hands[1].length).toBe(2);
      seen.add(where.join());
    }
    // Every deal that fits occurs: (0,1 | 2 | 3) cannot, the others are 0-2-1-3 ... in some order.
    expect(seen.size).toBeGreaterThan(1);
  });

  test('says so when no deal fits', () => {
    expect(sampleDeal(knowledge([0b0010, 0b0010, 0b0010, 0b1100], [0, 2, 1, 1]), new Rng(1))).toBe(
      undefined,
    );
    expect(sampleDeal(knowledge([0b0110, 0b0110, 0b0110], [0, 2, 1, 1]), new Rng(1))).toBe(
      undefined,
    );
  });

  test('unconstrained cards are dealt uniformly: each lands in a hand of 10 half the time', () => {
    const rules = skat.rules();
    const state = rules.deal({ dealer: 0, seed: 5 });
    // Forehand before the first card knows only its hand: 22 cards over 10, 10 and the skat's 2.
    const k = seatKnowledge(rules, rules.view(state, 1));
    const rng = new Rng(2);
    const inSeat2 = new Map<number, number>();
    const runs = 2000;
    for (let n = 0; n < runs; n++)
      for (const c of sampleDeal(k, rng)!.hands[2]) inSeat2.set(c, (inSeat2.get(c) ?? 0) + 1);
    expect(inSeat2.size).toBe(22);
    // 10 of 22 places: 45.5%, give or take about 1.1% (one standard error) per card.
    for (const count of inSeat2.values())
      expect(Math.abs(count / runs - 10 / 22)).toBeLessThan(0.05);
  });
});

describe('Skatkopf: where the called card may lie', () => {
  const rules = skatkopf.rules();
  const adapter = PIMC_ADAPTERS.skatkopf;
  const { deck } = rules.ctx;
  type Extra = { declarer: number | null; called: string | null };
  // Card decisions of rules bots where the seat does not see the called card.
  const hidden = positions(rules, 200, 13, adapter.fallback(rules)).filter((p) => {
    const x = p.view.extra as Extra;
    return (
      x.called !== null &&
      seatKnowledge(rules, p.view).unseen.some((id) => deck.codes[id] === x.called)
    );
  });

  test('never with the declarer; after the first trick of its suit without it, only in the kitty', () => {
    let emptyTrick = 0;
    for (const p of hidden) {
      const x = p.view.extra as Extra;
      const k = seatKnowledge(rules, p.view);
      adapter.restrict!(rules, p.view, k);
      const at = k.unseen.findIndex((id) => deck.codes[id] === x.called);
      expect(k.allowed[at] & (1 << x.declarer!)).toBe(0);
      const group = rules.ctx.tableOf[p.view.trumpMode].group;
      const led = p.view.tricks.find(
        (t) => group[deck.idsOf(t.cards[0].card)![0]] === group[k.unseen[at]],
      );
      if (led !== undefined) {
        expect(k.allowed[at]).toBe(1 << k.skat);
        emptyTrick++;
      }
      // The true place stays allowed.
      expect(k.allowed[at] & (1 << locationsOf(rules, p.state)[k.unseen[at]])).not.toBe(0);
    }
    expect(hidden.length).toBeGreaterThan(20);
    expect(emptyTrick).toBeGreaterThan(0);
  });
});
