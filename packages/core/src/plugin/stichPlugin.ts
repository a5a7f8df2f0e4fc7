import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import type { Bot } from './bot';
import type { PimcAdapter, PimcRules } from './pimcAdapter';
import type { PluginPresentation } from './pluginPresentation';
import type { PluginReport } from './pluginReport';
import type { RecordFormat } from './recordFormat';
import type { RulePageExtras } from './rulePageExtras';
import type { SolveQuestion } from './solveQuestion';

/**
 * What a plug-in gives beside its variant, typed by the variant's own types: the
 * presentation, the report, the rule page, the rules bot, the solver question, the
 * sampling bot's adapter and record formats (see {@link StichPlugin} for each part).
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const parts: PluginParts<SkatOptions, SkatState, SkatOutcome, SkatAction, SkatSessionResult, SkatView> = {
 *   presentation: skatReport,
 *   bot: (rules) => skatBot(rules),
 * };
 */
export interface PluginParts<O, X, R, A extends BaseAction, SR, V> {
  /** How actions, trumps and the skat are named in prompts and narration. */
  readonly presentation?: PluginPresentation<A, R, V>;
  /** What the score sheet, `stich replay` and `stich simulate` show. */
  readonly report?: PluginReport<R, SR, O, X>;
  /** Called when a rule page is made, not when the plug-in loads. */
  readonly rulePage?: () => RulePageExtras<O, X, R, A, V>;
  /**
   * Makes the variant's rules bot for these rules (the seat it plays is asked per move).
   * `options` are the bot's own settings (`stich simulate --bot-options`), e.g. Skat's
   * `{ kontra: 'eager' }`; without them the bot plays as it always has. A bot that takes
   * options declares the parameter (so the function's `length` is 2) and throws a
   * `RangeError` naming the bad option for options it does not know.
   */
  bot?(rules: PimcRules<O, X, A, V>, options?: Readonly<Record<string, unknown>>): Bot<A, V>;
  /** Who plays `stich simulate` without `--bots`: `random` (the default) or the rules bots. */
  readonly simulateBots?: 'rules' | 'random';
  /** The question `stich solve` asks; without it, {@link @stich/core!plugin.ownPointsQuestion}. */
  readonly solve?: SolveQuestion<X, O>;
  /** How the sampling bot deals the unseen cards and what it asks the solver. */
  readonly pimc?: PimcAdapter<O, X, A, V>;
  /** Record formats of its own, by name (`stich replay --format <name>`). */
  readonly formats?: Readonly<Record<string, RecordFormat>>;
}

/**
 * A game as every Stich tool takes it: the variant, and what the tools need beyond its
 * rules. Only `variant` is required; a plug-in that gives nothing else still plays with
 * random bots, the generic report and the generic rule page. Make one with
 * {@link definePlugin}; a module's default export may be a plug-in or a plain variant.
 *
 * - `presentation`: names and short texts for its actions and contracts (menus, prompts,
 *   narration), cards in {@link @stich/core!plugin.cardName}'s notation;
 * - `report`: what the score sheet, `stich replay` and `stich simulate` show;
 * - `rulePage`: worked examples and trump-mode names for its generated rule page;
 * - `bot`: its rule-based bot (`--bot rules`), and `simulateBots: 'rules'` to let it play
 *   `stich simulate` by default;
 * - `solve`: the question `stich solve` asks of a position;
 * - `pimc`: how the sampling bot deals the cards it cannot see and what it asks the solver;
 * - `formats`: record formats of its own (`stich replay --format iss`).
 *
 * Its type arguments are the variant's: {@link definePlugin} infers them from `variant`,
 * so every part sees the variant's options, state, outcome, actions and view extra with
 * their real types. A tool that holds plug-ins of different variants takes them as
 * {@link AnyPlugin}.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const plugin: StichPlugin<KalterSchlagOptions, undefined, KalterSchlagOutcome, CoreAction, PartieData, PartieResult, undefined> =
 *   definePlugin({ variant: kalterSchlag, bot: kalterSchlagBot });
 */
export interface StichPlugin<O, X, R, A extends BaseAction, S, SR, V>
  extends PluginParts<O, X, R, A, SR, V> {
  /** The game itself, as `defineVariant` made it. */
  readonly variant: Variant<O, X, R, A, S, SR, V>;
}

/**
 * A plug-in of some variant, as a tool holds plug-ins of different variants in one list
 * (the CLI's registry, the server's tables): every {@link StichPlugin} is one. Its parts
 * take and give `unknown` outcomes, options and view extras, and plain {@link BaseAction}s,
 * so a tool passes them what the same plug-in's rules gave it; its variant is a
 * {@link Variant}, whatever its types.
 *
 * @example
 * const plugins: readonly AnyPlugin[] = [kalterSchlagPlugin, skatPlugin];
 * plugins.map((p) => p.variant.id); // ['kalter-schlag', 'skat']
 */
export interface AnyPlugin
  extends PluginParts<unknown, unknown, unknown, BaseAction, unknown, unknown> {
  /** The game itself, as `defineVariant` made it. */
  readonly variant: Variant;
}
