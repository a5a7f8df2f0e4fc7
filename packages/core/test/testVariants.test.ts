import { Rng, replayDeal, SKAT_DECK, unwrap } from '@stich/core';
import { codesOf, compileTrickTable, groupOrder } from '@stich/core/kernel';
import { cardPoints } from '@stich/core/scoring';
import { describe, expect, it } from 'vitest';
import { fixedRecord } from './fixtures/threeJacksDeal';
import { jokerFour } from './variants/jokerFour';
import { threeJacks } from './variants/threeJacks';

/** A generator from `seed` with `drawn` numbers already taken. */
function drawnRng(seed: string, drawn: number): Rng {
  const rng = new Rng(seed);
  for (let i = 0; i < drawn; i++) rng.nextU32();
  return rng;
}

describe('Three Jacks (test variant): 3 players, 32 cards, jacks only', () => {
  const rules = threeJacks.rules();

  // With 0 to 69 numbers drawn first, the deal reads what is left of the generator's
  // batch (64 numbers) and steps on from there: the same stream as Rng.shuffle.
  it.each([0, 1, 33, 40, 63, 64, 65, 69])(
    "deals 3, skat 2, 4, 3 from the dealer's left, the same Fisher-Yates as Rng.shuffle (%i numbers drawn before)",
    (drawn) => {
      const reference = drawnRng('layout', drawn);
      const deck = reference.shuffle(Array.from({ length: 32 }, (_, i) => i));
      const rng = drawnRng('layout', drawn);
      const s = rules.deal({ dealer: 0, rng });
      const hand = (seat: number) =>
        codesOf(rules.ctx, s.hands[2 * seat], s.hands[2 * seat + 1]).sort();
      const codes = (ids: number[]) => ids.map((i) => SKAT_DECK.codes[i]).sort();
      // Seats 1, 2, 0 get packets of 3 (deck 0-8), the skat 2 (9-10), then 4 (11-22) and 3 (23-31).
      expect(s.skatOrder).toEqual(deck.slice(9, 11));
      expect(codesOf(rules.ctx, s.skat[0], s.skat[1]).sort()).toEqual(codes(deck.slice(9, 11)));
      expect(hand(1)).toEqual(
        codes([...deck.slice(0, 3), ...deck.slice(11, 15), ...deck.slice(23, 26)]),
      );
      expect(hand(2)).toEqual(
        codes([...deck.slice(3, 6), ...deck.slice(15, 19), ...deck.slice(26, 29)]),
      );
      expect(hand(0)).toEqual(
        codes([...deck.slice(6, 9), ...deck.slice(19, 23), ...deck.slice(29, 32)]),
      );
      expect(s.turn).toBe(1);
      // The generator is left where Rng.shuffle leaves it.
      expect(rng.save()).toEqual(reference.save());
      expect(rng.nextU32()).toBe(reference.nextU32());
    },
  );

  it('has only the four jacks as trumps', () => {
    const table = rules.ctx.tables[0];
    expect(groupOrder(SKAT_DECK, table, table.trumpGroup)).toEqual(['CJ', 'SJ', 'HJ', 'DJ']);
  });

  it("counts the skat for the last trick's winner", () => {
    const replay = unwrap(replayDeal(threeJacks, fixedRecord()));
    const last = replay.state.winners.at(-1)!;
    const won = cardPoints(rules.ctx, replay.state);
    const outcome = replay.outcome!;
    expect(outcome.skatTo).toBe(last);
    // The skat is HJ and DJ: 2 points each.
    expect(outcome.points).toEqual(won.map((p, seat) => (seat === last ? p + 4 : p)));
  });
});

describe('Joker Four (test variant): 4 players, 42 cards with two jokers', () => {
  const rules = jokerFour.rules();

  it('deals 10 cards to each of 4 seats and 2 to the skat, JK among them twice', () => {
    const s = rules.deal({ dealer: 3, seed: 9 });
    const hands = [0, 1, 2, 3].map((seat) =>
      codesOf(rules.ctx, s.hands[2 * seat], s.hands[2 * seat + 1]),
    );
    const skat = codesOf(rules.ctx, s.skat[0], s.skat[1]);
    expect(hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(skat).toHaveLength(2);
    expect([...hands.flat(), ...skat].filter((c) => c === 'JK')).toHaveLength(2);
    expect(rules.ctx.deck.totalPoints).toBe(120);
  });

  it('ranks jokers > jacks > the trump suit (an option)', () => {
    const table = compileTrickTable(
      rules.ctx.deck,
      jokerFour.trumpModes({ ...jokerFour.defaults, trumpSuit: 'H' }).trumps,
    );
    expect(groupOrder(rules.ctx.deck, table, table.trumpGroup).slice(0, 7)).toEqual([
      'JK',
      'CJ',
      'SJ',
      'HJ',
      'DJ',
      'HA',
      'HT',
    ]);
  });
});
