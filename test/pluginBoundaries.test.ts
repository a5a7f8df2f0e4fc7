import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The tools are generic: a game comes to them as a plug-in. In the tools' sources (tests
// and fixtures aside) at most one file, the list of built-in plug-ins, imports a game
// package, and no file or folder is named after a game.
const root = fileURLToPath(new URL('..', import.meta.url));
const TOOLS = ['packages/cli/src', 'packages/bots/src', 'packages/solver/src', 'scripts'];
const GAME_IMPORT =
  /(from|import)\s*\(?\s*'@stich\/(doppelkopf|kalter-schlag|ramsch|schafkopf|skat|skatkopf)(\/[a-z]+)?'/;
const GAME_NAME = /doppelkopf|kalter|ramsch|schafkopf|skat/i;

/** Every file and folder under a tool's folder, as paths from the repository root. */
function walk(dir: string): string[] {
  return readdirSync(`${root}${dir}`).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(`${root}${path}`).isDirectory() ? [path, ...walk(path)] : [path];
  });
}

const paths = TOOLS.flatMap(walk);
const files = paths.filter((p) => /\.(ts|mts|mjs|js)$/.test(p));

describe('the tools name no game', () => {
  test('at most one file imports a game package: the built-in plug-in list', () => {
    const importing = files.filter((f) => GAME_IMPORT.test(readFileSync(`${root}${f}`, 'utf8')));
    expect(importing).toEqual(['packages/cli/src/builtins.ts']);
  });

  test('no file or folder is named after a game', () => {
    const named = paths.filter((p) => GAME_NAME.test(p.split('/').at(-1)!));
    expect(named).toEqual([]);
  });

  test('the check sees the tools: it finds the built-in list and the sources', () => {
    expect(files).toContain('packages/cli/src/builtins.ts');
    expect(files.length).toBeGreaterThan(100);
  });
});
