import type { Deck, GameState, KernelContext } from '@stich/core';
import { DOPPELKOPF_DECK, DOPPELKOPF_DECK_40 } from './deck';
import { isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import type { DoppelkopfState } from './state';

/** @inline */
type S = GameState<DoppelkopfState>;

/**
 * The players of a deal and the cards of a trick: four (1.1), also at a table of five,
 * where the dealer sits out (7.14).
 *
 * @example
 * state.history.length / DOKO_PLAYERS; // the tricks begun
 */
export const DOKO_PLAYERS = 4;

/**
 * Whether the Vorbehalt query is over with everybody "gesund": a normal game (or a stille
 * Hochzeit) is played (4.3.1).
 *
 * @example
 * allHealthy(state); // true once four seats said pass
 */
export function allHealthy(s: S): boolean {
  const c = s.x.callRound;
  return s.x.game === null && c.asked >= DOKO_PLAYERS && c.claimants.length === 0;
}

/**
 * What decides the parties of the deal so far (3.1-3.3): `normal` (the club queens;
 * also a stille Hochzeit), `hochzeit`, `solo`, `armut` (the poor player and whoever takes
 * its cards, 7.10.4), or `pending` during the Vorbehalt query and for a hand thrown in.
 *
 * @example
 * partiesBy(state); // 'pending' before the query ends
 */
export function partiesBy(s: S): 'pending' | 'normal' | 'hochzeit' | 'solo' | 'armut' {
  const game = s.x.game;
  if (game === null) return allHealthy(s) ? 'normal' : 'pending';
  if (isSolo(game)) return 'solo';
  // A hand thrown in (7.11) is played by nobody.
  if (game.kind === 'schmeissen') return 'pending';
  return game.kind === 'hochzeit' || game.kind === 'armut' ? game.kind : 'normal';
}

/**
 * The pack these options play with.
 *
 * @example
 * deckOf(doppelkopf.defaults).size; // 48
 */
export function deckOf(o: Pick<DoppelkopfOptions, 'deck'>): Deck {
  return o.deck === '48' ? DOPPELKOPF_DECK : DOPPELKOPF_DECK_40;
}

/**
 * Whether a card is a trump of the normal game (2.2): the ♥10 (unless option
 * `dullenAreTrump` is off), the queens, the jacks and the diamonds.
 *
 * @example
 * normalTrump('DA', doppelkopf.defaults); // true: the fox
 */
export function normalTrump(code: string, o: Pick<DoppelkopfOptions, 'dullenAreTrump'>) {
  return (
    code[1] === 'Q' || code[1] === 'J' || code[0] === 'D' || (code === 'HT' && o.dullenAreTrump)
  );
}

/**
 * Whether trick `trick` (0-based, complete) may find a Hochzeit's partner under option
 * `hochzeitKlaerung` (4.6.3): every trick, or only those led with a plain card, or with a
 * trump, in the normal game's order; with `'wahl'` by the rule the Hochzeiter named.
 *
 * @example
 * klaerungCounts(doppelkopf.defaults, state, 0); // true under the DDV rule
 */
export function klaerungCounts(o: DoppelkopfOptions, s: S, trick: number): boolean {
  const game = s.x.game;
  const chosen = game?.kind === 'hochzeit' ? game.klaerung : undefined;
  const rule = o.hochzeitKlaerung === 'wahl' ? (chosen ?? 'ersterFremder') : o.hochzeitKlaerung;
  if (rule === 'ersterFremder') return true;
  const trump = normalTrump(deckOf(o).codes[s.history[trick * DOKO_PLAYERS]], o);
  return rule === 'ersterTrumpfstich' ? trump : !trump;
}

/**
 * The Hochzeit's Klärungsstich (4.6.2, 4.6.4): the 0-based index of the trick that found
 * the partner, or of the last trick that could have (no partner: the Hochzeiter plays
 * alone), or -1 while it is open.
 *
 * @example
 * klaerungsstich(ctx, state); // 1: the partner won trick 2
 */
export function klaerungsstich(ctx: KernelContext<DoppelkopfOptions>, s: S): number {
  const within = ctx.options.hochzeitTricks;
  const decided = Math.min(s.winners.length, within);
  for (let t = 0; t < decided; t++)
    if (s.winners[t] !== s.x.declarer && klaerungCounts(ctx.options, s, t)) return t;
  return s.winners.length >= within ? within - 1 : -1;
}

/** The base deadlines of 5.4 by pack: Re/Kontra, keine 90, keine 60, keine 30, schwarz. */
const BASE: Readonly<Record<DoppelkopfOptions['deck'], readonly number[]>> = {
  '48': [11, 10, 9, 8, 7],
  '40': [9, 8, 7, 6, 5],
};
/** The deadlines shifted by `k` cards (5.5), made once per pack. */
const shiftedOf = (base: readonly number[]) =>
  Array.from({ length: 11 }, (_, k) => base.map((n) => n - k));
// Apart, not in a record by pack: the packs' names are array indices, which V8 looks up
// in an object's elements (read at each deal's playout).
const SHIFTED_48 = shiftedOf(BASE['48']);
const SHIFTED_40 = shiftedOf(BASE['40']);

/**
 * The announcement deadlines in force (5.4, 5.5): the least cards a player must hold for
 * Re/Kontra, keine 90, keine 60, keine 30 and schwarz; after a Hochzeit's Klärungsstich in
 * trick `k` each is lowered by `k - 1`.
 *
 * @example
 * deadlines(ctx, state); // [11, 10, 9, 8, 7] in a normal game with 48 cards
 */
export function deadlines(ctx: KernelContext<DoppelkopfOptions>, s: S): readonly number[] {
  const shifted = ctx.options.deck === '48' ? SHIFTED_48 : SHIFTED_40;
  if (s.x.game?.kind !== 'hochzeit') return shifted[0];
  return shifted[Math.max(0, klaerungsstich(ctx, s))];
}

/**
 * Whether announcements may be made (5.2.4): once the game is fixed, and in a Hochzeit
 * once the Klärungsstich is complete.
 *
 * @example
 * announcementsOpen(ctx, state); // false in trick 1 of a Hochzeit
 */
export function announcementsOpen(ctx: KernelContext<DoppelkopfOptions>, s: S): boolean {
  return s.x.game?.kind !== 'hochzeit' || klaerungsstich(ctx, s) >= 0;
}
