import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// Core's folders are layers (DESIGN.md's, as the code has them: the facades write and read
// records, so records sit below them): each imports only from the layers below it.
// Lowest first; a folder may import from any folder before it in this list.
const LAYERS = [
  ['cards', 'errors', 'rng'],
  ['fields'],
  ['kernel'],
  ['variant', 'scoring'],
  ['machine'],
  ['records'],
  ['facade'],
  ['plugin', 'testing'],
];
// The `./kernel` entry point still re-exports facade, machine and record pieces for the
// CLI, the server and the bots (issue 31's API trim moves them); nothing else may.
const ENTRY_EXCEPTIONS = new Set(['kernel/index.ts']);

const src = fileURLToPath(new URL('../src/', import.meta.url));
const levelOf = new Map(LAYERS.flatMap((folders, level) => folders.map((f) => [f, level])));

/** Every source file below src, as paths relative to it. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [relative(src, join(dir, e.name))]
        : [],
  );
}

/** The folders below src that a file imports from, by its relative imports. */
function importedFolders(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  const out = new Set<string>();
  for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const target = relative(src, join(src, file, '..', m[1]));
    if (target.includes('/')) out.add(target.split('/')[0]);
  }
  return [...out];
}

describe("core's folder layers", () => {
  const files = sources(src).filter((f) => f.includes('/'));

  test('every folder has a layer', () => {
    const folders = new Set(files.map((f) => f.split('/')[0]));
    expect([...folders].filter((f) => !levelOf.has(f))).toEqual([]);
  });

  test('each file imports only from its own folder and the layers below it', () => {
    const wrong: string[] = [];
    for (const file of files) {
      if (ENTRY_EXCEPTIONS.has(file)) continue;
      const folder = file.split('/')[0];
      for (const to of importedFolders(file)) {
        if (to === folder) continue;
        if (levelOf.get(to)! >= levelOf.get(folder)!) wrong.push(`${file} imports ${to}/`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the kernel imports no facade, machine or record code (its entry point aside)', () => {
    const kernel = files.filter((f) => f.startsWith('kernel/') && !ENTRY_EXCEPTIONS.has(f));
    const wrong = kernel.flatMap((file) =>
      importedFolders(file)
        .filter((to) => ['facade', 'machine', 'records'].includes(to))
        .map((to) => `${file} imports ${to}/`),
    );
    expect(wrong).toEqual([]);
  });
});
