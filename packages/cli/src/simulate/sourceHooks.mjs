// Module hooks for running the TypeScript sources in a worker thread, like vitest does
// for the tests: `@stich/x` resolves to packages/x/src/index.ts (`@stich/x/plugin` to
// packages/x/src/plugin.ts, `@stich/core/tools` to packages/core/src/tools/index.ts),
// extensionless relative
// imports to .ts files, and .ts files are compiled with TypeScript's transpileModule
// (cached in the temp directory by content, so later workers skip the compiler).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packages = new URL('../../../', import.meta.url);
const cache = join(tmpdir(), 'stich-source-cache');
let ts;

export async function resolve(specifier, context, next) {
  const parent = context.parentURL ?? '';
  const pkg = /^@stich\/([a-z-]+)(?:\/([a-z]+))?$/.exec(specifier);
  if (pkg !== null) {
    // A game's `plugin` entry is a file; core's entries are folders with an index.
    const files = pkg[2] ? [`${pkg[2]}.ts`, `${pkg[2]}/index.ts`] : ['index.ts'];
    for (const file of files) {
      const url = new URL(`${pkg[1]}/src/${file}`, packages);
      if (existsSync(url)) return { url: url.href, shortCircuit: true };
    }
  }
  if (parent.endsWith('.ts') && /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) {
    for (const suffix of ['.ts', '/index.ts']) {
      const url = new URL(specifier + suffix, parent);
      if (existsSync(url)) return { url: url.href, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const key = join(
    cache,
    `${createHash('sha1').update('es2022-v1').update(url).update(source).digest('hex')}.js`,
  );
  const cached = await readFile(key, 'utf8').catch(() => null);
  if (cached !== null) return { format: 'module', source: cached, shortCircuit: true };
  ts ??= (await import('typescript')).default;
  const out = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      sourceMap: false,
    },
  });
  // Written to a unique name first, then renamed, so a reader never sees half a file.
  await mkdir(cache, { recursive: true });
  const temp = `${key}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(temp, out.outputText);
  await rename(temp, key).catch(() => {});
  return { format: 'module', source: out.outputText, shortCircuit: true };
}
