import type { KalterSchlagOptions } from '@stich/kalter-schlag';
import type { RamschOptions } from '@stich/ramsch';
import { ownPointsQuestion, ramschQuestion } from './ownPointsQuestion';
import type { VariantQuestion } from './question';
import { skatkopfQuestion } from './skatkopfQuestion';
import { skatQuestion } from './skatQuestion';

/** A variant's question, as the table holds it: typed for its own state inside. */
const entry = <X, O>(q: VariantQuestion<X, O>) => q as unknown as VariantQuestion;

/**
 * What `stich solve` asks, by variant id: the side, what is counted and which way, and
 * what decides the deal. Adding a variant is one line.
 * - Kalter Schlag: the fewest card points the seat to act can make sure of taking, the
 *   others playing together against it.
 * - Ramsch: the same, the skat's points going with the last trick (by default).
 * - Skat: the declarer's card points with the skat, and whether he makes 61 (90, or every
 *   trick, when announced); null: his tricks, as few as he can.
 * - Skatkopf: the declaring side's card points with the kitty, and whether it makes 61.
 *
 * @example
 * SOLVE_QUESTIONS['kalter-schlag'].ask({ ctx: rules.ctx, state, flags: {} }).objective; // 'min'
 */
export const SOLVE_QUESTIONS: Readonly<Record<string, VariantQuestion>> = {
  'kalter-schlag': entry<unknown, KalterSchlagOptions>({
    ask: (c) => ownPointsQuestion(c, 'Kalter Schlag', 0, []),
  }),
  ramsch: entry<unknown, RamschOptions>({
    ask: (c) => ramschQuestion(c, 'Ramsch', c.ctx.options),
  }),
  skat: entry(skatQuestion),
  skatkopf: entry(skatkopfQuestion),
};
