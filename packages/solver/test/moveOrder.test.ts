import { type GameState, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { doubleFour } from '../../core/test/variants/doubleFour';
import type { AnyRules } from '../src/anyRules';
import { type CardOrder, cardOrderOf } from '../src/cardOrder';
import { MoveOrder } from '../src/moveOrder';
import { compileQuery } from '../src/query';
import { TrickBoard } from '../src/trickBoard';
import { kernelCards, somewhereInPlay } from './randomPlay';

// The merging of interchangeable cards against the rule written out card by card: over
// random positions of each game, every legal card is merged into the card before it in
// the sort order exactly when the two share a run (one group, no card of another seat or
// on the table ranking between them or with either) and weigh the same.
const games: [string, AnyRules, boolean][] = [
  ['Kalter Schlag', kalterSchlag.rules() as AnyRules, true],
  ['Skat', skat.rules() as AnyRules, true],
  ['Skat at four', skat.rules({ seats: 4 }) as AnyRules, true],
  // Identical copies (two jokers), legal cards from the kernel.
  ['Skatkopf, first joker wins', skatkopf.rules({ jokers: 'first' }) as AnyRules, false],
  // Every card in two copies, legal cards by the follow rule on the board.
  ['Double Four', doubleFour.rules() as AnyRules, true],
];

/** Whether no card of `others` ranks between `hi` and `lo` (cards of one group, `hi` the stronger) or with either. */
const nothingBetween = (order: CardOrder, others: number[], hi: number, lo: number): boolean =>
  others.every(
    (d) =>
      order.group[d] !== order.group[lo] ||
      order.power[d] < order.power[lo] ||
      order.power[d] > order.power[hi],
  );

/** Each legal card's representative and run, by the rule itself. */
const expected = (order: CardOrder, s: GameState, legal: number[], active: number) => {
  const sorted = [...legal].sort((x, y) => order.sortKey[x] - order.sortKey[y] || x - y);
  const others = s.history.slice(s.winners.length * active);
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === s.turn) continue;
    for (let c = 0; c < 64; c++) {
      if ((s.hands[2 * seat + (c >>> 5)] & (1 << (c & 31))) !== 0) others.push(c);
    }
  }
  const reps = new Map<number, number>();
  const runs = new Map<number, number>();
  let run = 0;
  sorted.forEach((c, i) => {
    const prev = sorted[i - 1];
    const adjacent =
      i > 0 && order.group[c] === order.group[prev] && nothingBetween(order, others, prev, c);
    if (i > 0 && !adjacent) run++;
    runs.set(c, run);
    const same = adjacent && order.weight[c] === order.weight[prev];
    reps.set(c, same ? (reps.get(prev) as number) : c);
  });
  return { sorted, reps, runs };
};

describe.each(games)('card merging: %s', (name, rules, followOnly) => {
  test('representatives and runs at random positions', () => {
    const rng = new Rng(`merge-${name}`);
    const out = new Int32Array(64);
    const reps = new Int8Array(64);
    let positions = 0;
    let merged = 0;
    while (positions < 400) {
      const s = somewhereInPlay(rules, rng);
      if (s === null) continue;
      positions++;
      const order = cardOrderOf(rules.ctx, s.trump, 'points');
      const board = new TrickBoard(rules, rules.clone(s), order, followOnly);
      const query = compileQuery({ side: [s.turn] }, s.seats);
      const moves = new MoveOrder(board, order, query, rules.ctx.active, true);
      const legal = kernelCards(rules, s);
      const m = moves.generate(board.s, out, 0, -1, reps);
      const want = expected(order, s, legal, rules.ctx.active);
      const kept = want.sorted.filter((c) => want.reps.get(c) === c);
      expect([...out.subarray(0, m)].sort((x, y) => x - y)).toEqual(kept.sort((x, y) => x - y));
      for (const c of legal) expect(reps[c]).toBe(want.reps.get(c));
      if (m > 1) for (const c of legal) expect(moves.run[c]).toBe(want.runs.get(c));
      merged += legal.length - m;
    }
    expect(merged).toBeGreaterThan(20);
  });
});
