import type { GameState } from '@stich/core';
import type { AnyRules } from './anyRules';
import type { CardOrder } from './cardOrder';
import { Ducking } from './ducking';
import { lastTrick } from './lastTrick';
import { LastTricks } from './lastTricks';
import { MoveOrder } from './moveOrder';
import type { PositionKey } from './positionKey';
import type { CompiledQuery } from './query';
import { SearchScratch } from './searchScratch';
import { SearchStopped, STOP_EVERY } from './searchStopped';
import type { TranspositionTable } from './transpositionTable';
import { TrickBoard } from './trickBoard';
import type { TrumpCash } from './trumpCash';
import { weightLeft } from './weightLeft';

/** Larger than any value the search sees. */
export const INF = 30000;
/** From how many tricks left on the search hands a trick's start to `LastTricks`. */
const ENDGAME_TRICKS = 2;
/**
 * With this many tricks left, a trick's start that the table and the quick bounds leave
 * open also goes to `LastTricks`, and what it finds to the table.
 */
const TABLED_ENDGAME_TRICKS = 3;
/** The guess for the first test moves by what is left shifted right by this (see `playout`). */
const LEAN_SHIFT = 3;

/**
 * Fail-soft alpha-beta over trick play, on a private copy of a position.
 * Values are what the side still takes from the current node on, so bounds found at a
 * trick's start hold whatever was banked before it: they go to the transposition table,
 * keyed up to relabeling, and also serve positions that differ only in some cards'
 * weights (widened by the difference; every such entry of the bucket, the tightest bounds
 * kept). Cheap bounds cut first: everything left, the forced last trick, top trumps
 * the leader can cash, and a lone seat that can duck every trick (see `Ducking`).
 * Cards are played and taken back on a `TrickBoard`, which changes exactly the fields
 * core's trick phase changes.
 */
export class Search {
  readonly s: GameState;
  readonly moves: MoveOrder;
  readonly order: CardOrder;
  readonly board: TrickBoard;
  nodes = 0;
  /** Asked every {@link STOP_EVERY} positions whether to give up (see `SearchLimits`). */
  stop: (() => boolean) | undefined = undefined;
  /**
   * Bounds on the value of each card playable at the root, learnt from every search
   * started there (fail-soft: below the window an upper bound, above it a lower bound);
   * a later search from the root skips a card they settle for its window.
   */
  readonly rootLower = new Int16Array(64).fill(-INF);
  readonly rootUpper = new Int16Array(64).fill(INF);
  /** What is not yet in a finished trick: card points (or tricks), bonus left out. */
  private left: number;
  private readonly playPhase: string;
  private readonly active: number;
  private readonly tricksPerDeal: number;
  private readonly buffer: Int32Array;
  private readonly turns: Int8Array;
  private readonly leaders: Int8Array;
  private readonly legal = new Int32Array(64);
  /** The transposition key of the position at each ply (where one is used). */
  private readonly keys: Int32Array;
  private readonly cashing: boolean;
  /** Whether the query counts tricks (each weighs 1), not card points. */
  private readonly byTricks: boolean;
  /**
   * Where the side is a lone seat that wants to take little: whether it can duck every
   * trick; for other questions a stand-in that never can (see `Ducking.none`).
   */
  private readonly ducking: Ducking;
  /** The last tricks searched without the kernel, where that is allowed (see `LastTricks`). */
  private readonly endgame: LastTricks | null;
  /**
   * Whether cards of a run may stand in for each other's bounds (merging and relabeling on).
   * Boolean fields read at every node are compared with `true`: V8 tests a field's truth by
   * a generic check of several instructions.
   */
  private readonly quasi: boolean;
  /** Per ply (64 slots each): the run, weight and value of each card searched. */
  private readonly runs: Int8Array;
  private readonly weights: Int16Array;
  private readonly values: Int16Array;

