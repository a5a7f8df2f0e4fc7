import { type GameState, Rng } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, it } from 'vitest';
import { canonicalCopies } from '../src/kernel/canonicalCopies';
import { doubleFour } from './variants/doubleFour';
import { knockFour } from './variants/knockFour';

// biome-ignore lint/suspicious/noExplicitAny: any variant's rules
type AnyRules = Rules<any, any, any, any, any>;

const isCopy = (rules: AnyRules, id: number) =>
  (((id < 32 ? rules.ctx.copiesLo : rules.ctx.copiesHi) >>> (id & 31)) & 1) === 1;

/** Card set `base` of `words` (two words) as a list of ids. */
const has = (words: number[], base: number, id: number) =>
  ((words[base + (id >>> 5)] >>> (id & 31)) & 1) === 1;

/**
 * The rule as written, slowly: where each copy lies (seat 0's hand, its held packets,
 * seat 1 ..., then the skat in dealt order), the copies' ids given out in that order.
 */
function reference(rules: AnyRules, s: GameState<unknown>): void {
  const { seats, deck } = rules.ctx;
  const placeOf = (id: number) => {
    for (let seat = 0; seat < seats; seat++) {
      if (has(s.hands, 2 * seat, id)) return 2 * seat;
      if (s.held !== undefined && has(s.held, 2 * seat, id)) return 2 * seat + 1;
    }
    return 2 * seats + s.skatOrder.indexOf(id);
  };
  for (let first = 0; first < deck.size; ) {
    let end = first + 1;
    while (end < deck.size && isCopy(rules, end)) end++;
    const ids = Array.from({ length: end - first }, (_, i) => first + i);
    const places = ids.map(placeOf);
    const sorted = [...places].sort((a, b) => a - b);
    for (const id of ids) {
      for (const words of [s.hands, s.skat, ...(s.held === undefined ? [] : [s.held])])
        for (let base = 0; base < words.length; base += 2)
          words[base + (id >>> 5)] &= ~(1 << (id & 31));
    }
    const order = s.skatOrder.map((id) => (id >= first && id < end ? -1 : id));
    sorted.forEach((place, i) => {
      const id = first + i;
      if (place < 2 * seats) {
        const words = place % 2 === 0 ? s.hands : s.held!;
        words[2 * (place >> 1) + (id >>> 5)] |= 1 << (id & 31);
      } else {
        order[place - 2 * seats] = id;
        s.skat[id >>> 5] |= 1 << (id & 31);
      }
    });
    s.skatOrder = order;
    first = end;
  }
}

/** The copies of each card given out at random among their places. */
function scramble(rules: AnyRules, s: GameState<unknown>, rng: Rng): void {
  for (let id = 1; id < rules.ctx.deck.size; id++) {
    if (!isCopy(rules, id) || rng.below(2) === 0) continue;
    const a = id - 1;
    for (const words of [s.hands, s.skat, ...(s.held === undefined ? [] : [s.held])]) {
      for (let base = 0; base < words.length; base += 2) {
        if (has(words, base, a) === has(words, base, id)) continue;
        words[base + (a >>> 5)] ^= 1 << (a & 31);
        words[base + (id >>> 5)] ^= 1 << (id & 31);
      }
    }
    s.skatOrder = s.skatOrder.map((x) => (x === a ? id : x === id ? a : x));
  }
}

describe.each([
  ['Double Four (48 cards in pairs)', doubleFour.rules()],
  ['Double Four without nines (40)', doubleFour.rules({ nines: false })],
  ['Knock Four (two jokers, held packets)', knockFour.rules()],
  ['Skatkopf (two jokers, a skat)', skatkopf.rules()],
] as [string, AnyRules][])('canonicalCopies on %s', (_name, rules) => {
  it('gives the copies as the rule says, 2000 scrambled deals', () => {
    const rng = new Rng('copies');
    let moved = 0;
    for (let k = 0; k < 2000; k++) {
      const s = rules.deal({ dealer: k & 3, rng }) as GameState<unknown>;
      scramble(rules, s, rng);
      const fast = rules.clone(s);
      const slow = rules.clone(s);
      canonicalCopies(rules.ctx, fast);
      reference(rules, slow);
      if (JSON.stringify(slow) !== JSON.stringify(s)) moved++;
      expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
    }
    expect(moved).toBeGreaterThan(0);
  });
});
