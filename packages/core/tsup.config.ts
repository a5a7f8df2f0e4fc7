import { inlineStepPlugin } from '../../scripts/inlineStep.mjs';
import { packageBuild } from '../../tsup.shared';

export default packageBuild(['src/index.ts', 'src/kernel/index.ts', 'src/testing/index.ts'], {
  esbuildPlugins: [inlineStepPlugin()],
});
