import { inlineStepPlugin } from '../../scripts/inlineStep.mjs';
import { packageBuild } from '../../tsup.shared';

export default packageBuild(
  [
    'src/index.ts',
    'src/kernel/index.ts',
    'src/scoring/index.ts',
    'src/plugin/index.ts',
    'src/tools/index.ts',
    'src/testing/index.ts',
  ],
  {
    esbuildPlugins: [inlineStepPlugin()],
  },
);
