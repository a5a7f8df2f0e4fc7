import type { SeatView } from '@stich/core';
import type { PluginPresentation, TextContext, TextFact } from '@stich/core/plugin';
import type { SchafkopfAction, SchafkopfOutcome, SchafkopfView } from '../index';
import { cardText, centsText, classText, gameText } from './schafkopfText';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const seats = (ctx: TextContext, list: readonly number[]) =>
  list.map((s) => ctx.seatName(s)).join(', ');
const cents = (ctx: TextContext, list: readonly number[]) =>
  list.map((v, seat) => `${ctx.seatName(seat)} ${v > 0 ? '+' : ''}${centsText(v)}`).join(', ');

/**
 * What a Schafkopf seat sees, in words: who knocked, who wants to play, the game held and
 * named in a duel, the declarer, the game (in its German name) and the called Sau.
 *
 * @example
 * schafkopfViewFacts(view, ctx); // [{ label: 'game', value: 'Sauspiel auf die Gras-Sau' }, ...]
 */
export function schafkopfViewFacts(
  view: SeatView<SchafkopfAction, SchafkopfView>,
  ctx: TextContext,
): TextFact[] {
  const x = view.extra;
  const facts: TextFact[] = [];
  if (x.knocks.length > 0)
    facts.push({ label: tr(ctx, 'knocked', 'geklopft'), value: seats(ctx, x.knocks) });
  if (x.claimants.length > 0 && x.declarer === null)
    facts.push({ label: tr(ctx, '"Ich spiel"', '„Ich spiel“'), value: seats(ctx, x.claimants) });
  if (x.holder !== null && x.declarer === null)
    facts.push({
      label: tr(ctx, 'holding', 'hält'),
      value: `${ctx.seatName(x.holder)}${x.claim === null ? '' : ` (${classText(x.claim)})`}`,
    });
  if (x.named !== null)
    facts.push({ label: tr(ctx, 'named', 'angesagt'), value: classText(x.named) });
  if (x.declarer !== null)
    facts.push({ label: tr(ctx, 'declarer', 'Spieler'), value: ctx.seatName(x.declarer) });
  if (x.game !== null) facts.push({ label: tr(ctx, 'game', 'Spiel'), value: gameText(x.game) });
  if (x.calledAce !== null)
    facts.push({ label: tr(ctx, 'called ace', 'gerufene Sau'), value: cardText(x.calledAce) });
  if (view.doublings.length > 0)
    facts.push({
      label: tr(ctx, 'doubled', 'gedoppelt'),
      value: view.doublings
        .map((d) => `${d.name.charAt(0).toUpperCase()}${d.name.slice(1)} (${ctx.seatName(d.seat)})`)
        .join(', '),
    });
  return facts;
}

/**
 * A Schafkopf deal's outcome in words: the game and who played it, won or lost, the card
 * points, Schneider, Schwarz, Laufende, doublings and each seat's payment; Ramsch's
 * losers; a deal thrown in.
 *
 * @example
 * schafkopfOutcomeLines(outcome, ctx)[0]; // { label: 'game', value: 'Herz-Solo' }
 */
export function schafkopfOutcomeLines(o: SchafkopfOutcome, ctx: TextContext): TextFact[] {
  const game = tr(ctx, 'game', 'Spiel');
  const payments = { label: tr(ctx, 'payments', 'Zahlungen'), value: cents(ctx, o.payments) };
  if (o.kind === 'thrownIn')
    return [
      { label: game, value: tr(ctx, 'thrown in (nobody played)', 'zusammengeworfen') },
      payments,
    ];
  const lines: TextFact[] = [{ label: game, value: gameText(o.game) }];
  if (o.kind === 'ramsch') {
    if (o.durchmarsch !== null)
      lines.push({ label: 'Durchmarsch', value: ctx.seatName(o.durchmarsch) });
    else lines.push({ label: tr(ctx, 'losers', 'Verlierer'), value: seats(ctx, o.losers) });
    if (o.jungfrauen.length > 0) lines.push({ label: 'Jungfrau', value: seats(ctx, o.jungfrauen) });
  } else {
    lines.push({ label: tr(ctx, 'declarer', 'Spieler'), value: ctx.seatName(o.declarer) });
    if (o.partner !== null)
      lines.push({ label: tr(ctx, 'partner', 'Partner'), value: ctx.seatName(o.partner) });
    lines.push({
      label: tr(ctx, 'result', 'Ergebnis'),
      value: o.won ? tr(ctx, 'won', 'gewonnen') : tr(ctx, 'lost', 'verloren'),
    });
    lines.push({
      label: tr(ctx, 'card points', 'Augen'),
      value: tr(
        ctx,
        `${o.playingPoints} to ${o.opponentPoints}`,
        `${o.playingPoints} zu ${o.opponentPoints}`,
      ),
    });
    if (o.schwarz) lines.push({ label: 'Schwarz', value: tr(ctx, 'yes', 'ja') });
    else if (o.schneider) lines.push({ label: 'Schneider', value: tr(ctx, 'yes', 'ja') });
    if (o.laufende > 0) lines.push({ label: 'Laufende', value: String(o.laufende) });
  }
  if (o.doublings > 0)
    lines.push({
      label: tr(ctx, 'doubled', 'gedoppelt'),
      value: tr(ctx, `${o.doublings} times`, `${o.doublings}-mal`),
    });
  lines.push({ label: tr(ctx, 'value', 'Wert'), value: centsText(o.value) }, payments);
  return lines;
}

/**
 * Schafkopf's action labels in German (`„Ich spiel“`, `weiter`, `Kontra`).
 *
 * @example
 * schafkopfGermanLabel({ type: 'knock', seat: 0 }); // 'klopfen (verdoppelt)'
 */
export function schafkopfGermanLabel(
  action: SchafkopfAction,
  view: SeatView<SchafkopfAction, SchafkopfView> | undefined,
  step: string,
): string | null {
  switch (action.type) {
    case 'claimGame':
      return '„Ich spiel“';
    case 'pass': {
      const phase = view?.phase;
      return phase === 'kontra' && view!.legalActions.some((a) => a.type === 'double')
        ? `kein ${step}`
        : 'weiter';
    }
    case 'nameClass':
      return `${classText(action.rank)} ansagen`;
    case 'hold':
      return 'halten („ich auch“)';
    case 'double':
      return `${step} (verdoppelt)`;
    case 'knock':
      return 'klopfen (verdoppelt)';
    default:
      return null;
  }
}

/** The language-aware part of Schafkopf's presentation. */
export const schafkopfTexts: Pick<
  PluginPresentation<SchafkopfAction, SchafkopfOutcome, SchafkopfView>,
  'viewFacts' | 'outcomeLines'
> = { viewFacts: schafkopfViewFacts, outcomeLines: schafkopfOutcomeLines };
