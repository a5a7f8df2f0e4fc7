import { field, optionsSchema, type ValuesOf } from '@stich/core';
import { RAMSCH_OPTIONS } from '@stich/ramsch';

/**
 * What may start a round of Bock or Ramsch deals (option `bock.triggers`).
 *
 * @example
 * BOCK_TRIGGERS.includes('tie60'); // true
 */
export const BOCK_TRIGGERS = ['kontraLost', 'tie60', 'schneider', 'grandHand'] as const;

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
  bock: field.object(
    {
      triggers: field.array(field.enum(BOCK_TRIGGERS), {
        default: [],
        describe:
          'what starts a round of Bock (or Ramsch) deals: `kontraLost` a lost game with Kontra said, `tie60` a declarer at exactly 60 card points, `schneider` a game with schneider or schwarz, `grandHand` a won grand hand (none: no such rounds)',
      }),
      valueAtLeast: field.int({
        gt: 0,
        nullable: true,
        default: null,
        describe:
          'a further trigger: a game whose game value (before loss, Kontra and Bock doubling) is at least this (null: none)',
      }),
      rounds: field.enum(['bock', 'bockRamsch', 'ramsch'], {
        default: 'bock',
        describe:
          'what a trigger adds at the end of the queue: a Bock round (every score of the deal doubled), a Bock round then a Ramsch round, or a Ramsch round; a round is one deal per seat',
      }),
    },
    {
      partial: true,
      optional: true,
      describe:
        'house rules: Bock and Ramsch rounds, off until a trigger is named (absent: off, and records stay as they were)',
    },
  ),
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
