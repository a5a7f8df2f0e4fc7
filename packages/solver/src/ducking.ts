import type { GameState } from '@stich/core';
import { lowestCard, popcount } from '@stich/core/kernel';
import type { CardOrder } from './cardOrder';
import type { CompiledQuery } from './query';

/**
 * Whether a lone seat that wants to take as little as it can (a Skat null declarer, a
 * Kalter Schlag or Ramsch seat), at a trick's start and holding no trump, can duck every
 * trick from there. Not on lead, when in every plain suit its i-th weakest card is weaker
 * than the others' i-th weakest (for each i up to the smaller of the two counts): then,
 * whatever the others lead, it follows with its strongest card below the trick's highest
 * card of the suit so far, or, void in the suit, throws its strongest card of any suit
 * (never a trump: it holds none), and every suit stays that way (another seat's trump
 * on a plain lead only takes the trick away from it; the others' cards leaving a suit
 * only make ducking easier): it never wins a trick, so never leads, and takes nothing
 * more, neither tricks nor points. On lead, when besides it can lead a card that another
 * seat must beat (holding only higher cards of its suit), and the rule holds without it.
 *
 * @example
 * const ducking = Ducking.of(order, query, true);
 * ducking?.safe(state); // true: the declarer takes no more tricks
 */
export class Ducking {
  /** Per card, two words: the cards of its group it ranks above. */
  private readonly below: Int32Array;
  /**
   * Per plain group whose cards lie in one byte of a hand's word: the word (0 or 1) and
   * the byte's shift, else -1; and the answer of `ducks` for each pair of the seat's and
   * the others' cards of that byte (index: the seat's byte times 256 plus the others').
   * The same for every seat and query of a card order, so made once per order.
   */
  private readonly word: Int8Array;
  private readonly shift: Int8Array;
  private readonly tables: Uint8Array[];

  private constructor(
    private readonly order: CardOrder,
    /** The seat that wants no trick. */
    readonly seat: number,
  ) {
    let known = seat < 0 ? NO_TABLES : made.get(order);
    if (known === undefined) {
      known = Ducking.tablesOf(order);
      made.set(order, known);
    }
    this.below = known.below;
    this.word = known.word;
    this.shift = known.shift;
    this.tables = known.tables;
  }

  /** `below`, and the per-byte tables of `ducks` for the plain groups that fit a byte. */
  private static tablesOf(order: CardOrder): DuckTables {
    const { size, group, groupLo, groupHi, atLeast, trumpGroup } = order;
    const below = new Int32Array(2 * size);
    for (let c = 0; c < size; c++) {
      const g = group[c];
      const lo = c < 32 ? 1 << c : 0;
      const hi = c < 32 ? 0 : 1 << (c - 32);
      below[2 * c] = groupLo[g] & ~atLeast[2 * c] & ~lo;
      below[2 * c + 1] = groupHi[g] & ~atLeast[2 * c + 1] & ~hi;
    }
    const word = new Int8Array(trumpGroup).fill(-1);
    const shift = new Int8Array(trumpGroup);
    const tables: Uint8Array[] = [];
    for (let g = 0; g < trumpGroup; g++) {
      tables.push(new Uint8Array(0));
      const w = groupLo[g] !== 0 ? 0 : 1;
      const members = w === 0 ? groupLo[g] : groupHi[g];
      if (w === 0 && groupHi[g] !== 0) continue;
      if (members === 0) continue;
      const sh = 31 - Math.clz32(members & -members);
      const at = sh & ~7;
      if (members >>> at > 255) continue;
      word[g] = w;
      shift[g] = at;
      const table = new Uint8Array(65536);
      const m = members >>> at;
      // Every pair of disjoint subsets of the group's byte.
      for (let d = m; ; d = (d - 1) & m) {
        const rest = m & ~d;
        for (let o = rest; ; o = (o - 1) & rest) {
          const dw = d << at;
          const ow = o << at;
          const ok = w === 0 ? ducksOf(below, dw, 0, ow, 0) : ducksOf(below, 0, dw, 0, ow);
          table[(d << 8) | o] = ok ? 1 : 0;
          if (o === 0) break;
        }
        if (d === 0) break;
      }
      tables[g] = table;
    }
    return { below, word, shift, tables };
  }

  /**
   * The check for a query of a single seat playing to take as few tricks or points as it
   * can, under a trick order without identical cards, when the legal cards follow core's
   * follow rule (`follows`); otherwise `null`.
   */
  static of(order: CardOrder, query: CompiledQuery, follows: boolean): Ducking | null {
    if (!follows || query.objective !== 'min' || order.hasTies) return null;
    const side = query.inSide.indexOf(1);
    if (side < 0 || query.inSide.indexOf(1, side + 1) >= 0) return null;
    return new Ducking(order, side);
  }

  /**
   * A stand-in for questions `of` does not serve (its `safe` is always false), so that a
   * search calls `safe` at every trick's start whatever the question. V8 optimizes the
   * search on the calls it has seen: a property it never read there (the Skat declarer's
   * questions have no ducking seat) makes it throw the code away when a Kalter Schlag
   * question first reads it, and on Node 20 the search then sometimes ran unoptimized for
   * the rest of the process.
   */
  static none(order: CardOrder): Ducking {
    return new Ducking(order, -1);
  }

