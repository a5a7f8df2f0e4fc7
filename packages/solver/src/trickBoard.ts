import type { GameState } from '@stich/core';
import { follows, lowestBit, MAX_ACTIONS } from '@stich/core/kernel';
import type { AnyRules } from './anyRules';
import { type CardOrder, infoTakesLead } from './cardOrder';

/**
 * Trick play on the search's private copy of a position, a card at a time, with the
 * kernel's state as the board: it plays a card and takes it back by a few bit operations
 * on exactly the fields core's trick phase changes (hands, history, turn, leader, and at
 * a trick's end won cards, trick counts and winners), following the trick as it grows
 * (led group, who holds it, its cards and weight, after each card). Who takes a trick
 * comes from the card order's `takesLead`, the trick table's rule card by card.
 *
 * The kernel still plays the card that ends a trick where trick play may stop there:
 * after the last trick, and in variants whose play phase has other exits (a hook may
 * end it after any trick, such as Skat's null game lost). Legal cards come from core's
 * `follows` on the hands where the variant's play rule is the follow rule alone (the
 * caller says so; see `SolverOptions.relabel`), with a later identical copy left out
 * where the copy before it may be played too (as the kernel lists them), else from the
 * kernel.
 *
 * @example
 * const board = new TrickBoard(rules, copy, order, true);
 * const n = board.cards(out, 0); // the cards the seat to act may play
 * const lo = board.legalKeys(); // the same by key positions (high word in board.keysHi)
 * board.play(out[0]); // -1, or the seat that took the trick it ended
 */
export class TrickBoard {
  /** After `play` ended a trick: its weight (card points, or 0 each when counting tricks). */
  weight = 0;
  /** After `legalKeys`: the high word of the cards it found. */
  keysHi = 0;
  /**
   * After `legalKeys`: the cards not yet in a finished trick but the mover's (the other
   * seats' hands and the table), by key positions, two words.
   */
  othersLo = 0;
  othersHi = 0;
  /**
   * The cards not yet in a finished trick (in the hands and on the table), by key
   * positions, two words: at a trick's start, the cards in the hands (what the position
   * key is written from). Read only.
   */
  liveLo = 0;
  liveHi = 0;
  /** Each seat's hand by key positions (see `CardOrder.byKey`), two words a seat. */
  private readonly keyHands: Int32Array;
  private readonly active: number;
  private readonly tricksPerDeal: number;
  private readonly playPhase: string;
  /** Whether trick play may end after a trick before the last. */
  private readonly endsEarly: boolean;
  /** Whether legal cards are the follow rule on the hands alone. */
  private readonly followOnly: boolean;
  /** The copies after the first of each card in copies, by card id and by key position (two words each). */
  private readonly copiesLo: number;
  private readonly copiesHi: number;
  private readonly keyCopiesLo: number;
  private readonly keyCopiesHi: number;
  /**
   * Per card of the deal (by its place `i` in the history), the trick so far after it,
   * words from `8 * i` (one array: one bounds check and base a card): led group, holder
   * and its strength in one word (`led | holder << 8 | strength << 16`), its cards (two
   * words), weight, and its cards by key positions (two words).
   */
  private readonly trick: Int32Array;
  private readonly legal = new Int32Array(MAX_ACTIONS);
  /** The card order's `info` and `weight`, held here: one read less a card played. */
  private readonly info: Int32Array;
  private readonly weights: Int16Array;

