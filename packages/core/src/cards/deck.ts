import type { CardCode, Rank, Suit } from './atoms';
import {
  type CardLanguage,
  type CardNameSet,
  FRENCH_NAMES,
  GERMAN_NAMES,
  suitCardName,
} from './cardNames';

/**
 * An extra card outside the suits, such as a joker; `copies` identical cards share one code.
 *
 * @example
 * const joker: ExtraCardSpec = { code: 'JK', copies: 2, points: 0, name: { en: 'joker', de: 'Joker' } };
 */
export interface ExtraCardSpec {
  readonly code: CardCode;
  readonly copies: number;
  readonly points: number;
  readonly name: { readonly en: string; readonly de: string };
}

/**
 * A deck as data: which suits and ranks it has, how many copies of each card, extra
 * cards, card points, and the names of suits and ranks.
 *
 * @example
 * const spec: DeckSpec = { id: 'doko48', suits: ['C', 'S', 'H', 'D'], ranks: ['A', 'T', 'K', 'Q', 'J', '9'], copies: 2, points: SKAT_POINTS };
 */
export interface DeckSpec {
  readonly id: string;
  readonly suits: readonly Suit[];
  /** Ranks present in every suit. */
  readonly ranks: readonly Rank[];
  /** Copies of every suit card, a whole number from 1 (the default); 2 doubles the pack. */
  readonly copies?: number;
  /** Copies of single suit cards by code, over `copies` (e.g. `{ HT: 2 }`). */
  readonly copiesOf?: Readonly<Record<CardCode, number>>;
  readonly extras?: readonly ExtraCardSpec[];
  /** Card points by rank; ranks not listed count 0. */
  readonly points: Partial<Record<Rank, number>>;
  /** What the deck calls its suits and ranks: {@link FRENCH_NAMES} (the default) or {@link GERMAN_NAMES}. */
  readonly names?: CardNameSet;
}

/**
 * A compiled deck: card ids 0..size-1 with their codes, suits, ranks and points. The
 * copies of one card have consecutive ids and share its code.
 *
 * @example
 * const deck: Deck = defineDeck(spec);
 * deck.nameOf(deck.idsOf('HT')![0]); // 'ten of hearts'
 */
export interface Deck {
  readonly id: string;
  readonly spec: DeckSpec;
  /** The names of its suits and ranks. */
  readonly names: CardNameSet;
  readonly size: number;
  /** Code of each card id. Identical cards share a code. */
  readonly codes: readonly CardCode[];
  /** Suit of each card id, or `null` for extra cards. */
  readonly suitOf: readonly (Suit | null)[];
  /** Rank of each card id, or `null` for extra cards. */
  readonly rankOf: readonly (Rank | null)[];
  /** Card points of each card id. */
  readonly points: readonly number[];
  readonly totalPoints: number;
  /** For each distinct point value above 0, the set of cards worth it (two words). */
  readonly pointClasses: readonly {
    readonly value: number;
    readonly lo: number;
    readonly hi: number;
  }[];
  /** Card ids for a code, in ascending order (all copies of a card). */
  idsOf(code: CardCode): readonly number[] | undefined;
  /** The id of a suit card held once; a `RangeError` for a card in copies (see `cardIds`). */
  cardId(suit: Suit, rank: Rank): number;
  /** The ids of all copies of a suit card, ascending. */
  cardIds(suit: Suit, rank: Rank): readonly number[];
  /** Card points of a two-word set. */
  pointsOf(lo: number, hi: number): number;
  /** A readable name in the deck's set: "ace of hearts", "Herz-Ass", "Ober of acorns", "Eichel-Ober". */
  nameOf(id: number, lang?: CardLanguage): string;
  /** The short form for the terminal: `♥10` (French), `EO` (German), an extra card's code. */
  shortNameOf(id: number): string;
}

/** The copies count of a card or extra: a whole number from 1, else an error naming the deck. */
function copiesCount(deck: string, what: string, n: unknown): number {
  if (typeof n !== 'number' || !Number.isInteger(n))
    throw new TypeError(`deck ${deck}: copies of ${what} must be a whole number, not ${String(n)}`);
  if (n < 1) throw new RangeError(`deck ${deck}: copies of ${what} must be 1 or more, not ${n}`);
  return n;
}

