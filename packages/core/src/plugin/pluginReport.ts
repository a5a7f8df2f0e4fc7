import type { KernelContext } from '../kernel/context';
import type { GameState } from '../kernel/state';
import type { TextContext } from './textContext';

/**
 * What a game's score sheet and report show: what each seat writes for a deal, notes on
 * a deal, how a session ended, and what `stich simulate` counts. A plug-in without one
 * gets a generic report that reads common outcome fields (`points`, `penalties` or
 * `scores`, boolean flags, `totals` and `payments`).
 *
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`), which {@link PluginReport.dealStats} reads
 * @example
 * const report: PluginReport<KalterSchlagOutcome, PartieResult> = kalterSchlagReport;
 * report.amount(outcome); // e.g. 60
 */
export interface PluginReport<R = unknown, SR = unknown, O = unknown, X = unknown> {
  /** What a session is called: `Partie` in Kalter Schlag, else `session`. */
  readonly sessionName: string;
  /** The score sheet's row for what a deal writes: `penalty`, or `score` when signed. */
  readonly scoreLabel: string;
  /** What `simulate`'s histogram counts per deal, e.g. `Penalty per deal`. */
  readonly amountTitle: string;
  /** Card points (or the like) each seat took, for the sheet. */
  points(outcome: R): readonly number[] | null;
  /** What each seat writes on the score sheet for this deal (penalties, or signed scores). */
  scores(outcome: R): readonly number[];
  /** The sheet's headline for a deal: who writes, loses or wins what (`Bert writes 60`). */
  headline(outcome: R, names: readonly string[]): string;
  /** Notes on a deal (doublings, Jungfrau, Durchmarsch ...), with seats named. */
  notes(outcome: R, names: readonly string[]): string[];
  /** The amount a deal is worth, for `simulate`'s histogram. */
  amount(outcome: R): number;
  /** Yes/no facts about a deal whose rates `simulate` reports, each among the deals that report it. */
  flags(outcome: R): Record<string, boolean>;
  /**
   * What `simulate` counts of a deal, read straight from the finished kernel state without
   * building the outcome: the fast path for deals where every seat plays at random. It
   * must give exactly what {@link PluginReport.amount}, the sum of
   * {@link PluginReport.scores} and {@link PluginReport.flags} give (the CLI's tests
   * compare them deal by deal). A report with {@link PluginReport.means} or
   * {@link PluginReport.mix} has none.
   */
  readonly dealStats?: DealStats<O, X>;
  /** Numbers whose mean `simulate` reports, each over the deals that report it (e.g. pushes under the options that allow them). */
  means?(outcome: R, options: O): Record<string, number>;
  /** The title of {@link PluginReport.mix} in `simulate` (e.g. `Contract mix`). */
  readonly mixTitle?: string;
  /** A deal's kind whose shares `simulate` reports (e.g. the contract), or `null` to leave the deal out. */
  mix?(outcome: R): string | null;
  /** Yes/no facts about a whole session whose rates `simulate --partien` reports (e.g. a five-score win), each among the sessions that report it. */
  sessionFlags?(result: SR, options: O): Record<string, boolean>;
  /** Numbers about a whole session whose means `simulate --partien` reports (e.g. the loser's total), each over the sessions that report it. */
  sessionMeans?(result: SR, options: O): Record<string, number>;
  /** What `stich replay` prints for a deal (default: the outcome itself); a session record lists its deals so. */
  dealJson?(outcome: R): unknown;
  /** Running totals per seat from the session result. */
  totals(result: SR): readonly number[];
  /** How the score sheet writes a score or total (plain numbers by default; exact thirds in Skatkopf's pot reading). */
  formatAmount?(amount: number): string;
  /**
   * Lines on how the session ended (winner or loser, payments), with seats named, in
   * `ctx.language` (English without `ctx`; German names the person `Du`).
   */
  summary(result: SR, names: readonly string[], ctx?: TextContext): string[];
}

/**
 * A report's fast path for `simulate`: a deal's amount, what all seats write together,
 * and its flags, from the finished state into a reusable array.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * const out = new Float64Array(2 + stats.flags.length);
 * stats.read(rules.ctx, state, out); // out: [amount, written, ...flags as 1 or 0]
 */
export interface DealStats<O = unknown, X = unknown> {
  /** The flags' names, in the order {@link PluginReport.flags} gives them. */
  readonly flags: readonly string[];
  /** Writes the amount, the written total and each flag (1 or 0) into `out`, in that order. */
  read(ctx: KernelContext<O>, s: GameState<X>, out: Float64Array): void;
}
