import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { inlineStepVite } from './scripts/inlineStep.mjs';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

// Tests run against the sources, so `pnpm test` needs no build first.
export default defineConfig({
  // Tests run the generator's step inlined, as the build ships it (see scripts/inlineStep.mjs).
  plugins: [inlineStepVite()],
  resolve: {
    alias: [
      {
        find: /^@stich\/core\/(kernel|scoring|plugin|tools|testing)$/,
        replacement: `${packages}core/src/$1/index.ts`,
      },
      {
        find: /^@stich\/([a-z-]+)\/(testing|kernel|protocol)$/,
        replacement: `${packages}$1/src/$2/index.ts`,
      },
      { find: /^@stich\/([a-z-]+)\/plugin$/, replacement: `${packages}$1/src/plugin.ts` },
      { find: /^@stich\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'threads',
  },
});
