import type { GameState } from '@stich/core';
import { lowestCard, popcount } from '@stich/core/kernel';
import type { CardOrder } from './cardOrder';
import type { CompiledQuery } from './query';

/**
 * Whether a lone seat that wants to take as little as it can (a Skat null declarer, a
 * Kalter Schlag or Ramsch seat), not on lead at a trick's start and holding no trump,
 * can duck every trick from there: in every plain suit, its i-th weakest card is weaker
 * than the others' i-th weakest (for each i up to the smaller of the two counts). Then,
 * whatever the others lead, it follows with its strongest card below the trick's highest
 * card of the suit so far, or, void in the suit, throws its strongest card of any suit
 * (never a trump: it holds none), and every suit stays that way (another seat's trump
 * on a plain lead only takes the trick away from it): it never wins a trick, so never
 * leads, and takes nothing more, neither tricks nor points.
 *
 * @example
 * const ducking = Ducking.of(order, query, true);
 * ducking?.safe(state); // true: the declarer takes no more tricks
 */
export class Ducking {
  /** Per card, two words: the cards of its group it ranks above. */
  private readonly below: Int32Array;

  private constructor(
    private readonly order: CardOrder,
    /** The seat that wants no trick. */
    readonly seat: number,
  ) {
    const { size, group, groupLo, groupHi, atLeast } = order;
    this.below = new Int32Array(2 * size);
    for (let c = 0; c < size; c++) {
      const g = group[c];
      const lo = c < 32 ? 1 << c : 0;
      const hi = c < 32 ? 0 : 1 << (c - 32);
      this.below[2 * c] = groupLo[g] & ~atLeast[2 * c] & ~lo;
      this.below[2 * c + 1] = groupHi[g] & ~atLeast[2 * c + 1] & ~hi;
    }
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

  /** At a trick's start led by another seat: whether the seat surely takes nothing more. */
  safe(s: GameState): boolean {
    const { groupLo, groupHi, trumpGroup } = this.order;
    const below = this.below;
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
    for (let g = 0; g < trumpGroup; g++) {
      const k = popcount(dlo & groupLo[g]) + popcount(dhi & groupHi[g]);
      if (k === 0) continue;
      let lo = olo & groupLo[g];
      let hi = ohi & groupHi[g];
      while ((lo | hi) !== 0) {
        const c = lowestCard(lo, hi);
        if (c < 32) lo &= lo - 1;
        else hi &= hi - 1;
        const bl = below[2 * c];
        const bh = below[2 * c + 1];
        // The others' cards up to this one, and the seat's below it.
        const others = popcount(olo & bl) + popcount(ohi & bh) + 1;
        const mine = popcount(dlo & bl) + popcount(dhi & bh);
        if (mine < others && mine < k) return false;
      }
    }
    return true;
  }
}
