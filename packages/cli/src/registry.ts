import type { AnyPlugin, Variant } from '@stich/core';
import { BUILTIN_PLUGINS } from './builtins';
import { usageError } from './cliError';
import { genericReport, type VariantReport } from './report';

/**
 * What the CLI knows about a game: its plug-in (see `AnyPlugin` in `@stich/core`).
 *
 * @example
 * const entry: VariantEntry = VARIANTS['kalter-schlag'];
 */
export type VariantEntry = AnyPlugin;

/**
 * The built-in games by id.
 *
 * @example
 * VARIANTS['kalter-schlag'].variant.name; // 'Kalter Schlag'
 */
export const VARIANTS: Readonly<Record<string, AnyPlugin>> = Object.fromEntries(
  BUILTIN_PLUGINS.map((plugin) => [plugin.variant.id, plugin]),
);

/** Games loaded from modules in this process (thread), by variant id. */
const loaded = new Map<string, AnyPlugin>();

/**
 * Adds a game loaded from a module, so that records and plans naming its id find it. An
 * id a built-in game or another module already has is a usage error, and so is a plug-in
 * that keeps a known game's variant (and id) but changes its bot, report or another part:
 * records name games by id, so the two would be mixed up. A module that gives the known
 * variant alone, or its very plug-in, is that game.
 *
 * @example
 * registerPlugin(plugin, './my-game.mjs');
 */
export function registerPlugin(plugin: AnyPlugin, from: string): void {
  const { id } = plugin.variant;
  const known = findVariant(id);
  if (known?.variant === plugin.variant) {
    const changed = (Object.keys(plugin) as (keyof AnyPlugin)[]).find(
      (key) => plugin[key] !== known[key],
    );
    if (changed === undefined) return;
    throw usageError(
      `${from}: the plug-in changes '${changed}' of ${known.variant.name} but keeps its variant id '${id}'; give the game its own id (defineVariant({ ...variant, id: 'my-game' }))`,
    );
  }
  if (known !== undefined)
    throw usageError(
      `${from}: the variant id '${id}' is taken by ${known.variant.name}; give your variant its own id`,
    );
  loaded.set(id, plugin);
}

/**
 * The plug-in of a variant id, built in or loaded, or `undefined`.
 *
 * @example
 * findVariant('kalter-schlag')?.variant.id; // 'kalter-schlag'
 */
export function findVariant(id: string): AnyPlugin | undefined {
  return Object.hasOwn(VARIANTS, id) ? VARIANTS[id] : loaded.get(id);
}

/**
 * Every variant the process knows (built in, then loaded), for reading records.
 *
 * @example
 * parseRecord(value, knownVariants());
 */
export function knownVariants(): Variant[] {
  return [...BUILTIN_PLUGINS, ...loaded.values()].map((p) => p.variant);
}

/**
 * Every plug-in the process knows, built in first.
 *
 * @example
 * knownPlugins().find((p) => p.formats?.iss);
 */
export function knownPlugins(): AnyPlugin[] {
  return [...BUILTIN_PLUGINS, ...loaded.values()];
}

/**
 * The report for a plug-in: its own (or the generic one), with its presentation.
 *
 * @example
 * reportOf(findVariant('kalter-schlag')!).scores(outcome);
 */
export function reportOf(plugin: AnyPlugin): VariantReport {
  const base = (plugin.report ?? genericReport) as VariantReport;
  const own = plugin.presentation;
  return own && own !== plugin.report ? { ...base, ...own } : base;
}

/**
 * The plug-in of a built-in id given on the command line; anything else is a usage error.
 * Commands that also take module paths and package names use `loadPlugin`.
 *
 * @example
 * requireVariant('kalter-schlag').variant.name; // 'Kalter Schlag'
 */
export function requireVariant(id: string | undefined): AnyPlugin {
  const known = Object.keys(VARIANTS).join(', ');
  if (id === undefined) throw usageError(`which variant? (known: ${known})`);
  const entry = findVariant(id);
  if (entry === undefined) throw usageError(`unknown variant '${id}' (known: ${known})`);
  return entry;
}
