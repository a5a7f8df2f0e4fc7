import type { BaseAction, GameState } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import type { AnyRules } from './anyRules';
import { type CardOrder, cardOrderOf } from './cardOrder';
import { PositionKey } from './positionKey';
import { type CompiledQuery, compileQuery, type ReachQuery, type SolveQuery } from './query';
import { Search } from './search';
import { SearchScratch } from './searchScratch';
import type { SearchLimits } from './searchStopped';
import { TranspositionTable } from './transpositionTable';
import { TrumpCash } from './trumpCash';

/**
 * How a solver is set up.
 *
 * @example
 * const options: SolverOptions = { tableBits: 20 }; // a bigger table (about 45 MB) for long searches
 * createSolver(skatkopf.rules(), { relabel: false }); // the called card is singled out
 */
export interface SolverOptions {
  /**
   * Size of the transposition table: 2^tableBits slots (default 17: about 6 MB for Skat and
   * Kalter Schlag). Measured on this project's benchmarks, 17 was as fast as 18 for Skat and
   * a little faster for Kalter Schlag (the table stays closer to the processor's caches).
   */
  readonly tableBits?: number;
  /**
   * Try only one of several interchangeable cards (default true): cards of one follow
   * group and weight with no other player's card ranking between them. Only cards the
   * kernel allows at the node are merged.
   */
  readonly merge?: boolean;
  /**
   * Share table entries between positions that differ only by cards already played, and
   * use, widened by the difference, those of positions that differ only in some cards'
   * points (default true); also bound a card by another of its run searched before it
   * (cards of one group with no other player's card ranking between them play alike but
   * for their points); list the legal cards by core's follow rule on the search's trick
   * board instead of asking the kernel, and, when the query's play goes on to the last
   * trick, play the last two tricks without the kernel. Turn it off for a variant whose
   * play rules go beyond following suit, such as Skatkopf's called-card rule: the table
   * then keys positions by the exact hands and the kernel lists every legal card.
   */
  readonly relabel?: boolean;
}

/**
 * The answer to a {@link SolveQuery}.
 *
 * @typeParam A - the variant's actions
 * @example
 * const { value, bestMoves } = solver.solve(state, { side: [0], extra: 12 });
 */
