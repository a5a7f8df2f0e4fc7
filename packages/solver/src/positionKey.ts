import type { GameState } from '@stich/core';
import { popcount } from '@stich/core/kernel';
import type { CardOrder } from './cardOrder';

/**
 * The transposition key of a position at the start of a trick, up to relabeling: the
 * seat to lead, how many cards each follow group has left, then the cards still in the
 * hands, group by group and strongest first, each written as (owner, weight class). Two
 * positions with the same key play out alike (the same seats win the same tricks worth
 * the same), whichever cards were played before: once the 8 of hearts is gone, a hand
 * with the 9 is the same as a hand with the 8.
 *
 * The cards in the hands are kept as a set in key order (`take` and `give` follow each
 * card played and taken back), so writing a key visits only the cards left.
 * With `relabel` off, the key is simply every hand and the leader.
 */
export class PositionKey {
  readonly length: number;
  /** Whether keys are up to relabeling. */
  readonly relabels: boolean;
  /** After `write`: the cards left, in key order. */
  readonly cards = new Int8Array(64);
  /** After `write`: how many cards are left. */
  count = 0;
  /** Key position of each card id, and the card at each key position. */
  private readonly position = new Int8Array(64);
  private readonly cardAt = new Int8Array(64);
  private readonly symbolAt = new Int32Array(64);
  private readonly countAt = new Int32Array(64);
  private readonly powerAt = new Int16Array(64);
  private readonly ties: boolean;
  /** Bits per card in the owner stream (owner, and the tie flag) and in the weight stream. */
  private readonly ownerBits: number;
  private readonly weightBits: number;
  /** Words of the key that give its structure: leader, counts, owners. The rest are weights. */
  readonly structure: number;
  private readonly weights: Int32Array;
  /** Cards in the hands, by key position (two words), and the owner at each position. */
  private lo = 0;
  private hi = 0;
  private readonly ownerAt = new Int8Array(64);

  /**
   * @example
   * const key = new PositionKey(order, 3, true);
   */
  constructor(
    order: CardOrder,
    private readonly seats: number,
    private readonly relabel: boolean,
  ) {
    this.relabels = relabel;
    const size = order.size;
    const ids = Array.from({ length: size }, (_, c) => c);
    ids.sort((a, b) => order.sortKey[a] - order.sortKey[b]);
    const weights = [...new Set(order.weight)].sort((a, b) => a - b);
    this.weights = Int32Array.from(weights);
    this.ownerBits = bitsFor(seats) + (order.hasTies ? 1 : 0);
    this.weightBits = bitsFor(weights.length);
    ids.forEach((c, i) => {
      this.position[c] = i;
      this.cardAt[i] = c;
      this.symbolAt[i] = weights.indexOf(order.weight[c]);
      // Six bits per group count its cards: they say where each group ends.
      this.countAt[i] = 1 << (6 * order.group[c]);
      this.powerAt[i] = order.power[c];
    });
    this.ties = order.hasTies;
    const words = (bits: number) => Math.ceil((size * bits) / 32);
    this.structure = relabel ? 2 + words(this.ownerBits) : 2 * seats + 1;
    this.length = relabel ? this.structure + words(this.weightBits) : this.structure;
  }

  /** Starts following a position: reads who holds which card. */
  reset(s: GameState): void {
    this.lo = 0;
    this.hi = 0;
    for (let seat = 0; seat < this.seats; seat++) {
      for (let w = 0; w < 2; w++) {
        let bits = s.hands[2 * seat + w];
        while (bits !== 0) {
          const c = 32 * w + 31 - Math.clz32(bits & -bits);
          bits &= bits - 1;
          this.ownerAt[this.position[c]] = seat;
          this.give(c);
        }
      }
    }
  }

  /** A card leaves the hands. */
  take(card: number): void {
    const i = this.position[card];
    if (i < 32) this.lo ^= 1 << i;
    else this.hi ^= 1 << (i - 32);
  }

  /** A card comes back to its hand. */
  give(card: number): void {
    this.take(card);
  }

  /** The index in key order of `card` among the cards left. */
  indexOf(card: number): number {
    if (!this.relabel) return card;
    const i = this.position[card];
    if (i < 32) return popcount(this.lo & ((1 << i) - 1));
    return popcount(this.lo) + popcount(this.hi & ((1 << (i - 32)) - 1));
  }

