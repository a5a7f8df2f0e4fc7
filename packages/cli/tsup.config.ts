import { packageBuild } from '../../tsup.shared';

// The simulation's worker thread is its own entry, built beside the bundle
// (dist/simulateWorker.js), where `workerScript()` looks for it.
export default {
  ...packageBuild(['src/index.ts', 'src/bin.ts']),
  entry: {
    index: 'src/index.ts',
    bin: 'src/bin.ts',
    simulateWorker: 'src/simulate/simulateWorker.ts',
  },
  shims: true,
};
