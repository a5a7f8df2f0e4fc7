import type { GameState } from '@stich/core';
import { popcount } from '@stich/core/kernel';
import { type CardOrder, infoTakesLead } from './cardOrder';
import type { CompiledQuery } from './query';
import { MAX_PLIES } from './searchScratch';
import type { TrickBoard } from './trickBoard';

/**
 * The cards worth trying at a node, best first. Starts from the board's legal cards
 * (card plays only: doublings, claims and resignations are not the solver's business),
 * drops every card interchangeable with a stronger one just tried (same group and weight,
 * no other player's card ranking between them), and orders the rest: the card that
 * last proved a bound here first, then cards that put the trick where the mover wants it
 * (points to its own team when the side maximises, to the other team when it minimises),
 * then by points and rank, then, where the side minimises, by how often the card has cut
 * the search off (where it maximises, that tiebreak cost positions). A trick
 * the last seat to play (when it plays next) can overtake from the other team counts as
 * that team's (by a higher card of the group, or a trump where it cannot follow). Leading,
 * each team first cashes its sure winners (the team that wants fewer points only plain
 * ones: its top trumps win later as well, and leading them draws its own trumps), then
 * the team that wants fewer points plays to a partner's sure winner, then low, trumps
 * after plain cards and last a group the other team trumps and no partner can follow,
 * and the other team its cheapest cards (lowest where it would be trumped);
 * where the side minimises, it first leads cards some other seat must beat (holding
 * only higher ones of the group), the heaviest first, then top cards every other seat
 * must follow, and last cards no other seat can follow; the other team first leads
 * cards every card of the side in that group beats, then low cards the side holds few
 * cards below, and last cards of groups the side is void in (which let it throw its
 * worst card), and on a trick throws such a card (one the side's cards of its group all
 * beat) after the others, keeping it to lead later.
 */
export class MoveOrder {
  /** Per seat and card: how often the card caused a cut-off (read where the side minimises). */
  readonly history: Int32Array;
  /**
   * After `generate` (with merging), at `base + card` for the `base` it was given: each
   * legal card's run among the mover's cards: cards of one group with no other player's
   * card ranking between them share a run. Two cards of a run play alike but for their
   * weights (see `Search`). Kept per ply (`base`), so that a search reads a node's runs
   * after its children's own `generate` calls.
   */
  readonly run = new Int8Array(64 * MAX_PLIES);
  private readonly scores = new Int32Array(64);
  private readonly takeGood: boolean;

  /**
   * @example
   * const moves = new MoveOrder(board, order, query, active, true);
   */
  constructor(
    private readonly board: TrickBoard,
    private readonly order: CardOrder,
    private readonly query: CompiledQuery,
    private readonly active: number,
    private readonly merge: boolean,
  ) {
    this.history = new Int32Array(64 * board.s.seats);
    this.takeGood = query.objective === 'max';
  }