  /**
   * @example
   * const search = new Search(rules, rules.clone(state), query, tt, order, key, cash, true);
   * search.run(60, 61) >= 61; // can the side still take 61 or more?
   *
   * `scratch` (made for `key`'s length) is the per-ply working space; a solver passes
   * the same one to each search it starts, one search at a time.
   */
  constructor(
    rules: AnyRules,
    s: GameState,
    private readonly query: CompiledQuery,
    private readonly tt: TranspositionTable,
    order: CardOrder,
    private readonly key: PositionKey,
    private readonly cash: TrumpCash,
    merge: boolean,
    scratch = new SearchScratch(key.length),
  ) {
    this.s = s;
    this.buffer = scratch.buffer;
    this.turns = scratch.turns;
    this.leaders = scratch.leaders;
    this.runs = scratch.runs;
    this.weights = scratch.weights;
    this.values = scratch.values;
    this.keys = scratch.keys;
    const ctx = rules.ctx;
    this.playPhase = s.phase;
    this.active = ctx.active;
    this.tricksPerDeal = ctx.tricksPerDeal;
    this.order = order;
    this.board = new TrickBoard(rules, s, order, key.relabels);
    this.moves = new MoveOrder(this.board, order, query, ctx.active, merge);
    this.left =
      query.count === 'tricks'
        ? this.tricksPerDeal - s.winners.length
        : weightLeft(s, order, ctx.active);
    this.cashing = query.objective === 'max' && query.count === 'points';
    this.byTricks = query.count === 'tricks';
    this.ducking = Ducking.of(order, query, key.relabels) ?? Ducking.none(order);
    this.quasi = merge && key.relabels && query.count === 'points';
    // `LastTricks` knows one tie rule for all copies: with per-card rules the search plays
    // the last tricks itself, by `takesLead`.
    this.endgame =
      key.relabels && query.playsOut && !order.mixedTies
        ? new LastTricks(order, query, ctx.active, scratch.endgameMemo(ctx.active))
        : null;
    key.reset(s);
  }

  /** The card plays the kernel allows at the position (no other actions). */
  legalCards(): number[] {
    const n = this.board.cards(this.legal, 0);
    return Array.from(this.legal.subarray(0, n));
  }

  /** The most the side can still take: everything not yet in a finished trick, and the last-trick bonus. */
  bound(): number {
    const bonus = this.s.winners.length < this.tricksPerDeal ? this.query.lastTrick : 0;
    return this.left + bonus;
  }

  /**
   * What the side takes from here on with best play, as a fail-soft bound for the window
   * (alpha, beta). `ply` is where the search's scratch space starts (1 below a card played at 0).
   */
  run(alpha: number, beta: number, ply = 0): number {
    return this.search(alpha, beta, ply);
  }

  /** Plays `card` (legal, by the seat to act) at `ply`; returns what the side gains by it. */
  play(card: number, ply: number): number {
    const s = this.s;
    this.turns[ply] = s.turn;
    this.leaders[ply] = s.leader;
    const done = s.winners.length;
    const winner = this.board.play(card);
    if (winner < 0) return 0;
    const q = this.query;
    if (q.playsOut === true && s.phase !== this.playPhase && done + 1 < this.tricksPerDeal) {
      // Bounds found on that wrong premise must not serve later questions.
      this.tt.clear();
      throw new RangeError('trick play ended early, though the query says it plays out');
    }
    const gain = this.byTricks === true ? 1 : this.board.weight;
    this.left -= gain;
    if (q.inSide[winner] === 0) return 0;
    return done + 1 === this.tricksPerDeal ? gain + q.lastTrick : gain;
  }

  /** Takes back the card played at `ply`. */
  undo(card: number, ply: number): void {
    const weight = this.board.undo(card, this.turns[ply], this.leaders[ply]);
    if (weight >= 0) this.left += this.byTricks === true ? 1 : weight;
  }

