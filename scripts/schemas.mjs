#!/usr/bin/env node
// Writes docs/schema/*.json (JSON Schema of deal records, session records, each
// variant's options and the server protocol) from the zod schemas of the built packages, then formats them with
// Biome. Run `pnpm build` first. Variants are listed in scripts/schema-variants.json (one
// id each; the package is packages/<id>). `--check` writes nothing and exits 1 when a
// file is missing or says something else than the schemas (formatting aside).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

const ids = JSON.parse(readFileSync(new URL('scripts/schema-variants.json', root), 'utf8'));
const core = await import(new URL('packages/core/dist/tools/index.js', root).href);
const variants = [];
for (const id of ids) {
  const exports = await import(new URL(`packages/${id}/dist/index.js`, root).href);
  const isVariant = (x) => x?.id === id && typeof x.parseOptions === 'function';
  const variant = Object.values(exports).find(isVariant);
  if (variant === undefined) throw new Error(`packages/${id} exports no variant with id '${id}'`);
  variants.push(variant);
}

const dir = new URL('docs/schema/', root);
mkdirSync(new URL('server/', dir), { recursive: true });
let stale = 0;
const server = await import(new URL('packages/server/dist/protocol/index.js', root).href);
const files = [...core.schemaFiles(variants), ...server.protocolSchemaFiles()];
for (const { file, schema } of files) {
  const target = new URL(file, dir);
  if (check) {
    let old;
    try {
      old = JSON.parse(readFileSync(target, 'utf8'));
    } catch {}
    if (!isDeepStrictEqual(old, JSON.parse(JSON.stringify(schema)))) {
      stale++;
      console.error(`stale: docs/schema/${file}`);
    }
  } else {
    writeFileSync(target, core.schemaText(schema));
    console.log(`wrote docs/schema/${file}`);
  }
}
if (check) {
  if (stale > 0) {
    console.error('run `pnpm build && pnpm schemas` to regenerate');
    process.exit(1);
  }
} else {
  const biome = new URL('node_modules/@biomejs/biome/bin/biome', root);
  execFileSync(process.execPath, [fileURLToPath(biome), 'format', '--write', 'docs/schema'], {
    cwd: fileURLToPath(root),
    stdio: 'inherit',
  });
}
