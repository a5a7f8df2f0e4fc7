import { type GameState, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { doubleFour } from '../../core/test/variants/doubleFour';
import type { AnyRules } from '../src/anyRules';
import { type CardOrder, cardOrderOf } from '../src/cardOrder';
import { PositionKey } from '../src/positionKey';
import { intoPlay, kernelCards } from './randomPlay';

// The key written from the tables (a byte of key positions at a time) against the key
// written card by card (`encode`): over random deals of each game, counting points and
// tricks, after every card played, and the cards left in key order (`cards`).
const games: [string, AnyRules][] = [
  ['Kalter Schlag', kalterSchlag.rules() as AnyRules],
  ['Ramsch', ramsch.rules() as AnyRules],
  ['Skat', skat.rules() as AnyRules],
  ['Skat at four', skat.rules({ seats: 4 }) as AnyRules],
  // Two jokers tie: keys written card by card.
  ['Skatkopf', skatkopf.rules() as AnyRules],
  // Every card in two copies.
  ['Double Four', doubleFour.rules() as AnyRules],
];

/** The cards in the hands of `s` by key position (two words), as the search's board keeps them. */
function inHands(order: CardOrder, s: GameState): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let c = 0; c < 64; c++) {
    for (let seat = 0; seat < s.seats; seat++) {
      if (((s.hands[2 * seat + (c >>> 5)] >>> (c & 31)) & 1) === 0) continue;
      const p = order.keyPos[c];
      if (p < 32) lo |= 1 << p;
      else hi |= 1 << (p - 32);
    }
  }
  return [lo, hi];
}

/** The key `key` writes for `s`, and the one written card by card. */
function keys(key: PositionKey, order: CardOrder, s: GameState): [number[], number[]] {
  const kept = new Int32Array(key.length + 2);
  const fresh = new Int32Array(key.length + 2);
  key.write(s, kept, 1, ...inHands(order, s));
  fresh[1] = s.turn;
  key.encode(fresh, 1);
  return [Array.from(kept), Array.from(fresh)];
}

/** The cards in the hands of `s`, in the order of `key`'s positions (as `cards` lists them). */
function cardsLeft(key: PositionKey, s: GameState, order: CardOrder): number[] {
  const left: number[] = [];
  for (let c = 0; c < 64; c++) {
    for (let seat = 0; seat < s.seats; seat++) {
      if ((s.hands[2 * seat + (c >>> 5)] >>> (c & 31)) & 1) left.push(c);
    }
  }
  left.sort((a, b) => order.sortKey[a] - order.sortKey[b] || a - b);
  key.write(s, new Int32Array(key.length), 0, ...inHands(order, s));
  return left;
}

describe.each(games)('the key agrees with the key written card by card: %s', (name, rules) => {
  test.each(['points', 'tricks'] as const)('counting %s, over 40 random deals', (count) => {
    const rng = new Rng(`key-${name}-${count}`);
    let deals = 0;
    let checked = 0;
    while (deals < 40) {
      const s = intoPlay(rules, rng);
      if (s === null) continue;
      deals++;
      const order = cardOrderOf(rules.ctx, s.trump, count);
      const key = new PositionKey(order, rules.ctx.seats, true);
      key.reset(s);
      const start = rules.clone(s) as GameState;
      while (s.phase === 'play') {
        const [kept, fresh] = keys(key, order, s);
        expect(kept).toEqual(fresh);
        const left = cardsLeft(key, s, order);
        expect(left.map((_, i) => key.card(i))).toEqual(left);
        // Each card's index among the cards left, as the table keeps a best card.
        const [lo, hi] = inHands(order, s);
        left.forEach((c, i) => {
          expect(key.indexOf(c, lo, hi)).toBe(i);
        });
        checked++;
        const legal = kernelCards(rules, s);
        rules.applyCode(s, legal[rng.below(legal.length)]);
      }
      // A second key reset to the deal: the same key where play started.
      const fresh = new PositionKey(order, rules.ctx.seats, true);
      fresh.reset(start);
      expect(keys(key, order, start)[0]).toEqual(keys(fresh, order, start)[0]);
    }
    expect(checked).toBeGreaterThan(400);
  });
});

