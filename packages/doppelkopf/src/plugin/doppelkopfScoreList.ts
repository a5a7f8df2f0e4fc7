import { type ScoreListSpec, seatCells, seatColumns, type TextContext } from '@stich/core/plugin';
import { type DoppelkopfOutcome, type DoppelkopfSheet, gameName, isSolo } from '../index';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const seats = (ctx: TextContext, list: readonly number[]) =>
  list.map((s) => ctx.seatName(s)).join(', ');

/** Which party won (`null`: neither). */
function winnerCell(o: DoppelkopfOutcome, ctx: TextContext): string | null {
  const w = o.score.winner;
  if (w === null) return tr(ctx, 'nobody', 'keiner');
  return w === 're' ? tr(ctx, 'Re wins', 'Re gewinnt') : tr(ctx, 'Kontra wins', 'Kontra gewinnt');
}

/**
 * Doppelkopf's Spielliste: per deal the game (`Normalspiel`, `Damensolo (Pflichtsolo)`),
 * the Re party, its card points, the winning party, the game's value, then each seat's
 * running total as the session counts it.
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * buildScoreList({ plugin: doppelkopfPlugin, outcomes }, ctx).columns.map((c) => c.id);
 * // ['deal', 'game', 're', 'points', 'result', 'value', 'total.1', ...]
 */
export const doppelkopfScoreList: ScoreListSpec<DoppelkopfOutcome, DoppelkopfSheet> = {
  columns: (ctx, n) => [
    { id: 'game', label: tr(ctx, 'game', 'Spiel'), kind: 'text' },
    { id: 're', label: tr(ctx, 'Re party', 'Re-Partei'), kind: 'text' },
    { id: 'points', label: tr(ctx, 'Re card points', 'Augen Re'), kind: 'number' },
    { id: 'result', label: tr(ctx, 'result', 'Ergebnis'), kind: 'text' },
    { id: 'value', label: tr(ctx, 'value', 'Wert'), kind: 'number' },
    ...seatColumns('total', ctx, n),
  ],
  row: ({ outcome: o, totals }, ctx) => {
    const solo = isSolo(o.game) ? (o.pflicht ? ' (Pflichtsolo)' : ' (Lustsolo)') : '';
    return {
      game: `${gameName(o.game, ctx.language)}${solo}`,
      re: seats(ctx, o.re),
      points: o.score.cardPoints.re,
      result: winnerCell(o, ctx),
      value: o.score.value,
      ...seatCells('total', totals),
    };
  },
};
