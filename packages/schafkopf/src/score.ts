import { doublingFactor, type Seat } from '@stich/core';
import { assertZeroSum, type CardPoints, type GameValue, type Payment } from './amounts';
import { isTout, type SchafkopfGame } from './games';
import type { SchafkopfOptions } from './options';
import { type RamschFacts, type RamschScore, scoreRamsch } from './ramschScore';

/** Seats at a Schafkopf table (1.1). */
const SEATS = 4;
/** Card points a point game's playing side needs to win (6.1). */
const WIN_FROM = 61;
/** Under the official rule the opponents are Schneider up to 29, the playing side up to 30 (6.2). */
const OPPONENTS_SCHNEIDER_TO = 29;
const PLAYERS_SCHNEIDER_TO = 30;
/** A Sie is priced as eight Laufende (6.4). */
const SIE_LAUFENDE = 8;

/**
 * What a finished (or announced, for a Sie) game with sides left to score: the facts the
 * variant reads off its state. Every per-seat list has four entries, seat 0 to 3.
 *
 * @example
 * // 8.5: A's Eichel-Solo with four Laufende, 94 : 26, won with Schneider
 * const facts: GameFacts = {
 *   game: { kind: 'farbsolo', suit: 'C', tout: false }, declarer: 0, partner: null,
 *   points: [94, 26, 0, 0], tricks: [6, 2, 0, 0], laufende: 4, knocks: 0, stoss: 0,
 * };
 */
export interface GameFacts {
  readonly game: Exclude<SchafkopfGame, { readonly kind: 'ramsch' }>;
  readonly declarer: Seat;
  /** The holder of the called ace in a Sauspiel; `null` in a solo-class game. */
  readonly partner: Seat | null;
  /** Card points each seat took in tricks (a deal that stopped early counts what was taken). */
  readonly points: readonly CardPoints[];
  /** Tricks each seat won. */
  readonly tricks: readonly number[];
  /**
   * The run of top trumps in the dealt hands, as `laufende` (core's `topRun`) gives it:
   * positive "mit", negative "ohne"; only its size counts, from the game's minimum (6.3).
   * Not read in Bettel and Sie.
   */
  readonly laufende: number;
  /** Knocks made in this deal (5.1). */
  readonly knocks: number;
  /** Kontra, Re and further steps said (5.2). */
  readonly stoss: number;
}

/**
 * A game with sides, scored.
 *
 * @example
 * const s: GameScore = scoreGame(facts, SCHAFKOPF_DEFAULTS);
 * s.payments; // e.g. [300, -100, -100, -100]
 */
export interface GameScore {
  readonly kind: 'game';
  /** The declarer, and in a Sauspiel the partner. */
  readonly playingSide: readonly Seat[];
  /** Whether the playing side won. */
  readonly won: boolean;
  readonly playingPoints: CardPoints;
  readonly opponentPoints: CardPoints;
  /**
   * The losing side is Schneider (6.2). False in Bettel and Sie; in a Tout the value
   * adds it only with option `toutCountsSchneiderSchwarz`.
   */
  readonly schneider: boolean;
  /** The losing side took no trick (6.2); as `schneider` for Bettel, Sie and Tout. */
  readonly schwarz: boolean;
  /** Laufende that count: the run's size from the minimum on, else 0 (6.3); 8 in a Sie. */
  readonly laufende: number;
  /** Knocks plus Kontra/Re steps (5). */
  readonly doublings: number;
  readonly value: GameValue;
  /** Per seat; they add up to 0 (6.5). */
  readonly payments: readonly Payment[];
}

/**
 * A finished deal's facts: a game with sides, or a Ramsch.
 *
 * @example
 * const facts: DealFacts = { game: { kind: 'ramsch' }, points: [45, 38, 37, 0], tricks: [3, 3, 2, 0], highestTrump: ['CQ', 'SQ', 'DJ', null], knocks: 0, stoss: 0 };
 */
export type DealFacts = GameFacts | RamschFacts;

