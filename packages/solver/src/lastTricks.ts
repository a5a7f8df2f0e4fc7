import type { GameState } from '@stich/core';
import { follows, lowestCard } from '@stich/core/kernel';
import type { CardOrder } from './cardOrder';
import type { EndgameMemo } from './endgameMemo';
import type { CompiledQuery } from './query';
import { weightLeft } from './weightLeft';

/** Larger than any value of a few tricks. */
const NONE = 30000;

/**
 * The last few tricks, searched from a trick's start by a small fail-soft alpha-beta of
 * its own: hands as bit masks by place at the table, core's follow rule (a seat that
 * holds a card of the led group plays one; trumps are a group of their own) and the
 * trick table's order, without the kernel, the move order or the transposition table
 * (only two-trick endings may be kept, in an `EndgameMemo`).
 * The search's deepest positions, where most of its nodes lie, are searched several
 * times faster so. Only for variants whose play rules are the follow rule alone (the
 * search uses it where relabeling is on) and for questions whose trick play goes on to
 * the last trick.
 *
 * @example
 * const end = new LastTricks(order, query, 3);
 * end.value(state, 3, 40, 41); // what the side takes in the last three tricks (fail-soft)
 */
export class LastTricks {
  /** By place at the table (0 leads the first of the tricks): the cards held, two words. */
  private readonly lo = new Int32Array(8);
  private readonly hi = new Int32Array(8);
  /** By place: whether the seat raises the value, and whether it is of the side. */
  private readonly raises = new Int8Array(8);
  private readonly inSide = new Int8Array(8);
  private readonly tricks: boolean;
  /** The seat at place 0. */
  private first = 0;
  /** The card order's tables, held here for the hot loop. */
  private readonly group: Int8Array;
  private readonly power: Int16Array;
  private readonly weight: Int16Array;
  private readonly trumpGroup: number;
  private readonly laterWins: boolean;
  private readonly groupLo: Int32Array;
  private readonly groupHi: Int32Array;

  /**
   * `memo`, when given, keeps what the two-trick endings gave for this question (it is
   * cleared here).
   */
  constructor(
    private readonly order: CardOrder,
    private readonly query: CompiledQuery,
    private readonly active: number,
    private readonly memo: EndgameMemo | null = null,
  ) {
    memo?.clear();
    this.tricks = query.count === 'tricks';
    this.group = order.group;
    this.power = order.power;
    this.weight = order.weight;
    this.trumpGroup = order.trumpGroup;
    this.laterWins = order.laterWins;
    this.groupLo = order.groupLo;
    this.groupHi = order.groupHi;
  }

  /**
   * What the side takes in the last `left` tricks from the trick start `s`, as a
   * fail-soft bound for the window (alpha, beta).
   */
  value(s: GameState, left: number, alpha: number, beta: number): number {
    let seat = s.turn;
    this.first = seat;
    for (let k = 0; k < this.active; k++, seat = s.next[seat]) {
      this.lo[k] = s.hands[2 * seat];
      this.hi[k] = s.hands[2 * seat + 1];
      this.raises[k] = this.query.raises[seat];
      this.inSide[k] = this.query.inSide[seat];
    }
    this.rest = weightLeft(s, this.order, this.active);
    return this.trick(left, 0, alpha, beta);
  }

  /** The weight of the cards still in the hands (set by `value`, kept along the search). */
  private rest = 0;

  /** The tricks left from a trick led by place `leader`. */
  private trick(left: number, leader: number, alpha: number, beta: number): number {
    if (left === 1) return this.last(leader);
    const memo = this.memo;
    if (left !== 2 || memo === null) return this.card(left, leader, 0, -1, 0, 0, 0, alpha, beta);
    // Two tricks left: the bounds found before for these hands and this leader.
    const first = 8 * this.first + leader;
    let lower = 0;
    let upper = NONE;
    if (memo.probe(first, this.lo, this.hi)) {
      lower = memo.lower;
      upper = memo.upper;
      if (lower >= beta || lower === upper) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
    }
    const v = this.card(left, leader, 0, -1, 0, 0, 0, alpha, beta);
    if (v > alpha && v > lower) lower = v;
    if (v < beta && v < upper) upper = v;
    memo.store(first, this.lo, this.hi, lower, upper);
    return v;
  }

