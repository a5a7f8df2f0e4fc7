import { packageBuild } from '../../tsup.shared';

// The simulation's worker thread is built on its own, after this (tsup.worker.config.ts).
export default {
  ...packageBuild(['src/index.ts', 'src/bin.ts']),
  shims: true,
};
