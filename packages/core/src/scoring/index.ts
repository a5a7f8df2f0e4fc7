/**
 * `@stich/core/scoring`: the building blocks a variant's `score` hook is made of: card
 * points taken, the loser by most points, Jungfrau and Durchmarsch, rounding, the active
 * seats, Bierlachs totals, the run of top trumps (matadors, Laufende) and the deal's facts
 * for score sheets.
 *
 * @example
 * import { cardPoints, mostOf } from '@stich/core/scoring';
 *
 * const points = cardPoints(ctx, state); // card points taken per seat, e.g. [49, 48, 16, 7]
 * mostOf(points, [0, 1, 2, 3]); // [0]: the seat with the most points
 *
 * @packageDocumentation
 */
export {
  activeOf,
  bierlachsScores,
  cardPoints,
  DEAL_FACT,
  dealFacts,
  durchmarschSeat,
  jungfrauen,
  latestTrickWinner,
  mostOf,
  roundHalfUp,
} from './blocks';
export type { CardHolder } from './topRun';
export { topRun } from './topRun';
