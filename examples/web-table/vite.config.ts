import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));

// The page bundles the @stich packages from their sources, so it builds without `pnpm build`.
// In development, `vite` passes the server's API and WebSocket on to `stich serve` at :8080.
export default defineConfig({
  base: './',
  resolve: {
    alias: [
      {
        find: /^@stich\/core\/(kernel|scoring|plugin|tools|testing)$/,
        replacement: `${packages}core/src/$1/index.ts`,
      },
      {
        find: /^@stich\/server\/protocol$/,
        replacement: `${packages}server/src/protocol/index.ts`,
      },
      { find: /^@stich\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  build: { target: 'es2022' },
});
