import type { SeatView } from '@stich/core';
import {
  cardName,
  type PluginPresentation,
  type TextContext,
  type TextFact,
} from '@stich/core/plugin';
import type { DoppelkopfAction, DoppelkopfOutcome, DoppelkopfView } from '../index';
import { DECLARABLE_GAMES, declaredIndex, describeScore, gameName, isSolo } from '../index';
import { callLevel, callText, levelCall, madeLevels, partyText } from './doppelkopfText';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const seats = (ctx: TextContext, list: readonly number[]) =>
  list.map((s) => ctx.seatName(s)).join(', ');

/**
 * What a Doppelkopf seat sees, in words: the game and its soloist, who has a Vorbehalt,
 * the announcements made (Re, Kontra, keine 90 ...) and by whom.
 *
 * @example
 * doppelkopfViewFacts(view, ctx); // [{ label: 'Spiel', value: 'Normalspiel' }, { label: 'Ansagen', value: 'Re (Anne)' }]
 */
export function doppelkopfViewFacts(
  view: SeatView<DoppelkopfAction, DoppelkopfView>,
  ctx: TextContext,
): TextFact[] {
  const x = view.extra;
  const facts: TextFact[] = [];
  if (x.game !== null) {
    const kind = isSolo(x.game) ? (x.pflicht ? ' (Pflichtsolo)' : ' (Lustsolo)') : '';
    facts.push({
      label: tr(ctx, 'game', 'Spiel'),
      value: `${gameName(x.game, ctx.language)}${kind}`,
    });
  }
  if (x.armut !== undefined) {
    const a = x.armut;
    const taker =
      a.partner >= 0
        ? tr(
            ctx,
            `taken by ${ctx.seatName(a.partner)}`,
            `mitgenommen von ${ctx.seatName(a.partner)}`,
          )
        : tr(ctx, 'not taken yet', 'noch nicht mitgenommen');
    facts.push({
      label: 'Armut',
      value: `${ctx.seatName(a.poor)}: ${a.count} ${tr(ctx, 'cards', 'Karten')}, ${taker}`,
    });
    if (a.laid !== undefined)
      facts.push({
        label: tr(ctx, 'laid aside', 'abgelegt'),
        value: a.laid.map((c) => cardName(c)).join(' '),
      });
    if (a.back !== undefined && a.back.length > 0)
      facts.push({
        label: tr(ctx, 'given back', 'zurück'),
        value: a.back.map((c) => cardName(c)).join(' '),
      });
  } else if (x.declarer >= 0)
    facts.push({ label: tr(ctx, 'declarer', 'Solist'), value: ctx.seatName(x.declarer) });
  if (x.game === null && x.reservations.length > 0)
    facts.push({ label: 'Vorbehalt', value: seats(ctx, x.reservations) });
  if (x.schweine !== undefined)
    facts.push({
      label: tr(ctx, 'Schweine (both ♦A, above the ♥10)', 'Schweine (beide ♦A, über der ♥10)'),
      value: ctx.seatName(x.schweine),
    });
  if (x.superschweine !== undefined)
    facts.push({
      label: tr(ctx, 'Superschweine (above the Schweine)', 'Superschweine (über den Schweinen)'),
      value: ctx.seatName(x.superschweine),
    });
  if (x.announcements.length > 0)
    facts.push({
      label: tr(ctx, 'announcements', 'Ansagen'),
      value: x.announcements.map((a) => `${callText(a.call)} (${ctx.seatName(a.seat)})`).join(', '),
    });
  if (x.bock !== undefined)
    facts.push({
      label: 'Bock',
      value: tr(
        ctx,
        `every score counts double (${x.bock} Bock deals left, this one included)`,
        `alle Punkte zählen doppelt (noch ${x.bock} Bockspiele, dieses mitgezählt)`,
      ),
    });
  return facts;
}

/** Splits `Re: Gewonnen +1` into label and value; a line without one gets `fallback`. */
function split(line: string, fallback: string): TextFact {
  const m = /^(.*?\S): (.*)$/.exec(line);
  return m === null ? { label: fallback, value: line } : { label: m[1], value: m[2] };
}

