/**
 * The four suits, in the order Skat ranks them (clubs high).
 *
 * @example
 * SUITS.indexOf('H'); // 2
 */
export const SUITS = ['C', 'S', 'H', 'D'] as const;
/**
 * A suit letter: clubs, spades, hearts, diamonds.
 *
 * @example
 * const trump: Suit = 'H';
 */
export type Suit = (typeof SUITS)[number];

/**
 * Every rank letter a Skat-family deck may use, highest first by face.
 *
 * @example
 * RANKS.slice(0, 8); // the ranks of the 32-card pack
 */
export const RANKS = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7', '6', '5'] as const;
/**
 * A rank letter: ace, ten, king, queen, jack, 9 down to 5.
 *
 * @example
 * const rank: Rank = 'T'; // the ten
 */
export type Rank = (typeof RANKS)[number];

/**
 * A seat index at the table, 0-based and clockwise.
 *
 * @example
 * const forehand: Seat = (dealer + 1) % seats;
 */
export type Seat = number;

/**
 * A card's text code at every public boundary, ISS style: suit then rank (`CJ`, `HA`), or an extra card such as `JK`.
 *
 * @example
 * const jack: CardCode = 'CJ';
 */
export type CardCode = string;

/**
 * Display names of the suits, French and German pack.
 *
 * @example
 * SUIT_NAMES.H; // { en: 'hearts', de: 'Herz', symbol: '♥' }
 */
export const SUIT_NAMES: Record<
  Suit,
  { readonly en: string; readonly de: string; readonly symbol: string }
> = {
  C: { en: 'clubs', de: 'Kreuz', symbol: '♣' },
  S: { en: 'spades', de: 'Pik', symbol: '♠' },
  H: { en: 'hearts', de: 'Herz', symbol: '♥' },
  D: { en: 'diamonds', de: 'Karo', symbol: '♦' },
};

/**
 * Display names of the ranks.
 *
 * @example
 * RANK_NAMES.T.short; // '10'
 */
export const RANK_NAMES: Record<
  Rank,
  { readonly en: string; readonly de: string; readonly short: string }
> = {
  A: { en: 'ace', de: 'Ass', short: 'A' },
  T: { en: 'ten', de: 'Zehn', short: '10' },
  K: { en: 'king', de: 'König', short: 'K' },
  Q: { en: 'queen', de: 'Dame', short: 'Q' },
  J: { en: 'jack', de: 'Bube', short: 'J' },
  '9': { en: 'nine', de: 'Neun', short: '9' },
  '8': { en: 'eight', de: 'Acht', short: '8' },
  '7': { en: 'seven', de: 'Sieben', short: '7' },
  '6': { en: 'six', de: 'Sechs', short: '6' },
  '5': { en: 'five', de: 'Fünf', short: '5' },
};