  /** At a trick's start: whether the seat surely takes nothing more (see the class). */
  safe(s: GameState): boolean {
    if (this.seat < 0) return false;
    const { groupLo, groupHi, trumpGroup } = this.order;
    const hands = s.hands;
    const dlo = hands[2 * this.seat];
    const dhi = hands[2 * this.seat + 1];
    if (((dlo & groupLo[trumpGroup]) | (dhi & groupHi[trumpGroup])) !== 0) return false;
    let olo = 0;
    let ohi = 0;
    for (let seat = 0; seat < s.seats; seat++) {
      if (seat === this.seat) continue;
      olo |= hands[2 * seat];
      ohi |= hands[2 * seat + 1];
    }
    const leads = s.turn === this.seat;
    // On lead: the one suit where the seat does not duck, if any (its lead must mend it).
    let bad = -1;
    for (let g = 0; g < trumpGroup; g++) {
      if (this.ducks(g, dlo & groupLo[g], dhi & groupHi[g], olo & groupLo[g], ohi & groupHi[g]))
        continue;
      if (bad >= 0 || !leads) return false;
      bad = g;
    }
    if (!leads) return true;
    for (let g = 0; g < trumpGroup; g++) {
      if (bad >= 0 && g !== bad) continue;
      const glo = dlo & groupLo[g];
      const ghi = dhi & groupHi[g];
      if ((glo | ghi) === 0) continue;
      for (let seat = s.next[this.seat]; seat !== this.seat; seat = s.next[seat]) {
        const xlo = hands[2 * seat] & groupLo[g];
        const xhi = hands[2 * seat + 1] & groupHi[g];
        if ((xlo | xhi) === 0) continue;
        // The seat's strongest card below that seat's weakest of the suit.
        const m = this.extreme(xlo, xhi, false);
        const clo = glo & this.below[2 * m];
        const chi = ghi & this.below[2 * m + 1];
        if ((clo | chi) === 0) continue;
        const c = this.extreme(clo, chi, true);
        const rlo = c < 32 ? glo & ~(1 << c) : glo;
        const rhi = c < 32 ? ghi : ghi & ~(1 << (c - 32));
        if (this.ducks(g, rlo, rhi, olo & groupLo[g], ohi & groupHi[g])) return true;
      }
    }
    return false;
  }

  /** The strongest (or weakest) card of a nonempty set. */
  private extreme(lo: number, hi: number, strongest: boolean): number {
    const power = this.order.power;
    let best = -1;
    while ((lo | hi) !== 0) {
      const c = lowestCard(lo, hi);
      if (c < 32) lo &= lo - 1;
      else hi &= hi - 1;
      if (best < 0 || power[c] > power[best] === strongest) best = c;
    }
    return best;
  }

  /**
   * Whether the seat's cards `dlo`/`dhi` of the plain group `g` duck the others'
   * `olo`/`ohi` of it (see `ducksOf`), from the group's table where it has one.
   */
  private ducks(g: number, dlo: number, dhi: number, olo: number, ohi: number): boolean {
    const w = this.word[g];
    if (w < 0) return ducksOf(this.below, dlo, dhi, olo, ohi);
    const at = this.shift[g];
    const d = w === 0 ? dlo >>> at : dhi >>> at;
    const o = w === 0 ? olo >>> at : ohi >>> at;
    return this.tables[g][((d & 255) << 8) | (o & 255)] === 1;
  }
}

/** What `Ducking` precomputes for a card order. */
interface DuckTables {
  readonly below: Int32Array;
  readonly word: Int8Array;
  readonly shift: Int8Array;
  readonly tables: Uint8Array[];
}

/** The tables made so far, per card order. */
const made = new WeakMap<CardOrder, DuckTables>();

/** The stand-in's tables (see `Ducking.none`): empty, never read. */
const NO_TABLES: DuckTables = {
  below: new Int32Array(0),
  word: new Int8Array(0),
  shift: new Int8Array(0),
  tables: [],
};

/**
 * Whether a seat's cards `dlo`/`dhi` of a suit duck the others' `olo`/`ohi` of it:
 * its i-th weakest below their i-th weakest, for each i up to the smaller count
 * (`below`: per card, two words, the cards of its group it ranks above).
 */
function ducksOf(below: Int32Array, dlo: number, dhi: number, olo: number, ohi: number): boolean {
  const k = popcount(dlo) + popcount(dhi);
  if (k === 0) return true;
  let lo = olo;
  let hi = ohi;
  while ((lo | hi) !== 0) {
    const c = lowestCard(lo, hi);
    if (c < 32) lo &= lo - 1;
    else hi &= hi - 1;
    // The others' cards up to this one, and the seat's below it.
    const others = popcount(olo & below[2 * c]) + popcount(ohi & below[2 * c + 1]) + 1;
    const mine = popcount(dlo & below[2 * c]) + popcount(dhi & below[2 * c + 1]);
    if (mine < others && mine < k) return false;
  }
  return true;
}