/**
 * Compiles a deck spec. Ids run suit by suit in the spec's order, ranks in the spec's
 * order within a suit, the copies of a card one after another, then the extra cards.
 * A deck holds at most 64 cards; a bad copies count, a suit or rank named twice, a
 * `copiesOf` code that is no card of the deck, or an extra card whose code is taken
 * throws an error naming the deck.
 *
 * @example
 * import { defineDeck } from '@stich/core';
 *
 * const deck = defineDeck({ id: 'mini', suits: ['C', 'H'], ranks: ['A', 'J'], copies: 2, points: { A: 11, J: 2 } });
 * deck.size; // 8
 * deck.codes; // ['CA', 'CA', 'CJ', 'CJ', 'HA', 'HA', 'HJ', 'HJ']
 * deck.cardIds('H', 'A'); // [4, 5]
 */
export function defineDeck(spec: DeckSpec): Deck {
  const names = spec.names ?? FRENCH_NAMES;
  if (
    new Set(spec.suits).size !== spec.suits.length ||
    new Set(spec.ranks).size !== spec.ranks.length
  )
    throw new TypeError(`deck ${spec.id}: a suit or rank is named twice`);
  const copies = copiesCount(spec.id, 'every card', spec.copies ?? 1);
  for (const [code, n] of Object.entries(spec.copiesOf ?? {})) {
    copiesCount(spec.id, code, n);
    if (!spec.suits.includes(code[0] as Suit) || !spec.ranks.includes(code.slice(1) as Rank))
      throw new TypeError(`deck ${spec.id}: copiesOf names ${code}, which is no card of the deck`);
  }
  // The size first, so a huge count fails before any card is made.
  let size = 0;
  for (const suit of spec.suits)
    for (const rank of spec.ranks) size += spec.copiesOf?.[suit + rank] ?? copies;
  for (const extra of spec.extras ?? []) {
    size += copiesCount(spec.id, extra.code, extra.copies);
    const clash =
      (spec.suits.includes(extra.code[0] as Suit) &&
        spec.ranks.includes(extra.code.slice(1) as Rank)) ||
      (spec.extras ?? []).filter((e) => e.code === extra.code).length > 1;
    if (clash) throw new TypeError(`deck ${spec.id}: the code ${extra.code} is given twice`);
  }
  if (size > 64) throw new RangeError(`deck ${spec.id} has ${size} cards; at most 64`);
  const codes: CardCode[] = [];
  const suitOf: (Suit | null)[] = [];
  const rankOf: (Rank | null)[] = [];
  const points: number[] = [];
  const extraNames: { en: string; de: string }[] = [];
  // The first id and the copies of each suit card, at suit * ranks + rank.
  const firstOf: number[] = [];
  const countOf: number[] = [];
  for (const suit of spec.suits) {
    for (const rank of spec.ranks) {
      const n = spec.copiesOf?.[suit + rank] ?? copies;
      firstOf.push(codes.length);
      countOf.push(n);
      for (let c = 0; c < n; c++) {
        codes.push(suit + rank);
        suitOf.push(suit);
        rankOf.push(rank);
        points.push(spec.points[rank] ?? 0);
        extraNames.push({ en: '', de: '' });
      }
    }
  }
  for (const extra of spec.extras ?? []) {
    for (let c = 0; c < extra.copies; c++) {
      codes.push(extra.code);
      suitOf.push(null);
      rankOf.push(null);
      points.push(extra.points);
      extraNames.push(extra.name);
    }
  }
  const byCode = new Map<CardCode, number[]>();
  codes.forEach((code, id) => {
    const list = byCode.get(code) ?? [];
    list.push(id);
    byCode.set(code, list);
  });
  const values = [...new Set(points.filter((p) => p > 0))].sort((a, b) => b - a);
  const pointClasses = values.map((value) => {
    let lo = 0;
    let hi = 0;
    points.forEach((p, id) => {
      if (p !== value) return;
      if (id < 32) lo |= 1 << id;
      else hi |= 1 << (id - 32);
    });
    return { value, lo, hi };
  });
  const totalPoints = points.reduce((a, b) => a + b, 0);
  // byteTable[256 * k + b]: the points of the cards 8k..8k+7 whose bits are set in b.
  const byteTable = new Uint16Array(8 * 256);
  for (let k = 0; k < 8; k++) {
    for (let b = 0; b < 256; b++) {
      let sum = 0;
      for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) sum += points[8 * k + bit] ?? 0;
      byteTable[256 * k + b] = sum;
    }
  }
  const indexOf = (suit: Suit, rank: Rank): number => {
    const s = spec.suits.indexOf(suit);
    const r = spec.ranks.indexOf(rank);
    if (s < 0 || r < 0) throw new RangeError(`deck ${spec.id} has no ${suit}${rank}`);
    return s * spec.ranks.length + r;
  };
  return {
    id: spec.id,
    spec,
    names,
    size: codes.length,
    codes,
    suitOf,
    rankOf,
    points,
    totalPoints,
    pointClasses,
    idsOf: (code) => byCode.get(code),
    cardId(suit, rank) {
      const i = indexOf(suit, rank);
      if (countOf[i] !== 1) {
        throw new RangeError(
          `deck ${spec.id} holds ${suit}${rank} ${countOf[i]} times; ask cardIds for the copies`,
        );
      }
      return firstOf[i];
    },
    cardIds(suit, rank) {
      return byCode.get(codes[firstOf[indexOf(suit, rank)]])!;
    },
    pointsOf(lo, hi) {
      // Four table look-ups per word: the points of each byte of the set.
      const t = byteTable;
      let sum =
        t[lo & 255] +
        t[256 + ((lo >>> 8) & 255)] +
        t[512 + ((lo >>> 16) & 255)] +
        t[768 + (lo >>> 24)];
      if (hi !== 0) {
        sum +=
          t[1024 + (hi & 255)] +
          t[1280 + ((hi >>> 8) & 255)] +
          t[1536 + ((hi >>> 16) & 255)] +
          t[1792 + (hi >>> 24)];
      }
      return sum;
    },
    nameOf(id, lang = 'en') {
      const suit = suitOf[id];
      const rank = rankOf[id];
      if (suit === null || rank === null) return extraNames[id][lang];
      return suitCardName(names, suit, rank, lang);
    },
    shortNameOf(id) {
      const suit = suitOf[id];
      const rank = rankOf[id];
      if (suit === null || rank === null) return codes[id];
      return names.suits[suit].short + names.ranks[rank].short;
    },
  };
}