  /**
   * Writes the cards to try into `out` from `base` and returns how many. With `reps`,
   * also writes for every legal card the card it was merged into (itself when kept).
   */
  generate(s: GameState, out: Int32Array, base: number, ttMove: number, reps?: Int8Array): number {
    if (this.merge !== true) {
      const n = this.board.cards(out, base);
      if (reps !== undefined) for (let i = 0; i < n; i++) reps[out[base + i]] = out[base + i];
      if (n > 1) this.sort(s, out, base, n, s.winners.length * this.active, ttMove);
      return n;
    }
    // By key positions: groups together, strongest first, a run's cards next to each other.
    const board = this.board;
    const lo = board.legalKeys();
    const hi = board.keysHi;
    const order = this.order;
    const { byKey, weight } = order;
    if (hi === 0 ? (lo & (lo - 1)) === 0 : lo === 0 && (hi & (hi - 1)) === 0) {
      if ((lo | hi) === 0) return 0;
      const c = byKey[lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi)];
      out[base] = c;
      if (reps !== undefined) reps[c] = c;
      return 1;
    }
    // Two cards of the mover next to each other in the key order are of one run unless a
    // card of another seat or on the table, or a group's first card, lies after the
    // higher, up to the lower (`z`: a mask test by key positions). With identical copies
    // a copy ranks with the card, wherever its key position: tested card by card there.
    const zlo = board.othersLo | order.keyStartLo;
    const zhi = board.othersHi | order.keyStartHi;
    const ties = order.hasTies;
    let olo = 0;
    let ohi = 0;
    if (ties) {
      // The same cards by card ids.
      for (let x = board.othersLo; x !== 0; x &= x - 1) {
        const c = byKey[31 - Math.clz32(x & -x)];
        if (c < 32) olo |= 1 << c;
        else ohi |= 1 << (c - 32);
      }
      for (let x = board.othersHi; x !== 0; x &= x - 1) {
        const c = byKey[63 - Math.clz32(x & -x)];
        if (c < 32) olo |= 1 << c;
        else ohi |= 1 << (c - 32);
      }
    }
    const run = this.run;
    let m = 0;
    let r = -1;
    let prev = -1;
    let rep = -1;
    // The previous card's key bit shifted up one in the word scanned (1 at a new word):
    // the bits from there up to a card's own lie between the two.
    let mark = 0;
    let word = lo;
    let z = zlo;
    let open = false;
    for (let high = false; ; ) {
      if (word === 0) {
        if (high || hi === 0) break;
        // Into the high word: the low word's bits above the previous card lie between too.
        open = open && (zlo & -mark) === 0;
        high = true;
        word = hi;
        z = zhi;
        mark = 1;
        continue;
      }
      const bit = word & -word;
      word ^= bit;
      const c = byKey[(high ? 63 : 31) - Math.clz32(bit)];
      const adjacent =
        open && (ties ? this.adjacentTied(prev, c, olo, ohi) : (z & ((bit << 1) - mark)) === 0);
      if (!adjacent) r++;
      run[base + c] = r;
      if (!adjacent || weight[c] !== weight[prev]) {
        rep = c;
        out[base + m++] = c;
      }
      if (reps !== undefined) reps[c] = rep;
      prev = c;
      mark = bit << 1;
      open = true;
    }
    if (m > 1) this.sort(s, out, base, m, s.winners.length * this.active, ttMove);
    return m;
  }

  /**
   * Whether `c`, the mover's next card after `prev` in the key order, is of its run where
   * the deck has identical copies: of its group, and no card of `olo`/`ohi` (the other
   * seats' and the table's) ranks between the two or with either.
   */
  private adjacentTied(prev: number, c: number, olo: number, ohi: number): boolean {
    const { group, above, atLeast } = this.order;
    return (
      group[c] === group[prev] &&
      (olo & atLeast[2 * c] & ~above[2 * prev]) === 0 &&
      (ohi & atLeast[2 * c + 1] & ~above[2 * prev + 1]) === 0
    );
  }

  /**
   * The groups (bit per group) in which a partner of the seat to lead holds a card above
   * every card of the other team, and which the other team cannot trump (`ruff`): the
   * partners' cards are `plo`/`phi`, the other team's `xlo`/`xhi`.
   */
  private partnerWins(plo: number, phi: number, xlo: number, xhi: number, ruff: number): number {
    const { groupLo, groupHi, above, trumpGroup } = this.order;
    let wins = 0;
    for (let g = 0; g <= trumpGroup; g++) {
      if (((plo & groupLo[g]) | (phi & groupHi[g])) === 0 || (ruff & (1 << g)) !== 0) continue;
      let all = true;
      for (let x = xlo & groupLo[g]; all && x !== 0; x &= x - 1) {
        const o = 31 - Math.clz32(x & -x);
        all = ((plo & above[2 * o]) | (phi & above[2 * o + 1])) !== 0;
      }
      for (let x = xhi & groupHi[g]; all && x !== 0; x &= x - 1) {
        const o = 63 - Math.clz32(x & -x);
        all = ((plo & above[2 * o]) | (phi & above[2 * o + 1])) !== 0;
      }
      if (all) wins |= 1 << g;
    }
    return wins;
  }

  /** The hand of the seat still to play a trick led in `led`, and whether it can trump it (see `overtakes`). */
  private nlo = 0;
  private nhi = 0;
  private ruffs = false;

  private follower(s: GameState, seat: number, led: number): void {
    const { groupLo, groupHi, trumpGroup: tg } = this.order;
    const lo = s.hands[2 * seat];
    const hi = s.hands[2 * seat + 1];
    this.nlo = lo;
    this.nhi = hi;
    this.ruffs =
      led !== tg &&
      ((lo & groupLo[led]) | (hi & groupHi[led])) === 0 &&
      ((lo & groupLo[tg]) | (hi & groupHi[tg])) !== 0;
  }

  /** Whether the seat of `follower` can beat `card` holding a trick led in `led`. */
  private overtakes(card: number, led: number): boolean {
    const g = this.order.group[card];
    const above = this.order.above;
    const higher = ((this.nlo & above[2 * card]) | (this.nhi & above[2 * card + 1])) !== 0;
    if (g === led) return higher || this.ruffs;
    // A trump on a plain lead: only a higher trump, from a seat that cannot follow.
    return g === this.order.trumpGroup && this.ruffs && higher;
  }

  /**
   * Whether every seat to play to the trick after the mover (its `inTrick`-th card)
   * raises the value and one of them must beat `best` (see `mustBeat`).
   */
  private othersMustBeat(s: GameState, inTrick: number, led: number, best: number): boolean {
    const raises = this.query.raises;
    let must = false;
    let seat = s.next[s.turn];
    for (let k = inTrick + 1; k < this.active; k++, seat = s.next[seat]) {
      if (raises[seat] !== 1) return false;
      if (this.mustBeat(s.hands[2 * seat], s.hands[2 * seat + 1], led, best)) must = true;
    }
    return must;
  }

  /**
   * Whether a seat holding `lo`/`hi` must play a card above `best` (the trick's best card)
   * to a trick led in `led`: it holds only cards of the led group above it, or, void in
   * the led group, only trumps, above it when it is a trump.
   */
  private mustBeat(lo: number, hi: number, led: number, best: number): boolean {
    const { group, groupLo, groupHi, trumpGroup } = this.order;
    const flo = lo & groupLo[led];
    const fhi = hi & groupHi[led];
    if ((flo | fhi) !== 0) return group[best] === led && this.allAbove(flo, fhi, best);
    const tlo = lo & groupLo[trumpGroup];
    const thi = hi & groupHi[trumpGroup];
    if ((tlo | thi) === 0 || ((lo & ~tlo) | (hi & ~thi)) !== 0) return false;
    return group[best] !== trumpGroup || this.allAbove(tlo, thi, best);
  }

  /**
   * Whether `lo`/`hi` (cards of the group of `c`) hold a card and every one of them ranks
   * above `c`: led, `c` is beaten by whoever holds them, and they cannot duck under it.
   */
  private allAbove(lo: number, hi: number, c: number): boolean {
    const above = this.order.above;
    return (lo | hi) !== 0 && ((lo & ~above[2 * c]) | (hi & ~above[2 * c + 1])) === 0;
  }

  /**
   * Orders `m` cards at `out[base]` by how promising they look (the card from the table,
   * `ttMove`, first: only trick starts have one), each put in place as it is scored.
   */
  private sort(
    s: GameState,
    out: Int32Array,
    base: number,
    m: number,
    start: number,
    ttMove: number,
  ): void {
    const { group, weight, rank, trumpGroup } = this.order;
    const raises = this.query.raises;
    const turn = s.turn;
    const team = raises[turn];
    const hist = s.history;
    const inTrick = hist.length - start;
    // Where the side minimises, equal scores go by the mover's cut-off counts.
    const tiebreak = this.takeGood ? -1 : 64 * turn;
    if (inTrick === 0 && this.takeGood) {
      // Cards of the other team, and whether each group can be trumped by it.
      const hands = s.hands;
      // Partners' cards (plo/phi) and the other team's (xlo/xhi).
      let plo = 0;
      let phi = 0;
      let xlo = 0;
      let xhi = 0;
      let ruff = 0;
      const tlo = this.order.groupLo[trumpGroup];
      const thi = this.order.groupHi[trumpGroup];
      for (let seat = 0; seat < s.seats; seat++) {
        if (seat === turn) continue;
        const lo = hands[2 * seat];
        const hi = hands[2 * seat + 1];
        if (raises[seat] === team) {
          plo |= lo;
          phi |= hi;
          continue;
        }
        xlo |= lo;
        xhi |= hi;
        if (((lo & tlo) | (hi & thi)) === 0) continue;
        for (let g = 0; g < trumpGroup; g++) {
          if (((lo & this.order.groupLo[g]) | (hi & this.order.groupHi[g])) === 0) ruff |= 1 << g;
        }
      }
      const { above } = this.order;
      // Every other seat's cards: a card none of them beats is a top card.
      const olo = plo | xlo;
      const ohi = phi | xhi;
      // The minimising team: groups a partner wins when led (see `partnerWins`).
      const partner = team === 0 ? this.partnerWins(plo, phi, xlo, xhi, ruff) : 0;
      for (let i = 0; i < m; i++) {
        const c = out[base + i];
        const g = group[c];
        const top = ((olo & above[2 * c]) | (ohi & above[2 * c + 1])) === 0;
        const sure = top && (g === trumpGroup || (ruff & (1 << g)) === 0);
        let r: number;
        // The minimising team's top trumps are no better led now than later (see above).
        if (sure && (team === 1 || g !== trumpGroup)) r = (1 << 10) + weight[c] * 16 + rank[c];
        // The maximising team: a group the others can trump low, any other cheap but high.
        else if (team === 1)
          r = (ruff & (1 << g)) !== 0 ? 0 - rank[c] * 16 - weight[c] : 0 - weight[c] * 16 + rank[c];
        // The minimising team leads to a partner's winner (points along), else low, plain
        // before trumps, and last a group the other team trumps while no partner can
        // follow it; one it trumps as the last to play, after a partner who follows,
        // two ranks lower (both found by measuring).
        else if ((partner & (1 << g)) !== 0) r = (1 << 9) + weight[c] * 16 + rank[c];
        else {
          r = (g === trumpGroup ? -(1 << 8) : 0) - rank[c] * 16 - weight[c];
          const follows = ((plo & this.order.groupLo[g]) | (phi & this.order.groupHi[g])) !== 0;
          if ((ruff & (1 << g)) !== 0 && !follows) r -= 1 << 10;
          else if ((ruff & (1 << g)) !== 0 && raises[s.next[turn]] === team) r -= 32;
        }
        this.insert(out, base, i, c, r, ttMove, tiebreak);
      }
    } else if (inTrick === 0) {
      // The other team's cards (for the raising team: a lead every one of them beats hands it the trick).
      let xlo = 0;
      let xhi = 0;
      if (team === 1) {
        for (let seat = 0; seat < s.seats; seat++) {
          if (raises[seat] === team) continue;
          xlo |= s.hands[2 * seat];
          xhi |= s.hands[2 * seat + 1];
        }
      }
      const { groupLo, groupHi, above } = this.order;
      for (let i = 0; i < m; i++) {
        const c = out[base + i];
        const g = group[c];
        let r: number;
        if (team === 1) {
          const glo = xlo & groupLo[g];
          const ghi = xhi & groupHi[g];
          if (this.allAbove(glo, ghi, c)) r = (1 << 9) + weight[c] * 16 + rank[c];
          else {
            // Else low, and the fewer cards the side holds below it to duck with, the better.
            const under = popcount(glo & ~above[2 * c]) + popcount(ghi & ~above[2 * c + 1]);
            r = 0 - under * 128 - rank[c] * 16 - weight[c];
          }
          // A lead the other team is void in lets it throw any card: tried last.
          if ((glo | ghi) === 0) r -= 1 << 9;
        } else {
          // The side: first a lead some other seat must beat (holding only higher cards
          // of the group), the more points the better; then a top card every other seat
          // must follow (a trick it cannot lose, taken while no one can throw points on
          // it); last one no other seat can follow.
          let must = false;
          let higher = false;
          let others = 0;
          let followers = 0;
          for (let seat = 0; seat < s.seats; seat++) {
            if (raises[seat] === team) continue;
            others++;
            const hlo = s.hands[2 * seat] & groupLo[g];
            const hhi = s.hands[2 * seat + 1] & groupHi[g];
            if ((hlo | hhi) === 0) continue;
            followers++;
            if (((hlo & above[2 * c]) | (hhi & above[2 * c + 1])) !== 0) higher = true;
            if (this.allAbove(hlo, hhi, c)) must = true;
          }
          if (must) r = (1 << 9) + weight[c] * 64 + rank[c] * 16;
          else if (followers === others && !higher) r = (1 << 8) + weight[c] * 16;
          else r = (followers > 0 ? 0 : -(1 << 9)) - rank[c] * 16 - weight[c];
        }
        this.insert(out, base, i, c, r, ttMove, tiebreak);
      }
    } else {
      const led = group[hist[start]];
      // Who holds the trick so far, and with what strength: the board follows it.
      const bestPower = this.board.strengthAfter(hist.length - 1);
      const winner = this.board.holderAfter(hist.length - 1);
      const winnerTeam = raises[winner];
      const last = inTrick === this.active - 1;
      // The last seat to play, when it is the next: whether it can overtake the trick
      // (from the other team of whoever would hold it), so that holding it is worth little.
      const nextSeat = inTrick === this.active - 2 ? s.next[turn] : -1;
      if (nextSeat >= 0) this.follower(s, nextSeat, led);
      const contested = nextSeat >= 0 && raises[nextSeat] !== winnerTeam;
      const minimiser = !this.takeGood && team === 1;
      // The card holding the trick, where it is needed: the one its holder played (a card
      // thrown from another group may share the holder's power value).
      let holderCard = -1;
      if (contested || minimiser) {
        let i = start;
        for (let seat = s.leader; seat !== winner; seat = s.next[seat]) i++;
        holderCard = hist[i];
      }
      let holderLost = contested && this.overtakes(holderCard, led);
      // Where the side minimises, the mover of the other team: a seat of the side playing
      // last (next) takes the trick only when it must beat the trick's best card, else it
      // ducks; when the side holds the trick, a card below the best goes to a trick the
      // other team takes anyway when a seat still to play (all of that team) must beat it.
      let sideLast = false;
      let holderMust = false;
      if (minimiser) {
        sideLast = nextSeat >= 0 && raises[nextSeat] === 0;
        if (sideLast) holderMust = this.mustBeat(this.nlo, this.nhi, led, holderCard);
        if (winnerTeam === 0) holderLost = this.othersMustBeat(s, inTrick, led, holderCard);
      }
      // Where the side minimises and the mover (of the other team) cannot follow: its
      // cards that the side's cards of their group all beat, leads that make the side
      // take a trick, not to be thrown away on the team's own trick (see below).
      let xlo = 0;
      let xhi = 0;
      if (!this.takeGood && team === 1 && group[out[base]] !== led) {
        for (let seat = 0; seat < s.seats; seat++) {
          if (raises[seat] === team) continue;
          xlo |= s.hands[2 * seat];
          xhi |= s.hands[2 * seat + 1];
        }
      }
      const throwing = (xlo | xhi) !== 0;
      const { groupLo, groupHi, info } = this.order;
      for (let i = 0; i < m; i++) {
        const c = out[base + i];
        // Group and power in one read (see `CardOrder.info`).
        const ci = info[c];
        const beats = infoTakesLead(this.order, ci, led, bestPower);
        const g = ci & 255;
        const forcing = throwing && this.allAbove(xlo & groupLo[g], xhi & groupHi[g], c);
        let taker = beats ? team : winnerTeam;
        if (sideLast)
          taker = (beats ? this.mustBeat(this.nlo, this.nhi, led, c) : holderMust) ? 0 : 1;
        else if (
          beats ? nextSeat >= 0 && raises[nextSeat] !== team && this.overtakes(c, led) : holderLost
        )
          taker = 1 - taker;
        const wanted = (taker === team) === this.takeGood;
        let r = wanted ? 1 << 12 : 0;
        r = wanted ? r + weight[c] * 32 : r - weight[c] * 32;
        // Thrown on a trick, such a card is a lead lost: after the others of its kind.
        if (forcing) r -= wanted ? 1 << 11 : 1 << 10;
        // Taking a trick that others may still contest: the stronger card holds it better,
        // unless the last seat, a partner, overtakes the other team's card anyway: then the
        // cheaper card. Where the side maximises, a card given to the other team's trick:
        // of equal points, the higher first (found by measuring); else the lower.
        if (beats && wanted && !last && !(holderLost && raises[nextSeat] === team)) r += rank[c];
        else if (!wanted && this.takeGood) r += rank[c];
        else r -= rank[c];
        this.insert(out, base, i, c, r, ttMove, tiebreak);
      }
    }
  }

  /**
   * Puts card `c`, the `i`-th at `out[base]`, scored `r`, among the `i` cards before it
   * (best first), after those that score as much: an insertion sort as the scores come.
   * The card from the table (`ttMove`) scores above all; equal scores are told apart by
   * how often the card has cut off, from `tiebreak` in `history` (-1: not at all).
   */
  private insert(
    out: Int32Array,
    base: number,
    i: number,
    c: number,
    r: number,
    ttMove: number,
    tiebreak: number,
  ): void {
    const sc =
      c === ttMove
        ? 0x7fffffff
        : r * 4096 + (tiebreak >= 0 ? Math.min(this.history[tiebreak + c], 4095) : 0);
    const scores = this.scores;
    let j = i - 1;
    if (j < 0 || scores[j] >= sc) {
      // In place already (the common case).
      scores[i] = sc;
      return;
    }
    do {
      out[base + j + 1] = out[base + j];
      scores[j + 1] = scores[j];
      j--;
    } while (j >= 0 && scores[j] < sc);
    out[base + j + 1] = c;
    scores[j + 1] = sc;
  }
}
