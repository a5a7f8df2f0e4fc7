import type { Suit } from '@stich/core';
import { SUITS } from '@stich/core/kernel';
import type { SchafkopfOptions } from './options';

/**
 * Every kind of game in Schafkopf (sections 3.1, 6.6-6.9), lowest class first; `ramsch`
 * is never announced, only played when all pass.
 *
 * @example
 * GAME_KINDS.includes('wenz'); // true
 */
export const GAME_KINDS = [
  'ramsch',
  'sauspiel',
  'bettel',
  'farbwenz',
  'farbgeier',
  'wenz',
  'geier',
  'farbsolo',
  'sie',
] as const;

/**
 * A kind of game.
 *
 * @example
 * const kind: GameKind = 'farbsolo';
 */
export type GameKind = (typeof GAME_KINDS)[number];

/**
 * The suits whose ace may be called in a Sauspiel: Eichel, Gras, Schellen (4.1; the
 * Herz-Sau is a trump).
 *
 * @example
 * CALLABLE_SUITS.includes('H'); // false
 */
export const CALLABLE_SUITS = ['C', 'S', 'D'] as const;

/**
 * A suit whose ace may be called.
 *
 * @example
 * const called: CallableSuit = 'S'; // "auf die Gras-Sau"
 */
export type CallableSuit = (typeof CALLABLE_SUITS)[number];

/**
 * A game as declared: its kind, the called suit or the trump suit where it has one, and
 * whether a solo-class point game is played as Tout.
 *
 * @example
 * const game: SchafkopfGame = { kind: 'farbsolo', suit: 'H', tout: true }; // "Herz-Solo Tout"
 */
export type SchafkopfGame =
  | { readonly kind: 'sauspiel'; readonly calledSuit: CallableSuit }
  | {
      readonly kind: 'farbsolo' | 'farbwenz' | 'farbgeier';
      readonly suit: Suit;
      readonly tout: boolean;
    }
  | { readonly kind: 'wenz' | 'geier'; readonly tout: boolean }
  | { readonly kind: 'bettel' | 'sie' }
  | { readonly kind: 'ramsch' };

/**
 * The options that must hold for a game kind to be playable, as a partial options object.
 *
 * @example
 * const needs: OptionsNeeded = { allPassed: 'ramsch' };
 */
export type OptionsNeeded = { readonly [K in keyof SchafkopfOptions]?: SchafkopfOptions[K] };

/**
 * What the rules say of one game kind.
 *
 * @example
 * GAME_CLASSES.wenz; // { rank: 4, needs: {}, suit: 'none', solo: true, pointGame: true }
 */
export interface GameClass {
  /** Class rank under the default options (3.1); a Tout adds 10. Ramsch, never announced, 0. */
  readonly rank: number;
  /** The options that enable it (3.1, 3.5). */
  readonly needs: OptionsNeeded;
  /** Which suit the declaration names: the called ace's, the trumps', or none. */
  readonly suit: 'called' | 'trump' | 'none';
  /** One player alone against three (3.1: every class from rank 2). */
  readonly solo: boolean;
  /** Won with 61 card points (6.1), and may be announced as Tout (6.6). */
  readonly pointGame: boolean;
}

/**
 * Each game kind's class, the options that enable it, and its shape (3.1).
 *
 * @example
 * GAME_CLASSES.farbsolo.rank; // 5
 * GAME_CLASSES.bettel.needs; // { bettel: true }
 */
export const GAME_CLASSES: { readonly [K in GameKind]: GameClass } = {
  ramsch: { rank: 0, needs: { allPassed: 'ramsch' }, suit: 'none', solo: false, pointGame: false },
  sauspiel: { rank: 1, needs: {}, suit: 'called', solo: false, pointGame: true },
  bettel: { rank: 2, needs: { bettel: true }, suit: 'none', solo: true, pointGame: false },
  farbwenz: { rank: 3, needs: { farbwenz: true }, suit: 'trump', solo: true, pointGame: true },
  farbgeier: { rank: 3, needs: { farbgeier: true }, suit: 'trump', solo: true, pointGame: true },
  wenz: { rank: 4, needs: {}, suit: 'none', solo: true, pointGame: true },
  geier: { rank: 4, needs: { geier: true }, suit: 'none', solo: true, pointGame: true },
  farbsolo: { rank: 5, needs: {}, suit: 'trump', solo: true, pointGame: true },
  sie: { rank: 20, needs: { sie: true }, suit: 'none', solo: true, pointGame: false },
};

