// How a session's seeds derive from its one seed: every place that shuffles a session's
// deal, draws its first dealer or seeds its bots takes the seed from here, so records,
// snapshots and replays agree. Changing one of these changes every recorded session.

/**
 * The seed that shuffles deal `index` (0-based) of a session seeded with `seed`.
 *
 * @example
 * import { dealSeed } from '@stich/core/tools';
 *
 * dealSeed(42, 3); // '42/3'
 * rules.deal({ dealer, rng: new Rng(dealSeed(42, 3)) }); // the session's fourth deal
 */
export function dealSeed(seed: number | string, index: number): string {
  return `${seed}/${index}`;
}

/**
 * The seed that draws a session's first dealer when the setup names none.
 *
 * @example
 * import { dealerSeed } from '@stich/core/tools';
 *
 * new Rng(dealerSeed(42)).below(4); // the first dealer of a four-seat session seeded 42
 */
export function dealerSeed(seed: number | string): string {
  return `${seed}/dealer`;
}

/**
 * The seed of the bots' random choices in a session seeded with `seed` (`stich play`).
 *
 * @example
 * import { botSeed } from '@stich/core/tools';
 *
 * const rng = new Rng(botSeed(42));
 */
export function botSeed(seed: number | string): string {
  return `${seed}/bots`;
}