  /** Writes the key of `s` (at the start of a trick) into `out` from `at`, and fills `cards`. */
  write(s: GameState, out: Int32Array, at: number): void {
    if (!this.relabel) {
      for (let i = 0; i < 2 * this.seats; i++) out[at + i] = s.hands[i];
      out[at + 2 * this.seats] = s.turn;
      for (let c = 0; c < 64; c++) this.cards[c] = c;
      return;
    }
    out[at] = s.turn;
    const { cardAt, symbolAt, countAt, ownerAt, powerAt, cards, ownerBits, weightBits, ties } =
      this;
    let n = 0;
    let last = -1;
    let counts = 0;
    // Two streams of symbols, packed into `oAcc` / `wAcc` and flushed a word at a time.
    let oAcc = 0;
    let oUsed = 0;
    let oWord = at + 2;
    let wAcc = 0;
    let wUsed = 0;
    let wWord = at + this.structure;
    for (let w = 0; w < 2; w++) {
      let set = w === 0 ? this.lo : this.hi;
      while (set !== 0) {
        const i = 32 * w + 31 - Math.clz32(set & -set);
        set &= set - 1;
        counts += countAt[i];
        let owner = ownerAt[i];
        // Identical copies (two jokers): whether the card ties with the one before it.
        if (ties) {
          owner = (owner << 1) | (powerAt[i] === last ? 1 : 0);
          last = powerAt[i];
        }
        oAcc |= owner << oUsed;
        oUsed += ownerBits;
        if (oUsed >= 32) {
          out[oWord++] = oAcc;
          oUsed -= 32;
          oAcc = oUsed > 0 ? owner >>> (ownerBits - oUsed) : 0;
        }
        if (weightBits > 0) {
          const weight = symbolAt[i];
          wAcc |= weight << wUsed;
          wUsed += weightBits;
          if (wUsed >= 32) {
            out[wWord++] = wAcc;
            wUsed -= 32;
            wAcc = wUsed > 0 ? weight >>> (weightBits - wUsed) : 0;
          }
        }
        cards[n++] = cardAt[i];
      }
    }
    if (oUsed > 0) out[oWord++] = oAcc;
    while (oWord < at + this.structure) out[oWord++] = 0;
    if (wUsed > 0) out[wWord++] = wAcc;
    while (wWord < at + this.length) out[wWord++] = 0;
    this.count = n;
    out[at + 1] = counts;
  }

  /**
   * How much the side's value may differ between the position just written (at `at`)
   * and a stored one of the same structure (at `other`): the sums of the negative and
   * of the positive weight differences, card by card. Written to `low` and `high`.
   */
  delta(keys: Int32Array, at: number, stored: Int32Array, other: number): void {
    const bits = this.weightBits;
    const mask = (1 << bits) - 1;
    const st = this.structure;
    let low = 0;
    let high = 0;
    // Only the cards whose weight symbols differ: their bits differ in the two keys.
    let last = -1;
    for (let w = st; w < this.length; w++) {
      for (let x = keys[at + w] ^ stored[other + w]; x !== 0; x &= x - 1) {
        const j = Math.floor((32 * (w - st) + 31 - Math.clz32(x & -x)) / bits);
        if (j === last) continue;
        last = j;
        const d =
          this.weights[field(keys, at + st, j * bits, bits) & mask] -
          this.weights[field(stored, other + st, j * bits, bits) & mask];
        if (d < 0) low += d;
        else high += d;
      }
    }
    this.low = low;
    this.high = high;
  }

  /** After `delta`. */
  low = 0;
  high = 0;
}

/** The `bits` bits at bit `bit` of the words from `at`. */
function field(words: Int32Array, at: number, bit: number, bits: number): number {
  const w = at + (bit >>> 5);
  const shift = bit & 31;
  const v = words[w] >>> shift;
  return shift + bits > 32 ? v | (words[w + 1] << (32 - shift)) : v;
}

/** Bits needed to write numbers 0..n-1. */
function bitsFor(n: number): number {
  return n <= 1 ? 0 : 32 - Math.clz32(n - 1);
}
