import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

// Core's folders are layers (DESIGN.md's, as the code has them: the facades write and read
// records, so records sit below them): each imports only from the layers below it, so no
// two folders import each other, however indirectly. Lowest first; a folder may import from
// any folder before it in this list. Entry points are folders too: `kernel/index.ts` is the
// kernel's, and `tools/index.ts` (the `./tools` entry) sits on top.
const LAYERS = [
  ['cards', 'errors', 'rng'],
  ['fields'],
  ['kernel'],
  ['variant', 'scoring'],
  ['machine'],
  ['records'],
  ['facade'],
  ['plugin', 'testing', 'tools'],
];
// What the kernel must never import, not even in its entry point (DESIGN.md: the kernel is
// pure functions over plain state; statecharts, facades and records are built on it).
const ABOVE_KERNEL = ['facade', 'machine', 'records'];

const src = fileURLToPath(new URL('../src/', import.meta.url));
const levelOf = new Map(LAYERS.flatMap((folders, level) => folders.map((f) => [f, level])));

/** One import of another module: the file and line it is written on, and the folder it reaches. */
interface Import {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
  readonly folder: string;
}

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

/**
 * The module specifiers a source file names, with their positions, read by the TypeScript
 * parser: `import` and `export ... from` statements (type-only ones too), `import x =
 * require(...)`, dynamic `import(...)` and `import('...')` types.
 */
function specifiers(source: ts.SourceFile): { text: string; pos: number }[] {
  const out: { text: string; pos: number }[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node !== undefined && ts.isStringLiteralLike(node)) {
      out.push({ text: node.text, pos: node.getStart(source) });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The imports of a file that reach another folder below src. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(src, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return specifiers(source)
    .filter((s) => s.text.startsWith('.'))
    .flatMap((s) => {
      const target = relative(src, join(src, file, '..', s.text));
      if (!target.includes('/')) return [];
      const line = source.getLineAndCharacterOfPosition(s.pos).line + 1;
      return [{ file, line, specifier: s.text, folder: target.split('/')[0] }];
    });
}

/** An import as a reader finds it: `src/kernel/index.ts:40 imports '../facade/game'`. */
const where = (i: Import) => `src/${i.file}:${i.line} imports '${i.specifier}'`;

/** The folders' import graph: for each folder, the imports that leave it. */
function folderGraph(files: string[]): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  for (const file of files) {
    const folder = file.split('/')[0];
    const out = importsOf(file).filter((i) => i.folder !== folder);
    graph.set(folder, [...(graph.get(folder) ?? []), ...out]);
  }
  return graph;
}

/**
 * The cycles between folders, each as the imports that close it (one per step), found by a
 * depth-first search from each folder in turn.
 */
function cycles(graph: Map<string, Import[]>): Import[][] {
  const found: Import[][] = [];
  const seen = new Set<string>();
  for (const start of [...graph.keys()].sort()) {
    const walk = (folder: string, path: Import[], on: Set<string>): void => {
      for (const step of graph.get(folder) ?? []) {
        if (step.folder === start) {
          const folders = [start, ...path.map((p) => p.folder)].sort().join(' ');
          if (!seen.has(folders)) {
            seen.add(folders);
            found.push([...path, step]);
          }
        } else if (!on.has(step.folder) && step.folder > start) {
          on.add(step.folder);
          walk(step.folder, [...path, step], on);
          on.delete(step.folder);
        }
      }
    };
    walk(start, [], new Set([start]));
  }
  return found;
}

describe("core's folder layers", () => {
  const files = sources(src).filter((f) => f.includes('/'));
  const graph = folderGraph(files);

  test('every folder has a layer', () => {
    const folders = new Set(files.map((f) => f.split('/')[0]));
    expect([...folders].filter((f) => !levelOf.has(f))).toEqual([]);
  });

  test('the parser finds the imports of a file, with their lines', () => {
    const kernel = importsOf('kernel/rules.ts');
    expect(kernel.length).toBeGreaterThan(0);
    expect(kernel.every((i) => i.line >= 1)).toBe(true);
  });

  test('no two folders import each other, directly or through others', () => {
    const found = cycles(graph).map((cycle) =>
      [
        [cycle[0].file.split('/')[0], ...cycle.map((i) => i.folder)].join(' -> '),
        ...cycle.map((i) => `  ${where(i)}`),
      ].join('\n'),
    );
    expect(found, `import cycles between core's folders:\n${found.join('\n')}`).toEqual([]);
  });

  test('each file imports only from its own folder and the layers below it', () => {
    const wrong = [...graph.entries()].flatMap(([folder, imports]) =>
      imports
        .filter((i) => levelOf.get(i.folder)! >= levelOf.get(folder)!)
        .map((i) => `${where(i)} (${i.folder}/ is not below ${folder}/)`),
    );
    expect(wrong, `imports against the layers:\n${wrong.join('\n')}`).toEqual([]);
  });

  test('the kernel, its entry point included, imports no facade, machine or record code', () => {
    const wrong = (graph.get('kernel') ?? [])
      .filter((i) => ABOVE_KERNEL.includes(i.folder))
      .map(where);
    expect(wrong, `the kernel imports code above it:\n${wrong.join('\n')}`).toEqual([]);
  });
});
