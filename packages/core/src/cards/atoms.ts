/** The four suits, in the order Skat ranks them (clubs high). */
export const SUITS = ['C', 'S', 'H', 'D'] as const;
/** A suit letter: clubs, spades, hearts, diamonds. */
export type Suit = (typeof SUITS)[number];

/** Every rank letter a Skat-family deck may use, highest first by face. */
export const RANKS = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7', '6', '5'] as const;
/** A rank letter: ace, ten, king, queen, jack, 9 down to 5. */
export type Rank = (typeof RANKS)[number];

/** A seat index at the table, 0-based and clockwise. */
export type Seat = number;

/** A card's text code at every public boundary, ISS style: suit then rank (`CJ`, `HA`), or an extra card such as `JK`. */
export type CardCode = string;

/** Display names of the suits, French and German pack. */
export const SUIT_NAMES: Record<
  Suit,
  { readonly en: string; readonly de: string; readonly symbol: string }
> = {
  C: { en: 'clubs', de: 'Kreuz', symbol: '♣' },
  S: { en: 'spades', de: 'Pik', symbol: '♠' },
  H: { en: 'hearts', de: 'Herz', symbol: '♥' },
  D: { en: 'diamonds', de: 'Karo', symbol: '♦' },
};

/** Display names of the ranks. */
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
