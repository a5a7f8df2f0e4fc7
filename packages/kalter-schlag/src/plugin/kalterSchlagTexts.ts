import type { CoreAction } from '@stich/core';
import type { PluginPresentation, TextContext, TextFact } from '@stich/core/plugin';
import type { KalterSchlagOutcome } from '../outcome';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const names = (ctx: TextContext, seats: readonly number[]) =>
  seats.map((s) => ctx.seatName(s)).join(', ');
const perSeat = (ctx: TextContext, values: readonly number[]) =>
  values.map((v, seat) => `${ctx.seatName(seat)} ${v}`).join(', ');

/**
 * A Kalter Schlag deal's outcome in words: who writes the penalty, each seat's card
 * points and tricks, doublings, Jungfrau and Durchmarsch.
 *
 * @example
 * kalterSchlagOutcomeLines(outcome, ctx)[0]; // { label: 'penalty', value: 'Anne 60' }
 */
export function kalterSchlagOutcomeLines(o: KalterSchlagOutcome, ctx: TextContext): TextFact[] {
  const lines: TextFact[] = [];
  const written = o.penalties.map((p, seat) => ({ p, seat })).filter((x) => x.p > 0);
  lines.push({
    label: tr(ctx, 'penalty', 'Strafpunkte'),
    value:
      written.length === 0
        ? tr(ctx, 'nobody writes', 'niemand schreibt')
        : written.map((x) => `${ctx.seatName(x.seat)} ${x.p}`).join(', '),
  });
  if (o.durchmarsch && o.durchmarschSeat !== null)
    lines.push({ label: 'Durchmarsch', value: ctx.seatName(o.durchmarschSeat) });
  lines.push({ label: tr(ctx, 'card points', 'Augen'), value: perSeat(ctx, o.points) });
  lines.push({ label: tr(ctx, 'tricks', 'Stiche'), value: perSeat(ctx, o.tricks) });
  if (o.doublers.length > 0)
    lines.push({ label: tr(ctx, 'doubled by', 'gedoppelt von'), value: names(ctx, o.doublers) });
  if (o.jungfrauSeats.length > 0)
    lines.push({ label: 'Jungfrau', value: names(ctx, o.jungfrauSeats) });
  return lines;
}

/** The language-aware part of Kalter Schlag's presentation. */
export const kalterSchlagTexts: Pick<
  PluginPresentation<CoreAction, KalterSchlagOutcome, undefined>,
  'viewFacts' | 'outcomeLines'
> = {
  viewFacts: () => [],
  outcomeLines: (o, ctx) => kalterSchlagOutcomeLines(o, ctx),
};