/** The weight symbols of a key's weight words, read bit by bit. */
function symbols(key: PositionKey, words: Int32Array, bits: number): number[] {
  const out: number[] = [];
  const total = 32 * (key.length - key.structure);
  for (let bit = 0; bit + bits <= total; bit += bits) {
    let v = 0;
    for (let b = 0; b < bits; b++) {
      const at = bit + b;
      v |= ((words[key.structure + (at >>> 5)] >>> (at & 31)) & 1) << b;
    }
    out.push(v);
  }
  return out;
}

describe.each(games.slice(0, 4))(
  'delta sums the weight differences card by card: %s',
  (name, rules) => {
    test('between the keys of trick starts of random deals', () => {
      const rng = new Rng(`delta-${name}`);
      const written: { key: PositionKey; weights: number[]; words: Int32Array }[] = [];
      while (written.length < 60) {
        const s = intoPlay(rules, rng);
        if (s === null) continue;
        const order = cardOrderOf(rules.ctx, s.trump, 'points');
        const key = new PositionKey(order, rules.ctx.seats, true);
        const weights = [...new Set(order.weight)].sort((a, b) => a - b);
        key.reset(s);
        // A trick start a random number of tricks in.
        for (let cards = rules.ctx.seats * rng.below(4); cards > 0 && s.phase === 'play'; cards--) {
          const legal = kernelCards(rules, s);
          rules.applyCode(s, legal[rng.below(legal.length)]);
        }
        const words = new Int32Array(key.length);
        key.write(s, words, 0, ...inHands(order, s));
        written.push({ key, weights, words });
      }
      for (let i = 1; i < written.length; i++) {
        const { key, weights, words } = written[i];
        const other = written[i - 1].words;
        const bits = weights.length <= 1 ? 0 : 32 - Math.clz32(weights.length - 1);
        const mine = symbols(key, words, bits);
        const theirs = symbols(key, other, bits);
        let low = 0;
        let high = 0;
        mine.forEach((m, j) => {
          const d = (weights[m] ?? 0) - (weights[theirs[j]] ?? 0);
          if (d < 0) low += d;
          else high += d;
        });
        key.delta(words, 0, other, 0);
        expect([key.low, key.high]).toEqual([low, high]);
      }
    });
  },
);

describe('positions that differ only in which copy a seat holds', () => {
  const rules = doubleFour.rules() as AnyRules;
  test.each(['points', 'tricks'] as const)(
    'share a key, counting %s (trick starts of 60 deals)',
    (count) => {
      const rng = new Rng(`copies-${count}`);
      let swapped = 0;
      for (let deal = 0; deal < 60; deal++) {
        const s = intoPlay(rules, rng)!;
        for (let cards = 4 * rng.below(8); cards > 0; cards--) {
          const legal = kernelCards(rules, s);
          rules.applyCode(s, legal[rng.below(legal.length)]);
        }
        const order = cardOrderOf(rules.ctx, s.trump, count);
        const key = new PositionKey(order, rules.ctx.seats, true);
        key.reset(s);
        const [before] = keys(key, order, s);
        // Each card whose two copies two seats hold: the copies change hands.
        const other = rules.clone(s) as GameState;
        for (let c = 1; c < 48; c++) {
          if ((((c < 32 ? rules.ctx.copiesLo : rules.ctx.copiesHi) >>> (c & 31)) & 1) === 0)
            continue;
          const holder = (id: number) =>
            [0, 1, 2, 3].find(
              (seat) => ((other.hands[2 * seat + (id >>> 5)] >>> (id & 31)) & 1) === 1,
            );
          const a = holder(c - 1);
          const b = holder(c);
          if (a === undefined || b === undefined || a === b) continue;
          for (const [seat, id] of [
            [a, c - 1],
            [a, c],
            [b, c - 1],
            [b, c],
          ])
            other.hands[2 * seat + (id >>> 5)] ^= 1 << (id & 31);
          swapped++;
        }
        const moved = new PositionKey(order, rules.ctx.seats, true);
        moved.reset(other);
        expect(keys(moved, order, other)[0]).toEqual(before);
      }
      expect(swapped).toBeGreaterThan(100);
    },
  );
});
