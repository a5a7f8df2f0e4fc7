import { packageBuild } from '../../tsup.shared';

// The library (ESM, CJS and types). The command and the simulation's worker thread are
// built on their own, after this (tsup.bin.config.ts).
export default {
  ...packageBuild(['src/index.ts']),
  shims: true,
};