  constructor(
    private readonly rules: AnyRules,
    readonly s: GameState,
    private readonly order: CardOrder,
    followOnly: boolean,
  ) {
    const ctx = rules.ctx;
    this.info = order.info;
    this.weights = order.weight;
    this.active = ctx.active;
    this.tricksPerDeal = ctx.tricksPerDeal;
    this.playPhase = s.phase;
    const phase = rules.phases.find((p) => p.id === s.phase);
    // Cards of one search never change the phase's promise (e.g. Skat's contract): asked once.
    this.endsEarly =
      phase === undefined ||
      (phase.edges.some((e) => e.exit !== 'lastTrick') && phase.mayEndEarly?.(ctx, s) !== false);
    this.copiesLo = ctx.copiesLo;
    this.copiesHi = ctx.copiesHi;
    // A copy's key position follows its first copy's (a group's cards of equal power lie
    // together there, by id): the same rule by key positions, checked.
    let keyLo = 0;
    let keyHi = 0;
    let adjacent = true;
    for (let c = 1; c < order.size; c++) {
      if ((((c < 32 ? ctx.copiesLo : ctx.copiesHi) >>> (c & 31)) & 1) === 0) continue;
      const p = order.keyPos[c];
      if (order.keyPos[c - 1] !== p - 1) adjacent = false;
      if (p < 32) keyLo |= 1 << p;
      else keyHi |= 1 << (p - 32);
    }
    this.keyCopiesLo = keyLo;
    this.keyCopiesHi = keyHi;
    this.followOnly = followOnly && adjacent;
    const n = ctx.active * ctx.tricksPerDeal;
    this.trick = new Int32Array(8 * n);
    this.keyHands = new Int32Array(2 * s.seats);
    for (let seat = 0; seat < s.seats; seat++) {
      for (let c = 0; c < order.size; c++) {
        if ((s.hands[2 * seat + (c >>> 5)] & (1 << (c & 31))) === 0) continue;
        const p = order.keyPos[c];
        this.keyHands[2 * seat + (p >>> 5)] |= 1 << (p & 31);
      }
      this.liveLo |= this.keyHands[2 * seat];
      this.liveHi |= this.keyHands[2 * seat + 1];
    }
    // The trick so far, as if played here.
    const start = s.winners.length * ctx.active;
    for (let i = start, seat = s.leader; i < s.history.length; i++, seat = s.next[seat]) {
      this.follow(8 * i, i === start, seat, s.history[i], order.info[s.history[i]]);
      this.liveLo |= this.trick[8 * i + 4];
      this.liveHi |= this.trick[8 * i + 5];
    }
  }

  /** Writes the card plays of the seat to act into `out` from `base`, in id order; returns how many. */
  cards(out: Int32Array, base: number): number {
    const s = this.s;
    if (this.followOnly !== true) {
      const legal = this.legal;
      const n0 = this.rules.legalCodes(s, legal);
      let n = 0;
      for (let i = 0; i < n0; i++) if (legal[i] < 64) out[base + n++] = legal[i];
      return n;
    }
    if (s.phase !== this.playPhase) return 0;
    const seat = s.turn;
    let lo = s.hands[2 * seat];
    let hi = s.hands[2 * seat + 1];
    const i = s.history.length;
    if (i > s.winners.length * this.active) {
      const g = this.trick[8 * i - 8] & 255;
      const ledLo = this.order.groupLo[g];
      const ledHi = this.order.groupHi[g];
      const held = (lo & ledLo) | (hi & ledHi);
      lo = follows(lo, ledLo, held);
      hi = follows(hi, ledHi, held);
    }
    // Identical copies are one play: a later copy goes where the copy before it may be played.
    hi &= ~(this.copiesHi & ((hi << 1) | (lo >>> 31)));
    lo &= ~(this.copiesLo & (lo << 1));
    let n = base;
    for (; lo !== 0; lo &= lo - 1) out[n++] = lowestBit(lo);
    for (; hi !== 0; hi &= hi - 1) out[n++] = 32 + lowestBit(hi);
    return n - base;
  }

  /**
   * The cards `cards` writes, as a set of key positions (see `CardOrder.byKey`: groups
   * together, strongest first): returns the low word and leaves the high word in
   * `keysHi`, and the other seats' cards and the table's in `othersLo`/`othersHi`. Where
   * legal cards are the follow rule, read off the hand by key positions.
   */
  legalKeys(): number {
    const s = this.s;
    const seat = s.turn;
    const order = this.order;
    let lo = this.keyHands[2 * seat];
    let hi = this.keyHands[2 * seat + 1];
    this.othersLo = this.liveLo & ~lo;
    this.othersHi = this.liveHi & ~hi;
    if (this.followOnly !== true) {
      const legal = this.legal;
      const n = this.rules.legalCodes(s, legal);
      const keyPos = order.keyPos;
      lo = 0;
      hi = 0;
      for (let i = 0; i < n; i++) {
        if (legal[i] >= 64) continue;
        const p = keyPos[legal[i]];
        if (p < 32) lo |= 1 << p;
        else hi |= 1 << (p - 32);
      }
      this.keysHi = hi;
      return lo;
    }
    if (s.phase !== this.playPhase) {
      this.keysHi = 0;
      return 0;
    }
    const i = s.history.length;
    if (i > s.winners.length * this.active) {
      const g = this.trick[8 * i - 8] & 255;
      const ledLo = order.keyGroupLo[g];
      const ledHi = order.keyGroupHi[g];
      // The kernel's follow rule on key positions (a group's are consecutive there too).
      const held = (lo & ledLo) | (hi & ledHi);
      lo = follows(lo, ledLo, held);
      hi = follows(hi, ledHi, held);
    }
    hi &= ~(this.keyCopiesHi & ((hi << 1) | (lo >>> 31)));
    lo &= ~(this.keyCopiesLo & (lo << 1));
    this.keysHi = hi;
    return lo;
  }

