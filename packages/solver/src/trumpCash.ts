import type { GameState } from '@stich/core';
import { lowestCard, popcount } from '@stich/core/kernel';
import type { CardOrder } from './cardOrder';

/**
 * A lower bound on the points the leader's team takes in the next tricks: the leader
 * holds trumps stronger than every other trump still in play, so it can lead them one
 * after the other and win each trick; every other seat must follow with trumps while it
 * has them, so it gives at least its cheapest trumps, then its cheapest other cards.
 * Weight classes ascending, two words each, let the cheapest cards be counted quickly.
 */
export class TrumpCash {
  private readonly classLo: Int32Array;
  private readonly classHi: Int32Array;
  private readonly classWeight: Int32Array;

  /**
   * @example
   * const cash = new TrumpCash(order);
   * cash.bound(state, 3); // points the seat to lead surely takes with its top trumps
   */
  constructor(private readonly order: CardOrder) {
    const weights = [...new Set(order.weight)].sort((a, b) => a - b);
    this.classLo = new Int32Array(weights.length);
    this.classHi = new Int32Array(weights.length);
    this.classWeight = Int32Array.from(weights);
    for (let c = 0; c < order.size; c++) {
      const k = weights.indexOf(order.weight[c]);
      if (c < 32) this.classLo[k] |= 1 << c;
      else this.classHi[k] |= 1 << (c - 32);
    }
  }

  /**
   * The bound for the seat to lead at a trick's start when it cashes at most `most` such
   * trumps (0 when it holds none), counting only trumps in the set `leadLo`/`leadHi` (the
   * cards it may lead; all by default).
   */
  bound(s: GameState, active: number, most: number, leadLo = -1, leadHi = -1): number {
    const { groupLo, groupHi, trumpGroup, atLeast } = this.order;
    const tlo = groupLo[trumpGroup];
    const thi = groupHi[trumpGroup];
    const leader = s.turn;
    const hands = s.hands;
    let olo = 0;
    let ohi = 0;
    for (let seat = 0; seat < s.seats; seat++) {
      if (seat === leader) continue;
      olo |= hands[2 * seat] & tlo;
      ohi |= hands[2 * seat + 1] & thi;
    }
    // The leader's trumps that no other trump in play beats or ties (of two identical
    // cards the later played may take the trick).
    this.unbeaten(
      hands[2 * leader] & tlo & leadLo,
      hands[2 * leader + 1] & thi & leadHi,
      olo,
      ohi,
      atLeast,
    );
    const k = this.count;
    if (k === 0) return 0;
    // Cashing a single trick: the heaviest of those trumps.
    if (most === 1) return this.contributions(s, active, 1, tlo, thi, this.heaviest);
    return this.contributions(s, active, k, tlo, thi, this.gain);
  }

  /** After `unbeaten`: how many cards, their weight, and the heaviest one's. */
  private count = 0;
  private gain = 0;
  private heaviest = 0;

  /** The cards of `lo`/`hi` that no card of `olo`/`ohi` in `beats` (per card, two words) beats. */
  private unbeaten(lo: number, hi: number, olo: number, ohi: number, beats: Int32Array): void {
    const weight = this.order.weight;
    let k = 0;
    let gain = 0;
    let heaviest = 0;
    while ((lo | hi) !== 0) {
      const c = lowestCard(lo, hi);
      if (c < 32) lo &= lo - 1;
      else hi &= hi - 1;
      if (((olo & beats[2 * c]) | (ohi & beats[2 * c + 1])) !== 0) continue;
      k++;
      gain += weight[c];
      if (weight[c] > heaviest) heaviest = weight[c];
    }
    this.count = k;
    this.gain = gain;
    this.heaviest = heaviest;
  }

  /** After `sure`: what the side surely takes, and what the other team surely takes. */
  sideSure = 0;
  otherSure = 0;

  /**
   * Lower bounds on what each team (the seats with `inSide[seat]` 1, and the others)
   * takes from the trick start `s` on, when trick play goes on to the last trick: each
   * of its trumps that no trump of the other team beats wins the trick it falls in (its
   * weight, or a trick when `tricks`), and the seat holding most of them wins that many
   * tricks, to each of which every other-team seat gives a card, at least its cheapest
   * ones. When trick play may end early, the other team's bound still caps what the side
   * can take: whatever the other team has not taken when the play ends stays in the hands.
   * Written to `sideSure` and `otherSure`.
   */
  sure(s: GameState, inSide: Uint8Array, tricks: boolean): void {
    const { groupLo, groupHi, trumpGroup } = this.order;
    const tlo = groupLo[trumpGroup];
    const thi = groupHi[trumpGroup];
    const hands = s.hands;
    // Each team's trumps.
    let slo = 0;
    let shi = 0;
    let olo = 0;
    let ohi = 0;
    for (let seat = 0; seat < s.seats; seat++) {
      if (inSide[seat] === 1) {
        slo |= hands[2 * seat] & tlo;
        shi |= hands[2 * seat + 1] & thi;
      } else {
        olo |= hands[2 * seat] & tlo;
        ohi |= hands[2 * seat + 1] & thi;
      }
    }
    this.sideSure = (slo | shi) === 0 ? 0 : this.team(s, inSide, 1, olo, ohi, tlo, thi, tricks);
    this.otherSure = (olo | ohi) === 0 ? 0 : this.team(s, inSide, 0, slo, shi, tlo, thi, tricks);
  }

  /** The bound of `sure` for the team `member`, against the other team's trumps `olo`/`ohi`. */
  private team(
    s: GameState,
    inSide: Uint8Array,
    member: number,
    olo: number,
    ohi: number,
    tlo: number,
    thi: number,
    tricks: boolean,
  ): number {
    const hands = s.hands;
    let most = 0;
    let gain = 0;
    for (let seat = 0; seat < s.seats; seat++) {
      if (inSide[seat] !== member) continue;
      this.unbeaten(hands[2 * seat] & tlo, hands[2 * seat + 1] & thi, olo, ohi, this.order.atLeast);
      gain += this.gain;
      if (this.count > most) most = this.count;
    }
    if (most === 0 || tricks) return most;
    for (let seat = 0; seat < s.seats; seat++) {
      if (inSide[seat] !== member)
        gain += this.cheapest(hands[2 * seat], hands[2 * seat + 1], most);
    }
    return gain;
  }

  /** `gain` plus the least the other seats give to `k` tricks led in the group `glo`/`ghi`. */
  private contributions(
    s: GameState,
    active: number,
    k: number,
    glo: number,
    ghi: number,
    gain: number,
  ): number {
    const hands = s.hands;
    let seat = s.next[s.turn];
    for (let i = 1; i < active; i++, seat = s.next[seat]) {
      const hlo = hands[2 * seat];
      const hhi = hands[2 * seat + 1];
      const follow = popcount(hlo & glo) + popcount(hhi & ghi);
      if (follow >= k) gain += this.cheapest(hlo & glo, hhi & ghi, k);
      else {
        gain += this.cheapest(hlo & glo, hhi & ghi, follow);
        gain += this.cheapest(hlo & ~glo, hhi & ~ghi, k - follow);
      }
    }
    return gain;
  }

  /** The least total weight of `n` cards of a set. */
  private cheapest(lo: number, hi: number, n: number): number {
    let sum = 0;
    for (let w = 0; n > 0 && w < this.classWeight.length; w++) {
      const have = popcount(lo & this.classLo[w]) + popcount(hi & this.classHi[w]);
      const take = Math.min(have, n);
      sum += take * this.classWeight[w];
      n -= take;
    }
    return sum;
  }
}
