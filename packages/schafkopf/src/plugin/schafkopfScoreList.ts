import { type ScoreListSpec, seatCells, seatColumns, type TextContext } from '@stich/core/plugin';
import type { SchafkopfOutcome, SchafkopfSheet } from '../index';
import { gameText } from './schafkopfText';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const seats = (ctx: TextContext, list: readonly number[]) =>
  list.map((s) => ctx.seatName(s)).join(', ');
/** Cents as euros, a number (`-0.3` for 30 cents paid). */
const euros = (cents: number) => Math.round(cents) / 100;

/** Won or lost (Schneider, Schwarz), or who lost the Ramsch (`null`: thrown in). */
function resultCell(o: SchafkopfOutcome, ctx: TextContext): string | null {
  if (o.kind === 'thrownIn') return null;
  if (o.kind === 'ramsch')
    return o.durchmarsch !== null
      ? `Durchmarsch ${ctx.seatName(o.durchmarsch)}`
      : tr(ctx, `lost by ${seats(ctx, o.losers)}`, `verloren: ${seats(ctx, o.losers)}`);
  const words = [o.won ? tr(ctx, 'won', 'gewonnen') : tr(ctx, 'lost', 'verloren')];
  if (o.schwarz) words.push('Schwarz');
  else if (o.schneider) words.push('Schneider');
  if (o.laufende > 0) words.push(`${o.laufende} Laufende`);
  return words.join(', ');
}

/**
 * Schafkopf's Spielliste: per deal the game (its German name: `Sauspiel auf die
 * Gras-Sau`, `Wenz`, `Ramsch`), the player and the partner, won or lost, the game's value,
 * then each seat's running balance; amounts in euros (the session keeps cents).
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * buildScoreList({ plugin: schafkopfPlugin, outcomes }, ctx).columns.map((c) => c.id);
 * // ['deal', 'game', 'declarer', 'partner', 'result', 'value', 'total.1', ...]
 */
export const schafkopfScoreList: ScoreListSpec<SchafkopfOutcome, SchafkopfSheet> = {
  columns: (ctx, n) => [
    { id: 'game', label: tr(ctx, 'game', 'Spiel'), kind: 'text' },
    { id: 'declarer', label: tr(ctx, 'player', 'Spieler'), kind: 'text' },
    { id: 'partner', label: tr(ctx, 'partner', 'Partner'), kind: 'text' },
    { id: 'result', label: tr(ctx, 'result', 'Ergebnis'), kind: 'text' },
    { id: 'value', label: tr(ctx, 'value (€)', 'Wert (€)'), kind: 'number' },
    ...seatColumns('total', ctx, n),
  ],
  row: ({ outcome: o, totals }, ctx) => {
    const played = o.kind === 'game';
    return {
      game: o.kind === 'thrownIn' ? tr(ctx, 'thrown in', 'zusammengeworfen') : gameText(o.game),
      declarer: played ? ctx.seatName(o.declarer) : null,
      partner: played && o.partner !== null ? ctx.seatName(o.partner) : null,
      result: resultCell(o, ctx),
      value: o.kind === 'thrownIn' ? null : euros(o.value),
      ...seatCells('total', totals),
    };
  },
  totals: (r) => r.totals.map(euros),
};
