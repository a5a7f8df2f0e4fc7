import { defineConfig } from 'tsup';

// The simulation's worker thread (dist/simulateWorker.js, where `workerScript()` looks for
// it), bundled with everything it imports into one file: a worker then starts about 45 ms
// sooner than when it resolves and loads every package's modules itself, which matters
// for `simulate --workers`. Built after the main bundle, which cleans dist (package.json).
export default defineConfig({
  entry: { simulateWorker: 'src/simulate/simulateWorker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/.*/],
  clean: false,
  dts: false,
  sourcemap: true,
  tsconfig: 'tsconfig.build.json',
});
