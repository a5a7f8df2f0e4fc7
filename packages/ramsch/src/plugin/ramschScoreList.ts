import { type ScoreListSpec, seatCells, seatColumns, type TextContext } from '@stich/core/plugin';
import type { RamschOutcome } from '../outcome';
import type { RamschSessionResult } from '../session';
import { seatList } from './ramschTexts';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);

/** Durchmarsch, Jungfrau and pushes, in a few words (`null`: none). */
function notes(o: RamschOutcome, ctx: TextContext): string | null {
  const words: string[] = [];
  if (o.durchmarsch) words.push(`Durchmarsch ${seatList(ctx, o.winners)}`);
  if (o.jungfrauSeats.length > 0) words.push(`Jungfrau ${seatList(ctx, o.jungfrauSeats)}`);
  if (o.pushes > 0) words.push(tr(ctx, `pushed ${o.pushes}×`, `${o.pushes}× geschoben`));
  return words.length === 0 ? null : words.join(', ');
}

/**
 * Ramsch's Spielliste: per deal who lost (or who made the Durchmarsch), the loser's card
 * points and the score written, notes (Jungfrau, pushes), then each seat's running total
 * as the session keeps it (Bierlachs minus points with option `bierlachs`).
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * buildScoreList({ plugin: ramschPlugin, outcomes }, ctx).columns.map((c) => c.id);
 * // ['deal', 'losers', 'points', 'score', 'notes', 'total.1', 'total.2', 'total.3']
 */
export const ramschScoreList: ScoreListSpec<RamschOutcome, RamschSessionResult> = {
  columns: (ctx, seats) => [
    { id: 'losers', label: tr(ctx, 'loser', 'Verlierer'), kind: 'text' },
    { id: 'points', label: tr(ctx, 'card points', 'Augen'), kind: 'number' },
    { id: 'score', label: tr(ctx, 'score', 'Wertung'), kind: 'number' },
    { id: 'notes', label: tr(ctx, 'notes', 'Bemerkung'), kind: 'text' },
    ...seatColumns('total', ctx, seats),
  ],
  row: ({ outcome: o, totals }, ctx) => {
    const loser = o.losers[0];
    const scorer = o.durchmarsch ? o.winners[0] : loser;
    return {
      losers: o.losers.length === 0 ? null : seatList(ctx, o.losers),
      points: loser === undefined ? null : o.points[loser],
      score: scorer === undefined ? null : o.scores[scorer],
      notes: notes(o, ctx),
      ...seatCells('total', totals),
    };
  },
  totals: (r) => r.totals,
};