  /**
   * The `k`-th card of a trick led by `leader`, the trick so far led in group `led`, held
   * by place `top` with a card of strength `strength`, worth `sum`.
   */
  private card(
    left: number,
    leader: number,
    k: number,
    led: number,
    strength: number,
    top: number,
    sum: number,
    alpha: number,
    beta: number,
  ): number {
    const { group, power, weight, trumpGroup, laterWins, active } = this;
    const hands = this.lo;
    const highs = this.hi;
    let p = leader + k;
    if (p >= active) p -= active;
    const handLo = hands[p];
    const handHi = highs[p];
    let lo = handLo;
    let hi = handHi;
    if (k > 0) {
      const ledLo = this.groupLo[led];
      const ledHi = this.groupHi[led];
      const held = (lo & ledLo) | (hi & ledHi);
      lo = follows(lo, ledLo, held);
      hi = follows(hi, ledHi, held);
    }
    const maximise = this.raises[p] === 1;
    const closes = k + 1 === active;
    let best = maximise ? -NONE : NONE;
    while ((lo | hi) !== 0) {
      let c: number;
      if (lo !== 0) {
        c = 31 - Math.clz32(lo & -lo);
        lo &= lo - 1;
        hands[p] = handLo ^ (1 << c);
      } else {
        c = 63 - Math.clz32(hi & -hi);
        hi &= hi - 1;
        highs[p] = handHi ^ (1 << (c - 32));
      }
      const g = group[c];
      const pw = power[c];
      // The trick table's rule (`takesLead`, the tie tested first), inlined.
      const wins =
        k === 0 ||
        ((g === led || g === trumpGroup) && (pw > strength || (pw === strength && laterWins)));
      const winner = wins ? p : top;
      let v: number;
      if (closes) {
        const gain = this.inSide[winner] === 1 ? (this.tricks === true ? 1 : sum + weight[c]) : 0;
        if (left === 2) v = gain + this.last(winner);
        else {
          // What is left after this trick bounds the rest: nothing to search when it cuts.
          const rest = this.rest - sum - weight[c];
          const most = (this.tricks === true ? left - 1 : rest) + this.query.lastTrick;
          if (beta - gain <= 0) v = gain;
          else if (alpha - gain >= most) v = gain + most;
          else {
            const saved = this.rest;
            this.rest = rest;
            v = gain + this.trick(left - 1, winner, alpha - gain, beta - gain);
            this.rest = saved;
          }
        }
      } else {
        v = this.card(
          left,
          leader,
          k + 1,
          k === 0 ? g : led,
          wins ? pw : strength,
          winner,
          sum + weight[c],
          alpha,
          beta,
        );
      }
      hands[p] = handLo;
      highs[p] = handHi;
      if (maximise) {
        if (v > best) {
          best = v;
          if (v > alpha) alpha = v;
        }
      } else if (v < best) {
        best = v;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    return best;
  }

  /** The forced last trick led by place `leader`: what the side takes in it, bonus included. */
  private last(leader: number): number {
    const { group, weight, power, trumpGroup, active } = this;
    const hands = this.lo;
    const highs = this.hi;
    const first = lowestCard(hands[leader], highs[leader]);
    const led = group[first];
    let best = power[first];
    let winner = leader;
    let sum = weight[first];
    for (let i = 1; i < active; i++) {
      let k = leader + i;
      if (k >= active) k -= active;
      const c = lowestCard(hands[k], highs[k]);
      sum += weight[c];
      // The trick table's rule (`takesLead`, the tie tested first), inlined.
      const g = group[c];
      const pw = power[c];
      if ((g === led || g === trumpGroup) && (pw > best || (pw === best && this.laterWins))) {
        best = pw;
        winner = k;
      }
    }
    if (this.inSide[winner] === 0) return 0;
    return (this.tricks === true ? 1 : sum) + this.query.lastTrick;
  }
}
