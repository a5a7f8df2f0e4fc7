import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

// The page bundles the @stich packages from their sources, so it builds without `pnpm build`.
export default defineConfig({
  base: './',
  resolve: {
    alias: [{ find: /^@stich\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` }],
  },
  build: { target: 'es2022' },
});
