import type { BaseAction, GameState, KernelContext, SeatView } from '@stich/core';

/**
 * How the CLI talks about a variant's deal outcomes and session results: what each seat
 * writes on the score sheet, notes for a deal, what `simulate` counts. A variant that
 * gives no report gets {@link genericReport}, which reads common fields.
 *
 * @example
 * const report: VariantReport<KalterSchlagOutcome, PartieResult> = kalterSchlagReport;
 * report.amount(outcome); // e.g. 60
 */
export interface VariantReport<R = unknown, SR = unknown, O = unknown> {
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
   * must give exactly what {@link VariantReport.amount}, the sum of
   * {@link VariantReport.scores} and {@link VariantReport.flags} give (the CLI's tests
   * compare them deal by deal). A report with {@link VariantReport.means} or
   * {@link VariantReport.mix} has none.
   */
  readonly dealStats?: DealStats;
  /** Numbers whose mean `simulate` reports, each over the deals that report it (e.g. pushes under the options that allow them). */
  means?(outcome: R, options: O): Record<string, number>;
  /** The title of {@link VariantReport.mix} in `simulate` (e.g. `Contract mix`). */
  readonly mixTitle?: string;
  /** A deal's kind whose shares `simulate` reports (e.g. the contract), or `null` to leave the deal out. */
  mix?(outcome: R): string | null;
  /** The label for a hand's trumps under a trump mode (default: the mode's name). */
  trumpLabel?(mode: string): string;
  /** A menu label for a variant's own action (`clubs hand`, `claim the rest`), or `null` to show it as JSON. */
  actionLabel?(action: BaseAction): string | null;
  /** A note beside a menu entry for the player choosing it, from their view (a Skat game's value beside the bid), or `null`. */
  menuNote?(action: BaseAction, view: SeatView): string | null;
  /** A line telling what a variant's own action did (a declaration ...), from the actor's view after it; `null` for others. */
  actionText?(action: BaseAction, names: readonly string[], after: SeatView): string | null;
  /** Yes/no facts about a whole session whose rates `simulate --partien` reports (e.g. a five-score win), each among the sessions that report it. */
  sessionFlags?(result: SR, options: O): Record<string, boolean>;
  /** Numbers about a whole session whose means `simulate --partien` reports (e.g. the loser's total), each over the sessions that report it. */
  sessionMeans?(result: SR, options: O): Record<string, number>;
  /** What the cards laid aside are called on screen: `skat` (the default) or `kitty`. */
  readonly skatName?: string;
  /**
   * Lines explaining a decision to the person at the terminal, from their view (the bid to
   * beat, the cards turned ...); a decision without cards or discards is then asked as a
   * numbered menu of the legal actions. `null` where the CLI asks in its own way.
   */
  promptIntro?(view: SeatView, names: readonly string[]): string[] | null;
  /** What `stich replay` prints for a deal (default: the outcome itself); a session record lists its deals so. */
  dealJson?(outcome: R): unknown;
  /** Running totals per seat from the session result. */
  totals(result: SR): readonly number[];
  /** How the score sheet writes a score or total (plain numbers by default; exact thirds in Skatkopf's pot reading). */
  formatAmount?(amount: number): string;
  /** Lines on how the session ended (winner or loser, payments), with seats named. */
  summary(result: SR, names: readonly string[]): string[];
}

/**
 * A report's fast path for `simulate`: a deal's amount, what all seats write together,
 * and its flags, from the finished state into a reusable array.
 *
 * @example
 * const out = new Float64Array(2 + stats.flags.length);
 * stats.read(rules.ctx, state, out); // out: [amount, written, ...flags as 1 or 0]
 */
export interface DealStats {
  /** The flags' names, in the order {@link VariantReport.flags} gives them. */
  readonly flags: readonly string[];
  /** Writes the amount, the written total and each flag (1 or 0) into `out`, in that order. */
  read(ctx: KernelContext, s: GameState<unknown>, out: Float64Array): void;
}

const numbers = (value: unknown): readonly number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : null;

/**
 * A report from common outcome fields: `points`, and `penalties` or `scores` arrays,
 * boolean fields as flags, and `totals`/`payments` in the session result.
 *
 * @example
 * genericReport.scores({ penalties: [0, 60, 0, 0] }); // [0, 60, 0, 0]
 */
export const genericReport: VariantReport<Record<string, unknown>, Record<string, unknown>> = {
  sessionName: 'session',
  scoreLabel: 'score',
  amountTitle: 'Largest score per deal (unsigned)',
  points: (o) => numbers(o.points),
  scores: (o) => numbers(o.penalties) ?? numbers(o.scores) ?? [],
  headline(o, names) {
    const scores = genericReport.scores(o);
    const top = Math.max(0, ...scores.map(Math.abs));
    const seats = names.flatMap((_, i) => (Math.abs(scores[i] ?? 0) === top ? [i] : []));
    return top === 0 ? 'nobody scores' : seatsSay(names, seats, 'writes', top);
  },
  notes: () => [],
  amount: (o) => Math.max(0, ...genericReport.scores(o).map(Math.abs)),
  flags: (o) =>
    Object.fromEntries(
      Object.entries(o).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'),
    ),
  totals: (r) => numbers(r.totals) ?? [],
  summary(r, names) {
    const pay = numbers(r.payments);
    return pay ? [`Payments: ${names.map((n, i) => `${n} ${signed(pay[i])}`).join(', ')}`] : [];
  },
};

/**
 * Seats named with a verb and an amount: `Bert writes 60`, `You and Bert each lose 40`.
 *
 * @example
 * seatsSay(['You', 'Bert', 'Christina'], [0, 1], 'loses', 40); // 'You and Bert each lose 40'
 */
export function seatsSay(
  names: readonly string[],
  seats: readonly number[],
  verb: string,
  amount: number,
): string {
  if (seats.length === 1) return `${says(names[seats[0]], verb)} ${amount}`;
  return `${nameList(names, seats)} each ${baseForm(verb)} ${amount}`;
}

/**
 * Seats by name in running text: `Bert`, `You and Bert`, `You, Bert and Christina`.
 *
 * @example
 * nameList(['You', 'Bert', 'Christina'], [0, 2]); // 'You and Christina'
 */
export function nameList(names: readonly string[], seats: readonly number[]): string {
  const who = seats.map((s) => names[s]);
  return who.length < 2 ? (who[0] ?? '') : `${who.slice(0, -1).join(', ')} and ${who.at(-1)}`;
}

/**
 * A number with its sign: `+2`, `-4`, `0`.
 *
 * @example
 * signed(3); // '+3'
 */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/**
 * A player's name with a verb that agrees: `Bert takes`, but `You take`.
 *
 * @example
 * says('You', 'takes'); // 'You take'
 */
export function says(name: string, verb: string): string {
  return `${name} ${name === 'You' ? baseForm(verb) : verb}`;
}

/** A verb's form after `you` or a plural: `takes` -> `take`, `pushes` -> `push`. */
function baseForm(verb: string): string {
  return /(sh|ch|ss|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.replace(/s$/, '');
}