/**
 * A scored deal.
 *
 * @example
 * const s: DealScore = scoreDeal(facts, SCHAFKOPF_DEFAULTS);
 * if (s.kind === 'ramsch') s.losers; // [0]
 */
export type DealScore = GameScore | RamschScore;

/**
 * The Laufende that count: the run's size if it reaches the game's minimum (option
 * `laufendeFrom`), else 0 (6.3). A Tout uses its underlying game's minimum. Bettel and
 * Ramsch have none; a Sie always counts eight (6.4).
 *
 * @example
 * laufendeCounted({ kind: 'wenz', tout: false }, 2, SCHAFKOPF_DEFAULTS); // 2
 * laufendeCounted({ kind: 'sauspiel', calledSuit: 'D' }, 2, SCHAFKOPF_DEFAULTS); // 0
 * laufendeCounted({ kind: 'sie' }, 0, SCHAFKOPF_DEFAULTS); // 8
 */
export function laufendeCounted(
  game: SchafkopfGame,
  run: number,
  options: SchafkopfOptions,
): number {
  if (game.kind === 'sie') return SIE_LAUFENDE;
  if (game.kind === 'bettel' || game.kind === 'ramsch') return 0;
  const n = Math.abs(run);
  return n >= options.laufendeFrom[game.kind] ? n : 0;
}

/**
 * Whether the losing side is Schneider (6.2): under `official` the opponents at 29 or
 * fewer, the playing side at 30 or fewer; under `symmetric` either at 30 or fewer.
 *
 * @example
 * isSchneider(true, 30, SCHAFKOPF_DEFAULTS); // false: 90 : 30 is schneiderfrei (8.4 b)
 */
export function isSchneider(
  playingSideWon: boolean,
  loserPoints: CardPoints,
  options: SchafkopfOptions,
): boolean {
  const limit =
    playingSideWon && options.schneiderRule === 'official'
      ? OPPONENTS_SCHNEIDER_TO
      : PLAYERS_SCHNEIDER_TO;
  return loserPoints <= limit;
}

/** Whether the playing side won: by card points (6.1), or by the tricks of a Tout, Bettel or Sie. */
function playingSideWon(
  game: GameFacts['game'],
  playing: CardPoints,
  declarerTricks: number,
  opponentTricks: number,
): boolean {
  if (game.kind === 'sie') return true;
  if (game.kind === 'bettel') return declarerTricks === 0;
  if (isTout(game)) return opponentTricks === 0;
  return playing >= WIN_FROM;
}

/** The value before doublings (6.4). */
function baseValue(
  game: GameFacts['game'],
  laufende: number,
  schneider: boolean,
  schwarz: boolean,
  options: SchafkopfOptions,
): GameValue {
  const t = options.tariffs;
  if (game.kind === 'bettel') return t.bettel;
  if (game.kind === 'sie') return (t.solo + laufende * t.laufender) * options.sieMultiplier;
  let base = game.kind === 'sauspiel' ? t.sauspiel : t.solo;
  if (game.kind === 'farbsolo' && game.suit === 'H' && options.herzSoloDouble) base *= 2;
  const extras = (schneider ? t.schneider : 0) + (schneider && schwarz ? t.schwarz : 0);
  const tout = isTout(game);
  const value =
    base + laufende * t.laufender + (!tout || options.toutCountsSchneiderSchwarz ? extras : 0);
  return tout ? value * options.toutMultiplier : value;
}

/**
 * What {@link settle} found for the game it settled last. One object, written again for
 * each game: every simulated deal is settled, and its outcome takes the figures over.
 */
export const settled = {
  playingSide: [] as Seat[],
  won: false,
  schneider: false,
  schwarz: false,
  laufende: 0,
  value: 0,
  payments: [] as Payment[],
};

/**
 * Settles a game with sides from its sides' sums (see {@link scoreGame}) into
 * {@link settled}: the card points and tricks of the playing side and of the `opponents`
 * others, the declarer's tricks (a Bettel), the run of top trumps and the doublings. The
 * variant's outcome settles each deal here without building the per-seat facts.
 */
