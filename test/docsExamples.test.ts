import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

// Every public export carries TSDoc with an `@example` (STYLE.md, habit 13). This reads each
// package's `src/index.ts` with the TypeScript compiler and lists the exports whose
// declarations have no `@example` tag.
const PACKAGES = [
  'core',
  'core/kernel',
  'core/scoring',
  'core/plugin',
  'core/tools',
  'core/testing',
  'doppelkopf',
  'kalter-schlag',
  'ramsch',
  'schafkopf',
  'skat',
  'skatkopf',
  'bots',
  'cli',
];

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = (pkg: string) =>
  pkg.includes('/')
    ? `${root}packages/${pkg.replace('/', '/src/')}/index.ts`
    : `${root}packages/${pkg}/src/index.ts`;

/** The exports of each entry point whose declarations carry no `@example` tag. */
function exportsWithoutExample(): Record<string, string[]> {
  const config = ts.readConfigFile(`${root}tsconfig.base.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(PACKAGES.map(entry), { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const missing: Record<string, string[]> = {};
  for (const pkg of PACKAGES) {
    const file = program.getSourceFile(entry(pkg));
    const module = file && checker.getSymbolAtLocation(file);
    if (module === undefined) throw new Error(`cannot read ${entry(pkg)}`);
    const names = checker
      .getExportsOfModule(module)
      .filter((symbol) => {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        const declarations = target.getDeclarations() ?? [];
        return !declarations.some((d) =>
          ts.getJSDocTags(d).some((t) => t.tagName.text === 'example'),
        );
      })
      .map((symbol) => symbol.name)
      .sort();
    if (names.length > 0) missing[`@stich/${pkg}`] = names;
  }
  return missing;
}

it('every public export of every package has an @example', () => {
  const missing = exportsWithoutExample();
  const count = Object.values(missing).flat().length;
  expect(
    missing,
    `${count} exports have no @example in their TSDoc; add one to each (see STYLE.md, habit 13)`,
  ).toEqual({});
});

/**
 * The functions of an entry point of `@stich/core` whose examples do not import them from
 * it: a reader who copies an example should see where each name comes from.
 */
function coreFunctionsWithoutImport(pkg: string): string[] {
  const specifier = `@stich/${pkg}`;
  const config = ts.readConfigFile(`${root}tsconfig.base.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram([entry(pkg)], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry(pkg));
  const module = file && checker.getSymbolAtLocation(file);
  if (module === undefined) throw new Error(`cannot read ${entry(pkg)}`);
  const missing: string[] = [];
  let functions = 0;
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = (target.getDeclarations() ?? []).filter(ts.isFunctionDeclaration);
    if (declarations.length === 0) continue;
    functions++;
    const imports = new RegExp(
      `^\\s*import \\{[^}]*\\b${symbol.name}\\b[^}]*\\} from '${specifier}';`,
      'm',
    );
    const examples = declarations.flatMap((d) =>
      ts.getJSDocTags(d).filter((t) => t.tagName.text === 'example'),
    );
    if (!examples.some((t) => imports.test(ts.getTextOfJSDocComment(t.comment) ?? ''))) {
      missing.push(symbol.name);
    }
  }
  if (functions < 3) throw new Error(`only ${functions} functions found on ${specifier}`);
  return missing.sort();
}

// The root, and the entry points that took over names from it (issue 31), whose examples
// each import the name they show.
it.each(['core', 'core/scoring', 'core/plugin', 'core/tools'])(
  'every function of @stich/%s imports itself in its @example',
  (pkg) => {
    expect(coreFunctionsWithoutImport(pkg)).toEqual([]);
  },
);
