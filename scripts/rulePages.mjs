#!/usr/bin/env node
// Writes docs/rules/<variant>.md and docs/rules/compare.md from the variant definitions of
// the built packages (run `pnpm build` first; `pnpm rules-pages` does both): one page for
// each of the CLI's built-in plug-ins (BUILTIN_PLUGINS). `--check` writes nothing and exits 1 when
// a page is missing or differs; test/docsRulePages.test.ts does the same from the sources.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rulePages } from './rulePages/index.mjs';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

/** One of core's built entry points: '' for the root, 'kernel/', 'plugin/', 'tools/'. */
const coreEntry = (entry) => import(new URL(`packages/core/dist/${entry}index.js`, root).href);
const core = {
  ...(await coreEntry('')),
  ...(await coreEntry('kernel/')),
  ...(await coreEntry('plugin/')),
  ...(await coreEntry('tools/')),
};
const cli = await import(new URL('packages/cli/dist/index.js', root).href);

const dir = new URL('docs/rules/', root);
mkdirSync(dir, { recursive: true });
let stale = 0;
for (const { file, text } of rulePages(core, cli, cli.BUILTIN_PLUGINS)) {
  const target = new URL(file, dir);
  if (check) {
    let old = null;
    try {
      old = readFileSync(target, 'utf8');
    } catch {}
    if (old !== text) {
      stale++;
      console.error(`stale: docs/rules/${file}`);
    }
  } else {
    writeFileSync(target, text);
    console.log(`wrote docs/rules/${file}`);
  }
}
if (stale > 0) {
  console.error('run `pnpm rules-pages` to regenerate');
  process.exit(1);
}
