import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The built browser table (`examples/web-table`, built by `pnpm build` into its `dist`)
 * when `stich` runs from a checkout of the Stich repository; `undefined` elsewhere.
 * `stich serve` serves it at `/` unless `--static` names another folder.
 *
 * @example
 * webTableDir(); // '/home/anna/stich/examples/web-table/dist/' after pnpm build
 */
export function webTableDir(): string | undefined {
  const here = import.meta.url;
  // Built: packages/cli/dist/bin.js; from the sources: packages/cli/src/serve/webTableDir.ts.
  const up = here.endsWith('.ts') ? '../../../../' : '../../../';
  const dir = fileURLToPath(new URL(`${up}examples/web-table/dist/`, here));
  return existsSync(`${dir}index.html`) ? dir : undefined;
}
