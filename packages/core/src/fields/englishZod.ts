import { config, type core } from 'zod/mini';
import { englishMessage } from './englishMessage';

/**
 * Gives zod's messages in English unless a locale is already set. Core builds its schemas
 * with `zod/mini`, which loads no locale (so bundles stay small): without one every
 * message reads "Invalid input". This sets a small English message map instead of zod's
 * full locale. `defineVariant` calls it.
 *
 * @example
 * englishZod();
 * KalterSchlagOptionsSchema.safeParse({ target: -1 }).error?.issues[0].message; // 'Too small: expected number to be >0'
 */
export function englishZod(): void {
  if (config().localeError === undefined)
    config({ localeError: (iss: core.$ZodRawIssue) => englishMessage(iss) });
}
