import {
  type ScoreCell,
  type ScoreListSpec,
  seatCells,
  seatColumns,
  type TextContext,
} from '@stich/core/plugin';
import type { SkatOutcome } from '../outcome';
import type { SkatSessionResult } from '../session';
import { contractWords } from './skatTexts';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);

/** The deal's game: the contract in words, Ramsch, or thrown in; a Bock deal says so. */
function gameCell(o: SkatOutcome, ctx: TextContext): string {
  const game =
    o.kind === 'ramsch'
      ? 'Ramsch'
      : o.kind === 'passed' || o.contract === null
        ? tr(ctx, 'thrown in', 'eingepasst')
        : contractWords(o.contract, ctx);
  return o.bock === true ? `${game} (Bock)` : game;
}

/** Won or lost (overbid, schneider, schwarz), or who lost the Ramsch. */
function resultCell(o: SkatOutcome, ctx: TextContext): string | null {
  if (o.kind === 'ramsch' && o.ramsch !== null) {
    const r = o.ramsch;
    const names = (seats: readonly number[]) => seats.map((s) => ctx.seatName(s)).join(', ');
    if (r.durchmarsch) return `Durchmarsch ${names(r.winners)}`;
    if (r.losers.length === 0) return null;
    return tr(ctx, `lost by ${names(r.losers)}`, `verloren: ${names(r.losers)}`);
  }
  if (o.kind !== 'game') return null;
  const words = [o.won ? tr(ctx, 'won', 'gewonnen') : tr(ctx, 'lost', 'verloren')];
  if (o.schwarz) words.push('schwarz');
  else if (o.schneider) words.push(tr(ctx, 'schneider', 'Schneider'));
  if (o.overbid) words.push(tr(ctx, 'overbid', 'überreizt'));
  return words.join(', ');
}

/**
 * Skat's Spielliste: per deal the game (`Kreuz Hand`, `Grand ouvert`, `Ramsch`), the
 * declarer, the bid, won or lost, the value written for the declarer (Kontra and Bock
 * included; the Ramsch loser's minus), then each seat's running total as the session
 * keeps it: the plain Liste, or Seeger-Fabian points with option `tournament` (the
 * outcome's scores carry the +50/-50 and the defenders' 40 or 30).
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * buildScoreList({ plugin: skatPlugin, outcomes }, ctx).columns.map((c) => c.id);
 * // ['deal', 'game', 'declarer', 'bid', 'result', 'value', 'total.1', 'total.2', 'total.3']
 */
export const skatScoreList: ScoreListSpec<SkatOutcome, SkatSessionResult> = {
  columns: (ctx, seats) => [
    { id: 'game', label: tr(ctx, 'game', 'Spiel'), kind: 'text' },
    { id: 'declarer', label: tr(ctx, 'declarer', 'Alleinspieler'), kind: 'text' },
    { id: 'bid', label: tr(ctx, 'bid', 'Reizwert'), kind: 'number' },
    { id: 'result', label: tr(ctx, 'result', 'Ergebnis'), kind: 'text' },
    { id: 'value', label: tr(ctx, 'value', 'Wert'), kind: 'number' },
    ...seatColumns('total', ctx, seats),
  ],
  row: ({ outcome: o, totals }, ctx) => {
    const game = o.kind === 'game' && o.declarer !== null;
    const ramschScore = (): ScoreCell => {
      const lost = o.ramsch?.losers ?? [];
      return lost.length === 0 ? null : o.scores[lost[0]];
    };
    return {
      game: gameCell(o, ctx),
      declarer: game && o.declarer !== null ? ctx.seatName(o.declarer) : null,
      bid: game && o.bid > 0 ? o.bid : null,
      result: resultCell(o, ctx),
      value: game ? o.value : o.kind === 'ramsch' ? ramschScore() : null,
      ...seatCells('total', totals),
    };
  },
  totals: (r) => r.totals,
};
