import type { Deck } from '@stich/core';
import { JACKS, SKAT_PLAIN_ORDER } from '@stich/core/kernel';
import { topRun } from '@stich/core/scoring';
import { BASE_VALUES, type Contract, nullValue } from './contract';

/**
 * The 63 values that may be called in the bidding, 18 to 264.
 *
 * @example
 * BID_VALUES.length; // 63
 * BID_VALUES.slice(0, 5); // [18, 20, 22, 23, 24]
 */
export const BID_VALUES: readonly number[] = (() => {
  const values = new Set<number>();
  for (const base of Object.values(BASE_VALUES))
    for (let level = 2; level <= 18; level++) values.add(base * level);
  for (const v of [23, 35, 46, 59]) values.add(v);
  return [...values].filter((v) => v <= 264).sort((a, b) => a - b);
})();

/**
 * Matadors: the trumps held in unbroken sequence from the club jack ("with n", positive)
 * or missing in unbroken sequence from it ("without n", negative), counted over the
 * declarer's dealt cards plus the original skat (core's `topRun` over the trump order).
 * Null has none.
 *
 * @example
 * matadors(deck, 'H', cardsWith(['CJ', 'DJ', ...])); // 1: with 1
 */
export function matadors(deck: Deck, game: Contract['game'], has: (id: number) => boolean): number {
  if (game === 'N') return 0;
  const order = [...JACKS.map((code) => deck.idsOf(code)![0])];
  if (game !== 'G') for (const rank of SKAT_PLAIN_ORDER) order.push(deck.cardId(game, rank));
  return topRun(order, has);
}

/**
 * What the play decided, as the game value needs it.
 *
 * @example
 * const play: PlayFacts = { declarerPoints: 75, defenderPoints: 45, declarerTricks: 7, defenderTricks: 3, tricks: 10 };
 */
export interface PlayFacts {
  /** Card points of the declarer, skat included. */
  readonly declarerPoints: number;
  /** Card points the defenders took. */
  readonly defenderPoints: number;
  readonly declarerTricks: number;
  readonly defenderTricks: number;
  /** Tricks in a deal played to the end. */
  readonly tricks: number;
}

/**
 * A contract's value and result, before Kontra.
 *
 * @example
 * const r: GameResult = gameResult(contract, 2, 36, play);
 * r.won ? r.value : -2 * r.value; // the declarer's score before Kontra
 */
export interface GameResult {
  readonly won: boolean;
  /** The game value (positive); for an overbid game, the value it is lost at. */
  readonly value: number;
  readonly multiplier: number;
  readonly overbid: boolean;
  /** Schneider and schwarz reached on the cards taken (a side with 90 or more; a side with no trick). */
  readonly schneider: boolean;
  readonly schwarz: boolean;
}

/**
 * Values a finished contract under the International Skat Order: base value times
 * (matadors + 1 + hand + schneider + announced schneider + schwarz + announced schwarz +
 * ouvert); an announced level always counts; null has fixed values; an overbid game is
 * lost at the smallest multiple of the base value that covers the bid.
 *
 * @example
 * gameResult(heartsHandSchneider, 6, 40, { declarerPoints: 95, defenderPoints: 25, declarerTricks: 9, defenderTricks: 1, tricks: 10 });
 * // { won: true, value: 110, multiplier: 11, overbid: false, schneider: true, schwarz: false } (the text's example 2)
 */
export function gameResult(
  contract: Contract,
  matadorCount: number,
  bid: number,
  play: PlayFacts,
): GameResult {
  const schneider = play.declarerPoints >= 90 || play.defenderPoints >= 90;
  const schwarz = play.declarerTricks === play.tricks || play.defenderTricks === play.tricks;
  if (contract.game === 'N') {
    const value = nullValue(contract);
    return {
      won: play.declarerTricks === 0,
      value,
      multiplier: 1,
      overbid: false,
      schneider,
      schwarz,
    };
  }
  const base = BASE_VALUES[contract.game];
  const multiplier =
    Math.abs(matadorCount) +
    1 +
    (contract.hand ? 1 : 0) +
    (contract.schneider || schneider ? 1 : 0) +
    (contract.schneider ? 1 : 0) +
    (contract.schwarz || schwarz ? 1 : 0) +
    (contract.schwarz ? 1 : 0) +
    (contract.ouvert ? 1 : 0);
  const value = base * multiplier;
  let won = play.declarerPoints > 60;
  if (contract.schneider && play.declarerPoints < 90) won = false;
  if (contract.schwarz && play.defenderTricks > 0) won = false;
  if (value < bid) {
    return {
      won: false,
      value: base * Math.ceil(bid / base),
      multiplier,
      overbid: true,
      schneider,
      schwarz,
    };
  }
  return { won, value, multiplier, overbid: false, schneider, schwarz };
}
