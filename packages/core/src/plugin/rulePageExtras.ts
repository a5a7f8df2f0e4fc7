import type { BaseAction } from '../kernel/actions';
import type { Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';
import type { Rng } from '../rng/rng';

/**
 * A deal the rule page plays with the engine: seeded cards, then `choose` picks each
 * action (by default a seeded random pick among the legal ones).
 *
 * @example
 * const deal: RulePageDeal = { title: 'A deal played by the engine', seed: 1 };
 */
export interface RulePageDeal {
  readonly title: string;
  readonly seed: number | string;
  readonly dealer?: number;
  // biome-ignore lint/suspicious/noExplicitAny: options of the plug-in's own variant
  readonly options?: Record<string, any>;
  /** What the page says about how the actions were chosen. */
  readonly note?: string;
  /** Picks the next action among the legal ones; without it the page picks at random with `rng`. */
  choose?(c: {
    readonly legal: readonly BaseAction[];
    readonly state: GameState;
    // biome-ignore lint/suspicious/noExplicitAny: the plug-in's own rules
    readonly rules: Rules<any, any, any, any, any>;
    readonly rng: Rng;
  }): BaseAction;
  /** A sentence on the outcome, before its JSON. */
  describeOutcome?(outcome: unknown): string;
}

/**
 * What a game adds to its generated rule page (docs/rules/ID.md): names of its trump modes,
 * worked examples as Markdown sections, and the deals to play. Every part is optional: a
 * plug-in without extras gets the generic page.
 *
 * @example
 * const extras: RulePageExtras = { modeNames: { jacks: 'the four jacks are the only trumps' } };
 */
export interface RulePageExtras {
  readonly modeNames?: Readonly<Record<string, string>>;
  readonly sections?: readonly { readonly title: string; readonly body: string }[];
  readonly deals?: readonly RulePageDeal[];
}
