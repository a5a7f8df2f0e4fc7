// Checks every published package as npm will ship it: publint --strict (package.json,
// exports, files) and @arethetypeswrong/cli --pack (types for import and require under
// every resolution). Needs `pnpm build`. Usage: pnpm check:packages
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PACKAGES = [
  'core',
  'doppelkopf',
  'kalter-schlag',
  'ramsch',
  'schafkopf',
  'skat',
  'skatkopf',
  'solver',
  'bots',
  'server',
  'cli',
];
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;

let failed = 0;
for (const pkg of PACKAGES) {
  const cwd = `${root}packages/${pkg}`;
  for (const [tool, args] of [
    ['publint', ['--strict']],
    ['attw', ['--pack', '.', '--format', 'table-flipped']],
  ]) {
    const run = spawnSync(bin(tool), args, { cwd, encoding: 'utf8' });
    const ok = run.status === 0;
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${tool} @stich/${pkg}`);
    if (!ok) console.log(`${run.stdout}${run.stderr}`);
  }
}
if (failed > 0) {
  console.error(`${failed} package check(s) failed`);
  process.exit(1);
}
