import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyPlugin, checkPlugin } from '@stich/core';
import { usageError } from './cliError';
import { findVariant, registerPlugin, VARIANTS } from './registry';

/**
 * A game as a command got it: the plug-in, and what another thread loads to get the same
 * one (`source`: the built-in id, or the module's file URL).
 *
 * @example
 * const { plugin, source } = await loadPlugin('./my-game.mjs');
 */
export interface LoadedPlugin {
  readonly plugin: AnyPlugin;
  readonly source: string;
}

/** The module each loaded variant came from, by id. */
const sources = new Map<string, string>();

/**
 * The file URL a variant was loaded from in this process, or `undefined` for a built-in
 * (or unknown) one.
 *
 * @example
 * sourceOf('my-game'); // 'file:///home/anne/my-game.mjs'
 */
export function sourceOf(id: string): string | undefined {
  return sources.get(id);
}

const isPath = (spec: string) =>
  spec.startsWith('.') ||
  isAbsolute(spec) ||
  spec.startsWith('file:') ||
  /\.[cm]?[jt]s$/.test(spec);

/** The entry file of an installed package, looked up from `cwd` as node would. */
function resolvePackage(spec: string, cwd: string): string | null {
  try {
    return createRequire(join(cwd, 'noop.js')).resolve(spec);
  } catch {}
  // An ESM-only package has no `require` entry: read its `exports` (or `module`, `main`).
  const [scope, name, ...rest] = spec.split('/');
  const pkgName = scope.startsWith('@') ? `${scope}/${name}` : scope;
  const sub = scope.startsWith('@') ? rest : [name, ...rest].filter(Boolean);
  for (let dir = cwd; ; dir = dirname(dir)) {
    const root = join(dir, 'node_modules', pkgName);
    if (existsSync(join(root, 'package.json'))) {
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      const key = sub.length > 0 ? `./${sub.join('/')}` : '.';
      let entry = typeof pkg.exports === 'string' && key === '.' ? pkg.exports : pkg.exports?.[key];
      while (entry !== undefined && typeof entry === 'object')
        entry = entry.import ?? entry.default ?? entry.node;
      entry ??= key === '.' ? (pkg.module ?? pkg.main ?? 'index.js') : undefined;
      return typeof entry === 'string' ? join(root, entry) : null;
    }
    if (dirname(dir) === dir) return null;
  }
}

/** A module's file URL, or `null` when the spec names no file and no installed package. */
function moduleUrl(spec: string, cwd: string): string | null {
  if (spec.startsWith('file:')) return spec;
  if (isPath(spec)) {
    const file = resolve(cwd, spec);
    return existsSync(file) ? pathToFileURL(file).href : null;
  }
  const file = resolvePackage(spec, cwd);
  return file === null ? null : pathToFileURL(file).href;
}

/**
 * The game a command names: a built-in id (`skat`), a path to an ES module (`./my-game.mjs`)
 * or an installed package (`@acme/stich-binokel`, looked up from `cwd`), whose default
 * export is a plug-in or a plain variant. A loaded game is registered, so that records and
 * plans naming its id find it. Anything else is one clear usage error.
 *
 * @example
 * (await loadPlugin('kalter-schlag')).source; // 'kalter-schlag'
 * (await loadPlugin('./my-game.mjs')).plugin.variant.id; // 'my-game'
 */
export async function loadPlugin(
  spec: string | undefined,
  cwd: string = process.cwd(),
): Promise<LoadedPlugin> {
  const known = Object.keys(VARIANTS).join(', ');
  if (spec === undefined)
    throw usageError(`which variant? (known: ${known}; or a plug-in module or package)`);
  const builtIn = Object.hasOwn(VARIANTS, spec) ? VARIANTS[spec] : undefined;
  if (builtIn !== undefined) return { plugin: builtIn, source: spec };
  const url = moduleUrl(spec, cwd);
  if (url === null) {
    throw usageError(
      `unknown variant '${spec}' (known: ${known}); give a built-in id, a path to a plug-in module or an installed package`,
    );
  }
  let module: { default?: unknown };
  try {
    module = await import(url);
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
    throw usageError(`${spec}: cannot load the module: ${why}`);
  }
  if (module.default === undefined)
    throw usageError(
      `${spec}: not a Stich plug-in: the module has no default export (export default a plug-in or a variant)`,
    );
  const checked = checkPlugin(module.default);
  if (!checked.ok) throw usageError(`${spec}: ${checked.error.message}`);
  registerPlugin(checked.value, spec);
  sources.set(checked.value.variant.id, url);
  return { plugin: findVariant(checked.value.variant.id)!, source: url };
}

/**
 * Makes sure this thread knows the plan's variant: loads `plan.source` when the variant is
 * not built in and not loaded yet (a worker thread, or `stich worker` for a queued plan).
 *
 * @example
 * await loadPlanVariant(plan); chunkRunner(plan);
 */
export async function loadPlanVariant(plan: {
  readonly variant: string;
  readonly source?: string;
}): Promise<void> {
  if (findVariant(plan.variant) !== undefined || plan.source === undefined) return;
  await loadPlugin(plan.source);
}
