import type { AnyPlugin } from '@stich/core';
import type { PimcAdapter } from '@stich/core/plugin';
import { usageError } from './cliError';

/**
 * The sampling bot's adapter of a game; a game without one cannot seat `pimc` bots (a
 * usage error that says so).
 *
 * @example
 * pimcBot(rules, { adapter: pimcFor(plugin) });
 */
export function pimcFor(plugin: AnyPlugin): PimcAdapter {
  if (plugin.pimc === undefined)
    throw usageError(
      `${plugin.variant.name} has no sampling bot: its plug-in gives no 'pimc' adapter (use --bot rules or random)`,
    );
  return plugin.pimc;
}
