import { defineConfig } from 'tsup';

// The `stich` command and the simulation's worker thread (dist/simulateWorker.js, where
// `workerScript()` looks for it): ESM only, built after the library (tsup.config.ts, which
// cleans dist). Both import their dependencies (@stich/*, zod, xstate) from node_modules
// like any other module, so the package ships one copy of each, not one per file.
export default defineConfig({
  entry: { bin: 'src/bin.ts', simulateWorker: 'src/simulate/simulateWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: false,
  dts: false,
  sourcemap: true,
  shims: true,
  tsconfig: 'tsconfig.build.json',
});
