import type { Suit } from '@stich/core';

/**
 * Which tricks may find a Hochzeit's partner (4.6.3): any, only those led with a plain
 * card, or only those led with a trump.
 *
 * @example
 * const rule: HochzeitKlaerung = 'ersterFehlstich';
 */
export type HochzeitKlaerung = 'ersterFremder' | 'ersterFehlstich' | 'ersterTrumpfstich';

/**
 * A game of Doppelkopf (section 4): the normal game (two Re against two Kontra by the club
 * queens), a stille Hochzeit (both club queens in one hand, nothing said), an announced
 * Hochzeit, a solo (a Farbsolo in a suit, a Damensolo, a Bubensolo or a Fleischloser, and
 * with option `extraSolos` a Königssolo or a Damen-Buben-Solo),
 * with option `armut` an Armut (7.10: the poor player and whoever takes the cards), or with
 * option `schmeissen` a hand thrown in (7.11: no play, the deal is dealt again).
 *
 * @example
 * const game: DoppelkopfGame = { kind: 'farbsolo', suit: 'H' };
 */
export type DoppelkopfGame =
  | { readonly kind: 'normal' }
  | { readonly kind: 'stilleHochzeit' }
  | {
      readonly kind: 'hochzeit';
      /** Only with option `hochzeitKlaerung: 'wahl'`: the rule the Hochzeiter chose (7.4). */
      readonly klaerung?: HochzeitKlaerung;
    }
  | { readonly kind: 'farbsolo'; readonly suit: Suit }
  | { readonly kind: 'damensolo' }
  | { readonly kind: 'bubensolo' }
  | { readonly kind: 'fleischlos' }
  | { readonly kind: 'koenigssolo' }
  | { readonly kind: 'damenBubenSolo' }
  | { readonly kind: 'armut' }
  | { readonly kind: 'schmeissen' };

/**
 * The games a player who holds the Vorbehalt may name, in the order of the declare
 * action's codes: the Hochzeit, the four Farbsoli, the Damen-, Buben- and Fleischlos-Solo,
 * the Armut (only with option `armut`), throwing in (only with option `schmeissen`), and
 * the Königssolo and the Damen-Buben-Solo (only with option `extraSolos`), and the
 * Hochzeit with each rule of finding the partner (only with `hochzeitKlaerung: 'wahl'`,
 * where the first, plain Hochzeit is not named).
 *
 * @example
 * DECLARABLE_GAMES[0]; // { kind: 'hochzeit' }
 */
export const DECLARABLE_GAMES: readonly DoppelkopfGame[] = [
  { kind: 'hochzeit' },
  { kind: 'farbsolo', suit: 'C' },
  { kind: 'farbsolo', suit: 'S' },
  { kind: 'farbsolo', suit: 'H' },
  { kind: 'farbsolo', suit: 'D' },
  { kind: 'damensolo' },
  { kind: 'bubensolo' },
  { kind: 'fleischlos' },
  { kind: 'armut' },
  { kind: 'schmeissen' },
  { kind: 'koenigssolo' },
  { kind: 'damenBubenSolo' },
  { kind: 'hochzeit', klaerung: 'ersterFremder' },
  { kind: 'hochzeit', klaerung: 'ersterFehlstich' },
  { kind: 'hochzeit', klaerung: 'ersterTrumpfstich' },
];

/**
 * Whether a game is a solo (4.4): one player against three.
 *
 * @example
 * isSolo({ kind: 'damensolo' }); // true
 * isSolo({ kind: 'hochzeit' }); // false
 */
export function isSolo(game: DoppelkopfGame): boolean {
  return (
    game.kind === 'farbsolo' ||
    game.kind === 'damensolo' ||
    game.kind === 'bubensolo' ||
    game.kind === 'fleischlos' ||
    game.kind === 'koenigssolo' ||
    game.kind === 'damenBubenSolo'
  );
}

/**
 * A game's name for people, in English or German.
 *
 * @example
 * gameName({ kind: 'farbsolo', suit: 'H' }, 'de'); // 'Herz-Solo'
 */
export function gameName(game: DoppelkopfGame, lang: 'en' | 'de'): string {
  const suits = {
    C: ['clubs', 'Kreuz'],
    S: ['spades', 'Pik'],
    H: ['hearts', 'Herz'],
    D: ['diamonds', 'Karo'],
  } as const;
  const de = lang === 'de';
  switch (game.kind) {
    case 'normal':
      return de ? 'Normalspiel' : 'normal game';
    case 'stilleHochzeit':
      return de ? 'stille Hochzeit' : 'silent Hochzeit';
    case 'hochzeit': {
      const rule = {
        ersterFremder: ['first trick', 'erster Fremder'],
        ersterFehlstich: ['first plain-suit trick', 'erster Fehlstich'],
        ersterTrumpfstich: ['first trump trick', 'erster Trumpfstich'],
      } as const;
      return game.klaerung === undefined
        ? 'Hochzeit'
        : `Hochzeit (${rule[game.klaerung][de ? 1 : 0]})`;
    }
    case 'farbsolo':
      return de ? `${suits[game.suit][1]}-Solo` : `${suits[game.suit][0]} solo`;
    case 'damensolo':
      return de ? 'Damensolo' : 'queens solo';
    case 'bubensolo':
      return de ? 'Bubensolo' : 'jacks solo';
    case 'fleischlos':
      return de ? 'Fleischloser' : 'no-trump solo';
    case 'koenigssolo':
      return de ? 'Königssolo' : 'kings solo';
    case 'damenBubenSolo':
      return de ? 'Damen-Buben-Solo' : 'queens-and-jacks solo';
    case 'armut':
      return de ? 'Armut' : 'poverty';
    case 'schmeissen':
      return de ? 'Schmeißen' : 'thrown in';
  }
}