  /**
   * Plays `card` (a legal card of the seat to act). Returns the seat that took the trick
   * when the card ended one (its weight in `weight`), else -1.
   */
  play(card: number): number {
    const s = this.s;
    const seat = s.turn;
    const history = s.history;
    const i = history.length;
    const k = i - s.winners.length * this.active;
    const info = this.info[card];
    const t = 8 * i;
    this.follow(t, k === 0, seat, card, info);
    const p = (info >> 8) & 255;
    this.keyHands[2 * seat + (p >>> 5)] ^= 1 << (p & 31);
    if (k + 1 === this.active) {
      const trick = this.trick;
      this.weight = trick[t + 3];
      this.liveLo &= ~trick[t + 4];
      this.liveHi &= ~trick[t + 5];
      if (this.endsEarly === true || s.winners.length + 1 === this.tricksPerDeal) {
        this.rules.applyCode(s, card);
        return s.winners[s.winners.length - 1];
      }
      s.hands[2 * seat + (card >>> 5)] ^= 1 << (card & 31);
      history.push(card);
      const winner = (trick[t] >> 8) & 255;
      s.won[2 * winner] |= trick[t + 1];
      s.won[2 * winner + 1] |= trick[t + 2];
      s.tricks[winner]++;
      s.winners.push(winner);
      s.leader = winner;
      s.turn = winner;
      return winner;
    }
    s.hands[2 * seat + (card >>> 5)] ^= 1 << (card & 31);
    history.push(card);
    s.turn = s.next[seat];
    return -1;
  }

  /**
   * Takes back `card`, the last card played, by `seat` when `leader` led the trick (the
   * phase returns to trick play). Returns the weight of the trick it ended, or -1.
   */
  undo(card: number, seat: number, leader: number): number {
    const s = this.s;
    const history = s.history;
    const i = history.length - 1;
    let weight = -1;
    if (i + 1 === s.winners.length * this.active) {
      const trick = this.trick;
      const t = 8 * i;
      const winner = s.winners.pop()!;
      s.tricks[winner]--;
      s.won[2 * winner] &= ~trick[t + 1];
      s.won[2 * winner + 1] &= ~trick[t + 2];
      this.liveLo |= trick[t + 4];
      this.liveHi |= trick[t + 5];
      weight = trick[t + 3];
    }
    history.pop();
    s.hands[2 * seat + (card >>> 5)] ^= 1 << (card & 31);
    const p = (this.info[card] >> 8) & 255;
    this.keyHands[2 * seat + (p >>> 5)] ^= 1 << (p & 31);
    s.turn = seat;
    s.leader = leader;
    s.phase = this.playPhase;
    return weight;
  }

  /** The seat holding the trick after the `i`-th card of the deal (one of the trick so far). */
  holderAfter(i: number): number {
    return (this.trick[8 * i] >> 8) & 255;
  }

  /** The strength of the card holding the trick after the `i`-th card of the deal. */
  strengthAfter(i: number): number {
    return this.trick[8 * i] >> 16;
  }

  /**
   * Follows the trick as `seat` plays `card` (its `CardOrder.info` word), the card whose
   * trick words start at `t` (`leads`: the trick's first).
   */
  private follow(t: number, leads: boolean, seat: number, card: number, info: number): void {
    const order = this.order;
    const trick = this.trick;
    const bit = 1 << (card & 31);
    const high = card >>> 5;
    const w = this.weights[card];
    const keyBit = 1 << ((info >> 8) & 31);
    const keyHigh = (info >> 13) & 1;
    if (leads) {
      trick[t] = (info & ~0xff00) | (seat << 8);
      trick[t + 1] = high === 0 ? bit : 0;
      trick[t + 2] = high === 0 ? 0 : bit;
      trick[t + 3] = w;
      trick[t + 4] = keyHigh === 0 ? keyBit : 0;
      trick[t + 5] = keyHigh === 0 ? 0 : keyBit;
      return;
    }
    const before = trick[t - 8];
    const led = before & 255;
    trick[t] = infoTakesLead(order, info, led, before >> 16)
      ? led | (seat << 8) | (info & ~0xffff)
      : before;
    trick[t + 1] = trick[t - 7] | (high === 0 ? bit : 0);
    trick[t + 2] = trick[t - 6] | (high === 0 ? 0 : bit);
    trick[t + 3] = trick[t - 5] + w;
    trick[t + 4] = trick[t - 4] | (keyHigh === 0 ? keyBit : 0);
    trick[t + 5] = trick[t - 3] | (keyHigh === 0 ? 0 : keyBit);
  }
}
