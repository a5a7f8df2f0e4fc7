import { RamschOptionsSchema } from '@stich/ramsch';
import * as z from 'zod/mini';

/**
 * Skat's table and house rules. The official International Skat Order is the default;
 * every house rule is off until asked for. Unknown keys are refused.
 *
 * @example
 * SkatOptionsSchema.parse({ seats: 4, kontra: true }).passOut; // 'throwIn'
 */
export const SkatOptionsSchema = z.strictObject({
  seats: z
    ._default(z.union([z.literal(3), z.literal(4)]), 3)
    .check(z.describe('players at the table; at 4 the dealer sits out each deal')),
  passOut: z
    ._default(z.enum(['throwIn', 'ramsch', 'forehand']), 'throwIn')
    .check(z.describe('when all pass: throw the cards in, play Ramsch, or forehand must play')),
  ramsch: z
    ._default(
      z.partial(
        z.pick(RamschOptionsSchema, {
          skatTo: true,
          ties: true,
          threeWayTie: true,
          durchmarsch: true,
          tensLow: true,
          fixedValues: true,
        }),
      ),
      {},
    )
    .check(z.describe('house rules of the Ramsch played on pass-out (see @stich/ramsch)')),
  kontra: z
    ._default(z.boolean(), false)
    .check(
      z.describe('Kontra and Re before the first trick, with Bock and Hirsch as further steps'),
    ),
  tournament: z
    ._default(z.boolean(), false)
    .check(
      z.describe(
        'Seeger-Fabian tournament scoring: +50/-50 for the declarer, +40 (+30 at 4) to each defender of a lost game',
      ),
    ),
  oldHandRule: z
    ._default(z.boolean(), false)
    .check(z.describe('the rule before 1999: a lost hand game is not doubled')),
  deals: z
    ._default(z.number().check(z.int(), z.positive()), 36)
    .check(z.describe('deals in a session (a Liste)')),
  bierlachs: z
    ._default(z.nullable(z.number().check(z.int(), z.positive())), null)
    .check(
      z.describe(
        'Bierlachs: only minus points are written; play until someone reaches this many (null: play `deals` deals)',
      ),
    ),
});

/**
 * Skat's options, defaults filled in.
 *
 * @example
 * const options: SkatOptions = { ...skat.defaults, passOut: 'ramsch' };
 */
export type SkatOptions = z.infer<typeof SkatOptionsSchema>;