export interface Solution<A extends BaseAction = BaseAction> {
  /** The side's total at the end of the deal when both sides play their best. */
  readonly value: number;
  /** Every card play of the seat to act that keeps `value`, interchangeable cards included, in the deck's order; empty once play is over. */
  readonly bestMoves: A[];
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * The value alone of a {@link SolveQuery}: what `solve` answers without the best cards,
 * found without the searches that decide them (a good deal faster).
 *
 * @example
 * const { value } = solver.value(state, { side: [0], extra: 12 });
 */
export interface Valuation {
  /** The side's total at the end of the deal when both sides play their best. */
  readonly value: number;
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * The answer to a {@link ReachQuery}.
 *
 * @example
 * solver.canReach(state, { side: [0], extra: 12, target: 61 }).reached; // the declarer wins
 */
export interface Verdict {
  /** Whether the side makes sure of the target. */
  readonly reached: boolean;
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * The answer to `canReachAfter`.
 *
 * @example
 * const { reached, after } = solver.canReachAfter(state, { side: [0], extra: 12, target: 61 });
 * after[0]; // whether the declarer still wins after the first card play
 */
export interface CardVerdicts extends Verdict {
  /** For each card play asked about (same order): whether the side reaches the target after it. */
  readonly after: boolean[];
}

/**
 * What `solveBand` asks: the marks, which to try first, and whether to find every card
 * that keeps the band or one.
 *
 * @example
 * const band: BandQuery = { marks: [30, 60, 90, 121, 151, 181, 211], first: 121, every: false };
 */
export interface BandQuery {
  /** The side's totals at which the result changes (reaching a mark is taking at least it). */
  readonly marks: readonly number[];
  /** The mark to try first: the one that decides the deal, which the caller needs in any case. */
  readonly first?: number;
  /**
   * Every card that keeps the band (default), or just one with its identical copies:
   * the one the band's searches proved, else the first a test finds in the search's
   * order. Each further card costs a search as long as the band's own near its value
   * (from a Doppelkopf deal's first trick, several times the band's time).
   */
  readonly every?: boolean;
}

/**
 * The answer to `solveBand`: the band of the side's total between two marks, and the cards
 * that keep the total in it.
 *
 * @typeParam A - the variant's actions
 * @example
 * const { lower, upper } = solver.solveBand(state, { side: [0, 2] }, { marks: [30, 60, 90, 121, 151, 181, 211] });
 * // lower 121, upper 150: the side takes between 121 and 150 with best play
 */
export interface BandSolution<A extends BaseAction = BaseAction> {
  /** The least the side takes with best play: a mark it reaches, or a proven bound above it. */
  readonly lower: number;
  /**
   * The most the side takes with best play: a point under the next mark, or a proven bound
   * below it; `lower === upper` when the searches happened to pin the total down.
   */
  readonly upper: number;
  /**
   * Every card play of the seat to act that keeps the total in the band (interchangeable
   * cards included, in the deck's order), or one with `every: false`: for a seat that raises the side's total, those
   * after which the side still reaches `lower`; for the others, those after which it stays
   * at `upper` or under. Empty once play is over.
   */
  readonly bestMoves: A[];
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * An exact solver for the trick play of one compiled variant, with its own transposition
 * table, which it keeps from one question to the next while they ask the same of the same
 * cards (trump order, count, objective, last-trick bonus and side): asking that about
 * many deals, as a sampling bot does, gets faster as the table fills. Everyone sees every
 * card (double dummy); only card plays are considered (no doublings, claims or
 * resignations). The state passed in is never changed.
 *
 * What it relies on: the kernel decides which cards may be played; playing a card
 * changes only core's trick-play fields (hands, history, turn, leader, won, tricks,
 * winners, phase), which the search restores to take the card back; whether a card may
 * be played depends on the hands and the current trick (with `relabel`, on a card's
 * suit, rank and weight, not on which card it is).
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @example
 * const solver = createSolver(skat.rules());
 * solver.solve(state, { side: [state.x.declarer], extra: 10 }).value; // e.g. 78
 */
export interface Solver<X = unknown, A extends BaseAction = BaseAction> {
  /**
   * The side's total with best play from here, and every best card for the seat to act.
   * With `limits.stop`, throws `SearchStopped` once it says so (see {@link SearchLimits}).
   */
  solve(state: GameState<X>, query: SolveQuery, limits?: SearchLimits): Solution<A>;
  /**
   * The side's total with best play from here, as `solve` gives it, without the best
   * cards: only the null-window searches that close in on the value are made, none to
   * decide which cards keep it.
   */
  value(state: GameState<X>, query: SolveQuery, limits?: SearchLimits): Valuation;
  /** Whether the side can make sure of the target: one null-window search, faster than `solve`. */
  canReach(state: GameState<X>, query: ReachQuery, limits?: SearchLimits): Verdict;
  /**
   * `canReach` at the position and after each card play in `plays` (card plays of the
   * seat to act; by default all of them, in the kernel's order): the same answers as
   * asking `canReach` after each card, found with one search at the position and more
   * only for the cards it leaves open (a sampling bot's question). An action that is
   * not a legal card play is a programmer error (`RangeError`), as is a position after
   * trick play.
   */
  canReachAfter(
    state: GameState<X>,
    query: ReachQuery,
    plays?: readonly A[],
    limits?: SearchLimits,
  ): CardVerdicts;
  /**
   * The band of the side's total between the marks around it (totals at which the game's
   * result changes: Doppelkopf's 30, 60, 90, 121, 151, 181 and 211), and the cards that
   * keep the total in the band (see {@link BandQuery}): a null-window search per mark
   * tried, by bisection from the first mark, instead of the many that close in on the
   * exact total. Where the result depends only on the marks, the answer is as good as
   * `solve`'s and often many times faster. Marks at or below what the side has banked, or
   * above what it can still reach, are settled without a search.
   */
  solveBand(
    state: GameState<X>,
    query: SolveQuery,
    band: BandQuery,
    limits?: SearchLimits,
  ): BandSolution<A>;
  /** One best card play (the first of `solve(...).bestMoves`), or `undefined` once play is over. */
  bestMove(state: GameState<X>, query: SolveQuery, limits?: SearchLimits): A | undefined;
  /**
   * Forgets what the transposition table remembers, so that the next question is
   * searched from scratch, as by a new solver. The answers do not depend on it; only the
   * time does (the table is kept between questions alike, e.g. about many sampled deals).
   */
  reset(): void;
}

/**
 * A solver for a compiled variant. Throws a `RangeError` for a position outside trick
 * play (before the cards are played out) or a bad query: both are programmer errors.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const solver = createSolver(kalterSchlag.rules());
 * solver.solve(state, { side: [0], objective: 'min' }).value; // the fewest points seat 0 can be held to
 */
export function createSolver<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  options: SolverOptions = {},
): Solver<X, A> {
  const any = rules as unknown as AnyRules;
  const ctx = rules.ctx;
  const merge = options.merge ?? true;
  const relabel = options.relabel ?? true;
  const bits = options.tableBits ?? 17;
  // Whether trick play may end before the last trick (by a card: claims are not searched).
  const ends = rules.phases.some(
    (p) => p.trickPlay === true && p.edges.some((e) => e.exit !== 'lastTrick'),
  );
  // Card orders, keys and bounds per trump table and count; a table per key shape; made on first use.
  const orders = new Map<
    string,
    { order: CardOrder; key: PositionKey; cash: TrumpCash; scratch: SearchScratch }
  >();
  const tables = new Map<number, TranspositionTable>();
  /** The question each table's entries answer. */
  const askedOf = new Map<number, string>();

  /** What the side has banked: won cards (or tricks), `extra`, and the last-trick bonus once taken. */
  const banked = (s: GameState<X>, q: CompiledQuery): number => {
    const n = s.winners.length;
    let sum =
      q.extra + (n === ctx.tricksPerDeal && q.inSide[s.winners[n - 1]] === 1 ? q.lastTrick : 0);
    for (let seat = 0; seat < ctx.seats; seat++) {
      if (q.inSide[seat] === 0) continue;
      sum +=
        q.count === 'tricks'
          ? s.tricks[seat]
          : ctx.deck.pointsOf(s.won[2 * seat], s.won[2 * seat + 1]);
    }
    return sum;
  };

  /** A search on a copy of `state` (on `state` itself with `limits.inPlace`), or `null` once trick play is over. */
  const start = (
    state: GameState<X>,
    q: CompiledQuery,
    limits: SearchLimits | undefined,
  ): Search | null => {
    if (!rules.inTrickPlay(state)) {
      if (state.history.length > 0 || rules.isTerminal(state)) return null;
      throw new RangeError(`the position is not in trick play (phase '${state.phase}')`);
    }
    const id = `${state.trump}/${q.count}`;
    let known = orders.get(id);
    if (known === undefined) {
      const order = cardOrderOf(ctx, state.trump, q.count);
      const key = new PositionKey(order, ctx.seats, relabel);
      known = { order, key, cash: new TrumpCash(order), scratch: new SearchScratch(key.length) };
      orders.set(id, known);
    }
    const shape = known.key.length * 64 + known.key.structure;
    let tt = tables.get(shape);
    if (tt === undefined) {
      tt = new TranspositionTable(known.key.length, bits, known.key.structure);
      tables.set(shape, tt);
    }
    // Entries hold what the side still takes, so they stay true for another question only
    // if it asks the same of the same cards: the same trump order, count, objective,
    // last-trick bonus and side. Then they are kept, from deal to deal (a sampling bot
    // asks the same question of many deals that share most positions).
    const asked = `${id}/${q.objective}/${q.lastTrick}/${q.inSide.join('')}`;
    if (askedOf.get(shape) !== asked) {
      tt.clear();
      askedOf.set(shape, asked);
    }
    const copy = (limits?.inPlace === true ? state : rules.clone(state)) as GameState;
    const { order, key, cash, scratch } = known;
    const search = new Search(any, copy, q, tt, order, key, cash, merge, scratch);
    search.stop = limits?.stop;
    return search;
  };

  /**
   * The exact value still to take, by null-window searches (MTD(f)): from a guess (a
   * greedy playout), each test is placed at the fail-soft bound the last one returned,
   * so the bracket closes on the value from the side the guess was on.
   */
  const exact = (search: Search): number => {
    let lo = 0;
    let hi = search.bound();
    let g = Math.min(hi, Math.max(1, search.playout()));
    while (lo < hi) {
      const r = search.run(g - 1, g);
      if (r >= g) lo = r;
      else hi = r;
      g = r >= g ? r + 1 : r;
      g = Math.max(lo + 1, Math.min(hi, g));
    }
    return lo;
  };

  /**
   * The cards at the root that keep the value `f`, with their interchangeable twins
   * (with `only`, deciding just the cards standing for those listed).
   */
  const bestCards = (
    search: Search,
    q: CompiledQuery,
    f: number,
    only?: readonly number[],
    one = false,
  ): number[] => {
    const s = search.s;
    const reps = new Int8Array(64).fill(-1);
    const cards = new Int32Array(64);
    const n = search.moves.generate(s, cards, 0, -1, reps);
    const maximise = q.raises[s.turn] === 1;
    const best: number[] = [];
    const { rootLower, rootUpper } = search;
    if (one) {
      // One card is enough: a card the searches so far proved keeps f, else the first
      // in the search's order that a test finds (cards of the earlier list stay below).
      const i = cards
        .subarray(0, n)
        .findIndex((c) => (maximise ? rootLower[c] >= f : rootUpper[c] <= f));
      if (i > 0) [cards[0], cards[i]] = [cards[i], cards[0]];
    }
    for (let i = 0; i < n; i++) {
      const card = cards[i];
      if (only !== undefined && !only.some((c) => reps[c] === card)) continue;
      // The searches for the value may already have decided whether the card keeps it.
      let keeps = maximise ? rootLower[card] >= f : rootUpper[card] <= f;
      const loses = maximise ? rootUpper[card] < f : rootLower[card] > f;
      if (!keeps && !loses) {
        const gain = search.play(card, 0);
        const t = f - gain;
        keeps = maximise ? search.run(t - 1, t, 1) >= t : search.run(t, t + 1, 1) <= t;
        search.undo(card, 0);
      }
      if (!keeps) continue;
      best.push(card);
      for (let c = 0; c < 64; c++) if (reps[c] === card && c !== card) best.push(c);
      if (one) break;
    }
    // In the deck's order: the same list whatever the table remembers from earlier questions.
    return best.sort((a, b) => a - b);
  };

  const solver: Solver<X, A> = {
    solve(state, query, limits) {
      const q = compileQuery(query, ctx.seats, ends);
      const base = banked(state, q);
      const search = start(state, q, limits);
      if (search === null) return { value: base, bestMoves: [], nodes: 0 };
      const f = exact(search);
      const cards = bestCards(search, q, f);
      return {
        value: base + f,
        bestMoves: cards.map((c) => rules.decode(state, c)),
        nodes: search.nodes,
      };
    },
    value(state, query, limits) {
      const q = compileQuery(query, ctx.seats, ends);
      const base = banked(state, q);
      const search = start(state, q, limits);
      if (search === null) return { value: base, nodes: 0 };
      return { value: base + exact(search), nodes: search.nodes };
    },
    solveBand(state, query, { marks, first, every = true }, limits) {
      const q = compileQuery(query, ctx.seats, ends);
      const base = banked(state, q);
      const search = start(state, q, limits);
      if (search === null) return { lower: base, upper: base, bestMoves: [], nodes: 0 };
      // In what the side still takes: the value lies in [lo, hi].
      let lo = 0;
      let hi = search.bound();
      const open = () =>
        [...new Set(marks)]
          .map((m) => m - base)
          .filter((m) => m > lo && m <= hi)
          .sort((a, b) => a - b);
      let left = open();
      let next = first !== undefined && left.includes(first - base) ? first - base : undefined;
      while (left.length > 0) {
        const m = next ?? left[left.length >> 1];
        next = undefined;
        // Fail-soft: at or above m, the value is at least r; below, at most r.
        const r = search.run(m - 1, m);
        if (r >= m) lo = Math.max(lo, r);
        else hi = Math.min(hi, r);
        left = open();
      }
      // No mark is left in (lo, hi]: the band runs from the highest mark reached (or
      // nothing more) to a point under the lowest one missed (or all that is left).
      const relative = marks.map((m) => m - base);
      const reached = relative.filter((m) => m <= lo);
      const missed = relative.filter((m) => m > hi);
      const lower = reached.length > 0 ? Math.max(0, ...reached) : 0;
      const upper =
        missed.length > 0 ? Math.min(search.bound(), Math.min(...missed) - 1) : search.bound();
      const raises = q.raises[search.s.turn] === 1;
      const cards = bestCards(search, q, raises ? lower : upper, undefined, !every);
      return {
        lower: base + lower,
        upper: base + upper,
        bestMoves: cards.map((c) => rules.decode(state, c)),
        nodes: search.nodes,
      };
    },
    canReach(state, query, limits) {
      const q = compileQuery(query, ctx.seats, ends);
      const maximise = q.objective === 'max';
      const t = query.target - banked(state, q);
      const search = start(state, q, limits);
      if (search === null) return { reached: maximise ? t <= 0 : t >= 0, nodes: 0 };
      if (maximise ? t <= 0 : t >= search.bound()) return { reached: true, nodes: 0 };
      if (maximise ? t > search.bound() : t < 0) return { reached: false, nodes: 0 };
      const reached = maximise ? search.run(t - 1, t) >= t : search.run(t, t + 1) <= t;
      return { reached, nodes: search.nodes };
    },
    canReachAfter(state, query, plays, limits) {
      const q = compileQuery(query, ctx.seats, ends);
      const maximise = q.objective === 'max';
      const t = query.target - banked(state, q);
      const search = start(state, q, limits);
      if (search === null) throw new RangeError('trick play is over: there is no card to play');
      const legal = search.legalCards();
      const codes =
        plays === undefined
          ? legal
          : plays.map((p) => {
              const code = rules.check(state, p);
              if (!code.ok || !legal.includes(code.value))
                throw new RangeError(`${JSON.stringify(p)} is not a card the seat to act may play`);
              return code.value;
            });
      const all = (reached: boolean): CardVerdicts => ({
        reached,
        after: codes.map(() => reached),
        nodes: search.nodes,
      });
      if (maximise ? t <= 0 : t >= search.bound()) return all(true);
      if (maximise ? t > search.bound() : t < 0) return all(false);
      // One test at the position: if the seat to act cannot have its way whatever it
      // plays, every card says so; otherwise each card the test left open is searched.
      const reached = maximise ? search.run(t - 1, t) >= t : search.run(t, t + 1) <= t;
      // Whether the seat to act wants the side to reach the target (it raises the side's
      // total exactly when that is the side's aim).
      const wants = (q.raises[search.s.turn] === 1) === maximise;
      if (reached !== wants) return all(reached);
      // The cards that keep the total at f or better for the seat to act: reaching t, or
      // for the other side, staying a point short of it.
      const f = wants ? t : maximise ? t - 1 : t + 1;
      const keep = new Set(bestCards(search, q, f, codes));
      return { reached, after: codes.map((c) => keep.has(c) === wants), nodes: search.nodes };
    },
    bestMove(state, query, limits) {
      return solver.solve(state, query, limits).bestMoves[0];
    },
    reset() {
      askedOf.clear();
    },
  };
  return solver;
}
