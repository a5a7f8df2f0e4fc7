import { type CardCode, RANK_NAMES, type Rank, SUIT_NAMES, type Suit } from './atoms';

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
 * A deck as data: which suits and ranks it has, extra cards, and card points.
 *
 * @example
 * const spec: DeckSpec = { id: 'short24', suits: ['C', 'S', 'H', 'D'], ranks: ['A', 'T', 'K', 'Q', 'J', '9'], points: SKAT_POINTS };
 */
export interface DeckSpec {
  readonly id: string;
  readonly suits: readonly Suit[];
  /** Ranks present in every suit. */
  readonly ranks: readonly Rank[];
  readonly extras?: readonly ExtraCardSpec[];
  /** Card points by rank; ranks not listed count 0. */
  readonly points: Partial<Record<Rank, number>>;
}

/**
 * A compiled deck: card ids 0..size-1 with their codes, suits, ranks and points.
 *
 * @example
 * const deck: Deck = defineDeck(spec);
 * deck.nameOf(deck.idsOf('HT')![0]); // 'ten of hearts'
 */
export interface Deck {
  readonly id: string;
  readonly spec: DeckSpec;
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
  /** Card ids for a code, in ascending order (several for identical cards). */
  idsOf(code: CardCode): readonly number[] | undefined;
  /** The id of a suit card. */
  cardId(suit: Suit, rank: Rank): number;
  /** Card points of a two-word set. */
  pointsOf(lo: number, hi: number): number;
  /** A readable name such as "ace of hearts". */
  nameOf(id: number, lang?: 'en' | 'de'): string;
}

/**
 * Compiles a deck spec. Ids run suit by suit in the spec's order, ranks in the
 * spec's order within a suit, then the extra cards.
 *
 * @example
 * import { defineDeck } from '@stich/core';
 *
 * const deck = defineDeck({ id: 'mini', suits: ['C', 'H'], ranks: ['A', 'J'], points: { A: 11, J: 2 } });
 * deck.size; // 4
 * deck.codes; // ['CA', 'CJ', 'HA', 'HJ']
 */
export function defineDeck(spec: DeckSpec): Deck {
  const codes: CardCode[] = [];
  const suitOf: (Suit | null)[] = [];
  const rankOf: (Rank | null)[] = [];
  const points: number[] = [];
  const extraNames: { en: string; de: string }[] = [];
  for (const suit of spec.suits) {
    for (const rank of spec.ranks) {
      codes.push(suit + rank);
      suitOf.push(suit);
      rankOf.push(rank);
      points.push(spec.points[rank] ?? 0);
      extraNames.push({ en: '', de: '' });
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
  if (codes.length > 64)
    throw new RangeError(`deck ${spec.id} has ${codes.length} cards; at most 64`);
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
  return {
    id: spec.id,
    spec,
    size: codes.length,
    codes,
    suitOf,
    rankOf,
    points,
    totalPoints,
    pointClasses,
    idsOf: (code) => byCode.get(code),
    cardId(suit, rank) {
      const s = spec.suits.indexOf(suit);
      const r = spec.ranks.indexOf(rank);
      if (s < 0 || r < 0) throw new RangeError(`deck ${spec.id} has no ${suit}${rank}`);
      return s * spec.ranks.length + r;
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
      return lang === 'en'
        ? `${RANK_NAMES[rank].en} of ${SUIT_NAMES[suit].en}`
        : `${SUIT_NAMES[suit].de}-${RANK_NAMES[rank].de}`;
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