  /**
   * A bound on the value of `card` from the cards of its run searched before it at this
   * node (`searched` of them, from `base`): two cards of a run play alike (swap them in
   * any line of play and every trick goes to the same seat), so their values differ by
   * at most their weight difference. At a maximising node each searched card that did
   * not cut gave an upper bound on its value, at a minimising node a lower bound.
   */
  private twinBound(
    run: number,
    card: number,
    base: number,
    searched: number,
    maximise: boolean,
  ): number {
    const w = this.order.weight[card];
    let t = maximise ? INF : -INF;
    for (let k = base; k < base + searched; k++) {
      if (this.runs[k] !== run) continue;
      const d = w > this.weights[k] ? w - this.weights[k] : this.weights[k] - w;
      const b = maximise ? this.values[k] + d : this.values[k] - d;
      if (maximise ? b < t : b > t) t = b;
    }
    return t;
  }

  /**
   * `card`, or where the seat to act does not hold it, an identical copy it holds: a key
   * lists the owners of a card's copies in order, so the table's card may be the copy
   * another seat holds in this position.
   */
  private held(card: number): number {
    const s = this.s;
    const lo = s.hands[2 * s.turn];
    const hi = s.hands[2 * s.turn + 1];
    if (((card < 32 ? lo >>> card : hi >>> (card - 32)) & 1) === 1) return card;
    const { atLeast, above } = this.order;
    const twinLo = lo & atLeast[2 * card] & ~above[2 * card];
    const twinHi = hi & atLeast[2 * card + 1] & ~above[2 * card + 1];
    if (twinLo !== 0) return 31 - Math.clz32(twinLo & -twinLo);
    if (twinHi !== 0) return 63 - Math.clz32(twinHi & -twinHi);
    return card;
  }

  /** Records what searching `card` at the root in the window (alpha, beta) gave. */
  private learn(card: number, v: number, alpha: number, beta: number): void {
    if (v < beta && v < this.rootUpper[card]) this.rootUpper[card] = v;
    if (v > alpha && v > this.rootLower[card]) this.rootLower[card] = v;
  }

  /**
   * A guess at what the side takes, for the first null-window test: what it takes if every
   * seat plays the card the move order puts first, moved by an eighth of what is left
   * towards where tests are cheap. A test that fails on the side of the team with more
   * seats is the cheaper (a single card of each of its seats refutes), so the guess
   * rises when fewer seats raise the value than lower it (a Skat declarer's side) and
   * falls when more do (the defenders'). Not where the side minimises (as in Kalter
   * Schlag): there the playout, where the side ducks every trick it can, is often far too
   * low already, and lowering it further did not pay.
   */
  playout(): number {
    const greedy = this.greedy();
    return greedy + this.lean() * (this.bound() >> LEAN_SHIFT);
  }

  /**
   * +1 when fewer seats holding cards raise the value than lower it, -1 when more do,
   * else 0 (and 0 where the side minimises).
   */
  private lean(): number {
    if (this.query.objective !== 'max') return 0;
    const s = this.s;
    let balance = 0;
    for (let seat = 0; seat < s.seats; seat++) {
      if ((s.hands[2 * seat] | s.hands[2 * seat + 1]) === 0) continue;
      balance += this.query.raises[seat] === 1 ? -1 : 1;
    }
    return Math.sign(balance);
  }

  /** What the side takes if every seat plays the card the move order puts first. */
  private greedy(): number {
    const s = this.s;
    const played: number[] = [];
    let sum = 0;
    let ply = 0;
    while (s.phase === this.playPhase) {
      const n = this.moves.generate(s, this.buffer, 0, -1);
      if (n === 0) break;
      const card = this.buffer[0];
      sum += this.play(card, ply++);
      played.push(card);
    }
    while (ply > 0) this.undo(played[--ply], ply);
    return sum;
  }

