import {
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Every ```ts block of a guide in docs/guides runs: the blocks of one guide are joined in
// order into one module, written to tmp/docs-guides/ and imported here. `@stich/*` resolve
// to the sources (vitest.config.ts); other packages a guide imports (zod, xstate) resolve
// to the copies @stich/core uses, as they would in an app that depends on them. Guides
// import while this file is collected, so the `describe`/`it` calls they make (the
// testing guides run the conformance suite) register as tests of this file.
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = `${root}tmp/docs-guides/`;
const guideDir = `${root}docs/guides/`;

/** The ```ts blocks of a Markdown text, joined. */
function tsBlocks(markdown: string): string {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]).join('\n');
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(`${scratch}node_modules`, { recursive: true });
for (const dep of ['zod', 'xstate']) {
  symlinkSync(
    realpathSync(`${root}packages/core/node_modules/${dep}`),
    `${scratch}node_modules/${dep}`,
  );
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const guides = readdirSync(guideDir)
  .filter((f) => f.endsWith('.md'))
  .sort();

interface Run {
  readonly code: string;
  readonly error: unknown;
  readonly errors: unknown[][];
}

const runs = new Map<string, Run>();
for (const guide of guides) {
  const code = tsBlocks(readFileSync(`${guideDir}${guide}`, 'utf8'));
  const file = `${scratch}${guide.replace(/\.md$/, '.ts')}`;
  writeFileSync(file, code);
  const errors: unknown[][] = [];
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  let thrown: unknown = null;
  try {
    await import(/* @vite-ignore */ file);
  } catch (e) {
    thrown = e;
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  runs.set(guide, { code, error: thrown, errors });
}

/** Type errors in the extracted guides, as `file:line: message`, checked like package code. */
function typeErrors(files: string[]): string[] {
  const config = ts.readConfigFile(`${root}tsconfig.base.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName.startsWith(scratch))
    .map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      return `${d.file!.fileName.slice(scratch.length)}:${line + 1}: ${text}`;
    });
}

describe('docs/guides: every ts block runs as written', () => {
  it('there are guides', () => {
    expect(guides.length).toBeGreaterThan(0);
  });
  it.each(guides)('%s', (guide) => {
    const run = runs.get(guide)!;
    expect(run.code.trim().length, `${guide} has no \`\`\`ts block`).toBeGreaterThan(0);
    const where = run.error instanceof Error ? `\n${run.error.stack}` : '';
    expect(run.error, `${guide} threw (lines are those of tmp/docs-guides/)${where}`).toBeNull();
    expect(run.errors, `${guide} wrote to console.error`).toEqual([]);
  });
  it('the guides type-check', () => {
    const files = guides.map((g) => `${scratch}${g.replace(/\.md$/, '.ts')}`);
    expect(typeErrors(files)).toEqual([]);
  });
});
