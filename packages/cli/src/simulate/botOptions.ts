import type { AnyPlugin, BaseAction } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { usageError } from '../cliError';

/**
 * Reads `--bot-options JSON`, the rules bots' own settings, and tries them on a bot of
 * `rules` so that a bad one fails before any deal: a JSON object the variant's rules bot
 * accepts, e.g. Skat's `{"kontra":"eager"}`. `undefined` without the flag.
 *
 * @example
 * parseBotOptions('{"kontra":"never"}', skatPlugin, skat.rules()); // { kontra: 'never' }
 */
export function parseBotOptions(
  text: string | undefined,
  entry: Pick<AnyPlugin, 'bot' | 'variant'>,
  rules: Rules<unknown, unknown, unknown, BaseAction>,
): Readonly<Record<string, unknown>> | undefined {
  if (text === undefined) return undefined;
  let options: unknown;
  try {
    options = JSON.parse(text);
  } catch {
    throw usageError(`--bot-options must be a JSON object, not '${text}'`);
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw usageError(`--bot-options must be a JSON object, not '${text}'`);
  if (entry.bot === undefined || entry.bot.length < 2)
    throw usageError(`--bot-options: the rules bot of ${entry.variant.id} takes no options`);
  try {
    entry.bot(rules, options as Record<string, unknown>);
  } catch (error) {
    throw usageError(`--bot-options: ${(error as Error).message}`);
  }
  return options as Record<string, unknown>;
}
