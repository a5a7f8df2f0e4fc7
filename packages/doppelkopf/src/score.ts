import { checkScoreInput, type DokoFacts } from './scoreInput';
import { sonderpunkte } from './sonderpunkte';

export { dokoCardPoints } from './scoreInput';

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
  keine90: 1,
  keine60: 2,
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

/** Card points the loser stays under for the "unter" items (6.2), and the Absage marks (5.1). */
const UNDER_MARKS = [90, 60, 30] as const;
/** What a party must reach against each level of the opponents' Absagen (6.3). */
const AGAINST_MARKS = [120, 90, 60, 30] as const;
const UNDER_KEYS = ['under90', 'under60', 'under30', 'schwarz'] as const;
const ABSAGE_KEYS = ['keine90', 'keine60', 'keine30', 'schwarzAnnounced'] as const;
const AGAINST_KEYS = ['against90', 'against60', 'against30', 'againstSchwarz'] as const;
const SCHWARZ = DOKO_LEVELS.schwarz;

/** What decides the winner and the game points: card points, tricks, announcements. */
type Counts = Pick<DokoFacts, 'cardPoints' | 'tricks' | 'announced'>;

/**
 * The other party.
 *
 * @example
 * otherParty('re'); // 'kontra'
 */
export function otherParty(party: Party): Party {
  return party === 're' ? 'kontra' : 're';
}

/** Whether `party` reached its target (5.9.2). */
function reachesTarget(facts: Counts, party: Party): boolean {
  const other = otherParty(party);
  const own = facts.announced[party];
  const theirs = facts.announced[other];
  if (own >= DOKO_LEVELS.keine90) {
    // 5.9.2.1: keep the opponents under the named mark, or take every trick.
    return own === SCHWARZ
      ? facts.tricks[other] === 0
      : facts.cardPoints[other] < UNDER_MARKS[own - 1];
  }
  if (theirs >= DOKO_LEVELS.keine90) {
    // 5.9.2.2: reach the mark the opponents denied, or take one trick against schwarz.
    return theirs === SCHWARZ
      ? facts.tricks[party] > 0
      : facts.cardPoints[party] >= UNDER_MARKS[theirs - 1];
  }
  // 5.9.2.3: 121 for Re and 120 for Kontra, swapped when only Kontra announced.
  const kontraOnly = facts.announced.kontra >= 0 && facts.announced.re < 0;
  const needs = (party === 're') === kontraOnly ? 120 : 121;
  return facts.cardPoints[party] >= needs;
}

/**
 * The winner by the thresholds of 5.9, or `null` when neither party reached its target
 * (possible only when both made an Absage).
 *
 * @example
 * // 120 : 120 and only Kontra announced: Re needs 120 (5.9.3)
 * dokoWinner({ re: 120, kontra: 120 }, { re: 6, kontra: 6 }, { re: -1, kontra: 0 }); // 're'
 */
export function dokoWinner(
  cardPoints: { readonly re: number; readonly kontra: number },
  tricks: { readonly re: number; readonly kontra: number },
  announced: { readonly re: number; readonly kontra: number },
): Party | null {
  const facts = { cardPoints, tricks, announced };
  if (reachesTarget(facts, 're')) return 're';
  return reachesTarget(facts, 'kontra') ? 'kontra' : null;
}

/** The "unter" items (6.2) `party` earns for the opponents' card points and tricks. */
function underLines(facts: Counts, party: Party): DokoScoreLine[] {
  const other = otherParty(party);
  const met = [
    ...UNDER_MARKS.map((mark) => facts.cardPoints[other] < mark),
    facts.tricks[other] === 0,
  ];
  return UNDER_KEYS.filter((_, i) => met[i]).map((key) => ({ key, party, points: 1 }));
}

/** The "gegen Absagen" items (6.3): one per opponents' level whose mark `party` reached. */
function againstLines(facts: Counts, party: Party): DokoScoreLine[] {
  const theirs = facts.announced[otherParty(party)];
  const lines: DokoScoreLine[] = [];
  for (let level = 1; level <= theirs; level++) {
    if (facts.cardPoints[party] >= AGAINST_MARKS[level - 1])
      lines.push({ key: AGAINST_KEYS[level - 1], party, points: 1 });
  }
  return lines;
}

