import { createGame, defineVariant, Rng } from '@stich/core';
import { dealtHand } from '@stich/core/kernel';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { jokerFour } from './variants/jokerFour';
import { knockFour } from './variants/knockFour';

// A deal in stages: `{ pause: 'knock' }` holds the last packet back while the knock
// round (core's knockRoundPhase) runs. Joker Four deals the same pattern without the
// pause, so the same shuffle must give it the same final hands and skat.
describeConformance(knockFour, {
  deals: 2000,
  statechartDeals: 100,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'pause',
  outcomePoints: (o) => o.points,
});

describe('a deal that pauses between packets', () => {
  const rules = knockFour.rules();
  const plain = jokerFour.rules();

  test('the pause is compiled into ctx; hands and tricks count every packet', () => {
    expect(rules.ctx.pause).toEqual({ phase: 'knock', before: 7 });
    expect(plain.ctx.pause).toBeNull();
    expect(rules.ctx.handSize).toBe(10);
    expect(rules.ctx.tricksPerDeal).toBe(10);
  });

  test.each([0, 1, 2, 3])('dealer %i: the same shuffle deals the same cards', (dealer) => {
    for (let seed = 0; seed < 200; seed++) {
      const s = rules.deal({ dealer, seed });
      const t = plain.deal({ dealer, seed });
      expect(s.phase).toBe('knock');
      // Held back: 7 cards in hand, 3 held; together the hand dealt without a pause.
      for (let seat = 0; seat < 4; seat++) {
        expect(rules.view(s, seat).hand).toHaveLength(7);
        const both = [0, 1].map((w) => s.hands[2 * seat + w] | s.held![2 * seat + w]);
        expect(both).toEqual(t.hands.slice(2 * seat, 2 * seat + 2));
      }
      expect(s.skatOrder).toEqual(t.skatOrder);
      // The in-place API: a random knock round deals the rest.
      const rng = new Rng(seed);
      for (let k = 0; k < 4; k++) rules.applyCode(s, rules.randomCode(s, rng));
      expect(s.phase).toBe('play');
      expect(s.hands).toEqual(t.hands);
      expect(s.held).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    }
  });

  test('redeal and clone keep the held packets apart', () => {
    const s = rules.deal({ dealer: 0, seed: 1 });
    rules.playout(s, new Rng(2));
    rules.redeal(s, 2, new Rng(3));
    const fresh = rules.deal({ dealer: 2, rng: new Rng(3) });
    expect(s.hands).toEqual(fresh.hands);
    expect(s.held).toEqual(fresh.held);
    const copy = rules.clone(s);
    expect(copy.held).toEqual(s.held);
    expect(copy.held).not.toBe(s.held);
  });

  test('explicit hands: the first cards listed are the packets before the pause', () => {
    const start = rules.deal({ dealer: 1, seed: 9 });
    const hands = [0, 1, 2, 3].map((seat) => dealtHand(rules.ctx, start, seat));
    const skat = start.skatOrder.map((id) => rules.ctx.deck.codes[id]);
    const again = rules.fromDeal({ dealer: 1, hands, skat });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.hands).toEqual(start.hands);
    expect(again.value.held).toEqual(start.held);
    const game = createGame(knockFour, { dealer: 1, hands, skat });
    for (let seat = 0; seat < 4; seat++)
      expect(game.view(seat).hand.slice().sort()).toEqual(hands[seat].slice(0, 7).sort());
  });

  test.each([
    ['a pause before any packet', [{ pause: 'knock' }, { each: 10 }, { skat: 2 }]],
    ['a skat after the pause', [{ each: 7 }, { pause: 'knock' }, { each: 3 }, { skat: 2 }]],
    ['a pause at the end', [{ each: 10 }, { skat: 2 }, { pause: 'knock' }]],
    [
      'two pauses',
      [{ each: 5 }, { pause: 'knock' }, { each: 2 }, { pause: 'knock' }, { each: 3 }, { skat: 2 }],
    ],
    [
      'a pause for a phase that is not the first',
      [{ each: 7 }, { skat: 2 }, { pause: 'play' }, { each: 3 }],
    ],
  ])('refused at definition: %s', (_, deal) => {
    expect(() => defineVariant({ ...knockFour, deal } as never)).toThrow(TypeError);
  });
});
