/**
 * The two parties of a Doppelkopf deal (doppelkopf.en.md 3). In a solo the soloist alone
 * is Re.
 *
 * @example
 * const winner: Party = 'kontra';
 */
export type Party = 're' | 'kontra';

/**
 * A party's announcement levels as {@link DokoScoreInput} counts them: each level implies
 * every lower one (doppelkopf.en.md 5.6).
 *
 * @example
 * const announced = { re: DOKO_LEVELS.keine90, kontra: DOKO_LEVELS.none };
 */
export const DOKO_LEVELS = {
  /** Nothing said. */
  none: -1,
  /** The Ansage: "Re" or "Kontra". */
  ansage: 0,
  /** The opponents stay under 90 card points. */
  keine90: 1,
  /** The opponents stay under 60. */
  keine60: 2,
  /** The opponents stay under 30. */
  keine30: 3,
  /** The opponents take no trick. */
  schwarz: 4,
} as const;

/**
 * One complete trick: its cards in the order played, each with the seat that played it,
 * and the seat that won it. Codes are ISS style (`CQ`, `HT`, `DA`); both copies of a card
 * share one code.
 *
 * @example
 * const trick: DokoTrick = {
 *   cards: [{ seat: 0, card: 'SA' }, { seat: 1, card: 'SA' }, { seat: 2, card: 'ST' }, { seat: 3, card: 'ST' }],
 *   winner: 0,
 * };
 */
export interface DokoTrick {
  /** The four cards in the order played. */
  readonly cards: readonly {
    /** Who played the card. */
    readonly seat: number;
    /** The card's code, e.g. `DA`. */
    readonly card: string;
  }[];
  /** The seat that took the trick. */
  readonly winner: number;
}

/**
 * The scoring house rules of doppelkopf.en.md 7; every field left out takes the DDV
 * default of {@link DOKO_SCORE_DEFAULTS}.
 *
 * @example
 * const options: DokoScoreOptions = { karlchenGefangen: true };
 */
export interface DokoScoreOptions {
  /** 7.18: Kontra's extra Sonderpunkt for winning ("gegen die Alten"). Default on. */
  readonly gegenDieAlten?: boolean;
  /** 7.6: +1 per ♣J of the other party in the last trick the party takes. Default off. */
  readonly karlchenGefangen?: boolean;
  /** 7.7: +1 when a ♦A wins the last trick. Default off. */
  readonly fuchsLetzterStich?: boolean;
  /** 7.13: each Ansage doubles the game points instead of adding 2. Default off. */
  readonly reKontraDoubles?: boolean;
}

/**
 * The DDV defaults of the scoring options (doppelkopf.en.md 7).
 *
 * @example
 * DOKO_SCORE_DEFAULTS.gegenDieAlten; // true
 */
export const DOKO_SCORE_DEFAULTS: Required<DokoScoreOptions> = Object.freeze({
  gegenDieAlten: true,
  karlchenGefangen: false,
  fuchsLetzterStich: false,
  reKontraDoubles: false,
});

/**
 * A finished deal, as scoring needs it.
 *
 * @example
 * const input: DokoScoreInput = {
 *   re: [0, 2], kontra: [1, 3], solo: false,
 *   tricks, // the 12 complete tricks
 *   announced: { re: DOKO_LEVELS.ansage, kontra: DOKO_LEVELS.none },
 * };
 */
export interface DokoScoreInput {
  /** The Re party's seats; in a solo the soloist alone. */
  readonly re: readonly number[];
  /** The Kontra party's seats. */
  readonly kontra: readonly number[];
  /**
   * Solo scoring (6.6): the soloist scores three times the value, and there are no
   * Sonderpunkte and no "gegen die Alten". True for every solo, for a Hochzeit whose
   * Hochzeiter found no partner and for a stille Hochzeit.
   */
  readonly solo: boolean;
  /** The complete tricks in the order played: 12, or 10 with the 40-card pack. */
  readonly tricks: readonly DokoTrick[];
  /**
   * The highest level each party made (see {@link DOKO_LEVELS}): -1 nothing, 0 Re or
   * Kontra, 1 keine 90, 2 keine 60, 3 keine 30, 4 schwarz.
   */
  readonly announced: {
    /** The Re party's highest level. */
    readonly re: number;
    /** The Kontra party's highest level. */
    readonly kontra: number;
  };
  /** Scoring house rules; see {@link DokoScoreOptions}. */
  readonly options?: DokoScoreOptions;
  /**
   * Seats at the table, the length of `scores`. Default: 4, or more if a party names a
   * higher seat. Give 5 at a five-player table (7.14), where the dealer sits out.
   */
  readonly seats?: number;
}

