import { StichRuleError } from '../errors/errors';
import { checkPlugin } from './checkPlugin';
import type { StichPlugin } from './stichPlugin';

/**
 * Defines a game's plug-in: the variant and what the tools need beyond its rules (see
 * {@link StichPlugin}). The plug-in is checked here: a missing or bad field throws a
 * {@link StichRuleError} with code `INVALID_PLUGIN`, naming the field.
 *
 * @typeParam P - the plug-in's own type, kept as written (so its variant's types stay precise)
 * @example
 * import { definePlugin } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * export default definePlugin({
 *   variant: { ...kalterSchlag, id: 'my-schlag', name: 'My Schlag' },
 *   presentation: { trumpLabel: () => 'jacks' },
 * });
 */
export function definePlugin<P extends StichPlugin>(plugin: P): P {
  const checked = checkPlugin(plugin);
  if (!checked.ok) throw new StichRuleError(checked.error);
  if (checked.value !== plugin)
    throw new StichRuleError({
      code: 'INVALID_PLUGIN',
      message: 'not a Stich plug-in: give { variant }, not the variant itself',
      path: [],
    });
  return plugin;
}
