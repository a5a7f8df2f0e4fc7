import { JOKER_DECK, jokersAndJacks, Rng, unwrap } from '@stich/core';
import {
  compileTrickTable,
  groupOrder,
  listDiscards,
  sampleDiscard,
  trickWinner,
} from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { jokerFour } from './variants/jokerFour';

// The joker trump preset, and the skat exchange with identical cards.

describe('jokersAndJacks', () => {
  test.each([
    ['D', 'JK CJ SJ HJ DJ DA DT DK DQ D9 D8 D7 D6 D5'],
    [null, 'JK CJ SJ HJ DJ'],
  ] as const)('trump suit %s: %s', (suit, order) => {
    const t = compileTrickTable(JOKER_DECK, jokersAndJacks(suit));
    expect(groupOrder(JOKER_DECK, t, t.trumpGroup).join(' ')).toBe(order);
    expect(groupOrder(JOKER_DECK, t, 0).join(' ')).toBe('CA CT CK CQ C9 C8 C7 C6 C5');
  });

  test.each([
    ['later', 1],
    ['earlier', 0],
  ] as const)('identical: %s, card %i of JK JK wins', (identical, winner) => {
    const t = compileTrickTable(JOKER_DECK, jokersAndJacks('H', identical));
    expect(trickWinner(t, JOKER_DECK.idsOf('JK')!.slice())).toBe(winner);
  });
});

describe('sampleDiscard with two jokers in hand', () => {
  const rules = jokerFour.rules();
  const others = JOKER_DECK.codes.filter((c) => c !== 'JK');
  // Seat 1 holds both jokers and ten other cards (as after taking up a skat).
  const s = unwrap(
    rules.fromDeal({
      dealer: 0,
      hands: [
        others.slice(0, 10),
        ['JK', 'JK', ...others.slice(10, 18)],
        others.slice(18, 28),
        others.slice(28, 38),
      ],
      skat: others.slice(38),
    }),
  );

  test('lists each distinct discard once: JK+x once per x, and JK+JK', () => {
    const out = new Int32Array(64);
    // 10 cards: 8 others pairwise (28), each with a joker (8), the two jokers (1).
    expect(listDiscards(rules.ctx, s, 1, out, 0)).toBe(28 + 8 + 1);
  });

  test('draws exactly as listDiscards + rng.below, for 200 seeds', () => {
    const out = new Int32Array(64);
    const n = listDiscards(rules.ctx, s, 1, out, 0);
    for (let k = 0; k < 200; k++) {
      const a = new Rng(k);
      const b = new Rng(k);
      expect(sampleDiscard(rules.ctx, s, 1, a)).toBe(out[b.below(n)]);
      expect(a.save()).toEqual(b.save());
    }
  });
});
