// The API report: every name each published entry point exports, with its kind, read
// from the built type declarations. The report is committed (docs/api-report.md), and a
// test fails when the packages' exports no longer match it, so a change to the public
// API is always a visible change to this file. Needs `pnpm build`.
// Usage: node scripts/apiReport.mjs [--check]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the report is committed. */
export const REPORT = `${root}docs/api-report.md`;

/** The published packages (not `private`), with their entry points' declaration files. */
function entryPoints() {
  const out = [];
  for (const dir of readdirSync(`${root}packages`).sort()) {
    const pkg = JSON.parse(readFileSync(`${root}packages/${dir}/package.json`, 'utf8'));
    if (pkg.private === true) continue;
    for (const [path, target] of Object.entries(pkg.exports ?? {})) {
      const types = target?.import?.types;
      if (types === undefined) continue;
      const entry = path === '.' ? pkg.name : `${pkg.name}/${path.slice(2)}`;
      out.push({ entry, file: `${root}packages/${dir}/${types.slice(2)}` });
    }
  }
  return out;
}

/** What a declaration is, in one word. */
function kindOf(symbol, checker) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const f = target.flags;
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Namespace) return 'namespace';
  return 'other';
}

/** The report's text: per entry point, its exported names by kind, sorted. */
export function apiReport() {
  const entries = entryPoints();
  const program = ts.createProgram(
    entries.map((e) => e.file),
    {
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
  );
  const checker = program.getTypeChecker();
  const lines = [
    '# API report',
    '',
    'Every name each published entry point exports, with its kind, read from the built type',
    'declarations by `node scripts/apiReport.mjs`. A test fails when the exports change and',
    'this file does not: run the script after `pnpm build` and commit the result with the change.',
    '',
  ];
  let total = 0;
  for (const { entry, file } of entries) {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`${file} is missing: run pnpm build`);
    const module = checker.getSymbolAtLocation(source);
    const names = (module === undefined ? [] : checker.getExportsOfModule(module))
      .map((symbol) => ({ name: symbol.getName(), kind: kindOf(symbol, checker) }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    total += names.length;
    const values = names.filter((n) => !['interface', 'type'].includes(n.kind)).length;
    lines.push(`## ${entry}`, '', `${names.length} names, ${values} of them values.`, '');
    for (const { name, kind } of names) lines.push(`- \`${name}\` ${kind}`);
    lines.push('');
  }
  lines.push(`${total} names in ${entries.length} entry points.`, '');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = apiReport();
  if (process.argv.includes('--check')) {
    if (readFileSync(REPORT, 'utf8') !== text) {
      console.error('docs/api-report.md is out of date: run node scripts/apiReport.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(REPORT, text);
    console.log(`wrote ${REPORT}`);
  }
}
