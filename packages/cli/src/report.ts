import type { PluginPresentation, PluginReport } from '@stich/core/plugin';
import { seatsSay, signed } from '@stich/core/plugin';

export type { DealStats } from '@stich/core/plugin';
export { nameList, says, seatsSay, signed } from '@stich/core/plugin';

/**
 * How the CLI talks about a variant's deals and sessions: a plug-in's report and its
 * presentation in one object (see `PluginReport` and `PluginPresentation` in
 * `@stich/core/plugin`). A plug-in that gives no report gets {@link genericReport}.
 *
 * @example
 * const report: VariantReport = reportOf(plugin);
 * report.amount(outcome); // e.g. 60
 */
export type VariantReport<R = unknown, SR = unknown, O = unknown> = PluginReport<R, SR, O> &
  PluginPresentation;

const numbers = (value: unknown): readonly number[] | null =>
  Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : null;

/** Penalties as scores: a penalty of 60 scores -60, so the highest score is still the best. */
const negated = (values: readonly number[] | null): readonly number[] | null =>
  values === null ? null : values.map((n) => (n === 0 ? 0 : -n));

/**
 * A report from common outcome fields: `points`, and `scores` or `penalties` arrays (a
 * penalty counts as a negative score, so the highest score is the best either way),
 * boolean fields as flags, and `totals`/`payments` in the session result.
 *
 * @example
 * genericReport.scores({ penalties: [0, 60, 0, 0] }); // [0, -60, 0, 0]
 */
export const genericReport: VariantReport<Record<string, unknown>, Record<string, unknown>> = {
  sessionName: 'session',
  scoreLabel: 'score',
  amountTitle: 'Largest score per deal (unsigned)',
  points: (o) => numbers(o.points),
  scores: (o) => numbers(o.scores) ?? negated(numbers(o.penalties)) ?? [],
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
  summary(r, names, ctx) {
    const pay = numbers(r.payments);
    const label = ctx?.language === 'de' ? 'Zahlungen' : 'Payments';
    return pay ? [`${label}: ${names.map((n, i) => `${n} ${signed(pay[i])}`).join(', ')}`] : [];
  },
};
