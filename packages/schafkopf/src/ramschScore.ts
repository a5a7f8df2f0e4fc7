import { type CardCode, doublingFactor, type Seat } from '@stich/core';
import { jungfrauen, mostOf } from '@stich/core/scoring';
import { assertZeroSum, type CardPoints, type GameValue, type Payment } from './amounts';
import type { SchafkopfOptions } from './options';
import { trumpCards } from './trumps';

const SEATS = [0, 1, 2, 3] as const;
const TRICKS = 8;
/** Ramsch's trumps, highest first (2.7: the Sauspiel order). */
const RAMSCH_TRUMPS: readonly CardCode[] = /* @__PURE__ */ trumpCards(
  { kind: 'ramsch' },
  { bettelOrder: 'tenBelowUnter' },
);

/**
 * What a finished Ramsch left to score (6.9). Every per-seat list has four entries.
 *
 * @example
 * // 8.12: D took no trick
 * const facts: RamschFacts = { game: { kind: 'ramsch' }, points: [45, 38, 37, 0], tricks: [3, 3, 2, 0], highestTrump: ['CQ', 'SQ', 'HJ', null], knocks: 0, stoss: 0 };
 */
export interface RamschFacts {
  readonly game: { readonly kind: 'ramsch' };
  /** Card points each seat took. */
  readonly points: readonly CardPoints[];
  /** Tricks each seat won. */
  readonly tricks: readonly number[];
  /** The highest trump each seat played in the deal, `null` for none (for ties, option `ramschTie`). */
  readonly highestTrump: readonly (CardCode | null)[];
  /** Knocks made in this deal (5.1: they double a Ramsch). */
  readonly knocks: number;
  /** Kontra/Re steps, with option `kontraInRamsch` (5.2); else 0. */
  readonly stoss: number;
}

/**
 * A Ramsch, scored.
 *
 * @example
 * const s: RamschScore = scoreRamsch(facts, SCHAFKOPF_DEFAULTS);
 * s.payments; // e.g. [-120, 40, 40, 40]
 */
export interface RamschScore {
  readonly kind: 'ramsch';
  /** Seats that pay: the player with most card points, or the tied ones (6.9); none after a Durchmarsch. */
  readonly losers: readonly Seat[];
  /** Seats that took no trick, when option `jungfrau` is not `off`. */
  readonly jungfrauen: readonly Seat[];
  /** The seat that made a Durchmarsch, or `null`. */
  readonly durchmarsch: Seat | null;
  /** Knocks plus Kontra/Re steps. */
  readonly doublings: number;
  /** What each loser pays each winner before a `doubleToJungfrau` doubling; after a Durchmarsch, what each other seat pays. */
  readonly value: GameValue;
  readonly payments: readonly Payment[];
}

/** The seat with a Durchmarsch under option `durchmarsch`, or `null` (6.9). */
function durchmarschOf(facts: RamschFacts, options: SchafkopfOptions): Seat | null {
  const hit = (seat: Seat) =>
    options.durchmarsch === 'allTricks'
      ? facts.tricks[seat] === TRICKS
      : options.durchmarsch === 'minPoints' && facts.points[seat] >= options.durchmarschMinPoints;
  return SEATS.find(hit) ?? null;
}

/**
 * Who loses among players tied for most points (6.9): under `highestTrumpLoses` the one
 * who played the higher trump, or all of them when none played a trump.
 */
function losersOf(facts: RamschFacts, options: SchafkopfOptions): Seat[] {
  const tied = mostOf(facts.points, SEATS);
  if (tied.length === 1 || options.ramschTie === 'allTiedLose') return tied;
  let loser: Seat | null = null;
  let best = RAMSCH_TRUMPS.length;
  for (const seat of tied) {
    const trump = facts.highestTrump[seat];
    const at = trump === null ? -1 : RAMSCH_TRUMPS.indexOf(trump);
    if (at >= 0 && at < best) {
      best = at;
      loser = seat;
    }
  }
  return loser === null ? tied : [loser];
}

/**
 * Scores a Ramsch (6.9): a Durchmarsch pays its tariff from each other seat; otherwise
 * each loser pays each winner the Ramsch tariff, doubled per Jungfrau (`doubleAll`) or
 * on the payment to a Jungfrau (`doubleToJungfrau`). Knocks, and Kontra/Re where
 * allowed, double everything.
 *
 * @example
 * scoreRamsch({ game: { kind: 'ramsch' }, points: [40, 40, 25, 15], tricks: [2, 3, 2, 1], highestTrump: ['HQ', 'CQ', 'DJ', 'H7'], knocks: 0, stoss: 0 }, SCHAFKOPF_DEFAULTS).payments;
 * // [20, -60, 20, 20] (8.13: B played the higher trump)
 */
export function scoreRamsch(facts: RamschFacts, options: SchafkopfOptions): RamschScore {
  const doublings = facts.knocks + facts.stoss;
  const factor = doublingFactor(doublings);
  const payments = new Array<Payment>(SEATS.length).fill(0);
  const durchmarsch = durchmarschOf(facts, options);
  if (durchmarsch !== null) {
    const value = options.tariffs.durchmarsch * factor;
    for (const seat of SEATS) payments[seat] = seat === durchmarsch ? 3 * value : 0 - value;
    assertZeroSum(payments);
    return { kind: 'ramsch', losers: [], jungfrauen: [], durchmarsch, doublings, value, payments };
  }
  const losers = losersOf(facts, options);
  const maidens = options.jungfrau === 'off' ? [] : jungfrauen(facts.tricks, SEATS);
  const value =
    options.tariffs.ramsch * factor * (options.jungfrau === 'doubleAll' ? 2 ** maidens.length : 1);
  for (const winner of SEATS) {
    if (losers.includes(winner)) continue;
    const paid =
      options.jungfrau === 'doubleToJungfrau' && maidens.includes(winner) ? 2 * value : value;
    for (const loser of losers) {
      payments[winner] += paid;
      payments[loser] -= paid;
    }
  }
  assertZeroSum(payments);
  return {
    kind: 'ramsch',
    losers,
    jungfrauen: maidens,
    durchmarsch: null,
    doublings,
    value,
    payments,
  };
}
