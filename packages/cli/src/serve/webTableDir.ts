import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The browser table `stich serve` serves at `/` unless `--static` names another folder:
 * the copy in the package's own `dist/table` (installed from npm, or built in a checkout),
 * else the built `examples/web-table/dist` of a Stich checkout; `undefined` when neither
 * is there.
 *
 * @example
 * webTableDir(); // '/usr/lib/node_modules/@stich/cli/dist/table/' when installed with npm -g
 */
export function webTableDir(): string | undefined {
  const here = import.meta.url;
  // Built: packages/cli/dist/bin.js; from the sources: packages/cli/src/serve/webTableDir.ts.
  const cli = here.endsWith('.ts') ? '../../' : '../';
  const candidates = [`${cli}dist/table/`, `${cli}../../examples/web-table/dist/`];
  return candidates
    .map((c) => fileURLToPath(new URL(c, here)))
    .find((dir) => existsSync(`${dir}index.html`));
}
