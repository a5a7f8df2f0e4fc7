import type { SeatView } from '@stich/core';
import type { PluginPresentation, TextContext, TextFact } from '@stich/core/plugin';
import { ramschOutcomeLines, seatList } from '@stich/ramsch/plugin';
import type { Contract, SkatAction, SkatOutcome, SkatView } from '../index';
import { KONTRA_STEPS, nullValue } from '../index';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);

const GAME_NAMES = {
  en: { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds', G: 'grand', N: 'null' },
  de: { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo', G: 'Grand', N: 'Null' },
} as const;

/**
 * A contract in words in the context's language: `clubs hand schneider announced`,
 * `Kreuz Hand Schneider angesagt`, `Grand ouvert`, `Null ouvert Hand`.
 *
 * @example
 * contractWords({ game: 'C', hand: true, schneider: true }, ctx); // 'Kreuz Hand Schneider angesagt' in German
 */
export function contractWords(
  c: Pick<Contract, 'game'> & Partial<Contract>,
  ctx: TextContext,
): string {
  const words: string[] = [GAME_NAMES[ctx.language][c.game]];
  if (c.ouvert) words.push('ouvert');
  if (c.game !== 'N' && c.ouvert) return words.join(' ');
  if (c.hand) words.push(tr(ctx, 'hand', 'Hand'));
  if (c.schwarz) words.push(tr(ctx, 'schwarz announced', 'Schwarz angesagt'));
  else if (c.schneider) words.push(tr(ctx, 'schneider announced', 'Schneider angesagt'));
  return words.join(' ');
}

/** A doubling step's name as people write it: `Kontra`, `Re`, `Bock`. */
export const stepName = (step: string): string => step.charAt(0).toUpperCase() + step.slice(1);

/**
 * What a Skat seat sees, in words: the bid and who holds and calls, who passed, the
 * declarer and the game, Ramsch on pass-out, an open claim.
 *
 * @example
 * skatViewFacts(view, ctx); // [{ label: 'bid', value: '18' }, { label: 'passed', value: 'Bert' }]
 */
export function skatViewFacts(view: SeatView<SkatAction, SkatView>, ctx: TextContext): TextFact[] {
  const x = view.extra;
  const facts: TextFact[] = [];
  if (x.ramsch)
    facts.push({
      label: tr(ctx, 'game', 'Spiel'),
      value: tr(ctx, 'Ramsch (everybody passed)', 'Ramsch (alle haben gepasst)'),
    });
  if (x.bid !== null) facts.push({ label: tr(ctx, 'bid', 'Reizwert'), value: String(x.bid) });
  if (x.caller !== null)
    facts.push({ label: tr(ctx, 'calling', 'sagt'), value: ctx.seatName(x.caller) });
  if (x.holder !== null)
    facts.push({ label: tr(ctx, 'answering', 'hört'), value: ctx.seatName(x.holder) });
  if (x.passed.length > 0)
    facts.push({ label: tr(ctx, 'passed', 'gepasst'), value: seatList(ctx, x.passed) });
  if (x.declarer !== null)
    facts.push({ label: tr(ctx, 'declarer', 'Alleinspieler'), value: ctx.seatName(x.declarer) });
  if (x.contract !== null)
    facts.push({ label: tr(ctx, 'game', 'Spiel'), value: contractWords(x.contract, ctx) });
  if (view.doublings.length > 0)
    facts.push({
      label: tr(ctx, 'doubled', 'gedoppelt'),
      value: view.doublings.map((d) => `${stepName(d.name)} (${ctx.seatName(d.seat)})`).join(', '),
    });
  if (x.claim)
    facts.push({
      label: tr(ctx, 'claim', 'Anspruch'),
      value: tr(ctx, 'the declarer claims the rest', 'der Alleinspieler beansprucht den Rest'),
    });
  return facts;
}

const EARLY = {
  declarerResigned: { en: 'the declarer conceded', de: 'der Alleinspieler hat aufgegeben' },
  claimAccepted: {
    en: "the declarer's claim was accepted",
    de: 'der Anspruch des Alleinspielers wurde angenommen',
  },
  defendersResigned: { en: 'the defenders conceded', de: 'die Gegenspieler haben aufgegeben' },
} as const;

/**
 * A Skat deal's outcome in words: the game and its declarer, won or lost, the bid,
 * matadors, the game value, the declarer's card points, an overbid, Kontra and an early
 * end; Ramsch on pass-out as Ramsch.
 *
 * @example
 * skatOutcomeLines(outcome, ctx); // [{ label: 'game', value: 'grand hand' }, { label: 'declarer', value: 'Bert' }, ...]
 */
export function skatOutcomeLines(o: SkatOutcome, ctx: TextContext): TextFact[] {
  const game = tr(ctx, 'game', 'Spiel');
  if (o.kind === 'ramsch' && o.ramsch !== null)
    return [{ label: game, value: 'Ramsch' }, ...ramschOutcomeLines(o.ramsch, ctx)];
  if (o.kind !== 'game' || o.declarer === null || o.contract === null)
    return [
      {
        label: game,
        value: tr(ctx, 'thrown in: everybody passed', 'eingepasst: alle haben gepasst'),
      },
    ];
  const c = o.contract;
  const lines: TextFact[] = [
    { label: game, value: contractWords(c, ctx) },
    { label: tr(ctx, 'declarer', 'Alleinspieler'), value: ctx.seatName(o.declarer) },
    {
      label: tr(ctx, 'result', 'Ergebnis'),
      value: o.won ? tr(ctx, 'won', 'gewonnen') : tr(ctx, 'lost', 'verloren'),
    },
    { label: tr(ctx, 'bid', 'Reizwert'), value: String(o.bid) },
  ];
  if (c.game !== 'N') {
    const m = o.matadors;
    lines.push({
      label: tr(ctx, 'matadors', 'Spitzen'),
      value: m >= 0 ? tr(ctx, `with ${m}`, `mit ${m}`) : tr(ctx, `without ${-m}`, `ohne ${-m}`),
    });
  }
  const base = o.gameValue / o.multiplier;
  const how = c.game !== 'N' && Number.isInteger(base) ? ` (${o.multiplier} × ${base})` : '';
  lines.push({ label: tr(ctx, 'game value', 'Spielwert'), value: `${o.gameValue}${how}` });
  let taken = tr(
    ctx,
    `${o.declarerPoints} in ${o.declarerTricks} tricks`,
    `${o.declarerPoints} in ${o.declarerTricks} Stichen`,
  );
  if (o.schwarz) taken += tr(ctx, ', schwarz', ', schwarz');
  else if (o.schneider) taken += tr(ctx, ', schneider', ', Schneider');
  lines.push({
    label: tr(ctx, "declarer's card points", 'Augen des Alleinspielers'),
    value: taken,
  });
  if (o.overbid)
    lines.push({
      label: tr(ctx, 'overbid', 'überreizt'),
      value: tr(
        ctx,
        `the game is worth less than the bid of ${o.bid}`,
        `das Spiel ist weniger wert als der Reizwert ${o.bid}`,
      ),
    });
  if (o.kontra > 0)
    lines.push({
      label: tr(ctx, 'doubled', 'gedoppelt'),
      value: KONTRA_STEPS.slice(0, o.kontra).map(stepName).join(', '),
    });
  if (o.early !== null)
    lines.push({
      label: tr(ctx, 'ended early', 'vorzeitig beendet'),
      value: EARLY[o.early.reason][ctx.language],
    });
  lines.push({
    label: tr(ctx, 'score', 'Wertung'),
    value: o.value > 0 ? `+${o.value}` : String(o.value),
  });
  return lines;
}

/**
 * Whether a defender takes `action` (a seat other than the declarer's, once one is known).
 *
 * @example
 * byDefender({ type: 'resign', seat: 1 }, view); // true when Anne (seat 0) declares
 */
export function byDefender(
  action: SkatAction,
  view: SeatView<SkatAction, SkatView> | undefined,
): boolean {
  const declarer = view?.extra.declarer ?? null;
  return declarer !== null && action.seat !== declarer;
}

/**
 * Skat's action labels in German: `18`, `ja (18)`, `passe`, `Skat aufnehmen`, the game
 * to declare (`Kreuz Hand`), `Kontra sagen`, `aufgeben`, `Rest beanspruchen`.
 *
 * @example
 * skatGermanLabel({ type: 'pass', seat: 1 }, view); // 'passe'
 */
export function skatGermanLabel(
  action: SkatAction,
  view: SeatView<SkatAction, SkatView> | undefined,
  ctx: TextContext,
): string | null {
  switch (action.type) {
    case 'claim':
      return byDefender(action, view)
        ? 'Aufgabe des Alleinspielers annehmen'
        : 'Rest beanspruchen (Karten zeigen)';
    case 'resign':
      if (!byDefender(action, view)) return 'Spiel aufgeben';
      return view?.extra.claim === true
        ? 'Anspruch annehmen (Rest an den Alleinspieler; eine Karte spielen lehnt ab)'
        : 'aufgeben';
    case 'bid':
      return String(action.value);
    case 'hold': {
      const bid = view === undefined ? null : view.extra.bid;
      return bid === null ? 'ja' : `ja (${bid} halten)`;
    }
    case 'pass':
      return 'passe';
    case 'pickUpSkat':
      return 'Skat aufnehmen';
    case 'double':
      return `${stepName(KONTRA_STEPS[view?.doublings.length ?? 0] ?? 'kontra')} sagen (verdoppelt)`;
    case 'declare': {
      const text = contractWords({ ...action, hand: action.hand ?? false }, ctx);
      return action.game === 'N'
        ? `${text} (${nullValue({ hand: action.hand ?? false, ouvert: action.ouvert ?? false })})`
        : text;
    }
    default:
      return null;
  }
}

/** The language-aware part of Skat's presentation. */
export const skatTexts: Pick<
  PluginPresentation<SkatAction, SkatOutcome, SkatView>,
  'viewFacts' | 'outcomeLines'
> = {
  viewFacts: skatViewFacts,
  outcomeLines: skatOutcomeLines,
};
