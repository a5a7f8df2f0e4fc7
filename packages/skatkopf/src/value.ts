import { doublingFactor } from '@stich/core';
import { BASE_VALUES, type Game } from './games';
import type { SkatkopfOptions } from './options';

/**
 * What a deal's value depends on.
 *
 * @example
 * const facts: ValueFacts = { game: 'solo', doublings: 0, schneider: true, schwarz: false, lostOnSecondTurn: false };
 */
export interface ValueFacts {
  readonly game: Game;
  /** Doublings the winning bid carried. */
  readonly doublings: number;
  readonly schneider: boolean;
  readonly schwarz: boolean;
  /** The declaring side lost after trump was made on the second turned kitty card. */
  readonly lostOnSecondTurn: boolean;
}

/**
 * The total value of a deal (NOTES 6): the base value, +1 for schneider, +1 more for
 * schwarz; the auction's doublings multiply the total (option `doubling: 'base'`: the
 * base value only); a game lost after turning the second kitty card counts double
 * (option `tourneeDoubling: false`: not).
 *
 * @example
 * gameValue({ game: 'partner', doublings: 0, schneider: true, schwarz: false, lostOnSecondTurn: true }, defaults); // 4
 */
export function gameValue(
  f: ValueFacts,
  o: Pick<SkatkopfOptions, 'doubling' | 'tourneeDoubling'>,
): number {
  const base = BASE_VALUES[f.game];
  const extra = (f.schneider ? 1 : 0) + (f.schwarz ? 1 : 0);
  const factor = doublingFactor(f.doublings);
  const value = o.doubling === 'total' ? (base + extra) * factor : base * factor + extra;
  return f.lostOnSecondTurn && o.tourneeDoubling ? 2 * value : value;
}

/**
 * What each seat wins (+) or pays (-) for a deal of `value` (NOTES 7). `balanced`: each
 * defender pays or gets the value and the declaring side balances it, shared equally (a
 * lone declarer 3x). `pot`: each loser pays the value into a pot the winners share
 * equally; a lone declarer who loses pays the value, and each defender gets a third.
 *
 * @example
 * payments(3, true, [0], 4, 'balanced'); // [9, -3, -3, -3]
 * payments(1, false, [0], 4, 'pot'); // [-1, 1/3, 1/3, 1/3]
 */
export function payments(
  value: number,
  won: boolean,
  side: readonly number[],
  seats: number,
  reading: SkatkopfOptions['payments'],
): number[] {
  const sign = won ? 1 : -1;
  const defenders = seats - side.length;
  const bySide = (n: number, d: number) =>
    Array.from({ length: seats }, (_, seat) => (side.includes(seat) ? n : d));
  if (reading === 'balanced')
    return bySide((sign * value * defenders) / side.length, -sign * value);
  // The pot: the losers pay the value each, the winners share it.
  const pot = value * (won ? defenders : side.length);
  return won ? bySide(pot / side.length, -value) : bySide(-value, pot / defenders);
}
