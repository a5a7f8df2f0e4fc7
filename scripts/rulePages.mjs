#!/usr/bin/env node
// Writes docs/rules/<variant>.md and docs/rules/compare.md from the variant definitions of
// the built packages (run `pnpm build` first; `pnpm rules-pages` does both). The variants
// are listed in scripts/rulePages/variants.mjs. `--check` writes nothing and exits 1 when
// a page is missing or differs; test/docsRulePages.test.ts does the same from the sources.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { RULE_PAGE_VARIANTS, rulePages } from './rulePages/index.mjs';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

const core = await import(new URL('packages/core/dist/index.js', root).href);
const cli = await import(new URL('packages/cli/dist/index.js', root).href);
const entries = [];
for (const { id, extras } of RULE_PAGE_VARIANTS) {
  const pkg = await import(new URL(`packages/${id}/dist/index.js`, root).href);
  entries.push({ id, pkg, extras });
}

const dir = new URL('docs/rules/', root);
mkdirSync(dir, { recursive: true });
let stale = 0;
for (const { file, text } of rulePages(core, cli, entries)) {
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
