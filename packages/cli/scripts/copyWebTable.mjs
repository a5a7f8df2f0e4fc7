// Copies the built browser table (examples/web-table/dist, built before this package:
// it is a devDependency) into dist/table, where `stich serve` finds it once installed.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../../examples/web-table/dist/', import.meta.url));
const to = fileURLToPath(new URL('../dist/table/', import.meta.url));
if (!existsSync(`${from}index.html`)) {
  console.error(`copyWebTable: ${from}index.html is missing: build @stich/example-web-table first`);
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
