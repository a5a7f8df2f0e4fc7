import { z } from 'zod';

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
 */
export const RamschOptionsSchema = z.strictObject({
  skatTo: z.enum(['lastTrick', 'loser']).default('lastTrick'),
  ties: z.enum(['allLose', 'lastTrickLoses']).default('allLose'),
  threeWayTie: z.enum(['allLose', 'nobody']).default('allLose'),
  durchmarsch: z.boolean().default(true),
  tensLow: z.boolean().default(false),
  fixedValues: z.boolean().default(false),
  gewinnerRamsch: z.boolean().default(false),
  schieben: z.boolean().default(false),
  jacksMayBePushed: z.boolean().default(false),
  deals: z.number().int().positive().default(12),
  bierlachs: z.number().int().positive().nullable().default(null),
});

/** Ramsch's options, defaults filled in. */
export type RamschOptions = z.infer<typeof RamschOptionsSchema>;
