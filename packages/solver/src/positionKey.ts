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
 * The caller hands over the cards in the hands as a set in key order (the search's
 * trick board keeps it, card by card). A key is written eight key positions at a time:
 * per byte of that set, tables give the packed owners, weights and group counts of the
 * cards it holds (the owners' table is made afresh for each deal, in `reset`). Where
 * two copies of a card tie, whether a card ties with the one before it depends on the
 * cards left: such keys are written card by card, and the owners of a card's copies in
 * ascending order, so that positions that differ only in which copy a seat holds (they
 * play alike) share a key.
 * With `relabel` off, the key is simply every hand and the leader.
 */
export class PositionKey {
  readonly length: number;
  /** Whether keys are up to relabeling. */
  readonly relabels: boolean;
  /** Key position of each card id, and the card at each key position (the card order's). */
  private readonly position: Int8Array;
  private readonly cardAt: Int8Array;
  private readonly symbolAt = new Int32Array(64);
  private readonly countAt = new Int32Array(64);
  private readonly powerAt = new Int16Array(64);
  private readonly ties: boolean;
  /** Bits per card in the owner stream (owner, and the tie flag) and in the weight stream. */
  private readonly ownerBits: number;
  private readonly weightBits: number;
  /** Words of the key that give its structure: leader, counts, owners. The rest are weights. */
  readonly structure: number;
  /** Per pair of weight symbols (mine, then the other's): the difference of their weights. */
  private readonly difference: Int32Array;
  /** Per bit of the weight words: the first bit of the card's symbol that holds it. */
  private readonly symbolStart: Int16Array;
  /**
   * The cards in the hands at the trick start last written, by key position (two words),
   * and the owner of each card of the deal at its key position.
   */
  private lo = 0;
  private hi = 0;
  private readonly ownerAt = new Int8Array(64);
  /** `encode`'s scratch: per card in key order, its owner, tie flag and weight symbol. */
  private readonly owners = new Int8Array(64);
  private readonly flags = new Int8Array(64);
  private readonly symbols = new Int32Array(64);
  /** The owners `ownersOf` was packed from (-1: none yet): a question about the same deal packs nothing. */
  private readonly packedAt = new Int8Array(64).fill(-1);
  /** Whether every tie is of two copies at key positions 2k and 2k + 1 (see the constructor). */
  private readonly pairsTie: boolean;
  /** Per key position, 1 where its card ties with the card at the position before. */
  private readonly tiedAt = new Uint8Array(64);
  /** Whether keys are written a byte of key positions at a time, from the tables below. */
  private readonly bytewise: boolean;
  /** Bytes of key positions. */
  private readonly bytes: number;
  /**
   * Per byte of key positions (256 entries each), a row of `ROW` words for the cards in
   * it: their packed owners, packed weights, group counts, and the bits they take in the
   * owner stream (low half) and in the weight stream (high half).
   */
  private readonly rows: Int32Array;

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
    this.position = order.keyPos;
    this.cardAt = order.byKey;
    const weights = [...new Set(order.weight)].sort((a, b) => a - b);
    this.ownerBits = bitsFor(seats) + (order.hasTies ? 1 : 0);
    this.weightBits = bitsFor(weights.length);
    order.byKey.forEach((c, i) => {
      this.symbolAt[i] = weights.indexOf(order.weight[c]);
      // Six bits per group count its cards: they say where each group ends.
      this.countAt[i] = 1 << (6 * order.group[c]);
      this.powerAt[i] = order.power[c];
    });
    this.ties = order.hasTies;
    const words = (bits: number) => Math.ceil((size * bits) / 32);
    this.structure = relabel ? 2 + words(this.ownerBits) : 2 * seats + 1;
    this.length = relabel ? this.structure + words(this.weightBits) : this.structure;
    const bits = this.weightBits;
    this.difference = Int32Array.from(
      { length: 1 << (2 * bits) },
      (_, d) => (weights[d >>> bits] ?? 0) - (weights[d & ((1 << bits) - 1)] ?? 0),
    );
    this.symbolStart = Int16Array.from(
      { length: 32 * (this.length - this.structure) },
      (_, b) => b - (b % bits),
    );
    // A byte's fields fill at most a word.
    // Ties only between two copies at key positions 2k and 2k + 1 (the doubled pack, two
    // jokers): each pair within a byte, whose row sorts its owners and flags the tie.
    let pairs = 0;
    for (let p = 1; p < size; p++) {
      const c = order.byKey[p];
      const d = order.byKey[p - 1];
      if (order.group[c] !== order.group[d] || order.power[c] !== order.power[d]) continue;
      pairs = (p & 1) === 1 && pairs !== -1 ? pairs + 1 : -1;
      this.tiedAt[p] = 1;
    }
    this.pairsTie = pairs > 0;
    this.bytewise =
      relabel && (!order.hasTies || this.pairsTie) && this.ownerBits <= 4 && this.weightBits <= 4;
    this.bytes = (size + 7) >>> 3;
    const entries = this.bytewise ? 256 * this.bytes : 0;
    const rows = new Int32Array(ROW * entries);
    this.rows = rows;
    packBytes(this.symbolAt, this.weightBits, entries, rows, WEIGHTS);
    for (let t = 0; t < entries; t++) {
      const m = t & 255;
      if (m === 0) continue;
      const top = 31 - Math.clz32(m);
      const r = ROW * t + COUNTS;
      rows[r] = rows[r - ROW * (1 << top)] + this.countAt[8 * (t >>> 8) + top];
      const n = BYTE_COUNT[m];
      rows[ROW * t + BITS] = n * this.ownerBits + ((n * this.weightBits) << 16);
    }
  }

  /**
   * The card at `index` in key order among the cards of the last `write` (the inverse
   * of `indexOf`; with `relabel` off, card ids are their own indices). The lower cards
   * of the set are dropped rather than every card listed: a node asks for one card only
   * (a hit's).
   */
  card(index: number): number {
    if (this.relabel !== true) return index;
    let i = index;
    let set = this.lo;
    let top = 31;
    const low = popcount(set);
    if (i >= low) {
      i -= low;
      set = this.hi;
      top = 63;
    }
    for (; i > 0; i--) set &= set - 1;
    return this.cardAt[top - Math.clz32(set & -set)];
  }

  /** Starts on a deal: reads who holds which card. */
  reset(s: GameState): void {
    for (let seat = 0; seat < this.seats; seat++) {
      for (let w = 0; w < 2; w++) {
        let bits = s.hands[2 * seat + w];
        while (bits !== 0) {
          const c = 32 * w + 31 - Math.clz32(bits & -bits);
          bits &= bits - 1;
          this.ownerAt[this.position[c]] = seat;
        }
      }
    }
    if (this.bytewise && !sameOwners(this.ownerAt, this.packedAt)) {
      if (this.pairsTie)
        packTiedOwners(
          this.ownerAt,
          this.tiedAt,
          this.ownerBits,
          this.rows.length / ROW,
          this.rows,
        );
      else packBytes(this.ownerAt, this.ownerBits, this.rows.length / ROW, this.rows, OWNERS);
      this.packedAt.set(this.ownerAt);
    }
  }

  /** The index in key order of `card` among the cards `lo`/`hi` (by key position) left. */
  indexOf(card: number, lo: number, hi: number): number {
    if (this.relabel !== true) return card;
    const i = this.position[card];
    if (i < 32) return popcount(lo & ((1 << i) - 1));
    return popcount(lo) + popcount(hi & ((1 << (i - 32)) - 1));
  }

  /**
   * Writes the key of `s` (at the start of a trick) into `out` from `at` (see `card`):
   * `lo`/`hi` are the cards in the hands by key position (see `CardOrder.keyPos`).
   */
  write(s: GameState, out: Int32Array, at: number, lo: number, hi: number): void {
    this.lo = lo;
    this.hi = hi;
    if (this.relabel !== true) {
      for (let i = 0; i < 2 * this.seats; i++) out[at + i] = s.hands[i];
      out[at + 2 * this.seats] = s.turn;
      return;
    }
    out[at] = s.turn;
    if (this.bytewise === true) this.encodeBytes(out, at);
    else this.encode(out, at);
  }

  /**
   * Writes the key of the cards in the hands into `out` from `at + 1` a byte of key
   * positions at a time, from the rows (where `bytewise`: a byte's owners fill at most
   * a word, and so do its weights). Every search's trick start writes a key: one row
   * per byte, the two streams flushed without a loop.
   */
  private encodeBytes(out: Int32Array, at: number): void {
    const rows = this.rows;
    const structure = at + this.structure;
    const end = at + this.length;
    const lo = this.lo;
    const hi = this.hi;
    let counts = 0;
    let oAcc = 0;
    let oUsed = 0;
    let oWord = at + 2;
    let wAcc = 0;
    let wUsed = 0;
    let wWord = structure;
    for (let b = 0, bytes = this.bytes; b < bytes; b++) {
      const m = (b < 4 ? lo >>> (8 * b) : hi >>> (8 * b - 32)) & 255;
      if (m === 0) continue;
      // The row's fields by their offsets (ROW, OWNERS, ...): module constants are read
      // from memory at each use in optimised code.
      const r = 4 * (256 * b + m);
      const owners = rows[r];
      const weights = rows[r + 1];
      counts = (counts + rows[r + 2]) | 0;
      const bits = rows[r + 3];
      const oBits = bits & 0xffff;
      oAcc |= owners << oUsed;
      oUsed += oBits;
      if (oUsed >= 32) {
        out[oWord++] = oAcc;
        oUsed -= 32;
        oAcc = oUsed > 0 ? (owners >>> (oBits - oUsed)) | 0 : 0;
      }
      // With a single weight, no bits: the weight stream stays empty.
      const wBits = bits >>> 16;
      wAcc |= weights << wUsed;
      wUsed += wBits;
      if (wUsed >= 32) {
        out[wWord++] = wAcc;
        wUsed -= 32;
        wAcc = wUsed > 0 ? (weights >>> (wBits - wUsed)) | 0 : 0;
      }
    }
    if (oUsed > 0) out[oWord++] = oAcc;
    while (oWord < structure) out[oWord++] = 0;
    if (wUsed > 0) out[wWord++] = wAcc;
    while (wWord < end) out[wWord++] = 0;
    out[at + 1] = counts;
  }

  /**
   * Writes the key of the cards in the hands into `out` from `at + 1`, card by card
   * (where keys are not written a byte at a time, and to check the tables).
   */
  encode(out: Int32Array, at: number): void {
    const { symbolAt, countAt, ownerAt, powerAt } = this;
    const { ownerBits, weightBits, ties } = this;
    const { owners, flags, symbols } = this;
    let last = -1;
    let lastCount = -1;
    let counts = 0;
    // The cards in key order first: each card's owner (with the tie flag) and weight symbol,
    // the owners of a card's copies sorted as they come.
    let n = 0;
    for (let w = 0; w < 2; w++) {
      for (let set = w === 0 ? this.lo : this.hi; set !== 0; set &= set - 1) {
        const i = 32 * w + 31 - Math.clz32(set & -set);
        counts = (counts + countAt[i]) | 0;
        const owner = ownerAt[i];
        symbols[n] = symbolAt[i];
        owners[n] = owner;
        flags[n] = 0;
        if (ties) {
          // Identical copies (two jokers): whether the card ties with the one before it;
          // if so, its owner goes into place among the owners of the card's copies.
          const tie = powerAt[i] === last && countAt[i] === lastCount;
          last = powerAt[i];
          lastCount = countAt[i];
          if (tie) {
            flags[n] = 1;
            let m = n;
            for (; m > 0 && flags[m] === 1 && owners[m - 1] > owner; m--) owners[m] = owners[m - 1];
            owners[m] = owner;
          }
        }
        n++;
      }
    }
    // Two streams, packed into `oAcc` / `wAcc` and flushed a word at a time.
    let oAcc = 0;
    let oUsed = 0;
    let oWord = at + 2;
    let wAcc = 0;
    let wUsed = 0;
    let wWord = at + this.structure;
    for (let k = 0; k < n; k++) {
      const o = ties ? (owners[k] << 1) | flags[k] : owners[k];
      oAcc |= o << oUsed;
      oUsed += ownerBits;
      if (oUsed >= 32) {
        out[oWord++] = oAcc;
        oUsed -= 32;
        oAcc = oUsed > 0 ? (o >>> (ownerBits - oUsed)) | 0 : 0;
      }
      if (weightBits > 0) {
        const weight = symbols[k];
        wAcc |= weight << wUsed;
        wUsed += weightBits;
        if (wUsed >= 32) {
          out[wWord++] = wAcc;
          wUsed -= 32;
          wAcc = wUsed > 0 ? (weight >>> (weightBits - wUsed)) | 0 : 0;
        }
      }
    }
    if (oUsed > 0) out[oWord++] = oAcc;
    while (oWord < at + this.structure) out[oWord++] = 0;
    if (wUsed > 0) out[wWord++] = wAcc;
    while (wWord < at + this.length) out[wWord++] = 0;
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
    const difference = this.difference;
    const symbolStart = this.symbolStart;
    const mine = at + this.structure;
    const theirs = other + this.structure;
    const words = this.length - this.structure;
    let low = 0;
    let high = 0;
    // Only the cards whose weight symbols differ: their bits differ in the two keys.
    // `next`: the first bit of the symbol after the last one counted.
    let next = 0;
    for (let w = 0; w < words; w++) {
      for (let x = keys[mine + w] ^ stored[theirs + w]; x !== 0; x &= x - 1) {
        const b = 32 * w + 31 - Math.clz32(x & -x);
        if (b < next) continue;
        const bit = symbolStart[b];
        next = bit + bits;
        const v = bit >>> 5;
        const shift = bit & 31;
        let a = keys[mine + v] >>> shift;
        let c = stored[theirs + v] >>> shift;
        if (shift + bits > 32) {
          a |= keys[mine + v + 1] << (32 - shift);
          c |= stored[theirs + v + 1] << (32 - shift);
        }
        const d = difference[((a & mask) << bits) | (c & mask)];
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

/** Set bits of each byte value. */
const BYTE_COUNT = Uint8Array.from({ length: 256 }, (_, m) => popcount(m));

/** Words per row of `PositionKey.rows`, and where each field lies in a row. */
const ROW = 4;
const OWNERS = 0;
const WEIGHTS = 1;
const COUNTS = 2;
const BITS = 3;

/**
 * Per byte of key positions and each set of them (`entries`: 256 per byte), the
 * `bits`-bit symbols of the positions in the set (from `symbols`), packed first lowest,
 * into field `field` of each row of `rows`.
 */
function packBytes(
  symbols: ArrayLike<number>,
  bits: number,
  entries: number,
  rows: Int32Array,
  field: number,
): void {
  for (let t = 0; t < entries; t++) {
    const m = t & 255;
    if (m === 0) continue;
    // The set's last position goes after the others.
    const top = 31 - Math.clz32(m);
    const rest = m ^ (1 << top);
    rows[ROW * t + field] =
      rows[ROW * (t - m + rest) + field] |
      (symbols[8 * (t >>> 8) + top] << (BYTE_COUNT[rest] * bits));
  }
}

/**
 * `packBytes` for the owners where ties are pairs of copies at key positions 2k and
 * 2k + 1 (`pairsTie`): each card's owner shifted up one, with the tie flag (1) on the
 * second of a pair whose copies are both in the set, and a pair's two owners ascending,
 * as `encode` writes them.
 */
function packTiedOwners(
  owners: Int8Array,
  tiedAt: Uint8Array,
  bits: number,
  entries: number,
  rows: Int32Array,
): void {
  for (let t = 0; t < entries; t++) {
    const m = t & 255;
    if (m === 0) continue;
    let acc = 0;
    let k = 0;
    for (let i = 0; i < 8; i++) {
      if (((m >>> i) & 1) === 0) continue;
      const o = owners[8 * (t >>> 8) + i];
      if (tiedAt[8 * (t >>> 8) + i] === 1 && ((m >>> (i - 1)) & 1) === 1) {
        // Both copies: the lower owner first, the second flagged.
        const q = owners[8 * (t >>> 8) + i - 1];
        const shift = (k - 1) * bits;
        acc = (acc & ~(((1 << bits) - 1) << shift)) | ((Math.min(o, q) << 1) << shift);
        acc |= ((Math.max(o, q) << 1) | 1) << (k * bits);
      } else acc |= (o << 1) << (k * bits);
      k++;
    }
    rows[ROW * t + OWNERS] = acc;
  }
}

/** Whether two owner lists are equal. */
function sameOwners(a: Int8Array, b: Int8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Bits needed to write numbers 0..n-1. */
function bitsFor(n: number): number {
  return n <= 1 ? 0 : 32 - Math.clz32(n - 1);
}
