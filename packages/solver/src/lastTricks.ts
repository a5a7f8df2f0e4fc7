import type { GameState } from '@stich/core';
import { highestCard, lowestCard } from '@stich/core/kernel';
import type { CardOrder } from './cardOrder';
import type { EndgameMemo } from './endgameMemo';
import type { CompiledQuery } from './query';
import { weightLeft } from './weightLeft';

/** Larger than any value of a few tricks. */
const NONE = 30000;

/**
 * A card's claim on the last trick led in group `led`, played `after` cards after the
 * lead: its strength when of the led group or a trump (else none), then its place, so
 * the highest claim takes the trick. `flip` 3 turns the places round: of two equal
 * copies the earlier wins unless the trick table lets the later win (`flip` 0).
 */
function claim(
  g: number,
  p: number,
  led: number,
  trump: number,
  after: number,
  flip: number,
): number {
  return (g === led || g === trump ? 4 * p : 0) + (after ^ flip);
}

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
   * What the side takes in the last `left` tricks (at least two) from the trick start `s`,
   * as a fail-soft bound for the window (alpha, beta).
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
    const memo = this.memo;
    if (left !== 2) return this.whole(left, leader, alpha, beta);
    if (memo === null) return this.two(leader, alpha, beta);
    // Two tricks left: the bounds found before for these hands and this leader.
    const first = 8 * this.first + leader;
    let lower = 0;
    let upper = NONE;
    const at = memo.find(first, this.lo, this.hi);
    if (memo.probe(at)) {
      lower = memo.lower;
      upper = memo.upper;
      if (lower >= beta || lower === upper) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
    }
    const v = this.two(leader, alpha, beta);
    if (v > alpha && v > lower) lower = v;
    if (v < beta && v < upper) upper = v;
    memo.store(at, lower, upper);
    return v;
  }

  /**
   * A trick led by place `leader` with `left` tricks left (at least three), written out
   * over locals like `two`: four nested choices (with three seats the fourth is a
   * stand-in that plays nothing), each seat's cards it may play found once per led card,
   * the lower card id tried first. The trick's closing card goes on to the tricks after
   * it, unless what the trick gives or what is left after it already cuts.
   */
  private whole(left: number, leader: number, alpha: number, beta: number): number {
    const { group, power, weight, groupLo, groupHi, active } = this;
    const lo = this.lo;
    const hi = this.hi;
    const raises = this.raises;
    const inSide = this.inSide;
    const trump = this.trumpGroup;
    const later = this.laterWins === true;
    const tricks = this.tricks === true;
    const none = NONE;
    const four = active === 4;
    const q1 = leader + 1 === active ? 0 : leader + 1;
    const q2 = q1 + 1 === active ? 0 : q1 + 1;
    const q3 = four ? (q2 + 1 === 4 ? 0 : q2 + 1) : leader;
    const l0 = lo[leader];
    const h0 = hi[leader];
    const l1 = lo[q1];
    const h1 = hi[q1];
    const l2 = lo[q2];
    const h2 = hi[q2];
    const l3 = four ? lo[q3] : 0;
    const h3 = four ? hi[q3] : 0;
    const max0 = raises[leader] === 1;
    const max1 = raises[q1] === 1;
    const max2 = raises[q2] === 1;
    const max3 = four && raises[q3] === 1;
    const total = this.rest;
    const bonus = this.query.lastTrick;
    let best0 = max0 ? -none : none;
    let m0 = l0;
    let n0 = h0;
    while ((m0 | n0) !== 0) {
      let c0: number;
      if (m0 !== 0) {
        c0 = 31 - Math.clz32(m0 & -m0);
        m0 &= m0 - 1;
        lo[leader] = l0 ^ (1 << c0);
        hi[leader] = h0;
      } else {
        c0 = 63 - Math.clz32(n0 & -n0);
        n0 &= n0 - 1;
        lo[leader] = l0;
        hi[leader] = h0 ^ (1 << (c0 - 32));
      }
      const led = group[c0];
      const s0 = power[c0];
      const sum0 = weight[c0];
      // The cards each seat may play: those of the led group, or all when it holds none.
      const ledLo = groupLo[led];
      const ledHi = groupHi[led];
      let f1 = l1 & ledLo;
      let g1 = h1 & ledHi;
      if ((f1 | g1) === 0) {
        f1 = l1;
        g1 = h1;
      }
      let f2 = l2 & ledLo;
      let g2 = h2 & ledHi;
      if ((f2 | g2) === 0) {
        f2 = l2;
        g2 = h2;
      }
      let f3 = l3 & ledLo;
      let g3 = h3 & ledHi;
      if ((f3 | g3) === 0) {
        f3 = l3;
        g3 = h3;
      }
      let a1 = alpha;
      let b1 = beta;
      let best1 = max1 ? -none : none;
      while ((f1 | g1) !== 0) {
        let c1: number;
        if (f1 !== 0) {
          c1 = 31 - Math.clz32(f1 & -f1);
          f1 &= f1 - 1;
          lo[q1] = l1 ^ (1 << c1);
          hi[q1] = h1;
        } else {
          c1 = 63 - Math.clz32(g1 & -g1);
          g1 &= g1 - 1;
          lo[q1] = l1;
          hi[q1] = h1 ^ (1 << (c1 - 32));
        }
        const k1 = group[c1];
        const p1 = power[c1];
        const wins1 = (k1 === led || k1 === trump) && (p1 > s0 || (p1 === s0 && later));
        const top1 = wins1 ? q1 : leader;
        const s1 = wins1 ? p1 : s0;
        const sum1 = sum0 + weight[c1];
        let a2 = a1;
        let b2 = b1;
        let best2 = max2 ? -none : none;
        let e2 = f2;
        let d2 = g2;
        while ((e2 | d2) !== 0) {
          let c2: number;
          if (e2 !== 0) {
            c2 = 31 - Math.clz32(e2 & -e2);
            e2 &= e2 - 1;
            lo[q2] = l2 ^ (1 << c2);
            hi[q2] = h2;
          } else {
            c2 = 63 - Math.clz32(d2 & -d2);
            d2 &= d2 - 1;
            lo[q2] = l2;
            hi[q2] = h2 ^ (1 << (c2 - 32));
          }
          const k2 = group[c2];
          const p2 = power[c2];
          const wins2 = (k2 === led || k2 === trump) && (p2 > s1 || (p2 === s1 && later));
          const top2 = wins2 ? q2 : top1;
          const s2 = wins2 ? p2 : s1;
          const sum2 = sum1 + weight[c2];
          let a3 = a2;
          let b3 = b2;
          let best3 = max3 ? -none : none;
          // Three seats: one pass of the stand-in, which leaves the trick as it is.
          let e3 = four ? f3 : 1;
          let d3 = four ? g3 : 0;
          while ((e3 | d3) !== 0) {
            let w = top2;
            let sum = sum2;
            if (!four) e3 = 0;
            else {
              let c3: number;
              if (e3 !== 0) {
                c3 = 31 - Math.clz32(e3 & -e3);
                e3 &= e3 - 1;
                lo[q3] = l3 ^ (1 << c3);
                hi[q3] = h3;
              } else {
                c3 = 63 - Math.clz32(d3 & -d3);
                d3 &= d3 - 1;
                lo[q3] = l3;
                hi[q3] = h3 ^ (1 << (c3 - 32));
              }
              const k3 = group[c3];
              const p3 = power[c3];
              if ((k3 === led || k3 === trump) && (p3 > s2 || (p3 === s2 && later))) w = q3;
              sum += weight[c3];
            }
            // The trick closed: what it gives, then what is left after it bounds the rest.
            const gain = inSide[w] === 1 ? (tricks ? 1 : sum) : 0;
            const rest = total - sum;
            const most = (tricks ? left - 1 : rest) + bonus;
            let v: number;
            if (b3 - gain <= 0) v = gain;
            else if (a3 - gain >= most) v = gain + most;
            else {
              this.rest = rest;
              v = gain + this.trick(left - 1, w, a3 - gain, b3 - gain);
            }
            if (max3) {
              if (v > best3) {
                best3 = v;
                if (v > a3) a3 = v;
              }
            } else if (v < best3) {
              best3 = v;
              if (v < b3) b3 = v;
            }
            if (a3 >= b3) break;
          }
          if (max2) {
            if (best3 > best2) {
              best2 = best3;
              if (best3 > a2) a2 = best3;
            }
          } else if (best3 < best2) {
            best2 = best3;
            if (best3 < b2) b2 = best3;
          }
          if (a2 >= b2) break;
        }
        if (max1) {
          if (best2 > best1) {
            best1 = best2;
            if (best2 > a1) a1 = best2;
          }
        } else if (best2 < best1) {
          best1 = best2;
          if (best2 < b1) b1 = best2;
        }
        if (a1 >= b1) break;
      }
      if (max0) {
        if (best1 > best0) {
          best0 = best1;
          if (best1 > alpha) alpha = best1;
        }
      } else if (best1 < best0) {
        best0 = best1;
        if (best1 < beta) beta = best1;
      }
      if (alpha >= beta) break;
    }
    this.rest = total;
    lo[leader] = l0;
    hi[leader] = h0;
    lo[q1] = l1;
    hi[q1] = h1;
    lo[q2] = l2;
    hi[q2] = h2;
    if (four) {
      lo[q3] = l3;
      hi[q3] = h3;
    }
    return best0;
  }

  /**
   * The last two tricks led by place `leader`. Every seat holds two cards, so the first
   * trick is four nested choices of at most two cards (with three seats, the fourth is a
   * stand-in with one card of no group: it never follows, wins or weighs), written out
   * over locals: each card's group, strength and weight are read once per ending, the
   * lower card id is tried first and the cuts are `card`'s, so the fail-soft answers are
   * the same. The last trick is then forced: the strongest card of its led group or a
   * trump takes it (an equal copy by its place in the trick).
   */
  private two(leader: number, alpha: number, beta: number): number {
    const { group, power, weight, active } = this;
    const lo = this.lo;
    const hi = this.hi;
    const raises = this.raises;
    const inSide = this.inSide;
    const trump = this.trumpGroup;
    const later = this.laterWins === true;
    const flip = later ? 0 : 3;
    const tricks = this.tricks === true;
    const none = NONE;
    const four = active === 4;
    const q1 = leader + 1 === active ? 0 : leader + 1;
    const q2 = q1 + 1 === active ? 0 : q1 + 1;
    const q3 = four ? (q2 + 1 === 4 ? 0 : q2 + 1) : leader;
    // Per seat in play order: the lower card (x) and the higher (y), group, power, weight.
    let c = lowestCard(lo[leader], hi[leader]);
    const gx0 = group[c];
    const px0 = power[c];
    const wx0 = weight[c];
    c = highestCard(lo[leader], hi[leader]);
    const gy0 = group[c];
    const py0 = power[c];
    const wy0 = weight[c];
    c = lowestCard(lo[q1], hi[q1]);
    const gx1 = group[c];
    const px1 = power[c];
    const wx1 = weight[c];
    c = highestCard(lo[q1], hi[q1]);
    const gy1 = group[c];
    const py1 = power[c];
    const wy1 = weight[c];
    c = lowestCard(lo[q2], hi[q2]);
    const gx2 = group[c];
    const px2 = power[c];
    const wx2 = weight[c];
    c = highestCard(lo[q2], hi[q2]);
    const gy2 = group[c];
    const py2 = power[c];
    const wy2 = weight[c];
    let gx3 = -2;
    let px3 = 0;
    let wx3 = 0;
    let gy3 = -2;
    let py3 = 0;
    let wy3 = 0;
    if (four) {
      c = lowestCard(lo[q3], hi[q3]);
      gx3 = group[c];
      px3 = power[c];
      wx3 = weight[c];
      c = highestCard(lo[q3], hi[q3]);
      gy3 = group[c];
      py3 = power[c];
      wy3 = weight[c];
    }
    // Bit i: the seat i places after the leader is of the side.
    const side =
      inSide[leader] | (inSide[q1] << 1) | (inSide[q2] << 2) | (four ? inSide[q3] << 3 : 0);
    const max0 = raises[leader] === 1;
    const max1 = raises[q1] === 1;
    const max2 = raises[q2] === 1;
    const max3 = four && raises[q3] === 1;
    // The last trick gives this less the first trick's weight (weights are 0 when tricks
    // are counted).
    const all = (tricks ? 1 : this.rest) + this.query.lastTrick;
    let best0 = max0 ? -none : none;
    for (let t0 = 0; t0 < 2; t0++) {
      const led = t0 === 0 ? gx0 : gy0;
      const s0 = t0 === 0 ? px0 : py0;
      const sum0 = t0 === 0 ? wx0 : wy0;
      const kg0 = t0 === 0 ? gy0 : gx0;
      const kp0 = t0 === 0 ? py0 : px0;
      // A seat holding one card of the led group plays it; holding none or both, either.
      const to1 = gx1 === led && gy1 !== led ? 1 : 2;
      const to2 = gx2 === led && gy2 !== led ? 1 : 2;
      const to3 = !four || (gx3 === led && gy3 !== led) ? 1 : 2;
      let a1 = alpha;
      let b1 = beta;
      let best1 = max1 ? -none : none;
      for (let t1 = gx1 !== led && gy1 === led ? 1 : 0; t1 < to1; t1++) {
        const g1 = t1 === 0 ? gx1 : gy1;
        const p1 = t1 === 0 ? px1 : py1;
        const kg1 = t1 === 0 ? gy1 : gx1;
        const kp1 = t1 === 0 ? py1 : px1;
        const wins1 = (g1 === led || g1 === trump) && (p1 > s0 || (p1 === s0 && later));
        const top1 = wins1 ? 1 : 0;
        const s1 = wins1 ? p1 : s0;
        const sum1 = sum0 + (t1 === 0 ? wx1 : wy1);
        let a2 = a1;
        let b2 = b1;
        let best2 = max2 ? -none : none;
        for (let t2 = gx2 !== led && gy2 === led ? 1 : 0; t2 < to2; t2++) {
          const g2 = t2 === 0 ? gx2 : gy2;
          const p2 = t2 === 0 ? px2 : py2;
          const kg2 = t2 === 0 ? gy2 : gx2;
          const kp2 = t2 === 0 ? py2 : px2;
          const wins2 = (g2 === led || g2 === trump) && (p2 > s1 || (p2 === s1 && later));
          const top2 = wins2 ? 2 : top1;
          const s2 = wins2 ? p2 : s1;
          const sum2 = sum1 + (t2 === 0 ? wx2 : wy2);
          let a3 = a2;
          let b3 = b2;
          let best3 = max3 ? -none : none;
          for (let t3 = four && gx3 !== led && gy3 === led ? 1 : 0; t3 < to3; t3++) {
            const g3 = t3 === 0 ? gx3 : gy3;
            const p3 = t3 === 0 ? px3 : py3;
            const kg3 = t3 === 0 ? gy3 : gx3;
            const kp3 = t3 === 0 ? py3 : px3;
            const wins3 = (g3 === led || g3 === trump) && (p3 > s2 || (p3 === s2 && later));
            const w = wins3 ? 3 : top2;
            const sum = sum2 + (t3 === 0 ? wx3 : wy3);
            let v = ((side >> w) & 1) === 1 ? (tricks ? 1 : sum) : 0;
            // The last trick, led by w: the highest claim takes it.
            const led2 = w === 0 ? kg0 : w === 1 ? kg1 : w === 2 ? kg2 : kg3;
            let top = claim(kg0, kp0, led2, trump, -w & 3, flip);
            let win = 0;
            let next = claim(kg1, kp1, led2, trump, (1 - w) & 3, flip);
            if (next > top) {
              top = next;
              win = 1;
            }
            next = claim(kg2, kp2, led2, trump, (2 - w) & 3, flip);
            if (next > top) {
              top = next;
              win = 2;
            }
            if (claim(kg3, kp3, led2, trump, (3 - w) & 3, flip) > top) win = 3;
            if (((side >> win) & 1) === 1) v += all - sum;
            if (max3) {
              if (v > best3) {
                best3 = v;
                if (v > a3) a3 = v;
              }
            } else if (v < best3) {
              best3 = v;
              if (v < b3) b3 = v;
            }
            if (a3 >= b3) break;
          }
          if (max2) {
            if (best3 > best2) {
              best2 = best3;
              if (best3 > a2) a2 = best3;
            }
          } else if (best3 < best2) {
            best2 = best3;
            if (best3 < b2) b2 = best3;
          }
          if (a2 >= b2) break;
        }
        if (max1) {
          if (best2 > best1) {
            best1 = best2;
            if (best2 > a1) a1 = best2;
          }
        } else if (best2 < best1) {
          best1 = best2;
          if (best2 < b1) b1 = best2;
        }
        if (a1 >= b1) break;
      }
      if (max0) {
        if (best1 > best0) {
          best0 = best1;
          if (best1 > alpha) alpha = best1;
        }
      } else if (best1 < best0) {
        best0 = best1;
        if (best1 < beta) beta = best1;
      }
      if (alpha >= beta) break;
    }
    return best0;
  }
}
