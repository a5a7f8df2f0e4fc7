import { field, optionsSchema, type ValuesOf } from '@stich/core';

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
 * RAMSCH_OPTIONS.deals.default; // 12
 */
export const RAMSCH_OPTIONS = {
  skatTo: field.enum(['lastTrick', 'loser'], {
    default: 'lastTrick',
    describe: "who gets the skat: the last trick's taker, or the loser",
  }),
  ties: field.enum(['allLose', 'lastTrickLoses'], {
    default: 'allLose',
    describe: 'two tied for most points: both lose, or the one who won the later trick',
  }),
  threeWayTie: field.enum(['allLose', 'nobody'], {
    default: 'allLose',
    describe: '40-40-40: everyone loses 40, or nobody scores',
  }),
  durchmarsch: field.boolean({ default: true, describe: 'taking every trick wins 120' }),
  tensLow: field.boolean({
    default: false,
    describe: 'tens rank below king and queen in trick power (still 10 points)',
  }),
  fixedValues: field.boolean({
    default: false,
    describe: 'the loser loses 10, 15 with one Jungfrau, 20 with two',
  }),
  gewinnerRamsch: field.boolean({
    default: false,
    describe: 'the fewest points win 23 instead of the most points losing',
  }),
  schieben: field.boolean({
    default: false,
    describe: 'Schieberamsch: take up the skat and lay two back, or push it on (each push doubles)',
  }),
  jacksMayBePushed: field.boolean({
    default: false,
    describe: 'in Schieberamsch, jacks may be laid into the skat',
  }),
  deals: field.int({ gt: 0, default: 12, describe: 'deals in a session' }),
  bierlachs: field.int({
    gt: 0,
    nullable: true,
    default: null,
    describe:
      'Bierlachs: play until someone reaches this many minus points (null: play `deals` deals)',
  }),
};

/**
 * Ramsch's options schema in `zod/mini`, built from {@link RAMSCH_OPTIONS}, for an
 * application that parses with zod.
 *
 * @example
 * RamschOptionsSchema.parse({ schieben: true }).jacksMayBePushed; // false
 */
export const RamschOptionsSchema = /* @__PURE__ */ optionsSchema(RAMSCH_OPTIONS);

/**
 * Ramsch's options, defaults filled in.
 *
 * @example
 * const options: RamschOptions = { ...ramsch.defaults, schieben: true };
 */
export type RamschOptions = ValuesOf<typeof RAMSCH_OPTIONS>;
