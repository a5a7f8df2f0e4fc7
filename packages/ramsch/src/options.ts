import * as z from 'zod/mini';

/**
 * Ramsch's house rules (NOTES.md lists each). Every field has a default; unknown keys are refused.
 * - `skatTo`: the skat's points go to whoever takes the last trick, or to the loser.
 * - `ties`: when two players tie for most points, both lose, or only the one who took the last trick
 *   (of the two; if neither did, the one who won the later trick).
 * - `threeWayTie`: at 40-40-40, everyone loses, or nobody scores.
 * - `durchmarsch`: one player taking every trick wins 120 (off: scored as a normal Ramsch).
 * - `tensLow`: tens rank below king and queen in trick power (they still count 10).
 * - `fixedValues`: the loser loses 10 (15 with one Jungfrau, 20 with two) instead of the card points.
 * - `gewinnerRamsch`: the player with fewest points wins 23 instead of the most points losing.
 * - `schieben`: Schieberamsch, passing the skat on before play; each push doubles every score.
 * - `jacksMayBePushed`: in Schieberamsch, jacks may be laid into the skat that is passed on.
 * - `deals`: the number of deals in a session.
 * - `bierlachs`: a target of minus points; the first player to reach it loses the session. `null` plays `deals` deals.
 *
 * @example
 * RamschOptionsSchema.parse({ schieben: true }).jacksMayBePushed; // false
 */
export const RamschOptionsSchema = z.strictObject({
  skatTo: z
    ._default(z.enum(['lastTrick', 'loser']), 'lastTrick')
    .check(z.describe("who gets the skat: the last trick's taker, or the loser")),
  ties: z
    ._default(z.enum(['allLose', 'lastTrickLoses']), 'allLose')
    .check(z.describe('two tied for most points: both lose, or the one who won the later trick')),
  threeWayTie: z
    ._default(z.enum(['allLose', 'nobody']), 'allLose')
    .check(z.describe('40-40-40: everyone loses 40, or nobody scores')),
  durchmarsch: z._default(z.boolean(), true).check(z.describe('taking every trick wins 120')),
  tensLow: z
    ._default(z.boolean(), false)
    .check(z.describe('tens rank below king and queen in trick power (still 10 points)')),
  fixedValues: z
    ._default(z.boolean(), false)
    .check(z.describe('the loser loses 10, 15 with one Jungfrau, 20 with two')),
  gewinnerRamsch: z
    ._default(z.boolean(), false)
    .check(z.describe('the fewest points win 23 instead of the most points losing')),
  schieben: z
    ._default(z.boolean(), false)
    .check(
      z.describe(
        'Schieberamsch: take up the skat and lay two back, or push it on (each push doubles)',
      ),
    ),
  jacksMayBePushed: z
    ._default(z.boolean(), false)
    .check(z.describe('in Schieberamsch, jacks may be laid into the skat')),
  deals: z
    ._default(z.number().check(z.int(), z.positive()), 12)
    .check(z.describe('deals in a session')),
  bierlachs: z
    ._default(z.nullable(z.number().check(z.int(), z.positive())), null)
    .check(
      z.describe(
        'Bierlachs: play until someone reaches this many minus points (null: play `deals` deals)',
      ),
    ),
});

/**
 * Ramsch's options, defaults filled in.
 *
 * @example
 * const options: RamschOptions = { ...ramsch.defaults, schieben: true };
 */
export type RamschOptions = z.infer<typeof RamschOptionsSchema>;
