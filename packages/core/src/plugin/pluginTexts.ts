import type { BaseAction } from '../kernel/actions';
import type { SeatView } from '../kernel/spec';
import { cardName } from './cardName';
import type { AnyPlugin } from './stichPlugin';
import type { TextContext, TextFact } from './textContext';

/**
 * A plug-in's texts in one language, defaults filled in: what the tools draw for a view,
 * an outcome and an action. See {@link pluginTexts}.
 *
 * @example
 * const texts: PluginTexts = pluginTexts(plugin, { language: 'en', seatName: (s) => `Seat ${s + 1}` });
 * texts.words('trickPoints'); // 'trick points'
 */
export interface PluginTexts {
  /** The language they are written in. */
  readonly language: TextContext['language'];
  /** The view's facts: the game's, else its `extra` read generically. */
  viewFacts(view: SeatView): TextFact[];
  /** The outcome's lines: the game's, else the outcome read generically. */
  outcomeLines(outcome: unknown): TextFact[];
  /** The game's label for an action in this language, or `null` (the tool's own then). */
  actionLabel(action: BaseAction, view?: SeatView): string | null;
  /** A field name or code in words: `trickPoints` -> `trick points`. */
  words(key: string): string;
}

const YES = { en: 'yes', de: 'ja' } as const;

/** German for the field names games share, for plug-ins that give no texts of their own. */
const GERMAN: Readonly<Record<string, string>> = {
  bid: 'Reizwert',
  declarer: 'Alleinspieler',
  partner: 'Partner',
  holder: 'Hörer',
  caller: 'Sager',
  passed: 'gepasst',
  contract: 'Spiel',
  game: 'Spiel',
  points: 'Augen',
  'trick points': 'Stichaugen',
  tricks: 'Stiche',
  scores: 'Punkte',
  score: 'Punkte',
  penalties: 'Strafpunkte',
  value: 'Wert',
  won: 'gewonnen',
  losers: 'Verlierer',
  winners: 'Gewinner',
  doublings: 'Verdopplungen',
  payments: 'Zahlungen',
  schneider: 'Schneider',
  schwarz: 'Schwarz',
  hand: 'Hand',
  skat: 'Skat',
  trumps: 'Trumpf',
  kontra: 'Kontra',
  re: 'Re',
};

/** Keys whose numbers are seats (`declarer`, `passed`, `pickedBy`, `jungfrauSeats` ...). */
const SEAT_KEY =
  /^(declarer|holder|caller|partner|dealer|leader|winner|loser|seat|player|passed|losers|winners|doublers|knocks|claimants|skatTo|re|kontra)$|(By|Seats?|Seat)$/;
/** Keys whose lists hold one number per seat. */
const PER_SEAT_KEY = /^(scores|penalties|points|payments|tricks|trickPoints|totals)$/;
const CARD = /^[CSHD](A|K|Q|J|T|9|8|7|6|5)$/;

/**
 * A hook's answer, or `null` when it fails: a view a hook was not written for (a
 * spectator's, whose seat-dependent fields are `null`) falls back to the generic texts.
 */
function guard<T>(hook: () => T | null | undefined): T | null {
  try {
    return hook() ?? null;
  } catch {
    return null;
  }
}

/**
 * A plug-in's texts for people in one language, with defaults for what it does not give:
 * its `viewFacts` and `outcomeLines`, else the view's `extra` and the outcome read field
 * by field (camelCase keys as words, seats named by `ctx.seatName`, yes/no or ja/nein,
 * cards in the deck's notation, empty and `false` fields left out). A hook that throws on
 * a view it was not written for (a spectator's) gets the generic texts too.
 *
 * @example
 * import { pluginTexts } from '@stich/core/plugin';
 *
 * const texts = pluginTexts(plugin, { language: 'de', seatName: (s) => `Platz ${s + 1}` });
 * texts.outcomeLines(outcome); // [{ label: 'Alleinspieler', value: 'Platz 2' }, ...]
 */
export function pluginTexts(plugin: AnyPlugin, ctx: TextContext): PluginTexts {
  const p = plugin.presentation;
  const words = (key: string) => {
    const w = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    return ctx.language === 'de' ? (GERMAN[w] ?? w) : w;
  };
  const value = (key: string, v: unknown): string | null => {
    if (v === null || v === undefined || v === false || v === '') return null;
    if (v === true) return YES[ctx.language];
    if (typeof v === 'number') {
      if (!SEAT_KEY.test(key)) return String(v);
      return Number.isInteger(v) && v >= 0 ? ctx.seatName(v) : null;
    }
    if (typeof v === 'string')
      return CARD.test(v) ? cardName(v, ctx.deck) : /[a-z]/.test(v) ? words(v) : v;
    if (Array.isArray(v)) {
      if (PER_SEAT_KEY.test(key) && v.every((x) => typeof x === 'number'))
        return v.map((x, seat) => `${ctx.seatName(seat)} ${x}`).join(', ');
      const items = v.map((x) => value(key, x)).filter((x) => x !== null);
      return items.length === 0 ? null : items.join(', ');
    }
    if (typeof v !== 'object') return String(v);
    const pairs = Object.entries(v)
      .map(([k, x]) => {
        const text = value(k, x);
        if (text === null) return null;
        return text === YES[ctx.language] ? words(k) : `${words(k)} ${text}`;
      })
      .filter((x) => x !== null);
    return pairs.length === 0 ? null : pairs.join(', ');
  };
  const facts = (o: unknown): TextFact[] => {
    if (typeof o !== 'object' || o === null || Array.isArray(o)) return [];
    return Object.entries(o)
      .map(([k, v]) => ({ label: words(k), value: value(k, v) }))
      .filter((f): f is TextFact => f.value !== null);
  };
  return {
    language: ctx.language,
    viewFacts: (view) => [...(guard(() => p?.viewFacts?.(view, ctx)) ?? facts(view.extra))],
    outcomeLines: (outcome) => [
      ...(guard(() => p?.outcomeLines?.(outcome, ctx)) ?? facts(outcome)),
    ],
    actionLabel: (action, view) => p?.actionLabel?.(action, view, ctx) ?? null,
    words,
  };
}
