import { doublingFactor } from '@stich/core';
import { roundHalfUp } from '@stich/core/scoring';
import type { KalterSchlagOptions } from './options';

/**
 * Card points of one Durchmarsch penalty before doublings.
 *
 * @example
 * durchmarschPenalty(0) === DURCHMARSCH_POINTS; // true
 */
export const DURCHMARSCH_POINTS = 120;

/**
 * The penalty a loser writes for `points` card points. Each doubling and each
 * Jungfrau doubles it.
 * - rounding `'ten'`: points × 2^(doublings + jungfrauen), rounded to the nearest 10, 5 up;
 * - rounding `'five'`: the points rounded to the nearest 5 first, then doubled, no further rounding.
 *
 * @example
 * penalty(66, 1, 1, 'ten'); // 260 (66 × 4 = 264)
 * penalty(66, 1, 1, 'five'); // 260 (65 × 4)
 * penalty(63, 3, 2, 'ten'); // 2020 (63 × 32 = 2016)
 */
export function penalty(
  points: number,
  doublings: number,
  jungfrauen: number,
  rounding: KalterSchlagOptions['rounding'],
): number {
  const factor = doublingFactor(doublings + jungfrauen);
  return rounding === 'ten' ? roundHalfUp(points * factor, 10) : roundHalfUp(points, 5) * factor;
}

/**
 * The penalty each of the three others writes after a Durchmarsch: 120, doubled per
 * doubling, with no doubling for the three Jungfrauen.
 *
 * @example
 * durchmarschPenalty(2); // 480
 */
export function durchmarschPenalty(doublings: number): number {
  return DURCHMARSCH_POINTS * doublingFactor(doublings);
}
