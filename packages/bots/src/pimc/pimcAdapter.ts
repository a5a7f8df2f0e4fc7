import type { BaseAction, GameState, SeatView } from '@stich/core';
import type { ReachQuery, SolveQuery, SolverOptions } from '@stich/solver';
import type { Bot } from '../bot';
import type { PimcRules } from './pimcRules';
import type { SampledDeal } from './sampleDeal';
import type { SeatKnowledge } from './seatKnowledge';

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
  | { readonly kind: 'reach'; readonly query: ReachQuery }
  | { readonly kind: 'points'; readonly query: SolveQuery };

/**
 * How the PIMC bot handles one variant: which bot makes the other decisions, what the
 * seat's view says about where cards may be beyond voids and hand sizes, how a sampled
 * deal becomes a full game state through public actions, and what the solver is asked.
 *
 * @example
 * const adapter: PimcAdapter = PIMC_ADAPTERS.skat;
 * adapter.fallback(rules).name; // 'rules'
 */
export interface PimcAdapter {
  /** The variant's rules bot: bidding, the skat, doubling, declaring, and any card PIMC leaves. */
  fallback(rules: PimcRules): Bot;
  /** Solver settings for the variant (Skatkopf's called-card rule needs exact hands). */
  solverOptions?(rules: PimcRules): SolverOptions;
  /** Whether PIMC may choose the card in this view (Skatkopf: only once the teams are known). */
  applies?(rules: PimcRules, view: SeatView<BaseAction>): boolean;
  /** Narrows where unseen cards may lie, from what the view says beyond voids and hand sizes. */
  restrict?(rules: PimcRules, view: SeatView<BaseAction>, k: SeatKnowledge): void;
  /**
   * Whether a sampled deal fits what the bidding says, where that is cheap to decide
   * (Skat: the declared game is worth the bid). Deals it rules out are drawn again, up
   * to a limit per decision, after which the bidding is no longer asked.
   */
  plausible?(
    rules: PimcRules,
    view: SeatView<BaseAction>,
    k: SeatKnowledge,
    deal: SampledDeal,
  ): boolean;
  /**
   * The full game state of a sampled deal, rebuilt through the public API: the deal, then
   * a plausible sequence of the public actions that led to the view; `undefined` if the
   * rules refuse it for this deal.
   */
  rebuild(
    rules: PimcRules,
    view: SeatView<BaseAction>,
    k: SeatKnowledge,
    deal: SampledDeal,
  ): GameState | undefined;
  /** What to ask the solver about the rebuilt state (the skat's points depend on the deal). */
  goal(rules: PimcRules, view: SeatView<BaseAction>, s: GameState): PimcGoal;
}