/** Every Absage level `by` made, each +1 for `party` (6.2.2). */
function absageLines(facts: Counts, party: Party, by: Party): DokoScoreLine[] {
  const lines: DokoScoreLine[] = [];
  for (let level = 1; level <= facts.announced[by]; level++)
    lines.push({ key: ABSAGE_KEYS[level - 1], party, points: 1, by });
  return lines;
}

/** The game points of the winning party (6.2, 6.3; 7.13 doubles them per Ansage). */
function winnerLines(facts: Counts, winner: Party, doubles: boolean): DokoScoreLine[] {
  const lines: DokoScoreLine[] = [
    { key: 'won', party: winner, points: 1 },
    ...underLines(facts, winner),
  ];
  const ansagen = (['re', 'kontra'] as const).filter((p) => facts.announced[p] >= 0);
  const ansageLine = (by: Party, points: number, doubling: boolean): DokoScoreLine => ({
    key: by === 're' ? 'reAnnounced' : 'kontraAnnounced',
    party: winner,
    points,
    by,
    ...(doubling ? { doubling } : {}),
  });
  if (!doubles) lines.push(...ansagen.map((by) => ansageLine(by, 2, false)));
  lines.push(
    ...absageLines(facts, winner, 're'),
    ...absageLines(facts, winner, 'kontra'),
    ...againstLines(facts, winner),
  );
  if (doubles) {
    let sum = lines.reduce((s, l) => s + l.points, 0);
    for (const by of ansagen) {
      lines.push(ansageLine(by, sum, true));
      sum *= 2;
    }
  }
  return lines;
}

/**
 * Scores a finished Doppelkopf deal by doppelkopf.en.md 6: the winner by the thresholds
 * of 5.9, the game points of 6.2 and 6.3 (or 6.5 when nobody won), the Sonderpunkte of
 * 6.4 in a normal game, the netted value and each seat's score (6.6, 6.7). Throws a
 * {@link DokoScoreError} (a `RangeError`) for input that cannot be a finished deal.
 *
 * @example
 * // 8.1: Re 145 : Kontra 95, Re caught a fox, Kontra made a Doppelkopf
 * const s = scoreDoppelkopf({ re: [0, 2], kontra: [1, 3], solo: false, tricks, announced: { re: -1, kontra: -1 } });
 * s.value; // 1
 * s.scores; // [1, -1, 1, -1]
 */
export function scoreDoppelkopf(input: DokoScoreInput): DokoScore {
  const facts = checkScoreInput(input);
  const options = { ...DOKO_SCORE_DEFAULTS, ...input.options };
  const winner = dokoWinner(facts.cardPoints, facts.tricks, facts.announced);
  const lines: DokoScoreLine[] =
    winner === null
      ? // 6.5: each party its "unter" items and its points against the other's Absagen.
        (['re', 'kontra'] as const).flatMap((p) => [
          ...underLines(facts, p),
          ...againstLines(facts, p),
        ])
      : winnerLines(facts, winner, options.reKontraDoubles);
  if (!input.solo) lines.push(...sonderpunkte(facts, winner, options));
  const totals = { re: 0, kontra: 0 };
  for (const line of lines) totals[line.party] += line.points;
  const value = totals.re - totals.kontra;
  const scores = new Array<number>(facts.seats).fill(0);
  const factor = input.solo ? 3 : 1;
  for (const seat of input.re) scores[seat] = factor * value;
  // Written as a subtraction so that a value of 0 gives +0, not -0.
  for (const seat of input.kontra) scores[seat] = 0 - value;
  return {
    winner,
    solo: input.solo,
    cardPoints: facts.cardPoints,
    tricks: facts.tricks,
    lines,
    totals,
    value,
    scores,
  };
}

export { DOKO_SCORE_ERROR_CODES, DokoScoreError, type DokoScoreErrorCode } from './scoreInput';
