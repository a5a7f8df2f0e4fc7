import { type GameState, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { skatkopf } from '@stich/skatkopf';
import { describe, expect, test } from 'vitest';
import { doubleFour } from '../../core/test/variants/doubleFour';
import type { AnyRules } from '../src/anyRules';
import { cardOrderOf } from '../src/cardOrder';
import { TrickBoard } from '../src/trickBoard';
import { kernelCards, somewhereInPlay } from './randomPlay';

// The search's board against the kernel: over random deals of each game, from a random
// point of trick play on, the same legal cards, and after each card (and after taking it
// back) the same state, with the trick's winner and points as the kernel settles them.
const games: [string, AnyRules, boolean][] = [
  ['Kalter Schlag', kalterSchlag.rules() as AnyRules, true],
  ['Ramsch', ramsch.rules() as AnyRules, true],
  ['Skat', skat.rules() as AnyRules, true],
  ['Skat at four', skat.rules({ seats: 4 }) as AnyRules, true],
  // The called-card rule goes beyond following suit: legal cards come from the kernel.
  ['Skatkopf', skatkopf.rules() as AnyRules, false],
  ['Skatkopf, first joker wins', skatkopf.rules({ jokers: 'first' }) as AnyRules, false],
  [
    'Skatkopf without the called-card rule',
    skatkopf.rules({ calledCardRule: false }) as AnyRules,
    true,
  ],
  // The doubled pack: the follow rule with a later copy left out where the copy before it may be played.
  ['Double Four', doubleFour.rules() as AnyRules, true],
  [
    'Double Four, the second ♥10 wins',
    doubleFour.rules({ dullen: 'secondWins' }) as AnyRules,
    true,
  ],
];

/** The fields trick play changes, as plain data. */
const fields = (s: GameState) => ({
  phase: s.phase,
  hands: [...s.hands],
  history: [...s.history],
  turn: s.turn,
  leader: s.leader,
  won: [...s.won],
  tricks: [...s.tricks],
  winners: [...s.winners],
});

/** The cards of the seats but the one to act and on the table, by key positions, two words. */
const others = (s: GameState, active: number, keyPos: Int8Array): number[] => {
  const cards = s.history.slice(s.winners.length * active);
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === s.turn) continue;
    for (let c = 0; c < 64; c++)
      if ((s.hands[2 * seat + (c >>> 5)] & (1 << (c & 31))) !== 0) cards.push(c);
  }
  return keySet(cards, keyPos);
};

/** Cards as a set of key positions, two words. */
const keySet = (cards: number[], keyPos: Int8Array): number[] => {
  let lo = 0;
  let hi = 0;
  for (const c of cards) {
    const p = keyPos[c];
    if (p < 32) lo |= 1 << p;
    else hi |= 1 << (p - 32);
  }
  return [lo, hi];
};

describe.each(games)('the trick board agrees with the kernel: %s', (_name, rules, followOnly) => {
  test('legal cards, states, trick winners and points over 60 random deals', () => {
    const rng = new Rng(`board-${_name}`);
    const cards = new Int32Array(64);
    let deals = 0;
    let tricks = 0;
    while (deals < 60) {
      // Into a deal by a random number of cards, then a board on a copy from there.
      const s = somewhereInPlay(rules, rng);
      if (s === null) continue;
      deals++;
      const order = cardOrderOf(rules.ctx, s.trump, 'points');
      const board = new TrickBoard(rules, rules.clone(s), order, followOnly);
      const b = board.s;
      while (s.phase === 'play') {
        const legal = kernelCards(rules, s);
        const n = board.cards(cards, 0);
        expect(Array.from(cards.subarray(0, n))).toEqual(legal);
        // By key positions, read off the hands.
        const lo = board.legalKeys();
        expect([lo, board.keysHi]).toEqual(keySet(legal, order.keyPos));
        expect([board.othersLo, board.othersHi]).toEqual(others(b, rules.ctx.active, order.keyPos));
        const card = legal[rng.below(legal.length)];
        const before = fields(b);
        const seat = b.turn;
        const leader = b.leader;
        const done = s.winners.length;
        rules.applyCode(s, card);
        const winner = board.play(card);
        expect(fields(b)).toEqual(fields(s));
        const closed = s.winners.length > done;
        expect(winner).toBe(closed ? s.winners[done] : -1);
        const points = rules.ctx.deck.pointsOf;
        if (closed) {
          const trick = s.history.slice(-rules.ctx.active);
          const lo = trick.reduce((w, c) => (c < 32 ? w | (1 << c) : w), 0);
          const hi = trick.reduce((w, c) => (c >= 32 ? w | (1 << (c - 32)) : w), 0);
          expect(board.weight).toBe(points(lo, hi));
          tricks++;
        }
        // Taken back and played again: as before, then as the kernel.
        if (rng.below(3) === 0) {
          const weight = board.undo(card, seat, leader);
          expect(fields(b)).toEqual(before);
          expect(weight).toBe(closed ? board.weight : -1);
          board.play(card);
          expect(fields(b)).toEqual(fields(s));
        }
      }
    }
    expect(tricks).toBeGreaterThan(100);
  });
});