/**
 * Card points shared by the Skat family: A 11, T 10, K 4, Q 3, J 2.
 *
 * @example
 * SKAT_POINTS.A; // 11
 */
export const SKAT_POINTS: Partial<Record<Rank, number>> = { A: 11, T: 10, K: 4, Q: 3, J: 2 };

/**
 * The 32-card Skat pack (A T K Q J 9 8 7 in four suits, 120 points).
 *
 * @example
 * SKAT_DECK.size; // 32
 * SKAT_DECK.totalPoints; // 120
 */
export const SKAT_DECK: Deck = defineDeck({
  id: 'skat32',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'],
  points: SKAT_POINTS,
});

/**
 * A 42-card pack: A T K Q J 9 8 7 6 5 in four suits plus two identical jokers
 * (code `JK`, 0 points), 120 points, as Skatkopf uses.
 *
 * @example
 * JOKER_DECK.idsOf('JK'); // [40, 41]
 */
export const JOKER_DECK: Deck = /* @__PURE__ */ defineDeck({
  id: 'joker42',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J', '9', '8', '7', '6', '5'],
  extras: [{ code: 'JK', copies: 2, points: 0, name: { en: 'joker', de: 'Joker' } }],
  points: SKAT_POINTS,
});

/**
 * The 32-card Schafkopf pack: the cards, ids and points of {@link SKAT_DECK}, named in the
 * German set ({@link GERMAN_NAMES}: Eichel, Gras, Herz, Schellen; Sau, Ober, Unter ...).
 *
 * @example
 * SCHAFKOPF_DECK.nameOf(SCHAFKOPF_DECK.cardId('C', 'Q'), 'de'); // 'Eichel-Ober'
 * SCHAFKOPF_DECK.shortNameOf(SCHAFKOPF_DECK.cardId('S', 'A')); // 'GA'
 */
export const SCHAFKOPF_DECK: Deck = /* @__PURE__ */ defineDeck({
  id: 'schafkopf32',
  suits: ['C', 'S', 'H', 'D'],
  ranks: ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'],
  points: SKAT_POINTS,
  names: GERMAN_NAMES,
});
