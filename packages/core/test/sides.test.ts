import { defineVariant, type GameState, Rng, type Variant } from '@stich/core';
import { type SideOf, seatOfPlay } from '@stich/core/kernel';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { calledAuction } from './variants/calledAuction';
import { jokerFour } from './variants/jokerFour';

// The three kinds of declared sides on core's test variants.
const calledPartner = defineVariant({
  ...calledAuction,
  id: 'test-sides-called',
  sides: {
    kind: 'declarer',
    declarer: (s) => s.x.declarer,
    partner: { by: 'calledCard', card: (s) => s.x.called },
  },
});
const blackJacks = defineVariant({
  ...jokerFour,
  id: 'test-sides-card-held',
  sides: { kind: 'cardHeld', cards: ['CJ', 'SJ'] },
});
const firstTrick = defineVariant({
  ...jokerFour,
  id: 'test-sides-first-trick',
  sides: { kind: 'declarer', declarer: (s) => s.lead0, partner: { by: 'firstTrick', within: 3 } },
});

/** The partner is named aloud: here the winner of trick 2, if not the declarer (an Armut's taker). */
const namedPartner = (s: GameState) =>
  s.winners.length >= 2 && s.winners[1] !== s.lead0 ? s.winners[1] : -1;
const named = defineVariant({
  ...jokerFour,
  id: 'test-sides-named',
  sides: {
    kind: 'declarer',
    declarer: (s) => s.lead0,
    partner: { by: 'named', seat: namedPartner },
  },
});

// biome-ignore lint/suspicious/noExplicitAny: one walk serves the three test variants' states
type AnyState = GameState<any>;

/** Every state of `deals` seeded random deals, from the deal to the end. */
function* states(variant: Variant, deals: number): Generator<AnyState> {
  const rules = variant.rules();
  const rng = new Rng(11);
  for (let d = 0; d < deals; d++) {
    const s = rules.deal({ dealer: d % 3, rng });
    yield rules.clone(s);
    while (!rules.isTerminal(s)) {
      rules.applyCode(s, rules.randomCode(s, rng));
      yield rules.clone(s);
    }
  }
}

/** The seats that know every side. */
const knowAll = (variant: Variant, s: AnyState) => {
  const rules = variant.rules();
  const truth = rules.ctx.sides!.of(s);
  return s.next.flatMap((_, seat) =>
    rules.view(s, seat).sides!.every((side, i) => side === truth[i]) ? [seat] : [],
  );
};

describe('declared sides', () => {
  test.each([calledPartner, blackJacks, firstTrick, named] as Variant[])(
    '$id: what a seat knows is true, it knows its own side once settled, and all know at the end',
    (variant) => {
      const rules = variant.rules();
      for (const s of states(variant, 40)) {
        const truth = rules.ctx.sides!.of(s);
        for (let seat = 0; seat < s.seats; seat++) {
          const known: SideOf[] = rules.view(s, seat).sides!;
          known.forEach((side, i) => {
            if (side !== null) expect(side, `seat ${seat} on seat ${i}`).toBe(truth[i]);
          });
          if (rules.isTerminal(s)) expect(known).toEqual(truth);
        }
      }
    },
  );

  test('a called partner is known to itself at once, to the others when the card falls', () => {
    const rules = calledPartner.rules();
    let checked = 0;
    for (const s of states(calledPartner, 60)) {
      const x = s.x;
      if (x.called < 0 || rules.isTerminal(s)) continue;
      const played = s.history.includes(x.called);
      const all = knowAll(calledPartner, s);
      if (played) {
        expect(all).toEqual([0, 1, 2]);
      } else if (x.partner < 0) {
        // Not held by another seat: it lies unseen in the skat, and nobody knows that yet.
        expect(all).toEqual([]);
      } else {
        expect(all).toEqual([x.partner]);
        // A defender knows itself and the declarer, not the partner.
        const defender = [0, 1, 2].find((seat) => seat !== x.declarer && seat !== x.partner)!;
        const known = rules.view(s, defender).sides!;
        expect(known[x.declarer]).toBe(0);
        expect(known[defender]).toBe(1);
        expect(known[x.partner]).toBeNull();
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('parties by cards held: a party card played names its player to all', () => {
    const rules = blackJacks.rules();
    const ids = ['CJ', 'SJ'].map((code) => rules.ctx.deck.idsOf(code)![0]);
    let seen = 0;
    for (const s of states(blackJacks, 40)) {
      for (const id of ids) {
        const at = s.history.indexOf(id);
        if (at < 0) continue;
        const player = seatOfPlay(s, Math.floor(at / 4), at % 4);
        for (let viewer = 0; viewer < 4; viewer++)
          expect(rules.view(s, viewer).sides![player]).toBe(0);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  test('a partner by the first trick won by another seat is public once settled', () => {
    const rules = firstTrick.rules();
    for (const s of states(firstTrick, 40)) {
      const declarer = s.lead0;
      const taken = s.winners.slice(0, 3).find((w) => w !== declarer);
      const settled = taken !== undefined || s.winners.length >= 3;
      const truth = rules.ctx.sides!.of(s);
      if (!settled) {
        expect(truth.filter((side) => side !== null)).toEqual([0]);
        expect(knowAll(firstTrick, s)).toEqual([0, 1, 2, 3]);
        continue;
      }
      expect(knowAll(firstTrick, s)).toEqual([0, 1, 2, 3]);
      expect(truth.filter((side) => side === 0).length).toBe(taken === undefined ? 1 : 2);
      if (taken !== undefined) expect(truth[taken]).toBe(0);
    }
  });

  test('a partner named in the open is public once named, and nobody knows more before', () => {
    const rules = named.rules();
    let namedSeen = 0;
    for (const s of states(named, 40)) {
      if (rules.isTerminal(s)) continue;
      const partner = namedPartner(s);
      const truth = rules.ctx.sides!.of(s);
      if (partner < 0) {
        // Only the declarer's side is settled, and every seat knows just that.
        expect(truth.filter((side) => side !== null)).toEqual([0]);
        for (let seat = 0; seat < 4; seat++)
          expect(rules.view(s, seat).sides!.filter((side) => side !== null)).toEqual([0]);
        continue;
      }
      namedSeen++;
      expect(truth[partner]).toBe(0);
      expect(truth.filter((side) => side === 1).length).toBe(2);
      expect(knowAll(named, s)).toEqual([0, 1, 2, 3]);
    }
    expect(namedSeen).toBeGreaterThan(100);
  });

  test('a variant without declared sides has no `sides` in its views', () => {
    const rules = jokerFour.rules();
    expect(rules.ctx.sides).toBeNull();
    expect('sides' in rules.view(rules.deal({ dealer: 0, seed: 1 }), 0)).toBe(false);
  });
});

// Views with sides must still leak nothing: the view and swap checks of the suite.
describeConformance(calledPartner, {
  deals: 300,
  statechartDeals: 60,
  roundTripDeals: 5,
  outcomePoints: (o) => [...o.points, o.skat],
});
describeConformance(blackJacks, {
  deals: 300,
  statechartDeals: 60,
  outcomePoints: (o) => o.points,
});
