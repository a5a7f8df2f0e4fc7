import { defineVariant, field, JOKER_DECK, SKAT_DECK, trickPhase } from '@stich/core';
import { CORE_ACTIONS } from '@stich/core/kernel';
import { describe, expect, it } from 'vitest';
import { doubleFour } from './variants/doubleFour';

describe('a deck and a deal chosen by the options', () => {
  it('plays 48 cards in 12 tricks, or 40 in 10 without the nines', () => {
    const full = doubleFour.rules().ctx;
    expect([full.deck.size, full.handSize, full.tricksPerDeal]).toEqual([48, 12, 12]);
    const short = doubleFour.rules({ nines: false }).ctx;
    expect(short.deck.size).toBe(40);
    expect(short.deck.id).toBe('double40');
    expect(short.deal).toEqual([{ each: 3 }, { each: 4 }, { each: 3 }]);
    expect([short.handSize, short.tricksPerDeal]).toEqual([10, 10]);
  });

  it('marks every copy after the first in copiesLo/Hi', () => {
    const { ctx } = doubleFour.rules();
    // Ids 1, 3, 5 ... 47: the second copy of each card, across both words.
    const odd = (from: number) => {
      let w = 0;
      for (let id = from + 1; id < Math.min(from + 32, 48); id += 2) w |= 1 << (id - from);
      return w;
    };
    expect([ctx.copiesLo, ctx.copiesHi]).toEqual([odd(0), odd(32)]);
  });

  it('deals the 40-card pack by its own pattern: 10 cards a hand', () => {
    const rules = doubleFour.rules({ nines: false });
    const s = rules.deal({ dealer: 0, seed: 7 });
    const hands = [0, 1, 2, 3].map((seat) => rules.view(s, seat).hand);
    expect(hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(hands.flat().filter((c) => c === 'HT').length).toBe(2);
    expect(hands.flat().some((c) => c.endsWith('9'))).toBe(false);
  });
});

describe('the deal size, checked per option set', () => {
  const fields = { short: field.boolean({ default: false }) };
  const spec = (deal: { each: number }[]) => ({
    id: 'test-deal-size',
    name: 'Deal size (test)',
    summary: 'A deck that shrinks by option.',
    players: { seats: 4, active: 4 },
    deck: (o: { short: boolean }) => (o.short ? JOKER_DECK : SKAT_DECK),
    deal,
    options: fields,
    trumpModes: (o: { short: boolean }) => ({
      plain: {
        permanent: o.short ? ['JK'] : [],
        suit: null,
        plainOrder: (o.short ? JOKER_DECK : SKAT_DECK).spec.ranks,
      },
    }),
    doubling: null,
    actions: CORE_ACTIONS,
    phases: () => ({ play: { phase: trickPhase({}), exits: { lastTrick: 'done' } } }),
    init: () => undefined,
    score: () => 0,
    session: {
      init: () => 0,
      afterDeal: () => 0,
      isOver: () => true,
      result: () => 0,
      describe: [],
    },
    describe: { scoring: [], endConditions: [] },
  });

  it('refuses options whose deck the deal does not fit, naming the deck', () => {
    // 4 x 8 = 32 fits the Skat pack (the default); the joker pack's 42 cards do not.
    const variant = defineVariant(spec([{ each: 4 }, { each: 4 }]) as never);
    expect(variant.rules().ctx.deck.size).toBe(32);
    expect(() => variant.rules({ short: true })).toThrow(
      /test-deal-size: the deal pattern deals 32 cards, the deck has 42 \(deck joker42\)/,
    );
  });

  it('refuses a bad deal under the defaults when the variant is defined', () => {
    expect(() => defineVariant(spec([{ each: 4 }]) as never)).toThrow(RangeError);
  });
});
