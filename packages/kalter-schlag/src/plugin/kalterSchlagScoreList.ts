import { type ScoreListSpec, seatCells, seatColumns, type TextContext } from '@stich/core/plugin';
import type { KalterSchlagOutcome } from '../outcome';
import type { PartieResult } from '../partie';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const names = (ctx: TextContext, seats: readonly number[]) =>
  seats.map((s) => ctx.seatName(s)).join(', ');

/** Durchmarsch, Jungfrau and doublings, in a few words (`null`: none). */
function notes(o: KalterSchlagOutcome, ctx: TextContext): string | null {
  const words: string[] = [];
  if (o.durchmarsch && o.durchmarschSeat !== null)
    words.push(`Durchmarsch ${ctx.seatName(o.durchmarschSeat)}`);
  if (o.jungfrauSeats.length > 0) words.push(`Jungfrau ${names(ctx, o.jungfrauSeats)}`);
  if (o.doublers.length > 0)
    words.push(
      tr(ctx, `doubled by ${names(ctx, o.doublers)}`, `gedoppelt von ${names(ctx, o.doublers)}`),
    );
  return words.length === 0 ? null : words.join(', ');
}

/**
 * Kalter Schlag's Spielliste: per deal who writes penalty points and how many, notes
 * (Durchmarsch, Jungfrau, doublings), then each seat's penalty points so far in the
 * Partie.
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * buildScoreList({ plugin: kalterSchlagPlugin, outcomes }, ctx).columns.map((c) => c.id);
 * // ['deal', 'penalty', 'notes', 'total.1', 'total.2', 'total.3', 'total.4']
 */
export const kalterSchlagScoreList: ScoreListSpec<KalterSchlagOutcome, PartieResult> = {
  columns: (ctx, seats) => [
    { id: 'penalty', label: tr(ctx, 'penalty', 'Strafpunkte'), kind: 'text' },
    { id: 'notes', label: tr(ctx, 'notes', 'Bemerkung'), kind: 'text' },
    ...seatColumns('total', ctx, seats),
  ],
  row: ({ outcome: o, totals }, ctx) => {
    const written = o.penalties.map((p, seat) => ({ p, seat })).filter((x) => x.p > 0);
    return {
      penalty:
        written.length === 0
          ? tr(ctx, 'nobody', 'niemand')
          : written.map((x) => `${ctx.seatName(x.seat)} ${x.p}`).join(', '),
      notes: notes(o, ctx),
      ...seatCells('total', totals),
    };
  },
};