  private search(alpha: number, beta: number, ply: number): number {
    const s = this.s;
    if (s.phase !== this.playPhase) return 0;
    if ((++this.nodes & (STOP_EVERY - 1)) === 0 && this.stop?.() === true) {
      throw new SearchStopped(this.nodes);
    }
    const top = this.bound();
    const atStart = s.history.length === s.winners.length * this.active;
    if (atStart) {
      if (s.winners.length + 1 === this.tricksPerDeal) {
        return lastTrick(s, this.order, this.query, this.active);
      }
      const left = this.tricksPerDeal - s.winners.length;
      if (this.endgame !== null && left <= ENDGAME_TRICKS) {
        return this.endgame.value(s, left, alpha, beta);
      }
    }
    // Bounds from the table first (at a trick's start): a hit often ends the node at once.
    const tt = this.tt;
    let hash = 0;
    let hit = 0;
    let lower = 0;
    let upper = top;
    const useTable = atStart;
    const at = ply * this.key.length;
    if (useTable) {
      this.key.write(s, this.keys, at, this.board.liveLo, this.board.liveHi);
      hit = tt.probe(this.keys, at);
      hash = tt.probed;
      if (hit !== 0) {
        lower = tt.hitLower;
        upper = tt.hitUpper;
        if (hit === 2) {
          // A position like this one but for some cards' weights: its bounds, widened.
          this.key.delta(this.keys, at, tt.slots, tt.hitKey);
          lower += this.key.low;
          upper += this.key.high;
        }
        if (lower < 0) lower = 0;
        if (upper > top) upper = top;
        if (lower >= beta) return lower;
        if (upper <= alpha) return upper;
        // Other positions of the same structure in the bucket may bound it more tightly.
        while (hit === 2 && tt.nextNear() !== 0) {
          this.key.delta(this.keys, at, tt.slots, tt.hitKey);
          const l = tt.hitLower + this.key.low;
          const u = tt.hitUpper + this.key.high;
          if (l > lower) lower = l;
          if (u < upper) upper = u;
          if (lower >= beta) return lower;
          if (upper <= alpha) return upper;
        }
      }
    }
    // Bounds on what the side still takes: at a trick's start, tightened by the trumps
    // no one else can beat (what the other team surely takes caps the side's total; what
    // the side surely takes floors it when the play goes on to the end).
    let floor = 0;
    let cap = top;
    if (atStart) {
      // A seat that ducks every trick holds no trump, so its team's sure take is 0 too.
      if (this.ducking.safe(s) === true) cap = 0;
      else {
        const q = this.query;
        this.cash.sure(s, q.inSide, this.byTricks);
        cap = top - this.cash.otherSure;
        if (q.playsOut === true) floor = this.cash.sideSure;
      }
    }
    if (cap <= alpha) return cap;
    if (floor >= beta) return floor;
    if (atStart && this.cashing === true) {
      const v = this.cashCut(alpha, beta, top);
      if (v >= 0) return v;
    }
    let ttMove = -1;
    if (hit !== 0) {
      if (lower < floor) lower = floor;
      if (upper > cap) upper = cap;
      // Equal bounds are the value. Searching on with the window narrowed to nothing
      // (alpha = beta) would stop after the first card and answer a bound that is none.
      if (lower >= upper) return lower;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      if (tt.hitMove >= 0) ttMove = this.held(this.key.card(tt.hitMove));
    }
    const left = this.tricksPerDeal - s.winners.length;
    if (atStart && this.endgame !== null && left === TABLED_ENDGAME_TRICKS) {
      // Left open by the table and the quick bounds: the rest without the kernel, kept.
      const v = this.endgame.value(s, left, alpha, beta);
      const low = v > alpha ? v : hit !== 0 ? lower : floor;
      const high = v < beta ? v : hit !== 0 ? upper : cap;
      tt.store(this.keys, at, hash, low, high, -1, left);
      return v;
    }
    const base = 64 * ply;
    const n = this.moves.generate(s, this.buffer, base, ttMove);
    if (n === 0) return 0;
    const maximise = this.query.raises[s.turn] === 1;
    const a0 = alpha;
    const b0 = beta;
    let best = maximise ? -INF : INF;
    let bestMove = -1;
    // Cards searched here that did not cut: their run, weight and bound (see `twinBound`),
    // and the runs among them (a bit per run; all bits from run 31 on), so that a card
    // with no searched twin skips the scan.
    let searched = 0;
    let seen = 0;
    const quasi = this.quasi === true && n > 1;
    const buffer = this.buffer;
    const runOf = this.moves.run;
    for (let i = 0; i < n; i++) {
      const card = buffer[base + i];
      if (ply === 0) {
        // What earlier searches from the root proved of the card may settle it here.
        const lo = this.rootLower[card];
        const hi = this.rootUpper[card];
        if (maximise ? hi <= alpha : lo >= beta) {
          if (maximise ? hi > best : lo < best) best = maximise ? hi : lo;
          continue;
        }
        if (maximise ? lo >= beta : hi <= alpha) {
          best = maximise ? lo : hi;
          bestMove = card;
          break;
        }
      }
      const run = quasi ? runOf[base + card] : 0;
      const bit = run < 31 ? 1 << run : -1;
      if ((seen & bit) !== 0) {
        const t = this.twinBound(run, card, base, searched, maximise);
        if (maximise ? t <= alpha : t >= beta) {
          if (ply === 0) this.learn(card, t, alpha, beta);
          if (maximise ? t > best : t < best) best = t;
          continue;
        }
      }
      const gain = this.play(card, ply);
      const v = gain + this.search(alpha - gain, beta - gain, ply + 1);
      this.undo(card, ply);
      if (ply === 0) this.learn(card, v, alpha, beta);
      if (quasi && i + 1 < n) {
        this.runs[base + searched] = run;
        this.weights[base + searched] = this.order.weight[card];
        this.values[base + searched++] = v;
        seen |= bit;
      }
      if (maximise ? v > best : v < best) {
        best = v;
        bestMove = card;
        if (maximise ? v > alpha : v < beta) {
          if (maximise) alpha = v;
          else beta = v;
          if (alpha >= beta) {
            this.moves.history[64 * s.turn + card] += n - i;
            break;
          }
        }
      }
    }
    if (useTable) {
      // What the table and the quick bounds said still holds where the search failed.
      const low = best > a0 ? best : hit !== 0 ? lower : floor;
      const high = best < b0 ? best : hit !== 0 ? upper : cap;
      // Where the raising team failed, the card with the highest bound is a poor hint for
      // the next search: the card kept from before (or none) serves it better.
      const failed = maximise && best <= a0;
      const move =
        bestMove < 0 || failed
          ? -1
          : this.key.indexOf(bestMove, this.board.liveLo, this.board.liveHi);
      tt.store(this.keys, at, hash, low, high, move, this.tricksPerDeal - s.winners.length);
    }
    return best;
  }

  /**
   * Top trumps cashed by the seat to lead bound what its team takes (when maximising):
   * a value that cuts the window off, or -1. Unless the query says the play goes on to
   * the end, the side counts on one such trick only, as trick play may end after any
   * trick it wins (Skat's schwarz announced, with the defenders as the side); a bound that cuts is checked against the cards the kernel
   * lets the leader lead.
   */
  private cashCut(alpha: number, beta: number, top: number): number {
    const s = this.s;
    const side = this.query.inSide[s.turn] === 1;
    const most = side && !this.query.playsOut ? 1 : 64;
    const cuts = (g: number) => (side ? g >= beta : top - g <= alpha);
    if (!cuts(this.cash.bound(s, this.active, most))) return -1;
    const n = this.board.cards(this.legal, 0);
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < n; i++) {
      const c = this.legal[i];
      if (c < 32) lo |= 1 << c;
      else if (c < 64) hi |= 1 << (c - 32);
    }
    const g = this.cash.bound(s, this.active, most, lo, hi);
    if (!cuts(g)) return -1;
    return side ? g : top - g;
  }
}
