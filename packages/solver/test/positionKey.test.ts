import { type GameState, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import type { AnyRules } from '../src/anyRules';
import { cardOrderOf } from '../src/cardOrder';
import { PositionKey } from '../src/positionKey';
import { intoPlay, kernelCards } from './randomPlay';

// The key written from the tables (a byte of key positions at a time) against the key
// written card by card (`encode`): over random deals of each game, counting points and
// tricks, after every card played (`take`) and taken back (`give`), and the cards left
// in key order (`cards`).
const games: [string, AnyRules][] = [
  ['Kalter Schlag', kalterSchlag.rules() as AnyRules],
  ['Ramsch', ramsch.rules() as AnyRules],
  ['Skat', skat.rules() as AnyRules],
  ['Skat at four', skat.rules({ seats: 4 }) as AnyRules],
  // Two jokers tie: keys written card by card.
  ['Skatkopf', skatkopf.rules() as AnyRules],
];

/** The key `key` writes for `s`, and the one written card by card. */
function keys(key: PositionKey, s: GameState): [number[], number[]] {
  const kept = new Int32Array(key.length + 2);
  const fresh = new Int32Array(key.length + 2);
  key.write(s, kept, 1);
  fresh[1] = s.turn;
  key.encode(fresh, 1);
  return [Array.from(kept), Array.from(fresh)];
}

/** The cards in the hands of `s`, in the order of `key`'s positions (as `cards` lists them). */
function cardsLeft(key: PositionKey, s: GameState, order: { sortKey: Int32Array }): number[] {
  const left: number[] = [];
  for (let c = 0; c < 64; c++) {
    for (let seat = 0; seat < s.seats; seat++) {
      if ((s.hands[2 * seat + (c >>> 5)] >>> (c & 31)) & 1) left.push(c);
    }
  }
  left.sort((a, b) => order.sortKey[a] - order.sortKey[b] || a - b);
  key.write(s, new Int32Array(key.length), 0);
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
      const played: number[] = [];
      while (s.phase === 'play') {
        const [kept, fresh] = keys(key, s);
        expect(kept).toEqual(fresh);
        const left = cardsLeft(key, s, order);
        expect(Array.from(key.cards.subarray(0, left.length))).toEqual(left);
        checked++;
        const legal = kernelCards(rules, s);
        const card = legal[rng.below(legal.length)];
        // Now and then a card taken back (and played again): the key as before.
        if (rng.below(3) === 0) {
          key.take(card);
          key.give(card);
          const [again] = keys(key, s);
          expect(again).toEqual(kept);
        }
        rules.applyCode(s, card);
        key.take(card);
        played.push(card);
      }
      // Every card given back, last first: the key of the position where play started.
      while (played.length > 0) key.give(played.pop()!);
      const fresh = new PositionKey(order, rules.ctx.seats, true);
      fresh.reset(start);
      expect(keys(key, start)[0]).toEqual(keys(fresh, start)[0]);
    }
    expect(checked).toBeGreaterThan(400);
  });
});
