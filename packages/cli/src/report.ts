/**
 * How the CLI talks about a variant's deal outcomes and session results: what each seat
 * writes on the score sheet, notes for a deal, what `simulate` counts. A variant that
 * gives no report gets {@link genericReport}, which reads common fields.
 *
 * @example
 * const report: VariantReport<KalterSchlagOutcome, PartieResult> = kalterSchlagReport;
 * report.amount(outcome); // e.g. 60
 */
export interface VariantReport<R = unknown, SR = unknown> {
  /** Card points (or the like) each seat took, for the sheet. */
  points(outcome: R): readonly number[] | null;
  /** What each seat writes on the score sheet for this deal. */
  penalties(outcome: R): readonly number[];
  /** Notes on a deal (doublings, Jungfrau, Durchmarsch ...), with seats named. */
  notes(outcome: R, names: readonly string[]): string[];
  /** The amount a deal is worth, for `simulate`'s histogram. */
  amount(outcome: R): number;
  /** Yes/no facts about a deal whose rates `simulate` reports. */
  flags(outcome: R): Record<string, boolean>;
  /** Running totals per seat from the session result. */
  totals(result: SR): readonly number[];
  /** Lines on how the session ended (winner or loser, payments), with seats named. */
  summary(result: SR, names: readonly string[]): string[];
}

const numbers = (value: unknown): readonly number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : null;

/**
 * A report from common outcome fields: `points` and `penalties` arrays, boolean fields as
 * flags, and `totals`/`payments` in the session result.
 *
 * @example
 * genericReport.penalties({ penalties: [0, 60, 0, 0] }); // [0, 60, 0, 0]
 */
export const genericReport: VariantReport<Record<string, unknown>, Record<string, unknown>> = {
  points: (o) => numbers(o.points),
  penalties: (o) => numbers(o.penalties) ?? [],
  notes: () => [],
  amount: (o) => Math.max(0, ...(numbers(o.penalties) ?? [])),
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
  return `${name} ${name === 'You' ? verb.replace(/s$/, '') : verb}`;
}
