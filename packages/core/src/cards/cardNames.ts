import { RANK_NAMES, type Rank, SUIT_NAMES, type Suit } from './atoms';

/**
 * One suit's or rank's name in the three forms a deck shows: English, German, and the
 * short form for the terminal.
 *
 * @example
 * const ober: NameForms = { en: 'Ober', de: 'Ober', short: 'O' };
 */
export interface NameForms {
  readonly en: string;
  readonly de: string;
  readonly short: string;
}

/**
 * The language of a card's long name.
 *
 * @example
 * deck.nameOf(id, 'de' satisfies CardLanguage); // 'Herz-Zehn'
 */
export type CardLanguage = 'en' | 'de';

/**
 * A suit set's names: what a deck calls its suits and ranks. The codes stay the same
 * (`C S H D`, `A T K Q J 9 8 7 6 5`) whatever the set; only what people read changes.
 * A card's long name is `<rank> of <suit>` in English and `<Suit>-<Rank>` in German, its
 * short form the suit's short form followed by the rank's.
 *
 * @example
 * const deck = defineDeck({ ...spec, names: GERMAN_NAMES });
 * deck.names.suits.C.de; // 'Eichel'
 */
export interface CardNameSet {
  /** `french` or `german` for the two sets core ships; any id for a set of your own. */
  readonly id: string;
  readonly suits: Readonly<Record<Suit, NameForms>>;
  readonly ranks: Readonly<Record<Rank, NameForms>>;
}

const frenchSuits = Object.fromEntries(
  Object.entries(SUIT_NAMES).map(([s, n]) => [s, { en: n.en, de: n.de, short: n.symbol }]),
) as Record<Suit, NameForms>;

/**
 * The French set (clubs, spades, hearts, diamonds = Kreuz, Pik, Herz, Karo; ace ... jack =
 * Ass ... Bube), shown short as suit symbol and rank (`♥10`). Every deck's default.
 *
 * @example
 * FRENCH_NAMES.suits.H.short + FRENCH_NAMES.ranks.T.short; // '♥10'
 */
export const FRENCH_NAMES: CardNameSet = { id: 'french', suits: frenchSuits, ranks: RANK_NAMES };

/**
 * The German set of the Schafkopf pack, named as the Schafkopf rule text names it: Eichel
 * (acorns, `C`), Gras (leaves, `S`), Herz (hearts, `H`), Schellen (bells, `D`); Sau (`A`),
 * Zehn (`T`), König (`K`), Ober (`Q`), Unter (`J`), then the numbers. In English the suits
 * are translated and Sau, Ober and Unter keep their German names, as the English rule text
 * keeps them (`Ober of acorns`). The short form is letters, suit then rank: suits E G H S,
 * ranks A (Sau, also called Daus or As) Z K O U and the numbers (`EO`, `GA`, `HZ`).
 *
 * @example
 * GERMAN_NAMES.suits.S.de + '-' + GERMAN_NAMES.ranks.A.de; // 'Gras-Sau'
 */
export const GERMAN_NAMES: CardNameSet = {
  id: 'german',
  suits: {
    C: { en: 'acorns', de: 'Eichel', short: 'E' },
    S: { en: 'leaves', de: 'Gras', short: 'G' },
    H: { en: 'hearts', de: 'Herz', short: 'H' },
    D: { en: 'bells', de: 'Schellen', short: 'S' },
  },
  ranks: {
    A: { en: 'Sau', de: 'Sau', short: 'A' },
    T: { en: 'ten', de: 'Zehn', short: 'Z' },
    K: { en: 'king', de: 'König', short: 'K' },
    Q: { en: 'Ober', de: 'Ober', short: 'O' },
    J: { en: 'Unter', de: 'Unter', short: 'U' },
    '9': { en: 'nine', de: 'Neun', short: '9' },
    '8': { en: 'eight', de: 'Acht', short: '8' },
    '7': { en: 'seven', de: 'Sieben', short: '7' },
    '6': { en: 'six', de: 'Sechs', short: '6' },
    '5': { en: 'five', de: 'Fünf', short: '5' },
  },
};

/**
 * A suit card's long name in a name set: `ten of hearts`, `Herz-Zehn`, `Eichel-Ober`.
 *
 * @example
 * suitCardName(GERMAN_NAMES, 'C', 'Q', 'de'); // 'Eichel-Ober'
 * suitCardName(FRENCH_NAMES, 'H', 'T', 'en'); // 'ten of hearts'
 */
export function suitCardName(
  names: CardNameSet,
  suit: Suit,
  rank: Rank,
  lang: CardLanguage,
): string {
  return lang === 'en'
    ? `${names.ranks[rank].en} of ${names.suits[suit].en}`
    : `${names.suits[suit].de}-${names.ranks[rank].de}`;
}
