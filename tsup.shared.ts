import { defineConfig, type Options } from 'tsup';

/**
 * The build every package shares: ESM + CJS + .d.ts for node 20, from the given entry
 * files, with a tsconfig that resolves sibling packages through node_modules (so their
 * types stay external). `extra` adds options (core: the plugin that inlines the
 * generator's step).
 */
export function packageBuild(entry: string[], extra: Options = {}): Options | Options[] {
  return defineConfig({
    ...extra,
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'node20',
    tsconfig: 'tsconfig.build.json',
  }) as Options;
}
