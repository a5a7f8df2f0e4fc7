import * as z from 'zod/mini';

/**
 * Skatkopf's house rules (NOTES.md, Skatkopf 2, 5-9). The text's rules are the defaults;
 * each of its four variations is an option. Unknown keys are refused.
 * - `jokers`: of two jokers in one trick the second played wins, or the first.
 * - `calledCardRule`: the called card must go to the first trick of its suit and may not
 *   be thrown before; off: no restriction.
 * - `doubling`: auction doublings multiply the total value, or only the base value.
 * - `tourneeDoubling`: a game lost after turning the second kitty card counts double.
 * - `payments`: each defender pays or gets the value and the declaring side balances it
 *   (shared equally), or the literal pot: the losers pay the value each into a pot the
 *   winners share.
 * - `maxDoublings`: the most doublings a bid may carry.
 * - `deals`: the deals in a session.
 *
 * @example
 * SkatkopfOptionsSchema.parse({ jokers: 'first' }); // the other fields at their defaults
 */
export const SkatkopfOptionsSchema = z.strictObject({
  jokers: z
    ._default(z.enum(['second', 'first']), 'second')
    .check(z.describe('which of two jokers in one trick wins: the second played, or the first')),
  calledCardRule: z
    ._default(z.boolean(), true)
    .check(
      z.describe(
        'the called card must be played to the first trick of its suit and may not be thrown onto another before',
      ),
    ),
  doubling: z
    ._default(z.enum(['total', 'base']), 'total')
    .check(z.describe('auction doublings multiply the total value, or only the base value')),
  tourneeDoubling: z
    ._default(z.boolean(), true)
    .check(z.describe('a game lost after turning the second kitty card counts double')),
  payments: z
    ._default(z.enum(['balanced', 'pot']), 'balanced')
    .check(
      z.describe(
        'each defender pays or gets the value and the declaring side balances it, or the losers pay a pot the winners share',
      ),
    ),
  maxDoublings: z
    ._default(z.number().check(z.int(), z.minimum(0), z.maximum(20)), 6)
    .check(
      z.describe('the most doublings a bid may carry (the text sets no limit; the bids must end)'),
    ),
  deals: z
    ._default(z.number().check(z.int(), z.positive()), 16)
    .check(z.describe('deals in a session (16: each player deals four times)')),
});

/**
 * Skatkopf's options, defaults filled in.
 *
 * @example
 * const options: SkatkopfOptions = skatkopf.defaults;
 */
export type SkatkopfOptions = z.infer<typeof SkatkopfOptionsSchema>;
