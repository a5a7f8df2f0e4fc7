import { z } from 'zod';

/**
 * Kalter Schlag's house rules. Every field has a default; unknown keys are refused.
 * - `rounding`: `'ten'` doubles first and rounds the result to the nearest 10 (5 up);
 *   `'five'` (the German text's student variant) rounds the card points to the nearest 5 first, then doubles.
 * - `target`: the penalty total at which a player loses the Partie.
 * - `fiveScores`: whether a player who has scored in `scoresToWin` deals while under the target wins.
 * - `scoresToWin`: how many scoring deals win under the five-scores rule.
 * - `stake`: what one stake is worth in the Partie's payments.
 */
export const KalterSchlagOptionsSchema = z.strictObject({
  rounding: z.enum(['ten', 'five']).default('ten'),
  target: z.number().int().positive().default(2000),
  fiveScores: z.boolean().default(true),
  scoresToWin: z.number().int().positive().default(5),
  stake: z.number().nonnegative().default(1),
});

/** Kalter Schlag's options, defaults filled in. */
export type KalterSchlagOptions = z.infer<typeof KalterSchlagOptionsSchema>;
