import type { BaseAction, SeatView } from '@stich/core';
import type { PluginPresentation, TextContext, TextFact } from '@stich/core/plugin';
import type { RamschOutcome } from '../outcome';
import type { RamschAction, RamschView } from '../variant';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);

/**
 * Seats by name with a number each: `Anne 64, Bert 3, Christina 53`.
 *
 * @example
 * perSeat(ctx, [64, 3, 53]); // 'Anne 64, Bert 3, Christina 53'
 */
export function perSeat(ctx: TextContext, values: readonly number[]): string {
  return values.map((v, seat) => `${ctx.seatName(seat)} ${v}`).join(', ');
}

/**
 * Seats by name in a list: `Anne, Bert`.
 *
 * @example
 * seatList(ctx, [0, 1]); // 'Anne, Bert'
 */
export function seatList(ctx: TextContext, seats: readonly number[]): string {
  return seats.map((s) => ctx.seatName(s)).join(', ');
}

/**
 * What a Ramsch seat sees, in words: how often the skat was pushed on and by whom, and
 * who took it up (Schieberamsch).
 *
 * @example
 * ramschViewFacts(view, ctx); // [{ label: 'skat pushed by', value: 'Anne, Bert' }]
 */
export function ramschViewFacts(
  view: SeatView<BaseAction, RamschView | undefined>,
  ctx: TextContext,
): TextFact[] {
  const x = view.extra;
  const facts: TextFact[] = [];
  if (x === undefined) return facts;
  if (x.pushedBy.length > 0)
    facts.push({
      label: tr(ctx, 'skat pushed on by', 'Skat geschoben von'),
      value: `${seatList(ctx, x.pushedBy)} (${tr(ctx, 'value', 'Wert')} ×${2 ** x.pushes})`,
    });
  if (x.pickedBy.length > 0)
    facts.push({
      label: tr(ctx, 'skat taken up by', 'Skat aufgenommen von'),
      value: seatList(ctx, x.pickedBy),
    });
  return facts;
}

/**
 * A Ramsch deal's outcome in words: who loses, each seat's card points and score, where
 * the skat went, Durchmarsch, Jungfrau and pushes.
 *
 * @example
 * ramschOutcomeLines(outcome, ctx)[0]; // { label: 'loser', value: 'Anne' }
 */
export function ramschOutcomeLines(o: RamschOutcome, ctx: TextContext): TextFact[] {
  const lines: TextFact[] = [];
  if (o.durchmarsch) lines.push({ label: 'Durchmarsch', value: seatList(ctx, o.winners) });
  else if (o.losers.length > 0)
    lines.push({
      label: o.losers.length === 1 ? tr(ctx, 'loser', 'Verlierer') : tr(ctx, 'losers', 'Verlierer'),
      value: seatList(ctx, o.losers),
    });
  lines.push({ label: tr(ctx, 'card points', 'Augen'), value: perSeat(ctx, o.points) });
  lines.push({ label: tr(ctx, 'tricks', 'Stiche'), value: perSeat(ctx, o.tricks) });
  if (o.skatTo.length > 0)
    lines.push({
      label: tr(ctx, 'skat', 'Skat'),
      value: tr(
        ctx,
        `${o.skatPoints} card points to ${seatList(ctx, o.skatTo)}`,
        `${o.skatPoints} Augen an ${seatList(ctx, o.skatTo)}`,
      ),
    });
  if (o.jungfrauSeats.length > 0)
    lines.push({ label: 'Jungfrau', value: seatList(ctx, o.jungfrauSeats) });
  if (o.pushes > 0)
    lines.push({
      label: tr(ctx, 'skat pushed on', 'Skat geschoben'),
      value: tr(ctx, `${o.pushes} times`, `${o.pushes}-mal`),
    });
  lines.push({ label: tr(ctx, 'score', 'Punkte'), value: perSeat(ctx, o.scores) });
  return lines;
}

/**
 * Ramsch's action labels in German (`Skat aufnehmen`, `schieben`); English ones come from
 * the report.
 *
 * @example
 * ramschGermanLabel({ type: 'pushSkat', seat: 0 }); // 'schieben (verdoppelt)'
 */
export function ramschGermanLabel(action: BaseAction, view?: SeatView): string | null {
  if (action.type === 'pickUpSkat')
    return `Skat aufnehmen und ${view?.skatSize ?? 2} Karten drücken`;
  return action.type === 'pushSkat' ? 'ungesehen schieben (verdoppelt)' : null;
}

/** The language-aware part of Ramsch's presentation. */
export const ramschTexts: Pick<
  PluginPresentation<RamschAction, RamschOutcome, RamschView>,
  'viewFacts' | 'outcomeLines'
> = {
  viewFacts: ramschViewFacts,
  outcomeLines: (o, ctx) => ramschOutcomeLines(o, ctx),
};
