import type { DokoScoreInput, DokoTrick, Party } from './scoreTypes';

/** Card points per rank (doppelkopf.en.md 1.2). */
const RANK_POINTS: Readonly<Record<string, number>> = { A: 11, T: 10, K: 4, Q: 3, J: 2, '9': 0 };
const SUITS = 'CSHD';
/** Card points of the whole pack, with or without the nines (1.2, 1.3). */
const PACK_POINTS = 240;
/** Every card of the pack is there twice (1.2). */
const COPIES = 2;
/** A trick holding this many card points is a Doppelkopf (6.4). */
export const DOPPELKOPF_FROM = 40;
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

/** {@link DokoFacts}`.lastWinning` when the last trick went to a fox (♦A). */
export const FOX_WON = 1;
/** {@link DokoFacts}`.lastWinning` when the last trick went to Karlchen (♣J). */
export const KARLCHEN_WON = 2;

/**
 * A checked deal, as the scoring reads it: each party's card points and tricks, the
 * announcements, and what the Sonderpunkte (6.4, 7.6, 7.7) look at, trick by trick as
 * bits (bit `t` for the 0-based trick `t`), so that the engine reads them from its state
 * without building trick objects ({@link checkScoreInput} from a list of tricks).
 */
export interface DokoFacts {
  readonly cardPoints: { re: number; kontra: number };
  readonly tricks: { re: number; kontra: number };
  readonly announced: { readonly re: number; readonly kontra: number };
  readonly seats: number;
  /** How many complete tricks there are. */
  readonly trickCount: number;
  /** Bit `t`: Re won trick `t`. */
  readonly reWon: number;
  /** Bit `t`: trick `t` holds 40 card points or more, a Doppelkopf. */
  readonly doppelkopf: number;
  /** Bits `2t` and `2t + 1`: the foxes (♦A) of the other party that trick `t`'s winner caught, 0 to 2. */
  readonly foxes: number;
  /** The ♣J of the other party in the last trick, 0 to 2 (Karlchen gefangen, 7.6). */
  readonly karlchenCaught: number;
  /** The winning card of the last trick: {@link FOX_WON}, {@link KARLCHEN_WON}, or 0 for another (or no trick). */
  readonly lastWinning: number;
}

/** What {@link DokoFacts}`.lastWinning` says of a winning card. */
export function winningKind(card: string): number {
  return card === 'DA' ? FOX_WON : card === 'CJ' ? KARLCHEN_WON : 0;
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
  const last = input.tricks.length - 1;
  let reWon = 0;
  let doppelkopf = 0;
  let foxes = 0;
  let karlchenCaught = 0;
  input.tricks.forEach((trick, index) => {
    const points = checkTrick(trick, index, partyOf);
    const party = partyOf.get(trick.winner)!;
    for (const { seat, card } of trick.cards) {
      const n = (copies.get(card) ?? 0) + 1;
      if (n > COPIES)
        throw new DokoScoreError(
          'UNKNOWN_CARD',
          `trick ${index + 1}: ${card} is played a third time; the pack has it twice`,
        );
      copies.set(card, n);
      if (partyOf.get(seat) === party) continue;
      if (card === 'DA') foxes += 1 << (2 * index);
      else if (card === 'CJ' && index === last) karlchenCaught++;
    }
    cardPoints[party] += points;
    tricks[party] += 1;
    if (party === 're') reWon |= 1 << index;
    if (points >= DOPPELKOPF_FROM) doppelkopf |= 1 << index;
  });
  if (cardPoints.re + cardPoints.kontra !== PACK_POINTS)
    throw new DokoScoreError(
      'CARD_POINTS_NOT_240',
      `the tricks hold ${cardPoints.re + cardPoints.kontra} card points; a deal has ${PACK_POINTS}`,
    );
  const final = input.tricks[last];
  return {
    cardPoints,
    tricks,
    announced: input.announced,
    seats,
    trickCount: input.tricks.length,
    reWon,
    doppelkopf,
    foxes,
    karlchenCaught,
    lastWinning:
      final === undefined ? 0 : winningKind(final.cards.find((c) => c.seat === final.winner)!.card),
  };
}
