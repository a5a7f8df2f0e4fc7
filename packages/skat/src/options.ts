import { RamschOptionsSchema } from '@stich/ramsch';
import { z } from 'zod';

/**
 * Skat's table and house rules. The official International Skat Order is the default;
 * every house rule is off until asked for. Unknown keys are refused.
 *
 * @example
 * SkatOptionsSchema.parse({ seats: 4, kontra: true }).passOut; // 'throwIn'
 */
export const SkatOptionsSchema = z.strictObject({
  seats: z
    .union([z.literal(3), z.literal(4)])
    .default(3)
    .describe('players at the table; at 4 the dealer sits out each deal'),
  passOut: z
    .enum(['throwIn', 'ramsch', 'forehand'])
    .default('throwIn')
    .describe('when all pass: throw the cards in, play Ramsch, or forehand must play'),
  ramsch: RamschOptionsSchema.pick({
    skatTo: true,
    ties: true,
    threeWayTie: true,
    durchmarsch: true,
    tensLow: true,
    fixedValues: true,
  })
    .partial()
    .default({})
    .describe('house rules of the Ramsch played on pass-out (see @stich/ramsch)'),
  kontra: z
    .boolean()
    .default(false)
    .describe('Kontra and Re before the first trick, with Bock and Hirsch as further steps'),
  tournament: z
    .boolean()
    .default(false)
    .describe(
      'Seeger-Fabian tournament scoring: +50/-50 for the declarer, +40 (+30 at 4) to each defender of a lost game',
    ),
  oldHandRule: z
    .boolean()
    .default(false)
    .describe('the rule before 1999: a lost hand game is not doubled'),
  deals: z.number().int().positive().default(36).describe('deals in a session (a Liste)'),
  bierlachs: z
    .number()
    .int()
    .positive()
    .nullable()
    .default(null)
    .describe(
      'Bierlachs: only minus points are written; play until someone reaches this many (null: play `deals` deals)',
    ),
});

/**
 * Skat's options, defaults filled in.
 *
 * @example
 * const options: SkatOptions = { ...skat.defaults, passOut: 'ramsch' };
 */
export type SkatOptions = z.infer<typeof SkatOptionsSchema>;
