import type { CardFacts } from '@stich/bots';
import type { CardCode } from '@stich/core';
import { DECLARABLE_GAMES, type DoppelkopfGame, isSolo, modeOf } from '../index';

/**
 * What a hand holds for one trump mode: its trumps, how many of them are among the
 * mode's four highest kinds of trump (both copies each: up to 8 cards; in the normal game
 * the ♥10 and the ♣Q, ♠Q and ♥Q), its plain aces, and its plain aces and tens together.
 *
 * @example
 * const c: HandCount = handCount(facts, 'normal', ['HT', 'CQ', 'DA', 'SA']);
 * c.trumps; // 3
 */
export interface HandCount {
  /** Trumps in the hand. */
  readonly trumps: number;
  /** Trumps among the mode's four highest kinds of trump. */
  readonly top: number;
  /** Aces that are no trumps. */
  readonly aces: number;
  /** Aces and tens that are no trumps. */
  readonly acesAndTens: number;
}

/** The distinct codes of a mode's trumps, highest first. */
function trumpKinds(facts: CardFacts, mode: string): CardCode[] {
  const table = facts.table(mode);
  const { codes } = facts.deck;
  const kinds = [...new Set(codes)].filter((c) => table.group[facts.id(c)] === table.trumpGroup);
  return kinds.sort((a, b) => table.power[facts.id(b)] - table.power[facts.id(a)]);
}

/**
 * Counts a hand under a trump mode (see {@link HandCount}), reading the mode's trumps
 * from the rules' trick table.
 *
 * @example
 * handCount(facts, 'damen', ['CQ', 'CQ', 'SQ', 'HA', 'SA']).aces; // 2
 */
export function handCount(facts: CardFacts, mode: string, hand: readonly CardCode[]): HandCount {
  const table = facts.table(mode);
  const top = new Set(trumpKinds(facts, mode).slice(0, 4));
  const trump = (c: CardCode) => table.group[facts.id(c)] === table.trumpGroup;
  const plain = hand.filter((c) => !trump(c));
  return {
    trumps: hand.length - plain.length,
    top: hand.filter((c) => trump(c) && top.has(c)).length,
    aces: plain.filter((c) => c[1] === 'A').length,
    acesAndTens: plain.filter((c) => c[1] === 'A' || c[1] === 'T').length,
  };
}

/**
 * How strong a hand is for a solo, and whether the rules bot would play it (4.4). Kept
 * simple, and strict, since a solo counts three times:
 * - Farbsolo (the Karo-Solo included): nine trumps or more with four of the top eight
 *   (the ♥10 and the ♣Q, ♠Q and ♥Q), and trumps, top trumps and plain aces adding up to
 *   sixteen; or eight trumps with six of the top eight;
 * - Damensolo, Bubensolo and Königssolo: five queens (jacks, kings) or more, with those
 *   and plain aces adding up to nine;
 * - Damen-Buben-Solo: eight queens and jacks or more, four of them among the top eight,
 *   and trumps, top trumps and plain aces adding up to fourteen;
 * - Fleischloser: six aces or more, and nine aces and tens.
 *
 * @example
 * soloStrength(facts, { kind: 'damensolo' }, hand).plays; // true with 6 queens and 3 aces
 */
export function soloStrength(
  facts: CardFacts,
  game: DoppelkopfGame,
  hand: readonly CardCode[],
): { readonly strength: number; readonly plays: boolean } {
  const c = handCount(facts, modeOf(game), hand);
  switch (game.kind) {
    case 'farbsolo': {
      const strength = c.trumps + c.top + c.aces;
      const plays =
        (c.trumps >= 9 && c.top >= 4 && strength >= 16) || (c.trumps >= 8 && c.top >= 6);
      return { strength, plays };
    }
    case 'damensolo':
    case 'bubensolo':
    case 'koenigssolo': {
      const strength = c.trumps + c.aces;
      return { strength, plays: c.trumps >= 5 && strength >= 9 };
    }
    case 'fleischlos':
      return { strength: c.acesAndTens, plays: c.aces >= 6 && c.acesAndTens >= 9 };
    case 'damenBubenSolo': {
      const strength = c.trumps + c.top + c.aces;
      return { strength, plays: c.trumps >= 8 && c.top >= 4 && strength >= 14 };
    }
    default:
      return { strength: 0, plays: false };
  }
}

/**
 * The solo the hand plays best among those the bot would play (see {@link soloStrength}),
 * or `undefined` for a hand too weak for any; the solos of option `extraSolos` only as
 * `extraSolos` names them.
 *
 * @example
 * bestSolo(facts, hand); // e.g. { kind: 'farbsolo', suit: 'D' }
 */
export function bestSolo(
  facts: CardFacts,
  hand: readonly CardCode[],
  extraSolos: readonly string[] = [],
): DoppelkopfGame | undefined {
  let best: DoppelkopfGame | undefined;
  let most = Number.NEGATIVE_INFINITY;
  for (const game of DECLARABLE_GAMES) {
    if (!isSolo(game)) continue;
    // The solos of option `extraSolos` only where it names them (7.19).
    if (game.kind === 'koenigssolo' && !extraSolos.includes('koenig')) continue;
    if (game.kind === 'damenBubenSolo' && !extraSolos.includes('damenBuben')) continue;
    const { strength, plays } = soloStrength(facts, game, hand);
    if (plays && strength > most) {
      best = game;
      most = strength;
    }
  }
  return best;
}

/**
 * Whether a hand is strong enough for the party's Ansage, Re or Kontra (5.1): in the
 * normal game and a Hochzeit trumps, top trumps (of the top eight) and up to two plain
 * aces adding up to twelve, with three top trumps or eight trumps (so seven trumps with
 * three top trumps and two aces, or eight with two top trumps and two aces); a soloist
 * the same with one trump more; an opponent of a solo three of the top eight and five
 * trumps.
 *
 * @example
 * ansageStrong(facts, 'normal', hand, 'party'); // true with HT HT CQ and five more trumps
 */
export function ansageStrong(
  facts: CardFacts,
  mode: string,
  hand: readonly CardCode[],
  role: 'party' | 'soloist' | 'againstSolo',
): boolean {
  const c = handCount(facts, mode, hand);
  if (role === 'againstSolo') return c.top >= 3 && c.trumps >= 5;
  const trumps = role === 'soloist' ? c.trumps - 1 : c.trumps;
  if (trumps < 6 || c.top < 2) return false;
  return trumps + c.top + Math.min(c.aces, 2) >= 12 && (c.top >= 3 || trumps >= 8);
}

/**
 * Whether the cards still held are overwhelming enough for "keine 90" (5.1), asked once
 * the party has taken the first two tricks: at most two of them no trumps, and four of
 * the top eight among the trumps.
 *
 * @example
 * absageStrong(facts, 'normal', ['HT', 'HT', 'CQ', 'CQ', 'SQ', 'DJ', 'DA', 'DK', 'SA', 'C9']); // true
 */
export function absageStrong(facts: CardFacts, mode: string, hand: readonly CardCode[]): boolean {
  const c = handCount(facts, mode, hand);
  return c.trumps >= hand.length - 2 && c.top >= 4;
}