export function settle(
  game: GameFacts['game'],
  declarer: Seat,
  partner: Seat | null,
  opponents: number,
  playingPoints: CardPoints,
  opponentPoints: CardPoints,
  playingTricks: number,
  opponentTricks: number,
  declarerTricks: number,
  run: number,
  doublings: number,
  options: SchafkopfOptions,
): void {
  const playingSide = partner === null ? [declarer] : [declarer, partner];
  const won = playingSideWon(game, playingPoints, declarerTricks, opponentTricks);
  const loserPoints = won ? opponentPoints : playingPoints;
  const loserTricks = won ? opponentTricks : playingTricks;
  // Bettel and Sie know neither (6.7, 6.8); a Tout reports them, and counts them by option.
  const counts = game.kind !== 'bettel' && game.kind !== 'sie';
  const schneider = counts && isSchneider(won, loserPoints, options);
  const schwarz = counts && loserTricks === 0;
  const laufende = laufendeCounted(game, run, options);
  const value = baseValue(game, laufende, schneider, schwarz, options) * doublingFactor(doublings);
  // Each opponent settles `value` with the playing side, shared among its members (6.5).
  // `0 - x` rather than `-x`: a zero tariff must not give -0.
  const share = (value * opponents) / playingSide.length;
  const opponentPays = won ? 0 - value : value;
  const payments: Payment[] = [opponentPays, opponentPays, opponentPays, opponentPays];
  payments[declarer] = won ? share : 0 - share;
  if (partner !== null) payments[partner] = payments[declarer];
  assertZeroSum(payments);
  const out = settled;
  out.playingSide = playingSide;
  out.won = won;
  out.schneider = schneider;
  out.schwarz = schwarz;
  out.laufende = laufende;
  out.value = value;
  out.payments = payments;
}

/**
 * Scores a game with sides (6.1-6.8): who won, Schneider and Schwarz, the Laufende that
 * count, the value with its doublings, and each seat's payment. A Tout is won with all
 * eight tricks, a Bettel with none, a Sie always; card points decide the rest.
 *
 * @example
 * scoreGame(facts8_5, SCHAFKOPF_DEFAULTS).payments; // [300, -100, -100, -100] (8.5)
 */
export function scoreGame(facts: GameFacts, options: SchafkopfOptions): GameScore {
  const { declarer, partner, points, tricks } = facts;
  let opponents = 0;
  let playingPoints = 0;
  let opponentPoints = 0;
  let playingTricks = 0;
  let opponentTricks = 0;
  for (let seat = 0; seat < SEATS; seat++) {
    if (seat === declarer || seat === partner) {
      playingPoints += points[seat];
      playingTricks += tricks[seat];
    } else {
      opponents++;
      opponentPoints += points[seat];
      opponentTricks += tricks[seat];
    }
  }
  const doublings = facts.knocks + facts.stoss;
  settle(
    facts.game,
    declarer,
    partner,
    opponents,
    playingPoints,
    opponentPoints,
    playingTricks,
    opponentTricks,
    tricks[declarer],
    facts.laufende,
    doublings,
    options,
  );
  const g = settled;
  return {
    kind: 'game',
    playingSide: g.playingSide,
    won: g.won,
    playingPoints,
    opponentPoints,
    schneider: g.schneider,
    schwarz: g.schwarz,
    laufende: g.laufende,
    doublings,
    value: g.value,
    payments: g.payments,
  };
}

/**
 * Scores any finished deal: a game with sides ({@link scoreGame}) or a Ramsch
 * (`scoreRamsch`).
 *
 * @example
 * scoreDeal({ game: { kind: 'ramsch' }, points: [0, 0, 120, 0], tricks: [0, 0, 8, 0], highestTrump: [null, null, 'CQ', null], knocks: 0, stoss: 0 }, SCHAFKOPF_DEFAULTS).payments;
 * // [-70, -70, 210, -70] (8.14)
 */
export function scoreDeal(facts: DealFacts, options: SchafkopfOptions): DealScore {
  return facts.game.kind === 'ramsch'
    ? scoreRamsch(facts as RamschFacts, options)
    : scoreGame(facts as GameFacts, options);
}
