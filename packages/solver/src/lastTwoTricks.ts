import type { GameState } from '@stich/core';
import type { CardOrder } from './cardOrder';
import type { CompiledQuery } from './query';

/**
 * The last two tricks, at the start of the next to last: every active seat holds two
 * cards, so at most two choices per seat are left. Played out here by exact minimax
 * over core's follow rule (a seat that holds a card of the led group plays one; trumps
 * are a group of their own) and the trick table's order, without the kernel: the
 * search's deepest positions, where most of its nodes lie. Only for variants whose
 * play rules are the follow rule alone (the search uses it where relabeling is on) and
 * for questions whose trick play goes on to the last trick.
 *
 * @example
 * const end = new LastTwoTricks(order, query, 3);
 * end.value(state); // what the side takes in the last two tricks with best play
 */
export class LastTwoTricks {
  /** By place in the trick (from the leader): the two cards held. */
  private readonly held = new Int8Array(16);
  /** By place: whether the seat raises the value, and whether it is of the side. */
  private readonly raises = new Int8Array(8);
  private readonly inSide = new Int8Array(8);
  /** By place: which of its two cards the seat plays to the first trick. */
  private readonly pick = new Int8Array(8);

  constructor(
    private readonly order: CardOrder,
    private readonly query: CompiledQuery,
    private readonly active: number,
  ) {}

  /** What the side takes in the last two tricks, at the start of the next to last. */
  value(s: GameState): number {
    let seat = s.turn;
    for (let k = 0; k < this.active; k++, seat = s.next[seat]) {
      let lo = s.hands[2 * seat];
      let hi = s.hands[2 * seat + 1];
      for (let j = 0; j < 2; j++) {
        let c: number;
        if (lo !== 0) {
          c = 31 - Math.clz32(lo & -lo);
          lo &= lo - 1;
        } else {
          c = 63 - Math.clz32(hi & -hi);
          hi &= hi - 1;
        }
        this.held[2 * k + j] = c;
      }
      this.raises[k] = this.query.raises[seat];
      this.inSide[k] = this.query.inSide[seat];
    }
    return this.step(0, -1, -1, 0, 0);
  }

  /**
   * Best play of the place `k` in the first of the two tricks, the trick so far being led
   * in `led`, held by place `top` with a card of strength `strength`, worth `sum`.
   */
  private step(k: number, led: number, strength: number, top: number, sum: number): number {
    if (k === this.active) return this.settle(top, sum);
    const { group, weight, power, trumpGroup, laterWins } = this.order;
    const a = this.held[2 * k];
    const b = this.held[2 * k + 1];
    // The follow rule: a seat that holds a card of the led group must play one.
    const follows = k > 0 && (group[a] === led || group[b] === led);
    const maximise = this.raises[k] === 1;
    let best = maximise ? -1 : 0x7fff;
    for (let j = 0; j < 2; j++) {
      const c = j === 0 ? a : b;
      if (follows && group[c] !== led) continue;
      // Two identical copies (two jokers) play the same.
      if (j === 1 && group[b] === group[a] && power[b] === power[a] && weight[b] === weight[a])
        continue;
      this.pick[k] = j;
      const g = group[c];
      const p = power[c];
      const wins =
        k === 0 ||
        ((g === led || g === trumpGroup) && (p > strength || (laterWins && p === strength)));
      const v = this.step(
        k + 1,
        k === 0 ? g : led,
        wins ? p : strength,
        wins ? k : top,
        sum + weight[c],
      );
      if (maximise ? v > best : v < best) best = v;
    }
    return best;
  }

  /** The side's take once the first trick's cards are chosen: that trick, then the forced last one. */
  private settle(top: number, sum: number): number {
    const { group, weight, power, trumpGroup, laterWins } = this.order;
    const tricks = this.query.count === 'tricks';
    let value = this.inSide[top] === 1 ? (tricks ? 1 : sum) : 0;
    let led = -1;
    let best = -1;
    let winner = top;
    let last = 0;
    for (let i = 0, k = top; i < this.active; i++, k = k + 1 === this.active ? 0 : k + 1) {
      const c = this.held[2 * k + 1 - this.pick[k]];
      last += weight[c];
      const g = group[c];
      const p = power[c];
      if (i === 0) led = g;
      if (i === 0 || ((g === led || g === trumpGroup) && (p > best || (laterWins && p === best)))) {
        best = p;
        winner = k;
      }
    }
    if (this.inSide[winner] === 1) value += (tricks ? 1 : last) + this.query.lastTrick;
    return value;
  }
}
