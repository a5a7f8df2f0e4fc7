import type { DokoScoreInput, DokoTrick, Party } from './scoreTypes';

/** Card points per rank (doppelkopf.en.md 1.2). */
const RANK_POINTS: Readonly<Record<string, number>> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 };
const SUITS = 'CSHD';
/** Card points of the whole pack, with or without the nines (1.2, 1.3). */
const PACK_POINTS = 240;
/** Every card of the pack is there twice (1.2). */
const COPIES = 2;
/** Tricks of a 48-card and of a 40-card deal (1.2, 1.3). */
const TRICK_COUNTS = [12, 10];

/**
 * The stable codes of a {@link DokoScoreError}.
 *
 * @example
 * DOKO_SCORE_ERROR_CODES.includes('CARD_POINTS_NOT_240'); // true
 */
export const DOKO_SCORE_ERROR_CODES = [
  'INVALID_LEVEL',
  'INVALID_PARTIES',
  'PARTIES_OVERLAP',
  'INVALID_TRICK',
  'SEAT_NOT_IN_PARTIES',
  'UNKNOWN_CARD',
  'CARD_POINTS_NOT_240',
] as const;

/**
 * A stable code of a {@link DokoScoreError}.
 *
 * @example
 * const code: DokoScoreErrorCode = 'PARTIES_OVERLAP';
 */
export type DokoScoreErrorCode = (typeof DOKO_SCORE_ERROR_CODES)[number];

/**
 * Thrown by `scoreDoppelkopf` for input that cannot be a finished deal: a `RangeError`
 * with a stable `code` and a sentence saying what is wrong.
 *
 * @example
 * try {
 *   scoreDoppelkopf(input);
 * } catch (e) {
 *   if (e instanceof DokoScoreError && e.code === 'PARTIES_OVERLAP') console.log(e.message);
 * }
 */
export class DokoScoreError extends RangeError {
  /** What is wrong, as a stable code. */
  readonly code: DokoScoreErrorCode;

  /**
   * @param code - the stable code
   * @param message - the sentence for people
   */
  constructor(code: DokoScoreErrorCode, message: string) {
    super(message);
    this.name = 'DokoScoreError';
    this.code = code;
  }
}

/**
 * The card points of a card code: A 11, T 10, K 4, Q 3, J 2, 9 0 (doppelkopf.en.md 1.2).
 * Throws a {@link DokoScoreError} with code `UNKNOWN_CARD` for a code that is no card of
 * the Doppelkopf pack.
 *
 * @example
 * dokoCardPoints('DA'); // 11
 * dokoCardPoints('HT'); // 10
 * dokoCardPoints('C9'); // 0
 */
export function dokoCardPoints(card: string): number {
  if (
    typeof card !== 'string' ||
    card.length !== 2 ||
    !SUITS.includes(card[0]) ||
    !Object.hasOwn(RANK_POINTS, card[1])
  )
    throw new DokoScoreError(
      'UNKNOWN_CARD',
      `'${String(card)}' is not a card of the Doppelkopf pack`,
    );
  return RANK_POINTS[card[1]];
}

/** The cards Sonderpunkte look at: the foxes (♦A) and Karlchen (♣J). */
export const MARKED: readonly string[] = ['DA', 'CJ'];

/**
 * A checked deal, as the scoring reads it: each party's card points and tricks, the
 * announcements, and the tricks through accessors (the engine reads them from its state
 * without building trick objects; {@link checkScoreInput} from a list of tricks).
 */
export interface DokoFacts {
  readonly cardPoints: { re: number; kontra: number };
  readonly tricks: { re: number; kontra: number };
  readonly announced: { readonly re: number; readonly kontra: number };
  readonly seats: number;
  /** Each seat's party (a seat in neither party does not play and is never read). */
  readonly parties: readonly Party[];
  /** How many cards a trick holds. */
  readonly cardsPerTrick: number;
  /** Card points of each complete trick. */
  readonly trickPoints: readonly number[];
  /** The winner of each complete trick. */
  readonly winners: readonly number[];
  /**
   * The cards Sonderpunkte look at (6.4, 7.6, 7.7): every ♦A and ♣J played to a complete
   * trick, in the order played, with the trick and the seat that played it.
   */
  readonly marked: readonly {
    readonly trick: number;
    readonly card: string;
    readonly player: number;
  }[];
  /** The winning card of the last trick ('' without tricks). */
  readonly lastWinning: string;
}

function checkLevel(party: Party, level: unknown): void {
  if (!Number.isInteger(level) || (level as number) < -1 || (level as number) > 4)
    throw new DokoScoreError(
      'INVALID_LEVEL',
      `announced.${party} must be a whole number from -1 to 4, not ${String(level)}`,
    );
}

