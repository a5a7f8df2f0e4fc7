import { StichRuleError } from '../errors/errors';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { checkPlugin } from './checkPlugin';
import type { PluginParts, StichPlugin } from './stichPlugin';

/**
 * Defines a game's plug-in: the variant and what the tools need beyond its rules (see
 * {@link StichPlugin}). The plug-in is checked here: a missing or bad field throws a
 * {@link StichRuleError} with code `INVALID_PLUGIN`, naming the field.
 *
 * The variant's types are inferred from `variant`, and every other part is checked
 * against them: a presentation, report, bot or sampling adapter sees the variant's view
 * extra, options, state, outcome and actions as they are, without casts.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { definePlugin } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * export default definePlugin({
 *   variant: { ...kalterSchlag, id: 'my-schlag', name: 'My Schlag' },
 *   presentation: { trumpLabel: () => 'jacks' },
 * });
 */
export function definePlugin<O, X, R, A extends BaseAction, S, SR, V>(
  plugin: { readonly variant: Variant<O, X, R, A, S, SR, V> } & PluginParts<
    NoInfer<O>,
    NoInfer<X>,
    NoInfer<R>,
    NoInfer<A>,
    NoInfer<SR>,
    NoInfer<V>
  >,
): StichPlugin<O, X, R, A, S, SR, V> {
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
