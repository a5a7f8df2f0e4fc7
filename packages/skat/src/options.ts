import { field, optionsSchema, type ValuesOf } from '@stich/core';
import { RAMSCH_OPTIONS } from '@stich/ramsch';

/**
 * Skat's table and house rules. The official International Skat Order is the default;
 * every house rule is off until asked for. Unknown keys are refused.
 *
 * @example
 * SKAT_OPTIONS.seats.default; // 3
 */
export const SKAT_OPTIONS = {
  seats: field.literal([3, 4], {
    default: 3,
    describe: 'players at the table; at 4 the dealer sits out each deal',
  }),
  passOut: field.enum(['throwIn', 'ramsch', 'forehand'], {
    default: 'throwIn',
    describe: 'when all pass: throw the cards in, play Ramsch, or forehand must play',
  }),
  ramsch: field.object(
    {
      skatTo: RAMSCH_OPTIONS.skatTo,
      ties: RAMSCH_OPTIONS.ties,
      threeWayTie: RAMSCH_OPTIONS.threeWayTie,
      durchmarsch: RAMSCH_OPTIONS.durchmarsch,
      tensLow: RAMSCH_OPTIONS.tensLow,
      fixedValues: RAMSCH_OPTIONS.fixedValues,
    },
    {
      partial: true,
      default: {},
      describe: 'house rules of the Ramsch played on pass-out (see @stich/ramsch)',
    },
  ),
  kontra: field.boolean({
    default: false,
    describe: 'Kontra and Re before the first trick, with Bock and Hirsch as further steps',
  }),
  tournament: field.boolean({
    default: false,
    describe:
      'Seeger-Fabian tournament scoring: +50/-50 for the declarer, +40 (+30 at 4) to each defender of a lost game',
  }),
  oldHandRule: field.boolean({
    default: false,
    describe: 'the rule before 1999: a lost hand game is not doubled',
  }),
  deals: field.int({ gt: 0, default: 36, describe: 'deals in a session (a Liste)' }),
  bierlachs: field.int({
    gt: 0,
    nullable: true,
    default: null,
    describe:
      'Bierlachs: only minus points are written; play until someone reaches this many (null: play `deals` deals)',
  }),
};

/**
 * Skat's options schema in `zod/mini`, built from {@link SKAT_OPTIONS}, for an application
 * that parses with zod.
 *
 * @example
 * SkatOptionsSchema.parse({ seats: 4, kontra: true }).passOut; // 'throwIn'
 */
export const SkatOptionsSchema = /* @__PURE__ */ optionsSchema(SKAT_OPTIONS);

/**
 * Skat's options, defaults filled in.
 *
 * @example
 * const options: SkatOptions = { ...skat.defaults, passOut: 'ramsch' };
 */
export type SkatOptions = ValuesOf<typeof SKAT_OPTIONS>;
