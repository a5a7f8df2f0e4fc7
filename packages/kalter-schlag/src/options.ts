import { field, optionsSchema } from '@stich/core';
import * as z from 'zod';

/**
 * Kalter Schlag's house rules. Every field has a default; unknown keys are refused.
 * - `rounding`: `'ten'` doubles first and rounds the result to the nearest 10 (5 up);
 *   `'five'` (the German text's student variant) rounds the card points to the nearest 5 first, then doubles.
 * - `target`: the penalty total at which a player loses the Partie.
 * - `fiveScores`: whether a player who has scored in `scoresToWin` deals while under the target wins.
 * - `scoresToWin`: how many scoring deals win under the five-scores rule.
 * - `stake`: what one stake is worth in the Partie's payments.
 *
 * @example
 * KalterSchlagOptionsSchema.parse({ rounding: 'five' }).target; // 2000
 * KalterSchlagOptionsSchema.safeParse({ taget: 1000 }).success; // false: unknown key
 */
export const KalterSchlagOptionsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    rounding: z
      .enum(['ten', 'five'])
      .default('ten')
      .describe(
        'ten: double, then round the penalty to the nearest 10 (5 up); five: round the card points to the nearest 5 first, then double',
      ),
    target: z
      .number()
      .int()
      .positive()
      .default(2000)
      .describe('penalty total at which a player loses the Partie'),
    fiveScores: z
      .boolean()
      .default(true)
      .describe('a player who has scored in `scoresToWin` deals and is under the target wins'),
    scoresToWin: z
      .number()
      .int()
      .positive()
      .default(5)
      .describe('scoring deals needed to win under the five-scores rule'),
    stake: z.number().nonnegative().default(1).describe('money value of one stake in the payments'),
  }))();

/**
 * Kalter Schlag's options as core declares them (see `field`): what `kalterSchlag` checks
 * options with, without zod, so a bundle of the rules kernel carries no schema library.
 * A test keeps it equal to {@link KalterSchlagOptionsSchema} (JSON Schema, defaults and errors).
 *
 * @example
 * KALTER_SCHLAG_OPTIONS.target.default; // 2000
 */
export const KALTER_SCHLAG_OPTIONS = {
  rounding: field.enum(['ten', 'five'], {
    default: 'ten',
    describe:
      'ten: double, then round the penalty to the nearest 10 (5 up); five: round the card points to the nearest 5 first, then double',
  }),
  target: field.int({
    gt: 0,
    default: 2000,
    describe: 'penalty total at which a player loses the Partie',
  }),
  fiveScores: field.boolean({
    default: true,
    describe: 'a player who has scored in `scoresToWin` deals and is under the target wins',
  }),
  scoresToWin: field.int({
    gt: 0,
    default: 5,
    describe: 'scoring deals needed to win under the five-scores rule',
  }),
  stake: field.number({ min: 0, default: 1, describe: 'money value of one stake in the payments' }),
};

/**
 * The same options schema built with `zod/mini` from {@link KALTER_SCHLAG_OPTIONS}, for an
 * application that parses with zod.
 *
 * @example
 * kalterSchlagOptions.parse({}).rounding; // 'ten'
 */
export const kalterSchlagOptions = /* @__PURE__ */ optionsSchema(KALTER_SCHLAG_OPTIONS);

/**
 * Kalter Schlag's options, defaults filled in.
 *
 * @example
 * const options: KalterSchlagOptions = { ...kalterSchlag.defaults, target: 1000 };
 */
export type KalterSchlagOptions = z.infer<typeof KalterSchlagOptionsSchema>;
