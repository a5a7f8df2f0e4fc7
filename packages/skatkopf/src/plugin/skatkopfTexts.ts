import type { CardCode, SeatView, Suit } from '@stich/core';
import {
  cardName,
  type PluginPresentation,
  type ScoreListSpec,
  SUIT_NAMES,
  seatCells,
  seatColumns,
  type TextContext,
  type TextFact,
} from '@stich/core/plugin';
import type {
  Game,
  Making,
  SkatkopfAction,
  SkatkopfOutcome,
  SkatkopfSessionResult,
  SkatkopfView,
} from '../index';
import { BASE_VALUES, formatStake } from '../index';
import { GAME_NAMES } from './skatkopfText';

/** English or German by the context's language. */
const tr = (ctx: TextContext, en: string, de: string) => (ctx.language === 'de' ? de : en);
const seats = (ctx: TextContext, list: readonly number[]) =>
  list.map((s) => ctx.seatName(s)).join(', ');
const suit = (ctx: TextContext, s: Suit) =>
  `${SUIT_NAMES[s][ctx.language]} ${SUIT_NAMES[s].symbol}`;

const MAKING = {
  hand: { en: 'hand', de: 'Hand' },
  tournee: { en: 'tournee', de: 'Tournee' },
  forced: { en: 'forced', de: 'Pflicht' },
  exchange: { en: 'with the kitty', de: 'mit Kitty' },
  none: { en: '', de: '' },
} as const satisfies Record<Making, { en: string; de: string }>;

/**
 * A Skatkopf bid in words: `Solo doubled (4)`, `Solo gedoppelt (4)`.
 *
 * @example
 * bidWords('solo', 1, ctx); // 'Solo doubled (4)'
 */
export function bidWords(game: Game, doublings: number, ctx: TextContext): string {
  const value = BASE_VALUES[game] * 2 ** doublings;
  const times = tr(ctx, ` doubled ${doublings} times`, ` ${doublings}-mal gedoppelt`);
  const doubled =
    doublings === 0 ? '' : doublings === 1 ? tr(ctx, ' doubled', ' gedoppelt') : times;
  return `${GAME_NAMES[game]}${doubled} (${value})`;
}

/** A game as played: `Partner in hearts ♥ (tournee)`, `Solo in Kreuz ♣ (Hand)`. */
function gameWords(
  g: { game: Game; trumpSuit: Suit | null; making: Making | null },
  ctx: TextContext,
): string {
  const name = GAME_NAMES[g.game];
  if (g.trumpSuit === null) return name;
  const how = g.making === null ? '' : MAKING[g.making][ctx.language];
  return `${name} ${tr(ctx, 'in', 'in')} ${suit(ctx, g.trumpSuit)}${how === '' ? '' : ` (${how})`}`;
}

const cards = (list: readonly CardCode[]) => list.map((c) => cardName(c)).join(' ');

/**
 * What a Skatkopf seat sees, in words: the bid and who holds it, who passed, the
 * declarer, the game and its trumps, the kitty cards turned, the called card and the
 * partner once known.
 *
 * @example
 * skatkopfViewFacts(view, ctx); // [{ label: 'bid', value: 'Partner (1)' }, ...]
 */
export function skatkopfViewFacts(
  view: SeatView<SkatkopfAction, SkatkopfView>,
  ctx: TextContext,
): TextFact[] {
  const x = view.extra;
  const facts: TextFact[] = [];
  if (x.bid !== null)
    facts.push({
      label: tr(ctx, 'bid', 'Gebot'),
      value: bidWords(x.bid.game, x.bid.doublings, ctx),
    });
  if (x.caller !== null)
    facts.push({ label: tr(ctx, 'bidding', 'bietet'), value: ctx.seatName(x.caller) });
  if (x.holder !== null)
    facts.push({ label: tr(ctx, 'holding', 'hält'), value: ctx.seatName(x.holder) });
  if (x.passed.length > 0)
    facts.push({ label: tr(ctx, 'passed', 'gepasst'), value: seats(ctx, x.passed) });
  if (x.declarer !== null)
    facts.push({
      label: tr(ctx, 'declarer', 'Alleinspieler'),
      value: `${ctx.seatName(x.declarer)}${x.forced ? tr(ctx, ' (forced)', ' (Pflicht)') : ''}`,
    });
  if (x.game !== null)
    facts.push({ label: tr(ctx, 'game', 'Spiel'), value: gameWords({ ...x, game: x.game }, ctx) });
  else if (x.trumpSuit !== null)
    facts.push({ label: tr(ctx, 'trump suit', 'Trumpf'), value: suit(ctx, x.trumpSuit) });
  if (x.turned.length > 0)
    facts.push({
      label: tr(ctx, 'kitty cards turned', 'Kitty aufgedeckt'),
      value: cards(x.turned),
    });
  if (x.called !== null)
    facts.push({ label: tr(ctx, 'called card', 'gerufene Karte'), value: cardName(x.called) });
  if (x.partnerKnown)
    facts.push({
      label: tr(ctx, 'partner', 'Partner'),
      value:
        x.partner === null ? tr(ctx, 'none (alone)', 'keiner (allein)') : ctx.seatName(x.partner),
    });
  return facts;
}

/**
 * A Skatkopf deal's outcome in words: the game, declarer and partner, won or lost, the
 * side's card points, schneider and schwarz, the value and each seat's stake.
 *
 * @example
 * skatkopfOutcomeLines(outcome, ctx)[0]; // { label: 'game', value: 'Grand Hand' }
 */
