import type { CardCode } from '@stich/core';
import {
  classRank,
  declarableGames,
  OBER,
  type SchafkopfGame,
  type SchafkopfOptions,
  trumpCards,
  UNTER,
} from '../index';

/**
 * What a hand holds for one game: its trumps, how many of the game's four and eight highest
 * trumps, its Ober, and its aces outside the trumps.
 *
 * @example
 * const c: HandCount = handCount(['CQ', 'SQ', 'HA'], { kind: 'sauspiel', calledSuit: 'S' }, SCHAFKOPF_DEFAULTS);
 * c.trumps; // 3
 */
export interface HandCount {
  readonly trumps: number;
  readonly top: number;
  /** How many of the game's eight highest trumps (in a Farbsolo the Ober and Unter). */
  readonly high: number;
  readonly ober: number;
  readonly sideAces: number;
}

/**
 * Counts a hand for a game (see {@link HandCount}).
 *
 * @example
 * handCount(['CJ', 'SJ', 'HA', 'SA'], { kind: 'wenz', tout: false }, SCHAFKOPF_DEFAULTS).sideAces; // 2
 */
export function handCount(
  hand: readonly CardCode[],
  game: SchafkopfGame,
  options: SchafkopfOptions,
): HandCount {
  const order = trumpCards(game, options);
  const trumps = hand.filter((c) => order.includes(c));
  return {
    trumps: trumps.length,
    top: trumps.filter((c) => order.indexOf(c) < 4).length,
    high: trumps.filter((c) => order.indexOf(c) < 8).length,
    ober: hand.filter((c) => (OBER as readonly string[]).includes(c)).length,
    sideAces: hand.filter((c) => c[1] === 'A' && !order.includes(c)).length,
  };
}

/** Trumps a suited solo needs (with two of the top four), by how many trumps the game has. */
const SUITED_NEED = { farbsolo: 6, farbwenz: 5, farbgeier: 5 } as const;

/**
 * Whether the rules let a hand declare a game: a Sauspiel's ace must be callable (the
 * hand lacks it and holds a plain card of its suit, 4.1), a Sie needs all eight Ober and
 * Unter (6.7).
 *
 * @example
 * mayDeclare(['S7', 'CQ'], { kind: 'sauspiel', calledSuit: 'S' }, SCHAFKOPF_DEFAULTS); // true
 */
export function mayDeclare(
  hand: readonly CardCode[],
  game: SchafkopfGame,
  options: SchafkopfOptions,
): boolean {
  if (game.kind === 'sie') return [...OBER, ...UNTER].every((c) => hand.includes(c));
  if (game.kind !== 'sauspiel') return true;
  const order = trumpCards(game, options);
  const suit = game.calledSuit;
  return !hand.includes(`${suit}A`) && hand.some((c) => c[0] === suit && !order.includes(c));
}

/**
 * How strong a hand is for a game, and whether the rules bot would play it. Kept simple:
 * - Sauspiel: four trumps with an Ober, or five trumps;
 * - Farbsolo: seven trumps with two of the top four (the Ober), or six with two of them,
 *   four of the top eight and a side ace; Farbwenz and Farbgeier one trump fewer;
 * - Wenz and Geier: three of the four trumps and two side aces, or two with the highest
 *   and three side aces;
 * - a Tout: eight trumps with three of the top four (Wenz-Tout: all four trumps and three
 *   side aces);
 * - Bettel: no card above a nine; Sie: always, where the hand may show it.
 *
 * @example
 * gameStrength(['CQ', 'SQ', 'HQ', 'DJ', 'H7', 'SA', 'C7', 'D9'], { kind: 'sauspiel', calledSuit: 'C' }, SCHAFKOPF_DEFAULTS).plays; // true
 */
export function gameStrength(
  hand: readonly CardCode[],
  game: SchafkopfGame,
  options: SchafkopfOptions,
): { readonly strength: number; readonly plays: boolean } {
  const c = handCount(hand, game, options);
  switch (game.kind) {
    case 'sauspiel': {
      const strength = c.trumps + c.ober / 2 + c.sideAces / 2;
      return { strength, plays: (c.trumps >= 4 && c.ober >= 1) || c.trumps >= 5 };
    }
    case 'farbsolo':
    case 'farbwenz':
    case 'farbgeier': {
      const need = SUITED_NEED[game.kind];
      const strength = c.trumps + c.top + c.sideAces;
      const solo =
        (c.trumps >= need + 1 && c.top >= 2) ||
        (c.trumps >= need && c.top >= 2 && c.high >= 4 && c.sideAces >= 1);
      return { strength, plays: game.tout ? c.trumps === 8 && c.top >= 3 : solo };
    }
    case 'wenz':
    case 'geier': {
      const strength = 2 * c.trumps + c.sideAces;
      const highest = hand.includes(trumpCards(game, options)[0]);
      const plays =
        (c.trumps >= 3 && c.sideAces >= 2) || (c.trumps >= 2 && highest && c.sideAces >= 3);
      return { strength, plays: game.tout ? c.trumps === 4 && c.sideAces >= 3 : plays };
    }
    case 'bettel': {
      const low = hand.filter((code) => ['7', '8', '9'].includes(code.slice(1))).length;
      return { strength: low, plays: low === hand.length };
    }
    case 'sie':
      return { strength: 100, plays: true };
    default:
      return { strength: 0, plays: false };
  }
}

/**
 * A game the bot considers, with its class rank and strength.
 *
 * @example
 * const choice: GameChoice = { game: { kind: 'wenz', tout: false }, rank: 4, strength: 7 };
 */
export interface GameChoice {
  readonly game: SchafkopfGame;
  readonly rank: number;
  readonly strength: number;
}

/**
 * The games a hand would play under the options, best first: the highest class, then the
 * strongest hand for it. Empty for a hand the bot passes with.
 *
 * @example
 * playableGames(hand, SCHAFKOPF_DEFAULTS)[0]?.game; // e.g. { kind: 'farbsolo', suit: 'H', tout: false }
 */
export function playableGames(hand: readonly CardCode[], options: SchafkopfOptions): GameChoice[] {
  const out: GameChoice[] = [];
  for (const game of declarableGames(options)) {
    if (!mayDeclare(hand, game, options)) continue;
    const { strength, plays } = gameStrength(hand, game, options);
    if (plays) out.push({ game, rank: classRank(game, options), strength });
  }
  return out.sort((a, b) => b.rank - a.rank || b.strength - a.strength);
}
