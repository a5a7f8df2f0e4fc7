import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { SeatView } from '../kernel/spec';
import type { GameState } from '../kernel/state';
import type { Bot } from './bot';
import type { SolveCount, SolveObjective, SolverSettings } from './solveQuestion';

/**
 * A variant's rules kernel as the sampling bot and the rules bots see it: the public API
 * only, with the variant's options, state, actions and view extra typed. The outcome is
 * left `unknown`: the bots ask the solver, never the score. Without type arguments it is
 * the rules of any variant (the generic bots of `@stich/bots` take that).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns)
 * @example
 * const rules: PimcRules<SkatOptions, SkatState, SkatAction, SkatView> = skat.rules();
 * const any: PimcRules = rules; // the rules of some variant
 */
export type PimcRules<
  O = unknown,
  X = unknown,
  A extends BaseAction = BaseAction,
  V = unknown,
> = Rules<O, X, unknown, A, V>;

/**
 * What one seat knows about where the cards are, from its view alone. Locations are the
 * seats `0..seats-1` and the skat (location `seats`).
 *
 * @example
 * const k: SeatKnowledge = seatKnowledge(rules, view);
 * k.unseen.length === k.capacity.reduce((a, b) => a + b, 0); // true
 */
export interface SeatKnowledge {
  readonly seat: number;
  /** The skat's location: one past the last seat. */
  readonly skat: number;
  /** Cards each location certainly holds now (own hand, open hands, a skat the seat sees). */
  readonly known: number[][];
  /** Cards whose place the seat does not know (card ids). */
  readonly unseen: number[];
  /** For each unseen card (same index), a bit mask of the locations it may be in. Adapters narrow it. */
  readonly allowed: number[];
  /** How many unseen cards each location holds. */
  readonly capacity: number[];
  /** Every card played so far, in order, with the seat that played it. */
  readonly played: readonly { readonly seat: number; readonly id: number }[];
}

/**
 * One way the cards may lie: what each seat holds now, and the skat (card ids).
 *
 * @example
 * const deal: SampledDeal = { hands: [[0, 1], [2, 3], [4, 5]], skat: [6, 7] };
 */
export interface SampledDeal {
  readonly hands: number[][];
  readonly skat: number[];
}

/**
 * A question for the solver, as plain data (`@stich/solver`'s `SolveQuery` reads it):
 * the side's total at best play, plus `extra`, plus `lastTrick` for the last trick.
 *
 * @example
 * const q: PointsQuery = { side: [1], objective: 'min', lastTrick: 10 };
 */
export interface PointsQuery {
  readonly side: readonly number[];
  readonly objective?: SolveObjective;
  readonly count?: SolveCount;
  readonly extra?: number;
  readonly lastTrick?: number;
  /**
   * Whether the trick play goes on to the last trick whoever takes the tricks, so that
   * the side may count on the tricks it is sure of, however late it takes them. The
   * solver's default: true when the variant's trick play has no way to end early (Kalter
   * Schlag, Ramsch, Skatkopf), false otherwise (Skat, where null and schwarz announced
   * end early). A position where the play then ends early is a `RangeError`.
   */
  readonly playsOut?: boolean;
}

/**
 * A yes/no question for the solver: can the side reach `target`?
 *
 * @example
 * const q: TargetQuery = { side: [0], extra: 12, target: 61 };
 */
export interface TargetQuery extends PointsQuery {
  readonly target: number;
}

/**
 * What the solver is asked of each sampled position after a candidate card:
 * - `reach`: whether `query.side` reaches `query.target` (Skat, Skatkopf); the seat scores
 *   1 when its own side comes out on top of that question, else 0;
 * - `points`: the side's exact total (Kalter Schlag, Ramsch: the seat's own points,
 *   objective `min`); the seat scores minus that total for `min`, the total for `max`.
 *
 * @example
 * const goal: PimcGoal = { kind: 'reach', query: { side: [0], extra: 12, target: 61 } };
 */
export type PimcGoal =
  | { readonly kind: 'reach'; readonly query: TargetQuery }
  | { readonly kind: 'points'; readonly query: PointsQuery };

/**
 * How the sampling (PIMC) bot handles one variant: which bot makes the other decisions, what the
 * seat's view says about where cards may be beyond voids and hand sizes, how a sampled
 * deal becomes a full game state through public actions, and what the solver is asked.
 * Its type arguments are the variant's, so the hooks read the options, the state and the
 * view's extra without casts; without them it is the adapter of some variant.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns)
 * @example
 * const adapter: PimcAdapter = skatPlugin.pimc!;
 * adapter.fallback(rules).name; // 'rules'
 */
export interface PimcAdapter<
  O = unknown,
  X = unknown,
  A extends BaseAction = BaseAction,
  V = unknown,
> {
  /** The variant's rules bot: bidding, the skat, doubling, declaring, and any card PIMC leaves. */
  fallback(rules: PimcRules<O, X, A, V>): Bot<A, V>;
  /** Solver settings for the variant (Skatkopf's called-card rule needs exact hands). */
  solverOptions?(rules: PimcRules<O, X, A, V>): SolverSettings;
  /** Whether PIMC may choose the card in this view (Skatkopf: only once the teams are known). */
  applies?(rules: PimcRules<O, X, A, V>, view: SeatView<A, V>): boolean;
  /** Narrows where unseen cards may lie, from what the view says beyond voids and hand sizes. */
  restrict?(rules: PimcRules<O, X, A, V>, view: SeatView<A, V>, k: SeatKnowledge): void;
  /**
   * Whether a sampled deal fits what the bidding says, where that is cheap to decide
   * (Skat: the declared game is worth the bid). Deals it rules out are drawn again, up
   * to a limit per decision, after which the bidding is no longer asked.
   */
  plausible?(
    rules: PimcRules<O, X, A, V>,
    view: SeatView<A, V>,
    k: SeatKnowledge,
    deal: SampledDeal,
  ): boolean;
  /**
   * The full game state of a sampled deal, rebuilt through the public API: the deal, then
   * a plausible sequence of the public actions that led to the view; `undefined` if the
   * rules refuse it for this deal.
   */
  rebuild(
    rules: PimcRules<O, X, A, V>,
    view: SeatView<A, V>,
    k: SeatKnowledge,
    deal: SampledDeal,
  ): GameState<X> | undefined;
  /** What to ask the solver about the rebuilt state (the skat's points depend on the deal). */
  goal(rules: PimcRules<O, X, A, V>, view: SeatView<A, V>, s: GameState<X>): PimcGoal;
}
