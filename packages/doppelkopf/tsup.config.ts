import { packageBuild } from '../../tsup.shared';

export default packageBuild(['src/index.ts', 'src/plugin.ts']);
