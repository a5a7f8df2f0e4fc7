import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import type { Rng } from '../rng/rng';

/**
 * A deal the rule page plays with the engine: seeded cards, then `choose` picks each
 * action (by default a seeded random pick among the legal ones).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns)
 * @example
 * const deal: RulePageDeal = { title: 'A deal played by the engine', seed: 1 };
 */
export interface RulePageDeal<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
  V = unknown,
> {
  readonly title: string;
  readonly seed: number | string;
  readonly dealer?: number;
  /** The options of the deal's rules (default: the variant's defaults). */
  readonly options?: Partial<O>;
  /** What the page says about how the actions were chosen. */
  readonly note?: string;
  /** Picks the next action among the legal ones; without it the page picks at random with `rng`. */
  choose?(c: {
    readonly legal: readonly A[];
    readonly state: GameState<X>;
    readonly rules: Rules<O, X, R, A, V>;
    readonly rng: Rng;
  }): A;
  /** A sentence on the outcome, before its JSON. */
  describeOutcome?(outcome: R): string;
}

/**
 * What a game adds to its generated rule page (docs/rules/ID.md): names of its trump modes,
 * worked examples as Markdown sections, and the deals to play. Every part is optional: a
 * plug-in without extras gets the generic page.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns)
 * @example
 * const extras: RulePageExtras = { modeNames: { jacks: 'the four jacks are the only trumps' } };
 */
export interface RulePageExtras<
  O = unknown,
  X = unknown,
  R = unknown,
  A extends BaseAction = BaseAction,
  V = unknown,
> {
  readonly modeNames?: Readonly<Record<string, string>>;
  readonly sections?: readonly { readonly title: string; readonly body: string }[];
  readonly deals?: readonly RulePageDeal<O, X, R, A, V>[];
}
