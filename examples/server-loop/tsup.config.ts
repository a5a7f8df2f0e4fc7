import { defineConfig } from 'tsup';

// One ESM file for node; the @stich packages stay imports of their built dist.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  clean: true,
});
