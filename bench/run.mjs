// Runs every benchmark in turn. Usage: pnpm bench [-- --quick]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = [
  'kalter-schlag.mjs',
  'schafkopf.mjs',
  'doppelkopf.mjs',
  'copies.mjs',
  'ramsch.mjs',
  'views.mjs',
  'simulate.mjs',
  'rules-bots.mjs',
  'solver.mjs',
  'pimc.mjs',
  'pimc-think.mjs',
  'server-load.mjs',
];
for (const file of benches) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const result = spawnSync(process.execPath, [path, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