/**
 * A Doppelkopf deal's outcome in words: the game, the parties, the card points and the
 * winner, each game point and Sonderpunkt, the game value and each seat's score.
 *
 * @example
 * doppelkopfOutcomeLines(outcome, ctx)[0]; // { label: 'Spiel', value: 'Normalspiel' }
 */
export function doppelkopfOutcomeLines(o: DoppelkopfOutcome, ctx: TextContext): TextFact[] {
  const names = o.score.scores.map((_, seat) => ctx.seatName(seat));
  const solo = isSolo(o.game);
  const lines: TextFact[] = [
    {
      label: tr(ctx, 'game', 'Spiel'),
      value: `${gameName(o.game, ctx.language)}${solo ? (o.pflicht ? ' (Pflichtsolo)' : ' (Lustsolo)') : ''}`,
    },
    { label: 'Re', value: seats(ctx, o.re) },
    { label: 'Kontra', value: seats(ctx, o.kontra) },
  ];
  const [head, ...rest] = describeScore(o.score, ctx.language, names);
  lines.push({ label: tr(ctx, 'result', 'Ergebnis'), value: head });
  for (const line of rest) lines.push(split(line, tr(ctx, 'result', 'Ergebnis')));
  if (o.bock)
    lines.push({
      label: 'Bock',
      value: tr(
        ctx,
        `every score doubled: value ${o.score.value}`,
        `alle Punkte verdoppelt: Spielwert ${o.score.value}`,
      ),
    });
  return lines;
}

/**
 * Doppelkopf's action labels in German (`„gesund“`, `„Vorbehalt“`, `„Re“ ansagen`).
 *
 * @example
 * doppelkopfGermanLabel({ type: 'claimGame', seat: 0 }, view, false); // '„Vorbehalt“ (Solo oder Hochzeit)'
 */
export function doppelkopfGermanLabel(
  action: DoppelkopfAction,
  view: SeatView<DoppelkopfAction, DoppelkopfView> | undefined,
  naming: boolean,
): string | null {
  switch (action.type) {
    case 'pass':
      if (view?.phase === 'armut') return 'die Armut nicht mitnehmen';
      if (!naming) return '„gesund“ (kein Vorbehalt)';
      return view?.extra.armutOn === true || view?.extra.schmeissen !== undefined
        ? 'weg (kein Solo)'
        : 'weg (keine Hochzeit neben einem anderen Vorbehalt)';
    case 'claimGame': {
      const x = view?.extra;
      const more = [
        ...(x?.armutOn === true ? ['Armut'] : []),
        ...(x?.schmeissen === undefined ? [] : ['Schmeißen']),
      ];
      return more.length === 0
        ? '„Vorbehalt“ (Solo oder Hochzeit)'
        : `„Vorbehalt“ (Solo, Hochzeit${more.length === 2 ? `, ${more[0]}` : ''} oder ${more.at(-1)})`;
    }
    case 'takeArmut':
      return 'die Armut mitnehmen (so viele Karten zurückgeben und mit dem Armen spielen)';
    case 'layAside':
      return `${cardName(action.card)} ablegen`;
    case 'giveBack':
      return `${cardName(action.card)} zurückgeben`;
    case 'declare': {
      const i = declaredIndex(action);
      return typeof i === 'number' ? gameName(DECLARABLE_GAMES[i], 'de') : null;
    }
    case 'announce': {
      const party = action.party === 'kontra' ? 'kontra' : 're';
      const level = callLevel(action.call);
      const from = view === undefined ? level : madeLevels(view.extra)[party] + 1;
      const implied = Array.from({ length: Math.max(0, level - from) }, (_, i) =>
        callText(levelCall(party, from + i)),
      );
      const also = implied.length === 0 ? '' : ` (sagt auch ${implied.join(', ')})`;
      return `„${callText(action.call)}“ ${partyText(party) === callText(action.call) ? 'ansagen' : 'absagen'}${also}`;
    }
    default:
      return null;
  }
}

/** The language-aware part of Doppelkopf's presentation. */
export const doppelkopfTexts: Pick<
  PluginPresentation<DoppelkopfAction, DoppelkopfOutcome, DoppelkopfView>,
  'viewFacts' | 'outcomeLines'
> = { viewFacts: doppelkopfViewFacts, outcomeLines: doppelkopfOutcomeLines };