export function skatkopfOutcomeLines(o: SkatkopfOutcome, ctx: TextContext): TextFact[] {
  const lines: TextFact[] = [
    { label: tr(ctx, 'game', 'Spiel'), value: gameWords(o, ctx) },
    {
      label: tr(ctx, 'declarer', 'Alleinspieler'),
      value: `${ctx.seatName(o.declarer)}${o.forced ? tr(ctx, ' (forced)', ' (Pflicht)') : ''}`,
    },
  ];
  if (o.called !== null)
    lines.push({ label: tr(ctx, 'called card', 'gerufene Karte'), value: cardName(o.called) });
  if (o.partner !== null)
    lines.push({ label: tr(ctx, 'partner', 'Partner'), value: ctx.seatName(o.partner) });
  lines.push({
    label: tr(ctx, 'result', 'Ergebnis'),
    value: o.won ? tr(ctx, 'won', 'gewonnen') : tr(ctx, 'lost', 'verloren'),
  });
  let taken = `${o.sidePoints}`;
  if (o.schwarz) taken += tr(ctx, ', schwarz', ', schwarz');
  else if (o.schneider) taken += tr(ctx, ', schneider', ', Schneider');
  lines.push({
    label: tr(ctx, "declarer's side card points", 'Augen der Spielpartei'),
    value: taken,
  });
  if (o.kittyPoints > 0)
    lines.push({
      label: tr(ctx, 'kitty', 'Kitty'),
      value: tr(ctx, `${o.kittyPoints} card points`, `${o.kittyPoints} Augen`),
    });
  if (o.turned > 0)
    lines.push({
      label: tr(ctx, 'kitty cards turned', 'Kitty aufgedeckt'),
      value: String(o.turned),
    });
  if (o.doublings > 0)
    lines.push({
      label: tr(ctx, 'doubled', 'gedoppelt'),
      value: tr(ctx, `${o.doublings} times`, `${o.doublings}-mal`),
    });
  lines.push({ label: tr(ctx, 'value', 'Wert'), value: String(o.value) });
  lines.push({
    label: tr(ctx, 'stakes', 'Einsätze'),
    value: o.scores
      .map((v, seat) => `${ctx.seatName(seat)} ${v > 0 ? '+' : ''}${formatStake(v)}`)
      .join(', '),
  });
  return lines;
}

/**
 * Skatkopf's action labels in German.
 *
 * @example
 * skatkopfGermanLabel({ type: 'pass', seat: 1 }, ctx); // 'passe'
 */
export function skatkopfGermanLabel(action: SkatkopfAction, ctx: TextContext): string | null {
  switch (action.type) {
    case 'bid':
      return bidWords(action.game, action.doublings ?? 0, ctx);
    case 'hold':
      return 'halten';
    case 'pass':
      return 'passe';
    case 'declare':
      return `${GAME_NAMES[action.game]} (${BASE_VALUES[action.game]})`;
    case 'hand':
      return `Hand: ${suit(ctx, action.suit)} Trumpf`;
    case 'turn':
      return 'nächste Kitty-Karte aufdecken';
    case 'accept':
      return 'aufgedeckte Farbe annehmen';
    case 'nameTrump':
      return suit(ctx, action.suit);
    case 'call':
      return `${cardName(action.card)} rufen`;
    default:
      return null;
  }
}

/** The language-aware part of Skatkopf's presentation. */
export const skatkopfTexts: Pick<
  PluginPresentation<SkatkopfAction, SkatkopfOutcome, SkatkopfView>,
  'viewFacts' | 'outcomeLines'
> = { viewFacts: skatkopfViewFacts, outcomeLines: skatkopfOutcomeLines };

/** A stake as a number of whole units, to two places (stakes may be thirds). */
const stake = (v: number) => Math.round(v * 100) / 100;

/**
 * Skatkopf's Spielliste: per deal the game, the declarer (forced or not) and the partner,
 * won or lost, the game's value, then each seat's stakes so far as the session keeps them
 * (thirds to two places).
 *
 * @example
 * import { buildScoreList } from '@stich/core/plugin';
 *
 * buildScoreList({ plugin: skatkopfPlugin, outcomes }, ctx).columns.map((c) => c.id);
 * // ['deal', 'game', 'declarer', 'partner', 'result', 'value', 'total.1', ...]
 */
export const skatkopfScoreList: ScoreListSpec<SkatkopfOutcome, SkatkopfSessionResult> = {
  columns: (ctx, n) => [
    { id: 'game', label: tr(ctx, 'game', 'Spiel'), kind: 'text' },
    { id: 'declarer', label: tr(ctx, 'declarer', 'Alleinspieler'), kind: 'text' },
    { id: 'partner', label: tr(ctx, 'partner', 'Partner'), kind: 'text' },
    { id: 'result', label: tr(ctx, 'result', 'Ergebnis'), kind: 'text' },
    { id: 'value', label: tr(ctx, 'value', 'Wert'), kind: 'number' },
    ...seatColumns('total', ctx, n),
  ],
  row: ({ outcome: o, totals }, ctx) => {
    const result = [o.won ? tr(ctx, 'won', 'gewonnen') : tr(ctx, 'lost', 'verloren')];
    if (o.schwarz) result.push('schwarz');
    else if (o.schneider) result.push(tr(ctx, 'schneider', 'Schneider'));
    return {
      game: gameWords(o, ctx),
      declarer: `${ctx.seatName(o.declarer)}${o.forced ? tr(ctx, ' (forced)', ' (Pflicht)') : ''}`,
      partner: o.partner === null ? null : ctx.seatName(o.partner),
      result: result.join(', '),
      value: o.value,
      ...seatCells('total', totals),
    };
  },
  totals: (r) => r.totals.map(stake),
};