/** Rank of the Farbsolo class, which `wenzRank: 'equalFarbsolo'` gives Wenz and Geier. */
const FARBSOLO_RANK = GAME_CLASSES.farbsolo.rank;
/** A Tout ranks this far above its class (3.1). */
const TOUT_STEP = 10;

/**
 * Whether a game is played as Tout (6.6).
 *
 * @example
 * isTout({ kind: 'wenz', tout: true }); // true
 * isTout({ kind: 'bettel' }); // false
 */
export const isTout = (game: SchafkopfGame): boolean => 'tout' in game && game.tout;

/**
 * A game's class rank in the announcement under the options (3.1): Tout adds 10, and
 * `wenzRank: 'equalFarbsolo'` lifts Wenz and Geier to the Farbsolo class.
 *
 * @example
 * classRank({ kind: 'wenz', tout: true }, SCHAFKOPF_DEFAULTS); // 14
 * classRank({ kind: 'wenz', tout: false }, { ...SCHAFKOPF_DEFAULTS, wenzRank: 'equalFarbsolo' }); // 5
 */
export function classRank(game: SchafkopfGame, options: SchafkopfOptions): number {
  const lifted =
    (game.kind === 'wenz' || game.kind === 'geier') && options.wenzRank === 'equalFarbsolo';
  const rank = lifted ? FARBSOLO_RANK : GAME_CLASSES[game.kind].rank;
  return isTout(game) ? rank + TOUT_STEP : rank;
}

/**
 * Whether the options allow a game: its kind's `needs`, and `tout` for a Tout.
 *
 * @example
 * gameAllowed({ kind: 'bettel' }, SCHAFKOPF_DEFAULTS); // false: option `bettel` is off
 */
export function gameAllowed(game: SchafkopfGame, options: SchafkopfOptions): boolean {
  const needs = GAME_CLASSES[game.kind].needs as Record<string, unknown>;
  const set = options as Record<string, unknown>;
  for (const key of Object.keys(needs)) if (set[key] !== needs[key]) return false;
  return !isTout(game) || options.tout;
}

/**
 * Every game a player may declare under the options, lowest class first (Ramsch, which
 * nobody declares, is left out). Whether a hand allows it (a callable ace, 4.1; the
 * eight Ober and Unter of a Sie, 6.7) is for the announcement to check.
 *
 * @example
 * declarableGames(SCHAFKOPF_DEFAULTS).length; // 3 Sauspiele + Wenz + 4 Farbsoli + 5 Touts + Sie = 14
 */
export function declarableGames(options: SchafkopfOptions): SchafkopfGame[] {
  const games: SchafkopfGame[] = [];
  for (const kind of GAME_KINDS) {
    const cls = GAME_CLASSES[kind];
    if (kind === 'ramsch') continue;
    if (kind === 'sauspiel') {
      for (const calledSuit of CALLABLE_SUITS) games.push({ kind, calledSuit });
    } else if (kind === 'bettel' || kind === 'sie') {
      games.push({ kind });
    } else if (cls.suit === 'trump') {
      const suited = kind as 'farbsolo' | 'farbwenz' | 'farbgeier';
      for (const tout of [false, true])
        for (const suit of SUITS) games.push({ kind: suited, suit, tout });
    } else {
      const plain = kind as 'wenz' | 'geier';
      for (const tout of [false, true]) games.push({ kind: plain, tout });
    }
  }
  return games
    .filter((g) => gameAllowed(g, options))
    .sort((a, b) => classRank(a, options) - classRank(b, options));
}
