import { defineConfig, type Options } from 'tsup';

/**
 * The build every package shares: ESM + CJS + .d.ts for node 20, from the given entry
 * files, with a tsconfig that resolves sibling packages through node_modules (so their
 * types stay external).
 */
export function packageBuild(entry: string[]): Options | Options[] {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'node20',
    tsconfig: 'tsconfig.build.json',
  }) as Options;
}