/**
 * The stable keys of the lines of a {@link DokoScore}.
 *
 * @example
 * DOKO_LINE_KEYS.includes('fuchs'); // true
 */
export const DOKO_LINE_KEYS = [
  'won',
  'under90',
  'under60',
  'under30',
  'schwarz',
  'reAnnounced',
  'kontraAnnounced',
  'keine90',
  'keine60',
  'keine30',
  'schwarzAnnounced',
  'against90',
  'against60',
  'against30',
  'againstSchwarz',
  'gegenDieAlten',
  'doppelkopf',
  'fuchs',
  'karlchen',
  'karlchenGefangen',
  'fuchsLetzterStich',
] as const;

/**
 * A line's key: a game point (6.2, 6.3) or a Sonderpunkt (6.4, 7.6, 7.7).
 *
 * @example
 * const key: DokoLineKey = 'gegenDieAlten';
 */
export type DokoLineKey = (typeof DOKO_LINE_KEYS)[number];

/**
 * One game point or Sonderpunkt of a scored deal.
 *
 * @example
 * const line: DokoScoreLine = { key: 'fuchs', party: 're', points: 1, trick: 3 };
 */
export interface DokoScoreLine {
  /** What the point is for; see {@link DOKO_LINE_KEYS}. */
  readonly key: DokoLineKey;
  /** The party credited. */
  readonly party: Party;
  /** The points it adds to that party's total. */
  readonly points: number;
  /** For a Sonderpunkt won in a trick: the trick's index, from 0. */
  readonly trick?: number;
  /**
   * For an announcement's line (`reAnnounced` to `schwarzAnnounced`): the party that made
   * it, which need not be the party credited.
   */
  readonly by?: Party;
  /**
   * Set on an Ansage's line under option `reKontraDoubles`: the line doubles the game
   * points so far, and `points` is what the doubling adds.
   */
  readonly doubling?: boolean;
}

/**
 * A scored deal.
 *
 * @example
 * const s: DokoScore = scoreDoppelkopf(input);
 * s.winner; // 're'
 * s.scores; // [1, -1, 1, -1]
 */
export interface DokoScore {
  /** The winning party, or `null` when neither reached its target (6.5). */
  readonly winner: Party | null;
  /** Whether the deal was scored as a solo (6.6). */
  readonly solo: boolean;
  /** Card points each party took; they add up to 240. */
  readonly cardPoints: {
    /** The Re party's card points. */
    readonly re: number;
    /** The Kontra party's card points. */
    readonly kontra: number;
  };
  /** Tricks each party took. */
  readonly tricks: {
    /** The Re party's tricks. */
    readonly re: number;
    /** The Kontra party's tricks. */
    readonly kontra: number;
  };
  /** Each game point and Sonderpunkt, in the order of 6.8. */
  readonly lines: readonly DokoScoreLine[];
  /** The sum of each party's lines (6.8's `total`). */
  readonly totals: {
    /** The Re party's total. */
    readonly re: number;
    /** The Kontra party's total. */
    readonly kontra: number;
  };
  /** The netted game value seen from Re: `totals.re - totals.kontra` (6.8). */
  readonly value: number;
  /**
   * Each seat's score (6.7), indexed by seat: Re +value and Kontra -value, the soloist
   * three times that; a seat in neither party scores 0. They add up to 0.
   */
  readonly scores: readonly number[];
}