/** The seat-to-party map, after checking the parties' seats and sizes (3, 6.7). */
function checkParties(input: DokoScoreInput): Map<number, Party> {
  const partyOf = new Map<number, Party>();
  for (const party of ['re', 'kontra'] as const) {
    for (const seat of input[party]) {
      if (!Number.isInteger(seat) || seat < 0)
        throw new DokoScoreError('INVALID_PARTIES', `${party} seat ${seat} is not a seat index`);
      if (partyOf.has(seat))
        throw new DokoScoreError(
          'PARTIES_OVERLAP',
          partyOf.get(seat) === party
            ? `seat ${seat} is named twice in ${party}`
            : `seat ${seat} is in both parties`,
        );
      partyOf.set(seat, party);
    }
  }
  const [re, kontra] = input.solo ? [1, 3] : [2, 2];
  if (input.re.length !== re || input.kontra.length !== kontra)
    throw new DokoScoreError(
      'INVALID_PARTIES',
      `a ${input.solo ? 'solo' : 'normal game'} needs ${re} Re and ${kontra} Kontra seats, not ${input.re.length} and ${input.kontra.length}`,
    );
  return partyOf;
}

/** Checks one trick's seats and winner; returns its card points. */
function checkTrick(trick: DokoTrick, index: number, partyOf: ReadonlyMap<number, Party>): number {
  const where = `trick ${index + 1}`;
  if (trick.cards.length !== partyOf.size)
    throw new DokoScoreError(
      'INVALID_TRICK',
      `${where} has ${trick.cards.length} cards; a complete trick has ${partyOf.size}`,
    );
  const seen = new Set<number>();
  let points = 0;
  for (const { seat, card } of trick.cards) {
    if (!partyOf.has(seat))
      throw new DokoScoreError('SEAT_NOT_IN_PARTIES', `${where}: seat ${seat} is in neither party`);
    if (seen.has(seat))
      throw new DokoScoreError('INVALID_TRICK', `${where}: seat ${seat} plays twice`);
    seen.add(seat);
    points += dokoCardPoints(card);
  }
  if (!seen.has(trick.winner))
    throw new DokoScoreError(
      'INVALID_TRICK',
      `${where}: the winner, seat ${trick.winner}, played no card to it`,
    );
  return points;
}

/**
 * Checks a deal for scoring and counts its card points and tricks per party. Throws a
 * {@link DokoScoreError} naming the first problem found.
 */
export function checkScoreInput(input: DokoScoreInput): DokoFacts {
  checkLevel('re', input.announced.re);
  checkLevel('kontra', input.announced.kontra);
  const partyOf = checkParties(input);
  const highest = Math.max(...partyOf.keys());
  const seats = input.seats ?? Math.max(4, highest + 1);
  if (!Number.isInteger(seats) || seats <= highest)
    throw new DokoScoreError('INVALID_PARTIES', `seats must be above ${highest}, not ${seats}`);
  if (!TRICK_COUNTS.includes(input.tricks.length))
    throw new DokoScoreError(
      'INVALID_TRICK',
      `a finished deal has 12 tricks (10 with the 40-card pack), not ${input.tricks.length}`,
    );
  const cardPoints = { re: 0, kontra: 0 };
  const tricks = { re: 0, kontra: 0 };
  const copies = new Map<string, number>();
  const trickPoints = input.tricks.map((trick, index) => {
    const points = checkTrick(trick, index, partyOf);
    for (const { card } of trick.cards) {
      const n = (copies.get(card) ?? 0) + 1;
      if (n > COPIES)
        throw new DokoScoreError(
          'UNKNOWN_CARD',
          `trick ${index + 1}: ${card} is played a third time; the pack has it twice`,
        );
      copies.set(card, n);
    }
    const party = partyOf.get(trick.winner)!;
    cardPoints[party] += points;
    tricks[party] += 1;
    return points;
  });
  if (cardPoints.re + cardPoints.kontra !== PACK_POINTS)
    throw new DokoScoreError(
      'CARD_POINTS_NOT_240',
      `the tricks hold ${cardPoints.re + cardPoints.kontra} card points; a deal has ${PACK_POINTS}`,
    );
  const list = input.tricks;
  const parties: Party[] = new Array<Party>(seats).fill('kontra');
  for (const [seat, party] of partyOf) parties[seat] = party;
  return {
    cardPoints,
    tricks,
    announced: input.announced,
    seats,
    parties,
    cardsPerTrick: partyOf.size,
    trickPoints,
    winners: list.map((trick) => trick.winner),
    marked: list.flatMap((trick, index) =>
      trick.cards
        .filter((c) => MARKED.includes(c.card))
        .map((c) => ({ trick: index, card: c.card, player: c.seat })),
    ),
    lastWinning:
      list.length === 0
        ? ''
        : list[list.length - 1].cards.find((c) => c.seat === list[list.length - 1].winner)!.card,
  };
}
