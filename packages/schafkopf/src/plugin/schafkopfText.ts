import { type CardCode, SCHAFKOPF_DECK, type Suit } from '@stich/core';
import { GERMAN_NAMES } from '@stich/core/plugin';
import {
  GAME_CLASSES,
  type GameKind,
  isTout,
  type SchafkopfGame,
  type SchafkopfOutcome,
} from '../index';

/**
 * The suits as Schafkopf players name them: Eichel, Gras, Herz, Schellen (the German
 * names of the Schafkopf deck).
 *
 * @example
 * SUIT_WORDS.S; // 'Gras'
 */
export const SUIT_WORDS: Readonly<Record<Suit, string>> = {
  C: GERMAN_NAMES.suits.C.de,
  S: GERMAN_NAMES.suits.S.de,
  H: GERMAN_NAMES.suits.H.de,
  D: GERMAN_NAMES.suits.D.de,
};

/**
 * A card named the Schafkopf way, by the Schafkopf deck's German names: `Eichel-Ober`,
 * `Gras-Sau`, `Schellen-Zehn`. Codes that are not cards of the pack are shown as they are.
 *
 * @example
 * cardText('CQ'); // 'Eichel-Ober'
 * cardText('SA'); // 'Gras-Sau'
 */
export function cardText(code: CardCode): string {
  const ids = SCHAFKOPF_DECK.idsOf(code);
  return ids === undefined ? code : SCHAFKOPF_DECK.nameOf(ids[0], 'de');
}

/**
 * Each game kind's name in the announcement.
 *
 * @example
 * KIND_WORDS.farbsolo; // 'Farbsolo'
 */
export const KIND_WORDS: Readonly<Record<GameKind, string>> = {
  ramsch: 'Ramsch',
  sauspiel: 'Sauspiel',
  bettel: 'Bettel',
  farbwenz: 'Farbwenz',
  farbgeier: 'Farbgeier',
  wenz: 'Wenz',
  geier: 'Geier',
  farbsolo: 'Farbsolo',
  sie: 'Sie',
};

/** What a suited solo is called before its suit: `Herz-Solo`, `Eichel-Wenz`. */
const SUITED_WORDS = { farbsolo: 'Solo', farbwenz: 'Wenz', farbgeier: 'Geier' } as const;

/**
 * A game as players announce it: `Sauspiel auf die Gras-Sau`, `Herz-Solo`, `Wenz-Tout`,
 * `Eichel-Wenz`, `Sie`, `Ramsch`.
 *
 * @example
 * gameText({ kind: 'sauspiel', calledSuit: 'S' }); // 'Sauspiel auf die Gras-Sau'
 * gameText({ kind: 'farbsolo', suit: 'H', tout: true }); // 'Herz-Solo-Tout'
 */
export function gameText(game: SchafkopfGame): string {
  switch (game.kind) {
    case 'sauspiel':
      return `Sauspiel auf die ${SUIT_WORDS[game.calledSuit]}-Sau`;
    case 'farbsolo':
    case 'farbwenz':
    case 'farbgeier': {
      const name = `${SUIT_WORDS[game.suit]}-${SUITED_WORDS[game.kind]}`;
      return game.tout ? `${name}-Tout` : name;
    }
    case 'wenz':
    case 'geier':
      return game.tout ? `${KIND_WORDS[game.kind]}-Tout` : KIND_WORDS[game.kind];
    default:
      return KIND_WORDS[game.kind];
  }
}

/**
 * A game's kind with Tout, for a game mix: `Farbsolo`, `Wenz-Tout`, `Sauspiel`.
 *
 * @example
 * kindText({ kind: 'farbsolo', suit: 'C', tout: true }); // 'Farbsolo-Tout'
 */
export function kindText(game: SchafkopfGame): string {
  return `${KIND_WORDS[game.kind]}${isTout(game) ? '-Tout' : ''}`;
}

/** A Tout ranks this far above its game's class: the gap between Wenz-Tout and Wenz in `GAME_CLASSES`' ranks. */
const TOUT_STEP = 10;

/**
 * The class a `nameClass` rank stands for in the announcement, read from the game
 * classes (`GAME_CLASSES`): `Bettel` (2), `Farbwenz/Farbgeier` (3), `Wenz/Geier` (4),
 * `Farbsolo` (5), their Touts (13-15), `Sie` (20). `kinds` narrows it to the games the
 * options allow, where known.
 *
 * @example
 * classText(4); // 'Wenz/Geier'
 * classText(14); // 'Wenz-Tout/Geier-Tout'
 * classText(20); // 'Sie'
 */
export function classText(rank: number, kinds?: readonly GameKind[]): string {
  const names: string[] = [];
  for (const [kind, cls] of Object.entries(GAME_CLASSES) as [GameKind, typeof GAME_CLASSES.sie][]) {
    if (kinds !== undefined && !kinds.includes(kind)) continue;
    if (cls.rank === rank) names.push(KIND_WORDS[kind]);
    else if (cls.pointGame && kind !== 'sauspiel' && cls.rank + TOUT_STEP === rank)
      names.push(`${KIND_WORDS[kind]}-Tout`);
  }
  return names.length > 0 ? names.join('/') : `class ${rank}`;
}

/**
 * The Kontra/Re step a doubling names: `Kontra`, `Re`, `Sup`, `Hirsch`.
 *
 * @example
 * stepText('re'); // 'Re'
 */
export function stepText(step: string): string {
  return step.length === 0 ? step : step[0].toUpperCase() + step.slice(1);
}

/**
 * A sum in cents as money: `50 ct`, `1.20 €`, `-3.00 €`.
 *
 * @example
 * centsText(120); // '1.20 €'
 * centsText(-50); // '-50 ct'
 */
export function centsText(cents: number): string {
  if (Math.abs(cents) < 100) return `${cents} ct`;
  return `${(cents / 100).toFixed(2)} €`;
}

/**
 * The deal's game in a few words: its name, `Ramsch`, or `zusammengeworfen` (all passed,
 * the cards thrown in).
 *
 * @example
 * dealText({ kind: 'thrownIn', payments: [0, 0, 0, 0] }); // 'zusammengeworfen'
 */
export function dealText(o: SchafkopfOutcome): string {
  return o.kind === 'thrownIn' ? 'zusammengeworfen' : gameText(o.game);
}
